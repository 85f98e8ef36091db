import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

const wide = `screen and (min-width: ${BREAKPOINTS.mobile}px)`;

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
});

export const card_ = style([card, { display: "flex", flexDirection: "column", overflow: "hidden", height: "100%" }]);

/** `height: auto`: the box follows its aspect ratio, not the picture's height attribute. */
export const cover = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 7", objectFit: "cover" });

export const cardBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, padding: vars.space.md, flex: 1, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: 1.25, overflowWrap: "anywhere" });

export { plainLink as titleLink } from "../internal/shared.css";

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const counts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cardFooter = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: "auto",
  paddingTop: vars.space.sm,
});

export const header = style([
  card,
  {
    display: "grid",
    overflow: "hidden",
    gridTemplateColumns: "minmax(0, 1fr)",
  },
]);

export const headerCover = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 5", maxHeight: 260, objectFit: "cover" });

export const headerBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  "@media": { [wide]: { flexDirection: "row", alignItems: "flex-end", justifyContent: "space-between", padding: vars.space.lg } },
});

export const headerTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: 1.15, overflowWrap: "anywhere" });

export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  "@media": { [wide]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" } },
});

export const tile = style({
  position: "relative",
  display: "block",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  aspectRatio: "4 / 3",
  color: "#fff",
  textDecoration: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const tileImage = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });

export const tileName = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: vars.space.xs,
  background: "linear-gradient(transparent, rgba(0, 0, 0, 0.72))",
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.2,
  overflowWrap: "anywhere",
});

export const sectionHeader = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

/** Shown from 768 px only (the fourth and fifth sub-category tiles). */
export const wideOnly = style({ display: "none", "@media": { [wide]: { display: "block" } } });

/** The page's Join Community / Leave Community keeps to one line beside the description. */
export const pageJoin = style({ flexShrink: 0, whiteSpace: "nowrap" });
