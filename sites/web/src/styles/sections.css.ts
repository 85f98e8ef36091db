import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

// A page's sections: a heading with a 'See all' link beside it, then the section's content.

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
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
