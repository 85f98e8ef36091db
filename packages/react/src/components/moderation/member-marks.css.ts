import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** "Awaiting review": a bordered pill with its words, so the state never rests on colour alone. */
export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

/** A folded or removed piece: one muted line in the piece's place. */
export const placeholder = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: "italic",
});

/** The Show of a fold: a link-like button on the fold's line. */
export const show = style({
  padding: 0,
  border: "none",
  background: "none",
  font: "inherit",
  fontStyle: "normal",
  fontWeight: 600,
  color: vars.color.accent,
  textDecoration: "underline",
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

/** The line that says a held piece cannot be answered yet. */
export const heldNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A row of IgnoredMembers: the name, then Unignore. */
export const ignoredRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });
export const ignoredTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
