import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The theme contract. Every token is a CSS variable named `--pnyx-…`, so publishers can restyle the
 * widgets from plain CSS without vanilla-extract.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: "color-background",
      surface: "color-surface",
      surfaceMuted: "color-surface-muted",
      text: "color-text",
      textMuted: "color-text-muted",
      border: "color-border",
      accent: "color-accent",
      accentHover: "color-accent-hover",
      accentText: "color-accent-text",
      danger: "color-danger",
      success: "color-success",
      warning: "color-warning",
      focusRing: "color-focus-ring",
      overlay: "color-overlay",
    },
    font: {
      body: "font-body",
      heading: "font-heading",
      mono: "font-mono",
    },
    fontSize: {
      xs: "font-size-xs",
      sm: "font-size-sm",
      md: "font-size-md",
      lg: "font-size-lg",
      xl: "font-size-xl",
      xxl: "font-size-xxl",
    },
    space: {
      xs: "space-xs",
      sm: "space-sm",
      md: "space-md",
      lg: "space-lg",
      xl: "space-xl",
      xxl: "space-xxl",
    },
    radius: {
      sm: "radius-sm",
      md: "radius-md",
      lg: "radius-lg",
      pill: "radius-pill",
    },
    shadow: {
      card: "shadow-card",
      popover: "shadow-popover",
    },
  },
  (value) => `pnyx-${value}`,
);
