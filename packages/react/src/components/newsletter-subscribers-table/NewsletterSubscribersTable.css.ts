import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ minWidth: 0 });
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
export const count = style({ color: vars.color.textMuted, fontWeight: 400 });
export const empty = style({ color: vars.color.textMuted });
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const th = style({ textAlign: "left", padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const tr = style({ selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } } });
/** Scrolls inside its box, never the page, should an address still not fit. */
export const tableBox = style({ overflowX: "auto" });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
// Breaks only where EmailAddress allows (after '@', before a dot), never mid-name.
export const email = style([td, { overflowWrap: "normal" }]);
