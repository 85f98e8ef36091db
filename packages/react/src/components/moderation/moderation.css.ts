import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

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
