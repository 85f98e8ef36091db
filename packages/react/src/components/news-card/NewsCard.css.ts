import { style } from "@vanilla-extract/css";
import { BREAKPOINTS } from "@pnyx/contract";
import { vars } from "../../theme/contract.css";
import { card } from "../internal/shared.css";

const wide = `screen and (min-width: ${BREAKPOINTS.mobile}px)`;

/**
 * Picture on top, text below. A card stretched to its row's height gives the extra height to the
 * text (1fr), whose actions sit at its bottom, so cards of a row stay top-aligned and even.
 */
const large = {
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateRows: "auto 1fr",
  gridTemplateAreas: '"media" "body"',
  padding: 0,
  gap: 0,
} as const;

/**
 * Compact below 768 px (thumbnail beside the text), large from 768 px (picture on top). `data-layout`
 * pins one of them whatever the screen.
 */
export const root = style([
  card,
  {
    display: "grid",
    gridTemplateColumns: "88px minmax(0, 1fr)",
    gridTemplateAreas: '"media body"',
    gap: vars.space.sm,
    padding: vars.space.sm,
    overflow: "hidden",
    selectors: {
      '&[data-layout="large"]': large,
    },
    "@media": {
      [wide]: { selectors: { '&[data-layout="auto"]': large } },
    },
  },
]);

export const media = style({
  gridArea: "media",
  width: "100%",
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  selectors: {
    [`${root}[data-layout="large"] &`]: { aspectRatio: "16 / 9", borderRadius: 0 },
  },
  "@media": {
    [wide]: { selectors: { [`${root}[data-layout="auto"] &`]: { aspectRatio: "16 / 9", borderRadius: 0 } } },
  },
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const body = style({
  gridArea: "body",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  selectors: {
    [`${root}[data-layout="large"] &`]: { padding: vars.space.md, gap: vars.space.sm },
  },
  "@media": {
    [wide]: { selectors: { [`${root}[data-layout="auto"] &`]: { padding: vars.space.md, gap: vars.space.sm } } },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  lineHeight: 1.3,
  overflowWrap: "anywhere",
  selectors: {
    [`${root}[data-layout="large"] &`]: { fontSize: vars.fontSize.lg },
  },
  "@media": {
    [wide]: { selectors: { [`${root}[data-layout="auto"] &`]: { fontSize: vars.fontSize.lg } } },
  },
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const source = style({ fontWeight: 700, color: vars.color.text });

export const opinion = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const opinionBody = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: 2 });

export const opinionText = style({
  margin: 0,
  overflowWrap: "anywhere",
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  "@media": { [wide]: { WebkitLineClamp: 4 } },
});

export const opinionAuthor = style({ fontWeight: 700 });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: "auto",
});

export const opinionsLink = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
