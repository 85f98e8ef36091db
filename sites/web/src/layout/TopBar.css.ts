import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { desktop, mobile } from "../styles/layout.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 100,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: 1200,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 60,
});

export const logoLink = style({
  display: "inline-flex",
  borderRadius: vars.radius.md,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const logo = style({ width: 40, height: 40 });

export const brand = style({
  display: "flex",
  flexDirection: "column",
  lineHeight: 1.1,
  transition: "opacity 200ms ease, transform 200ms ease",
  selectors: { "&[data-hidden]": { opacity: 0, transform: "translateY(-6px)", pointerEvents: "none" } },
});
export const brandName = style({ fontFamily: vars.font.heading, fontWeight: 700, fontSize: vars.fontSize.xl });
export const tagline = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: "0.04em" });

export const desktopNav = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginLeft: vars.space.md,
  "@media": { [mobile]: { display: "none" } },
});

const navItem = {
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  textDecoration: "none",
  cursor: "pointer",
} as const;

export const navLink = style({
  ...navItem,
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-current]": { fontWeight: 600 },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const navButton = style({
  ...navItem,
  selectors: {
    "&[data-hovered], &[data-pressed]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xs,
  outline: "none",
});
export const menu = style({ outline: "none", minWidth: 200, maxHeight: "70vh", overflowY: "auto" });
export const menuColumns = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(180px, 1fr))", gap: vars.space.sm });
export const menuSection = style({ display: "flex", flexDirection: "column" });
export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});
export const menuItem = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused], &[data-hovered]": { background: vars.color.surfaceMuted } },
});

export const actions = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.sm });
export const desktopOnly = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [mobile]: { display: "none" } },
});
export const barSearch = style({ width: 260 });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  border: "none",
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

const authButton = {
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textDecoration: "none",
} as const;
export const loginButton = style({
  ...authButton,
  color: vars.color.accent,
  border: `1px solid ${vars.color.accent}`,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const signupButton = style({
  ...authButton,
  color: vars.color.accentText,
  background: vars.color.accent,
  border: `1px solid ${vars.color.accent}`,
  selectors: {
    "&[data-hovered]": { background: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const profileLink = style({
  display: "inline-flex",
  borderRadius: "50%",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export { desktop };
