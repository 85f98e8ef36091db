import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 32,
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-pressed]": { transform: "translateY(1px)" },
    "&[data-selected]": { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    "&[data-disabled]": { opacity: 0.6, cursor: "progress" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const icon = style({ width: "1em", height: "1em", flex: "none" });
