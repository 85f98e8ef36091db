import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { visuallyHidden } from "../styles/layout.css";

export const form = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
export const field = style({ flex: 1, minWidth: 0 });
export const label = visuallyHidden;
export const input = style({
  width: "100%",
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-focused]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    "&::-webkit-search-cancel-button": { display: "none" },
  },
});
export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: "none",
  borderRadius: "50%",
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
