import { FIXED_COMMUNITIES, type Sanction } from "@pnyx/contract";
import { shortDateTime } from "../../helpers/format";
import type { MemberStandingStrings } from "./member-standing-strings";

/** A community a sanction can be limited to. */
export interface SanctionCommunity {
  id: string;
  name: string;
}

/** The site's fixed communities, the default choice of where a sanction holds. */
export const SITE_COMMUNITIES: readonly SanctionCommunity[] = FIXED_COMMUNITIES;

/** Whether a sanction still holds at `now`: not lifted, and a ban or a suspension not yet over. */
export const inForce = (sanction: Sanction, now = Date.now()) =>
  sanction.liftedAt === null && (sanction.until === null || new Date(sanction.until).getTime() > now);

/** Where a sanction holds, in words: site-wide or from one community (its id when the list does not name it). */
export function whereOf(communityId: string | null, communities: readonly SanctionCommunity[], s: MemberStandingStrings): string {
  if (communityId === null) return s.siteWide;
  return s.fromCommunity(communities.find((c) => c.id === communityId)?.name ?? communityId);
}

/** "Suspended until 22 Nov 2026, 10:00 site-wide", "Banned from Politics". */
export function sanctionSummary(sanction: Sanction, communities: readonly SanctionCommunity[], s: MemberStandingStrings): string {
  const what = sanction.kind === "ban" || sanction.until === null ? s.banned : s.suspendedUntil(shortDateTime(sanction.until));
  return `${what} ${whereOf(sanction.communityId, communities, s)}`;
}

/**
 * A whole number typed into a text field ("48", " 3 "), or null for anything else. The number fields
 * are plain text fields with a numeric keyboard: react-aria's NumberField brings a locale number parser
 * the admin pages' budget has no room for.
 */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
