import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

// A page's sections: a heading with a 'See all' link beside it, then the section's content.

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
/**
 * A section below a page's first screen: the browser styles, lays out and paints it only as it comes
 * near the viewport (the size it had is kept for the scrollbar), which shortens a phone's first
 * layout of a long page.
 */
export const later = style({ contentVisibility: "auto", containIntrinsicSize: "auto 640px" });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const sectionHead = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });
export const seeAll = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
