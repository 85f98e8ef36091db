import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/contract.css";

// Shared look of every Pnyx form control, so all widgets' forms read as one product.
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const input = style({
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  selectors: {
    "&[data-focused]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1, borderColor: "transparent" },
    "&[data-invalid]": { borderColor: vars.color.danger },
    "&::placeholder": { color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: 140, resize: "vertical" }]);

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.danger });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: "inherit",
  fontWeight: 700,
  // Also used on links that act as buttons (the login prompt's Login): a pill, not underlined text.
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentHover },
    "&[data-pressed]": { transform: "translateY(1px)" },
    "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** Readable but not editable (e.g. username and email on the profile editor). */
export const inputReadOnly = style([input, { background: vars.color.surfaceMuted, color: vars.color.textMuted }]);

/** A message about the whole form (validation or the server's answer), shown under it. */
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const formSuccess = style([formError, { borderLeftColor: vars.color.success, color: vars.color.success }]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

/** Secondary links under a form ("Forgot password?"). */
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: 2,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { color: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A quieter button: outlined in the accent colour. */
export const secondaryButton = style([
  button,
  {
    background: "transparent",
    color: vars.color.accent,
    boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    selectors: {
      "&[data-hovered]": { background: vars.color.surfaceMuted },
    },
  },
]);

/** A destructive action's confirmation (Delete, Discard all): a red pill, as account deletion's. */
export const dangerButton = style([
  button,
  {
    background: vars.color.danger,
    color: "#fff",
    selectors: {
      "&[data-hovered]": { background: vars.color.danger, filter: "brightness(0.92)" },
    },
  },
]);

/** A destructive action beside a primary one (Discard beside Verify): the same pill, outlined in red. */
export const dangerSecondaryButton = style([
  button,
  {
    background: "transparent",
    color: vars.color.danger,
    boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    selectors: {
      "&[data-hovered]": { background: vars.color.surfaceMuted },
    },
  },
]);

/** An attached image's preview beside its Remove button. */
export const attachment = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const attachmentImage = style({ width: 64, height: 64, objectFit: "cover", borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
