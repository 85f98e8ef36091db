import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, width: "100%" });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

export const label = style({ fontWeight: 700 });

export const value = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const fill = style({ height: "100%", background: vars.color.accent, borderRadius: vars.radius.pill, transition: "width 300ms ease" });

export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
