import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: "50%",
  background: vars.color.textMuted,
  selectors: {
    [`${root}[data-state="ok"] &`]: { background: vars.color.success },
    [`${root}[data-state="degraded"] &`]: { background: vars.color.warning },
    [`${root}[data-state="unreachable"] &`]: { background: vars.color.danger },
  },
});

export const version = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });
