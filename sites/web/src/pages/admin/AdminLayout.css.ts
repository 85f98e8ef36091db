import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const area = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const link = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText },
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const logout = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
});
