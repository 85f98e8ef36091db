import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { desktop } from "../styles/layout.css";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });

export const trigger = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  "@media": { "screen and (max-width: 767px)": { display: "inline-flex" } },
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 500,
  background: vars.color.overlay,
  "@media": { [desktop]: { display: "none" } },
});

export const drawer = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  width: "min(320px, 86vw)",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  overflowY: "auto",
  selectors: { "&[data-entering]": { animation: `${slideIn} 200ms ease-out` } },
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  outline: "none",
  fontFamily: vars.font.body,
});

export const head = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const close = style({
  display: "inline-flex",
  width: 40,
  height: 40,
  alignItems: "center",
  justifyContent: "center",
  border: "none",
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } },
});

export const nav = style({ display: "flex", flexDirection: "column" });

const row = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
} as const;

export const link = style({ ...row, selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } } });
export const group = style({});
export const groupTrigger = style({
  ...row,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } },
});
export const panel = style({ padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}` });
export const panelHeader = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});
export const subLink = style({
  display: "block",
  width: "100%",
  padding: `${vars.space.xs} ${vars.space.xs}`,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-current]": { fontWeight: 700, color: vars.color.accent },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const auth = style({ display: "flex", gap: vars.space.sm, marginTop: vars.space.sm });
const authButton = {
  flex: 1,
  background: "transparent",
  cursor: "pointer",
  font: "inherit",
  textAlign: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  border: `1px solid ${vars.color.accent}`,
} as const;
export const login = style({ ...authButton, color: vars.color.accent });
export const signup = style({ ...authButton, color: vars.color.accentText, background: vars.color.accent });

globalStyle(`${groupTrigger} svg`, { transition: "transform 150ms ease", "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } } });
globalStyle(`${group}[data-expanded] ${groupTrigger} svg`, { transform: "rotate(180deg)" });
