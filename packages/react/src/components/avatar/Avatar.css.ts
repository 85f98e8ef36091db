import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const base = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "50%",
  overflow: "hidden",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontWeight: 700,
});

export const size = styleVariants({
  xs: [base, { width: 24, height: 24, fontSize: vars.fontSize.xs }],
  sm: [base, { width: 36, height: 36, fontSize: vars.fontSize.sm }],
  md: [base, { width: 56, height: 56, fontSize: vars.fontSize.lg }],
  lg: [base, { width: 96, height: 96, fontSize: vars.fontSize.xxl }],
});
