import { style } from "@vanilla-extract/css";

/** The picture sets the toast's height: the text sits in its middle. */
export const toast = style({ alignItems: "center" });
