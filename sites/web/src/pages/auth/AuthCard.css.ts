import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../../styles/layout.css";

export const card = style({
  maxWidth: 440,
  margin: `${vars.space.lg} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  "@media": { [mobile]: { margin: 0, padding: vars.space.lg } },
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xxl });
export const intro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});
