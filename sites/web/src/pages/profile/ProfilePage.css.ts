import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../../styles/layout.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, width: "100%", maxWidth: 860, margin: "0 auto" });

/** The account menu in the profile card: on phones it is in the top bar instead. */
export const cardMenu = style({ "@media": { [mobile]: { display: "none" } } });

export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const cardTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

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
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const itemLink = style({ color: vars.color.text, fontWeight: 600, marginRight: vars.space.sm });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const empty = style({ margin: 0, color: vars.color.textMuted });

