import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const region = style({
  position: "fixed",
  // Pages with a fixed or sticky bar set --pnyx-toast-top to keep toasts off it.
  top: `var(--pnyx-toast-top, ${vars.space.md})`,
  right: vars.space.md,
  zIndex: 1000,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  maxWidth: "min(360px, calc(100vw - 2rem))",
  outline: "none",
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.popover,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-tone="success"]': { borderLeftColor: vars.color.success },
    '&[data-tone="error"]': { borderLeftColor: vars.color.danger },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const art = style({ flexShrink: 0, display: "flex", alignItems: "center" });

export const content = style({ flex: 1, display: "flex", flexDirection: "column", gap: 2 });
export const title = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: "pointer",
  padding: "0 0.25rem",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
