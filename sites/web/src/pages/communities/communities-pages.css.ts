import { globalStyle, style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "@pnyx/react";

const mobile = `screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`;
const midWidth = `screen and (min-width: ${BREAKPOINTS.mobile}px) and (max-width: ${BREAKPOINTS.wide - 1}px)`;

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, minWidth: 0 });
export const narrowPage = style([page, { maxWidth: 860, margin: "0 auto", width: "100%" }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });
export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [`screen and (min-width: ${BREAKPOINTS.wide}px)`]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", alignItems: "start" } },
});

/**
 * Home's Top Communities: 8 cards, 9 on mid-width screens (three rows of three). On phones one row
 * of compact cards (name, counts) that scrolls sideways inside itself, so the live card and Trending
 * come within the first screen instead of after eight full-width cards.
 */
export const homeGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  "@media": {
    [midWidth]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [mobile]: {
      gridTemplateColumns: "none",
      gridAutoFlow: "column",
      gridAutoColumns: "minmax(180px, 62%)",
      gap: vars.space.sm,
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      paddingBottom: vars.space.xs,
    },
  },
});
export const homeItem = style({
  display: "grid",
  minWidth: 0,
  selectors: { "&:nth-child(9)": { display: "none" } },
  "@media": { [midWidth]: { selectors: { "&:nth-child(9)": { display: "grid" } } }, [mobile]: { scrollSnapAlign: "start" } },
});
// The compact card: the widget's stable part names (pnyx-community-card__*) pick what phones leave out.
for (const partName of ["cover", "subcategories", "top-post"]) {
  globalStyle(`${homeGrid} .pnyx-community-card__${partName}`, { "@media": { [mobile]: { display: "none" } } });
}

export { section, sectionTitle, seeAll } from "../../styles/sections.css";
