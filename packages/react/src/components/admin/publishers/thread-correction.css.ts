import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/contract.css";
import { input } from "../../internal/forms/forms.css";

// The thread correction's own parts: the category picker's button and list.

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

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
