import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": {
    [`screen and (min-width: ${BREAKPOINTS.mobile}px)`]: { gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" },
  },
});

export const item = style({ display: "grid", minWidth: 0 });
