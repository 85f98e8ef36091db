import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export const postCard = style([card, { display: "flex", gap: vars.space.md, padding: vars.space.md, overflow: "hidden" }]);

export const postBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, flex: 1 });

export const thumb = style({ flex: "none", width: 88, height: 88, borderRadius: vars.radius.md, objectFit: "cover" });

export const postTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: 1.3, overflowWrap: "anywhere" });

export { plainLink as titleLink } from "../internal/shared.css";

export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const author = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&[data-hovered]": { textDecoration: "underline" } },
});

export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const footer = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const pendingBadge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const composer = style([card, { display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.md }]);

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const chip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const view = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const article = style([card, { display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg }]);

export const viewTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: 1.2, overflowWrap: "anywhere" });

/** A 16:9 box (480 px high at most) whatever the picture's shape, so nothing moves when it arrives; the picture fits inside. */
export const viewImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  maxHeight: 480,
  objectFit: "contain",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export { modalOverlay as overlay, modal } from "../internal/shared.css";

export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg, outline: "none" });

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
