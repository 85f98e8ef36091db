import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { desktop, mobile, tablet } from "../styles/layout.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 100,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Wraps rather than overflows: whatever does not fit moves to a new row, never off-screen.
export const inner = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `0 ${vars.space.md}`,
  maxWidth: 1200,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 60,
});

export const logoLink = style({
  display: "inline-flex",
  flexShrink: 0,
  borderRadius: vars.radius.md,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const logo = style({ width: 40, height: 40 });

export const brand = style({
  display: "flex",
  flexDirection: "column",
  flexShrink: 0,
  whiteSpace: "nowrap",
  lineHeight: 1.1,
  transition: "opacity 200ms ease, transform 200ms ease",
  selectors: { "&[data-hidden]": { opacity: 0, transform: "translateY(-6px)", pointerEvents: "none" } },
});
export const brandName = style({ fontFamily: vars.font.heading, fontWeight: 700, fontSize: vars.fontSize.xl });
export const tagline = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  letterSpacing: "0.04em",
  "@media": { "screen and (max-width: 359px)": { display: "none" } },
});

export const desktopNav = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  "@media": {
    [mobile]: { display: "none" },
    // Tablets: the links get the whole second row, under the brand and the buttons.
    [tablet]: { order: 3, flexBasis: "100%", marginLeft: `calc(-1 * ${vars.space.sm})`, paddingTop: vars.space.xs },
  },
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
  whiteSpace: "nowrap",
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

export const actions = style({ order: 2, marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.sm });
export const desktopOnly = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [mobile]: { display: "none" } },
});
export const phoneOnly = style({ display: "none", "@media": { [mobile]: { display: "flex" } } });

/**
 * The search box opens in a panel under the bar, over the page, so opening it never changes the
 * bar's layout (no wrapped tagline, no taller bar, no page wider than the window).
 */
export const searchPanel = style({
  position: "absolute",
  top: "100%",
  right: vars.space.md,
  width: `min(28rem, calc(100% - 2 * ${vars.space.md}))`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: "none",
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: vars.shadow.popover,
  "@media": { [mobile]: { display: "none" } },
});

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
  whiteSpace: "nowrap",
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
  // The default avatar is the name's initial: a picture, not underlined text.
  textDecoration: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export { desktop };

/** A member's unseen moderation notices (NoticesLink): short, and never wider than the bar. */
export const noticesLink = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: "#fff",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
