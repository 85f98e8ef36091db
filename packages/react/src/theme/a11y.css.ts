import { style } from "@vanilla-extract/css";

/** Read by screen readers, not shown. Exported for host pages and the site, so there is one copy. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
