import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "../../theme/contract.css";

// Data tables (admin lists, boards): full width, ruled rows, scrolling in their own box when too wide.

export const table = style({ width: "100%", borderCollapse: "collapse" });
/** Cells keep less room at their sides on phones, so three or four columns fit without scrolling. */
const phone = `screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`;
const cellPadding = { padding: vars.space.sm, "@media": { [phone]: { padding: `${vars.space.sm} ${vars.space.xs}` } } };

export const th = style({ textAlign: "left", ...cellPadding, borderBottom: `2px solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const tr = style({ selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } } });
/** Scrolls inside its box, never the page, should a row still not fit. */
export const tableBox = style({ overflowX: "auto" });
export const td = style({ ...cellPadding, borderBottom: `1px solid ${vars.color.border}` });
