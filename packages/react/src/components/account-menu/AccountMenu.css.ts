import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const gear = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "50%",
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xs,
});
export const menu = style({ outline: "none", minWidth: 200 });
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  minHeight: 40,
  boxSizing: "border-box",
  color: vars.color.text,
  font: "inherit",
  // Items that are links (Edit Profile, Change Categories) are rows like the others, not underlined text.
  textDecoration: "none",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused]": { background: vars.color.surfaceMuted } },
});
export const danger = style({ color: vars.color.danger });

export { modalOverlay as overlay, modal } from "../internal/shared.css";

export const dialog = style({ padding: vars.space.lg, outline: "none" });
export const dialogActions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
const button = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  cursor: "pointer",
  font: "inherit",
} as const;
export const dangerButton = style({ ...button, border: "none", background: vars.color.danger, color: "#fff" });
export const secondaryButton = style({ ...button, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text });
export const dialogTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
