import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
export const roomPage = style([page, { maxWidth: 960, margin: "0 auto", width: "100%" }]);
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
