import { BREAKPOINTS } from "@pnyx/contract";
import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const item = style([card, { display: "flex", flexDirection: "column", gap: vars.space.xs, padding: vars.space.md }]);

export const itemHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });

export { plainLink as link } from "../internal/shared.css";

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
/** Who wrote: names and addresses wrap at their own break points (an address at "@" and dots), not mid-word. */
export const from = style([meta, { overflowWrap: "break-word", minWidth: 0 }]);

export const text = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: "#fff",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const detail = style([card, { display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg }]);

export const image = style({ display: "block", maxWidth: "100%", maxHeight: 360, objectFit: "contain", borderRadius: vars.radius.md });

export const switchRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, cursor: "pointer" });

export const switchTrack = style({
  width: 40,
  height: 22,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  position: "relative",
  transition: "background 120ms",
  selectors: {
    "[data-selected] > &": { background: vars.color.accent },
    "[data-focus-visible] > &": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  "::after": {
    content: '""',
    position: "absolute",
    top: 3,
    left: 3,
    width: 16,
    height: 16,
    borderRadius: "50%",
    background: "#fff",
    transition: "transform 120ms",
  },
});

export const switchOn = style({ selectors: { "[data-selected] > &::after": { transform: "translateX(18px)" } } });

/** A labelled checkbox: the box drawn beside its text (react-aria's input is visually hidden). */
export const checkboxRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, cursor: "pointer", overflowWrap: "anywhere" });

export const checkboxBox = style({
  flex: "none",
  width: 18,
  height: 18,
  marginTop: 2,
  boxSizing: "border-box",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  position: "relative",
  selectors: {
    "[data-selected] > &": { background: vars.color.accent, borderColor: vars.color.accent },
    "[data-focus-visible] > &": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    "[data-selected] > &::after": {
      content: '""',
      position: "absolute",
      left: 4,
      top: 0,
      width: 5,
      height: 10,
      border: "solid #fff",
      borderWidth: "0 2px 2px 0",
      transform: "rotate(45deg)",
    },
  },
});

export { table, tableBox, td, th, tr } from "../internal/table.css";
export { modalOverlay, modal } from "../internal/shared.css";

/** A modal form's box inside `modal`. */
export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg, outline: "none" });

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

/** A badge's picture beside its name. */
export const badgeName = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
/** The picture gives its room to the name on phones, where every column counts. */
export const badgeArt = style({ flex: "none", "@media": { [`screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`]: { display: "none" } } });

/** A reward candidate: the name, and the address under it in smaller type (three columns fit a phone). */
export const memberName = style({ display: "block", fontWeight: 600, overflowWrap: "anywhere" });
export const memberEmail = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
