import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
  gap: vars.space.md,
});

export const item = style({ display: "grid", minWidth: 0 });

export const card_ = style([card, { display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md }]);

// Top-aligned: a one-line title starts where a two-line one does, so cards in a row line up.
export const articleRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", minWidth: 0 });

export const thumb = style({ width: 48, height: 48, flex: "none", borderRadius: vars.radius.md, overflow: "hidden", objectFit: "cover" });

export const articleTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.md, lineHeight: 1.3, overflowWrap: "anywhere" });

export const text = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 5,
  overflow: "hidden",
});

/** Author and votes: at the bottom of the card, so the cards of a row end alike. */
export const who = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `0 ${vars.space.sm}`, minWidth: 0, marginTop: "auto" });
