import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../styles/layout.css";

export const footer = style({
  marginTop: "auto",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  // Always below the first screen (main is a screen tall): laid out and painted only as it comes near.
  contentVisibility: "auto",
  containIntrinsicSize: "auto 360px",
});

export const inner = style({
  display: "grid",
  gridTemplateColumns: "1fr 1.3fr auto",
  gap: vars.space.xl,
  maxWidth: 1200,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  "@media": { [mobile]: { gridTemplateColumns: "1fr", gap: vars.space.lg } },
});

export const about = style({ display: "flex", flexDirection: "column", gap: 2 });
export const brand = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const tagline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const text = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: 320 });
export const newsletter = style({ maxWidth: 460 });

export const links = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  maxWidth: 1200,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const copy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
