import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** A chat message's menu (MessageActionsMenu). */
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xs,
});
export const menu = style({ outline: "none", minWidth: 180 });
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  minHeight: 40,
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused]": { background: vars.color.surfaceMuted } },
});
