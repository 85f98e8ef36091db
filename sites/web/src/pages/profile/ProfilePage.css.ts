import { style } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { mobile } from "../../styles/layout.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, width: "100%", maxWidth: 860, margin: "0 auto" });

/** The account menu in the profile card: on phones it is in the top bar instead. */
export const cardMenu = style({ "@media": { [mobile]: { display: "none" } } });

export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
/** As big as a section heading with its See all link (SectionHead), so the cards read alike. */
export const cardTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

/** Space between a card's heading row and what follows it. */
export const cardBody = style({ marginTop: vars.space.md });

export const levelRow = style({ display: "flex", alignItems: "center", gap: vars.space.md, marginTop: vars.space.md, minWidth: 0 });
export const levelBadge = style({ flex: "none" });
export const levelMeter = style({ flex: 1, minWidth: 0 });

export const comingSoon = style({ margin: 0, fontWeight: 700, letterSpacing: "0.08em", color: vars.color.textMuted });
