import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const picture = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.md,
});

export const pictureControls = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const fileName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const readOnlyRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.md,
});
