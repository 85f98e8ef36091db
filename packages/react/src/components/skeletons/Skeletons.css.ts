import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

const shimmer = keyframes({ from: { backgroundPosition: "100% 0" }, to: { backgroundPosition: "-100% 0" } });

/** A grey block where content will be; it shimmers gently, and stands still for reduced motion. */
export const bone = style({
  display: "block",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface} 50%, transparent 100%)`,
  backgroundSize: "200% 100%",
  backgroundRepeat: "no-repeat",
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", backgroundImage: "none" } },
});

/** One line of text: `width` of the line's box. */
export const line = style([bone, { height: "0.9em", margin: "0.2em 0" }]);
export const titleLine = style([bone, { height: "1.2em", margin: "0.15em 0" }]);
export const pill = style([bone, { width: 140, height: 30, borderRadius: vars.radius.pill }]);
export const circle = style([bone, { flex: "none", borderRadius: "50%" }]);
export const fill = style([bone, { width: "100%", height: "100%", borderRadius: 0 }]);

/** A card frame with nothing focusable in it. */
export const frame = style([card, { display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md }]);
export const row = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const rowBetween = style([row, { justifyContent: "space-between", marginTop: "auto" }]);
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: 1, minWidth: 0 });

export const resultFrame = style([card, { display: "flex", gap: vars.space.md, padding: vars.space.sm }]);
export const thumb = style([bone, { width: 88, height: 88, flex: "none", borderRadius: vars.radius.md }]);
export const articleBody = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md });
export const categoryPill = style([pill, { width: 80, height: 20 }]);
export const articleTitle = style([bone, { width: "85%", height: "1.6em", margin: `${vars.space.xs} 0` }]);
export const voteButton = style([pill, { width: 46 }]);
export const avatar = style([circle, { width: 36, height: 36 }]);
export const gap = style({ height: vars.space.sm });
