import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const article = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, maxWidth: 860, margin: "0 auto", width: "100%" });
