import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
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
const phone = `screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`;
/** How much of a title phones show (the `titleLength` prop, in characters), set on each title. */
export const CUT_AT = "--pnyx-activity-title-cut";
/** The whole title where there is room; on phones one line cut at `cutAt` with an ellipsis (§9). */
export const titleText = style({
  "@media": {
    [phone]: {
      display: "inline-block",
      maxWidth: `min(100%, var(${CUT_AT}, 80ch))`,
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      verticalAlign: "bottom",
    },
  },
});
/** An opinion's first words, where there is room for them (not on phones). */
export const excerpt = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  "@media": { [phone]: { display: "none" } },
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const footer = style({ display: "flex", justifyContent: "flex-end" });
