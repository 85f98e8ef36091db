import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const body = style({ flex: "1 1 220px", minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const description = style({ margin: 0, color: vars.color.textMuted, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const stats = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: `${vars.space.xs} 0 0`, padding: 0 });

export const stat = style({ display: "flex", flexDirection: "column-reverse" });

export const statLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
});

export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const action = style({ display: "flex", alignItems: "center", gap: vars.space.sm, alignSelf: "center" });

export const message = style({ margin: 0, color: vars.color.textMuted });
