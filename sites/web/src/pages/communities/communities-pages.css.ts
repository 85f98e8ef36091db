import { style } from "@vanilla-extract/css";
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

/** Home's Top Communities: 8 cards, 9 on mid-width screens (three rows of three). */
export const homeGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  "@media": {
    [midWidth]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "screen and (max-width: 479px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});
export const homeItem = style({
  display: "grid",
  minWidth: 0,
  selectors: { "&:nth-child(9)": { display: "none" } },
  "@media": { [midWidth]: { selectors: { "&:nth-child(9)": { display: "grid" } } } },
});

export { section, sectionTitle, seeAll } from "../../styles/sections.css";
