import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card, cardGrid, cardMinWidth } from "../internal/shared.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const tabList = style({ display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: -1,
  borderBottom: "3px solid transparent",
  color: vars.color.textMuted,
  fontWeight: 700,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-selected]": { color: vars.color.text, borderBottomColor: vars.color.accent },
    "&[data-hovered]": { color: vars.color.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2, borderRadius: vars.radius.sm },
  },
});

export const panel = style({
  paddingTop: vars.space.md,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** Results as a grid of cards; each stretches to its row, its stats line at the bottom. */
export const grid = style([cardGrid, { vars: { [cardMinWidth]: "340px" } }]);
export const item = style({ display: "grid", minWidth: 0 });

export const result = style([card, { display: "flex", gap: vars.space.md, padding: vars.space.sm }]);

export const thumb = style({ width: 88, height: 88, flex: "none", borderRadius: vars.radius.md, overflow: "hidden", objectFit: "cover" });

export const resultBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, flex: 1 });

/** Source and date, author: a paragraph without its default margins. */
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const stats = style([meta, { marginTop: "auto" }]);

export const resultTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.md, lineHeight: 1.3, overflowWrap: "anywhere" });

/** A result's title: a link, or for visitors a button that asks them to log in (MemberLink). */
export { linkButton as titleAction } from "../internal/shared.css";
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
