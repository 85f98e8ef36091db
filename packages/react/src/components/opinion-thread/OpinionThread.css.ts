import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const headerRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

// Opinion card
export const opinion = style([card, { display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md }]);

export const opinionHeader = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const opinionWho = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: `0 ${vars.space.sm}`, minWidth: 0 });

export const author = style({
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: "none",
  overflowWrap: "anywhere",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const image = style({ display: "block", maxWidth: "100%", maxHeight: 360, borderRadius: vars.radius.md, objectFit: "contain" });

export const footer = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, marginLeft: "auto" });

export const confirm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const confirmText = style({ margin: 0, fontWeight: 600 });

// Composer
export const composer = style([card, { display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md }]);

export const composerArea = style({ minHeight: 96, resize: "vertical" });

export const composerRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const loginPrompt = style([
  card,
  { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, padding: vars.space.md },
]);
