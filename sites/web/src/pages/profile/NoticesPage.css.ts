import { style } from "@vanilla-extract/css";

export const page = style({ width: "100%", maxWidth: 960, margin: "0 auto", minWidth: 0 });
