import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "@pnyx/react";

export const mobile = `screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`;
export const desktop = `screen and (min-width: ${BREAKPOINTS.mobile}px)`;
/**
 * From 768 px up to here the top bar's links do not fit beside the brand and the buttons, so they
 * take a row of their own (1024 px: the first width where one row fits with room to spare).
 */
export const SINGLE_ROW_BAR_MIN = 1024;
export const tablet = `screen and (min-width: ${BREAKPOINTS.mobile}px) and (max-width: ${SINGLE_ROW_BAR_MIN - 1}px)`;

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });

export const main = style({
  flex: 1,
  // At least a screen tall: the footer starts below the fold, so a page whose parts load after its
  // first paint (members' pages render in the browser) never pushes a visible footer down (CLS 0.66).
  minHeight: "100vh",
  width: "100%",
  maxWidth: 1200,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

/** One copy, from the widget package. */
export { visuallyHidden } from "@pnyx/react";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: -48,
  zIndex: 2000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { top: vars.space.sm } },
});
