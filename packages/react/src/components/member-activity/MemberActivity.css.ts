import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ minWidth: 0 });
export const tabList = style({ display: "flex", gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.md });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: "pointer",
  outline: "none",
  color: vars.color.textMuted,
  borderBottom: "3px solid transparent",
  selectors: {
    "&[data-selected]": { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 600 },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const tabPanel = style({ outline: "none" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
/** One piece of writing: its title, an excerpt, the date; separated by a rule. */
export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
});
export const itemTitle = style({
  alignSelf: "flex-start",
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.3,
  textDecoration: "none",
  overflowWrap: "anywhere",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const gone = style({ color: vars.color.textMuted, fontStyle: "italic" });
export const titlePlaceholder = style({ display: "block", width: "60%", height: "1.1em", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const excerpt = style({ margin: 0, color: vars.color.text, lineHeight: 1.5, overflowWrap: "anywhere" });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const empty = style({ margin: 0, color: vars.color.textMuted });
