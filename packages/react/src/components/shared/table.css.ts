import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

// Data tables (admin lists, boards): full width, ruled rows, scrolling in their own box when too wide.

export const table = style({ width: "100%", borderCollapse: "collapse" });
export const th = style({ textAlign: "left", padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const tr = style({ selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } } });
/** Scrolls inside its box, never the page, should a row still not fit. */
export const tableBox = style({ overflowX: "auto" });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
