import { BREAKPOINTS } from "@pnyx/contract";
import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/contract.css";

// The Publishers screen's own parts; the rest (cards, titles, dialogs) is the admin area's admin.css.

const phone = `screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`;

export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "break-word" });

/** A publisher's facts: the label in a narrow column, the value beside it; stacked on phones. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const factLabel = style({
  fontWeight: 600,
  color: vars.color.textMuted,
  "@media": { [phone]: { marginTop: vars.space.xs } },
});
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });
export const origins = style({ listStyle: "none", margin: 0, padding: 0 });

/** "Rotation under way": a quiet flag beside the signing, so a forgotten rotation is seen. */
export const rotating = style({ color: vars.color.warning, fontWeight: 600 });

/** The add form, under the list, framed apart from the publishers. */
export const addSection = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A secret shown this once: framed in the warning colour so it cannot be taken for ordinary text. */
export const secretBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const secretTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });
/** The secret itself: one click selects all of it; it wraps anywhere rather than widen the page. */
export const secret = style({
  display: "block",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: "break-all",
  userSelect: "all",
});
export const secretWarning = style({ margin: 0, fontWeight: 600, overflowWrap: "break-word" });
export const secretNote = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: "break-word" });
export const copied = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600 });

/** A confirmation's explanation. */
export const dialogText = style({ margin: 0, overflowWrap: "break-word" });

/** The publisher id: monospaced, selected whole with one click, beside its Copy button. */
export const publisherId = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});
export const idValue = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, userSelect: "all", overflowWrap: "anywhere" });

/** The embed code behind its button, and each block of it. */
export const embedCode = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm, minWidth: 0 });
export const embedPanel = style({ display: "flex", flexDirection: "column", gap: vars.space.md, alignSelf: "stretch", minWidth: 0 });
export const codeBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
export const codeTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
/** Code to paste: kept as written (line breaks and indentation), wrapping rather than widening the page. */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
