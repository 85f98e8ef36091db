import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../../styles/layout.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, width: "100%", maxWidth: 860, margin: "0 auto" });

/** The account menu in the profile card: on phones it is in the top bar instead. */
export const cardMenu = style({ "@media": { [mobile]: { display: "none" } } });

export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const cardTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
