import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { table as dataTable, td } from "../internal/table.css";

export { tableBox, th } from "../internal/table.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** Dimmed while the other period loads (the last board stays on screen meanwhile). */
export const table = style([dataTable, { selectors: { "&[aria-busy='true']": { opacity: 0.6 } } }]);

export const rank = style([td, { width: "4em", fontVariantNumeric: "tabular-nums", color: vars.color.textMuted }]);
export const member = style([td, { textAlign: "left", fontWeight: 600, overflowWrap: "anywhere" }]);
export const points = style([td, { textAlign: "right", fontVariantNumeric: "tabular-nums" }]);
export const pointsHeader = style({ textAlign: "right" });

/** The reader's own row, in the top or pinned below it. */
export const me = style({ background: vars.color.surfaceMuted });

export const you = style({ fontWeight: 400, color: vars.color.textMuted });

/** "Your place": the caller's row below the top, when they are not in it. */
export const pinnedLabel = style([td, { paddingTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: "left" }]);
