import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../styles/layout.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const hero = style({
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surface} 0%, ${vars.color.surfaceMuted} 100%)`,
  border: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});
export const heroTitle = style({ margin: 0, fontSize: "clamp(2rem, 6vw, 3.25rem)" });
export const heroText = style({ maxWidth: 620, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.lg });

const action = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  textDecoration: "none",
  border: `1px solid ${vars.color.accent}`,
} as const;
export const primaryAction = style({
  ...action,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    "&[data-hovered]": { background: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const secondaryAction = style({
  ...action,
  color: vars.color.accent,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  gap: vars.space.md,
  "@media": { [mobile]: { gridTemplateColumns: "repeat(2, 1fr)", gap: vars.space.sm } },
});
// A category tile: its picture, darkened towards the bottom so the white name reads on any picture
// (the scrim alone gives at least 6:1 against white there), and a dark fallback when the picture fails.
export const tile = style({
  position: "relative",
  display: "block",
  aspectRatio: "16 / 10",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: "linear-gradient(135deg, #1d2739 0%, #3a4a66 100%)",
  boxShadow: vars.shadow.card,
  color: "#ffffff",
  textDecoration: "none",
  isolation: "isolate",
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      background: "linear-gradient(to top, rgba(8, 12, 20, 0.86) 0%, rgba(8, 12, 20, 0.6) 45%, rgba(8, 12, 20, 0) 85%)",
      pointerEvents: "none",
    },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  "@media": { [mobile]: { aspectRatio: "4 / 3" } },
});
export const tileImage = style({
  position: "absolute",
  inset: 0,
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 300ms ease",
  selectors: { [`${tile}[data-hovered] &`]: { transform: "scale(1.05)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
export const tileLabel = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.25,
  textShadow: "0 1px 3px rgba(0, 0, 0, 0.6)",
  selectors: { [`${tile}[data-hovered] &`]: { textDecoration: "underline", textUnderlineOffset: 3 } },
  "@media": { [mobile]: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.md } },
});

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { "screen and (max-width: 1023px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [mobile]: { gridTemplateColumns: "1fr" } },
});
// Each card fills its grid cell, so the cards of a row are as tall as the tallest. Five cards on
// narrow screens, six otherwise.
export const cardItem = style({
  display: "grid",
  minWidth: 0,
  "@media": { [mobile]: { selectors: { "&:nth-child(n+6)": { display: "none" } } } },
});

export { later, section, sectionTitle } from "../styles/sections.css";
