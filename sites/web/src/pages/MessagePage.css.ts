import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const page = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  maxWidth: 560,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const code = style({ margin: 0, fontSize: "5rem", fontWeight: 800, lineHeight: 1, color: vars.color.accent, fontFamily: vars.font.heading });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const detail = style({
  maxWidth: "100%",
  overflowX: "auto",
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const action = style({
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:focus-visible, &[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
