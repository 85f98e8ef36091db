import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export { visuallyHidden as hidden } from "../../theme/a11y.css";

export const root = style([
  card,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    padding: vars.space.lg,
    borderLeft: `4px solid ${vars.color.accent}`,
  },
]);

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, flex: "1 1 240px" });

export const kicker = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });
