import { BREAKPOINTS } from "@pnyx/contract";
import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

const wide = `screen and (min-width: ${BREAKPOINTS.mobile}px)`;

// ---- the room list ----

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const stats = style({ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.sm, margin: 0 });

export const stat = style([card, { display: "flex", flexDirection: "column-reverse", gap: vars.space.xs, padding: vars.space.md, textAlign: "center" }]);

export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const statValue = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

export const rooms = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [wide]: { gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" } },
});

export const room = style([card, { display: "flex", flexDirection: "column", gap: vars.space.xs, padding: vars.space.md, height: "100%" }]);

export const roomName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const roomFooter = style({ marginTop: "auto", paddingTop: vars.space.sm, display: "flex", justifyContent: "flex-end" });

// ---- a room ----

export const chat = style([card, { display: "flex", flexDirection: "column", minWidth: 0, overflow: "hidden" }]);

export const chatHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const chatTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const chatCounts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const connection = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: {
    "&::before": { content: '""', width: 8, height: 8, borderRadius: "50%", background: vars.color.textMuted },
    '&[data-status="connected"]::before': { background: vars.color.success },
    '&[data-status="disconnected"]::before': { background: vars.color.danger },
  },
});

export const headerActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.md, minWidth: 0 });

/** The scrolling box around the messages (focusable, so keyboards can scroll it). */
export const messages = style({
  maxHeight: "60vh",
  minHeight: 160,
  overflowY: "auto",
  minWidth: 0,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const messageList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const message = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
  selectors: { "&[data-own]": { background: "transparent", border: `1px solid ${vars.color.border}` } },
});

export const messageMeta = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "baseline", fontSize: vars.fontSize.sm });

export const author = style({ fontWeight: 700, overflowWrap: "anywhere" });

export const messageText = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const systemLine = style({
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: "italic",
  overflowWrap: "anywhere",
});

export const attachmentImage = style({ display: "block", maxWidth: "min(100%, 320px)", maxHeight: 240, borderRadius: vars.radius.md, objectFit: "contain" });

export const attachmentMedia = style({ display: "block", maxWidth: "100%" });

/** A poll in the timeline, where it was asked. */
export const pollItem = style({ listStyle: "none" });

// ---- the composer ----

export const composer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The message box with Send beside it, on phones too. */
export const inputRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });
export const inputField = style({ flex: 1, minWidth: 0 });
export const composerInput = style({ minHeight: 48, resize: "vertical" });

export const composerRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const counter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { "&[data-over]": { color: vars.color.danger, fontWeight: 700 } },
});

/** One row of suggestions that scrolls sideways inside itself (the page does not), rather than five rows on a phone. */
export const suggestions = style({
  display: "flex",
  flexWrap: "nowrap",
  gap: vars.space.xs,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
});

export const suggestion = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  textAlign: "start",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.accent },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const pendingFile = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

// ---- polls ----

export const poll = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const pollQuestion = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: "anywhere" });

export const pollOptions = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const pollOption = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-disabled]": { cursor: "default" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const pollBar = style({
  position: "relative",
  flex: 1,
  minWidth: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
});

export const pollBarFill = style({ position: "absolute", inset: 0, right: "auto", background: vars.color.accent, opacity: 0.18 });

export const pollBarText = style({ position: "relative", display: "flex", justifyContent: "space-between", gap: vars.space.sm });

export const pollFoot = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space.md, padding: vars.space.lg, outline: "none" });

export const dialogTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const optionRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end" });

export const optionField = style({ flex: 1, minWidth: 0 });

export const radioGroup = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm } },
});

export const mark = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: 4,
  selectors: {
    "[data-selected] > &": { background: vars.color.accent, borderColor: vars.color.accent },
  },
});

export const roundMark = style([mark, { borderRadius: "50%" }]);

export const notFound = style([
  card,
  { display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space.md, padding: vars.space.xl, textAlign: "center" },
]);

export const pollAsker = style({ margin: 0 });
