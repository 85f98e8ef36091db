import { createVar, fallbackVar, keyframes, style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "../../theme/contract.css";

export { visuallyHidden } from "../../theme/a11y.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});

/** A framed surface (cards, the article). */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  minWidth: 0,
});

/** Status lines: loading, empty, end of list. */
export const message = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted, textAlign: "center" });

export const errorMessage = style([message, { color: vars.color.danger, fontWeight: 600 }]);

/**
 * The `<picture>` around a stored picture's sources: no box of its own, so the `<img>` inside is laid
 * out (and styled by its class) as if it stood alone.
 */
export const picture = style({ display: "contents" });

/** Where an image failed or there is none: a muted block with a newspaper glyph. */
export const imagePlaceholder = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
});

/** A text-only action (Report, Edit, See more). */
export const quietButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.accent,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  // Also used on links (Reply): underlined only on hover, as the buttons are.
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const dangerButton = style([quietButton, { color: vars.color.danger }]);

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The element an IntersectionObserver watches near the end of a list. */
export const sentinel = style({ height: 1 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

/** Under an infinite list: its status lines and buttons, centred. */
export const listFooter = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space.sm });

/** A link in a card's or list's text: no underline until hovered, the focus ring when focused by keyboard. */
export const plainLink = style({
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A link that may be a button instead (MemberLink, for visitors): both look like the link text. */
export const linkButton = style([plainLink, { padding: 0, border: "none", background: "none", font: "inherit", textAlign: "start", cursor: "pointer" }]);

/** The narrowest a card of a `cardGrid` may be; each grid sets its own. */
export const cardMinWidth = createVar();

/** Cards in as many columns as fit, each at least `cardMinWidth` wide (one column on narrow screens). */
export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fallbackVar(cardMinWidth, "240px")}), 1fr))`,
  gap: vars.space.md,
});

/** A modal dialog's dimmed backdrop, centring the dialog. */
export const modalOverlay = style({ position: "fixed", inset: 0, zIndex: 600, background: vars.color.overlay, display: "grid", placeItems: "center" });

/** A modal dialog's box; it scrolls on short screens. */
export const modal = style({
  width: "min(440px, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
});

/** A row of mutually exclusive choices (SegmentedControl): sort orders, filters, periods. */
export const segments = style({
  display: "inline-flex",
  // Its own width, even as an item of a column that stretches its children.
  width: "fit-content",
  maxWidth: "100%",
  // On the narrowest phones four choices may not fit one line: they wrap rather than scroll the page.
  flexWrap: "wrap",
  padding: 2,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const segment = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  "@media": { [`screen and (max-width: ${BREAKPOINTS.mobile - 1}px)`]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { background: vars.color.accent, color: vars.color.accentText },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
