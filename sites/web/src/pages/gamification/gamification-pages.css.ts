import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, width: "100%", maxWidth: 960, margin: "0 auto", minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
