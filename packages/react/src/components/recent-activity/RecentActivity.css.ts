import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** The title (a MemberLink: link text for members and visitors alike), kept to its own width. */
export const title = style({ alignSelf: "flex-start", maxWidth: "100%", fontWeight: 600, overflowWrap: "anywhere" });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const footer = style({ display: "flex", justifyContent: "flex-end" });
