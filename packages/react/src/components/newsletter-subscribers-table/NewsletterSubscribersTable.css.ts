import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { td } from "../internal/table.css";

export { table, tableBox, td, th, tr } from "../internal/table.css";

export const root = style({ minWidth: 0 });
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
export const count = style({ color: vars.color.textMuted, fontWeight: 400 });
export const empty = style({ color: vars.color.textMuted });
// Breaks only where EmailAddress allows (after '@', before a dot), never mid-name.
export const email = style([td, { overflowWrap: "normal" }]);
