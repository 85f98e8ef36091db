import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const page = style({
  maxWidth: 760,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { "screen and (max-width: 767px)": { padding: vars.space.md, borderRadius: vars.radius.md } },
});
export const header = style({ marginBottom: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const body = style({ lineHeight: 1.65 });

globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.xs}` });
globalStyle(`${body} p, ${body} ul, ${body} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} li`, { marginBottom: vars.space.xs });
