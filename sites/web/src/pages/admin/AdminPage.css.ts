import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../../styles/layout.css";

export const page = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [mobile]: { padding: vars.space.md } },
});

/** Several admin cards on one page, one under the other. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
