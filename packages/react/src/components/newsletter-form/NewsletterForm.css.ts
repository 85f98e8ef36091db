import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });
export const blurb = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const row = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  flexWrap: "wrap",
});
export const field = style({ flex: "1 1 200px", display: "flex", flexDirection: "column", gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
