import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, border: "none", padding: 0, margin: 0 });

// A column is at least as wide as the longest name ('Entertainment') with its box and padding,
// so names never spill out of their tiles: one column on phones, more where they fit.
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))",
  gap: vars.space.sm,
});

export const tile = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  fontWeight: 600,
  minWidth: 0,
  // Translated names longer than any English one wrap rather than spill.
  overflowWrap: "anywhere",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.accent },
    "&[data-selected]": { borderColor: vars.color.accent, background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const box = style({
  flex: "none",
  width: 18,
  height: 18,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  selectors: {
    [`${tile}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
  },
});
