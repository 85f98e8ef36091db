import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const bell = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  // As big as a top bar's icon buttons, and as quiet: the count is what draws the eye.
  width: 40,
  height: 40,
  flexShrink: 0,
  border: "none",
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: "absolute",
  top: -4,
  right: -4,
  minWidth: 20,
  height: 20,
  padding: "0 5px",
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: "#fff",
  fontSize: 12,
  fontWeight: 700,
  lineHeight: "20px",
  textAlign: "center",
});

export const popover = style({
  outline: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  // Never wider than the screen: the popover keeps 8 px from each edge on phones.
  width: "min(380px, calc(100vw - 16px))",
  maxHeight: "min(520px, calc(100vh - 96px))",
  overflowY: "auto",
});

export const dialog = style({ display: "flex", flexDirection: "column" });

export const header = style({
  position: "sticky",
  top: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "flex",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-hovered], &[data-focus-visible]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const dot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  marginTop: 7,
  borderRadius: "50%",
  background: "transparent",
  selectors: { "[data-unread] > &": { background: vars.color.accent } },
});

export const body = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });
export const summary = style({ selectors: { "[data-unread] &": { fontWeight: 700 } } });
export const excerpt = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const status = style({ padding: vars.space.md, margin: 0, color: vars.color.textMuted, textAlign: "center" });
export const footer = style({ display: "flex", justifyContent: "center", padding: vars.space.sm });
