import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { cardGrid, cardMinWidth, card as cardSurface } from "../internal/shared.css";

// Achievement cards flip in 3D: both faces share one grid cell; the back is turned away until flipped.

// The full height of its grid cell, so a row of cards lines up whatever each says on its back.
export const card = style({ position: "relative", perspective: 900, minWidth: 0, height: "100%" });

export const inner = style({
  display: "grid",
  height: "100%",
  transformStyle: "preserve-3d",
  transition: "transform 450ms ease",
  selectors: { [`${card}[data-flipped] &`]: { transform: "rotateY(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

const face = style([
  cardSurface,
  {
    gridArea: "1 / 1",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    minHeight: 168,
    padding: vars.space.sm,
    textAlign: "center",
    backfaceVisibility: "hidden",
    WebkitBackfaceVisibility: "hidden",
  },
]);

export const front = style([face, { selectors: { [`${card}[data-achieved] &`]: { borderColor: vars.color.success } } }]);
export const back = style([face, { transform: "rotateY(180deg)", justifyContent: "flex-start", fontSize: vars.fontSize.sm }]);

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });

export const status = style({
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  selectors: { [`${card}[data-achieved] &`]: { background: vars.color.success, color: "#fff" } },
});

export const backTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const takes = style({ margin: 0, overflowWrap: "anywhere" });

export const figures = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  textAlign: "left",
  overflowWrap: "anywhere",
});

export const figureName = style({ fontWeight: 700, color: vars.color.textMuted });
export const figureValue = style({ margin: 0 });

/** The whole card is the flip button: it lies over both faces, transparent. */
export const flip = style({
  position: "absolute",
  inset: 0,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.lg,
  background: "transparent",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

// Two columns even on a 320 px phone: fourteen cards in one column are a long scroll. Every row is
// as tall as the tallest card (its back face's text), so all cards have one height.
export const grid = style([cardGrid, { gridAutoRows: "1fr", vars: { [cardMinWidth]: "130px" } }]);
export const root = style({ minWidth: 0 });
