import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

// The moderation pages' own parts: the links between them and the member lookup.

/** Links between the queue, the settings and a member's standing. */
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const pageLink = style({
  color: vars.color.accent,
  fontWeight: 600,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const lookup = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const lookupTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.md });

/** Above the queue: the member lookup and the way to the settings, in one row that wraps. */
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: vars.space.md });
export const lookupRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });
export const lookupField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 200px", minWidth: 0, maxWidth: 360 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const input = style({
  width: "100%",
  boxSizing: "border-box",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&[data-focused]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.danger });
export const button = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
