import { assignVars, style } from "@vanilla-extract/css";
import { vars } from "./contract.css";

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.5rem", xxl: "2rem" },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  radius: { sm: "4px", md: "8px", lg: "14px", pill: "999px" },
};

/** Light theme: apply the class on any ancestor of the widgets (PnyxTheme does it for you). */
export const lightTheme = style({
  vars: assignVars(vars, {
    ...shared,
    color: {
      background: "#f6f5f1",
      surface: "#ffffff",
      surfaceMuted: "#eeece6",
      text: "#1c1b19",
      textMuted: "#5b5852",
      border: "#d9d5cc",
      accent: "#0b5cad",
      accentHover: "#094a8b",
      accentText: "#ffffff",
      danger: "#b3261e",
      success: "#1e7b34",
      warning: "#8a5a00",
      focusRing: "#0b5cad",
      overlay: "rgba(20, 18, 15, 0.45)",
    },
    shadow: {
      card: "0 1px 2px rgba(0,0,0,0.06), 0 2px 8px rgba(0,0,0,0.06)",
      popover: "0 8px 28px rgba(0,0,0,0.18)",
    },
  }),
});

export const darkTheme = style({
  vars: assignVars(vars, {
    ...shared,
    color: {
      background: "#121316",
      surface: "#1c1e22",
      surfaceMuted: "#26292e",
      text: "#eceae6",
      textMuted: "#a7a39b",
      border: "#363a40",
      accent: "#7db4f0",
      accentHover: "#a3cbf5",
      accentText: "#0c1420",
      danger: "#f2877f",
      success: "#79c98c",
      warning: "#e6b65c",
      focusRing: "#7db4f0",
      overlay: "rgba(0, 0, 0, 0.6)",
    },
    shadow: {
      card: "0 1px 2px rgba(0,0,0,0.4), 0 2px 8px rgba(0,0,0,0.3)",
      popover: "0 8px 28px rgba(0,0,0,0.6)",
    },
  }),
});

/** Base text styles for the themed subtree, so widgets read well without any page CSS. */
export const themeRoot = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
});
