import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export const root = style([card, { display: "flex", flexDirection: "column", overflow: "hidden" }]);

export const media = style({ width: "100%", aspectRatio: "16 / 9", maxHeight: 420, overflow: "hidden" });

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.md });

export const category = style({
  alignSelf: "flex-start",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: 1.25, overflowWrap: "anywhere" });

export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const source = style({ fontWeight: 700, color: vars.color.text });

export const text = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: 1.65 });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const navigation = style({ display: "flex", gap: vars.space.sm });

export const reactions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, fontSize: vars.fontSize.sm });

/**
 * "Read it at …": a plain anchor (the app's router must not rewrite another site's address), so it
 * styles its own hover and keyboard focus as the react-aria links do.
 */
export const sourceLink = style({
  selectors: {
    "&:hover": { color: vars.color.accentHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
