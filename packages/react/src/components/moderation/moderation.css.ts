import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { input } from "../internal/forms/forms.css";

/** A modal form's box inside the shared `modal`. */
export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg, outline: "none" });

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

/** The report reasons, one a line: long labels wrap, each stays a large target. */
export const reasons = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const reason = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-selected]": { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    "&::before": {
      content: '""',
      flex: "none",
      width: 14,
      height: 14,
      borderRadius: "50%",
      border: `2px solid ${vars.color.border}`,
      boxSizing: "border-box",
    },
    "&[data-selected]::before": { borderColor: vars.color.accent, background: vars.color.accent, boxShadow: `inset 0 0 0 2px ${vars.color.surface}` },
  },
});

export const shortArea = style({ minHeight: 80, resize: "vertical" });

/** The queue's filters: each a row of choices; they wrap on phones. */
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** Selection and the decisions on it. */
export const bulkBar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const tag = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const warnTag = style({ borderColor: vars.color.danger, color: vars.color.danger });

export const details = style({ margin: 0, paddingLeft: vars.space.lg, display: "flex", flexDirection: "column", gap: 2 });

/** An appeal's words, set apart from the writing. */
export const quote = style({ borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm });

/** Two or three choices side by side (suspend or ban), wrapping on phones. */
export const choiceRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const numberInput = style({ maxWidth: 160 });

/** A member's record: label over value, as many columns as fit. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const factValue = style({ margin: 0, fontWeight: 700, overflowWrap: "anywhere" });

export const inForce = style({ margin: 0, overflowWrap: "anywhere" });

/** A picker's button and list (where a sanction holds). */
export const selectButton = style([
  input,
  { display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, textAlign: "start", cursor: "pointer", font: "inherit" },
]);

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xs,
  minWidth: "var(--trigger-width)",
  maxHeight: 320,
  overflowY: "auto",
});

export const listBox = style({ outline: "none" });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceMuted },
    "&[data-selected]": { fontWeight: 700 },
  },
});

/** A settings section's rows: a label and its control side by side, stacked on phones. */
export const settingRows = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: vars.space.sm,
});

/** One word-list entry or reason: its text, then its actions. */
export const entry = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minWidth: 0,
});

/** A literal entry shown as typed (monospaced, so `a.*b` reads as characters, not a pattern). */
export const literal = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere", minWidth: 0 });

/** The add-a-word form: its fields in a row that wraps. */
export const inlineForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });

/** A group of fields with its legend, without the browser's frame. */
export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

/** One reason being edited: its fields, then its Remove button. */
export const reasonRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A queue item's way to its author's standing: an action, so it reads as a link, not as metadata. */
export const actLink = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
