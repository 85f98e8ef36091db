// The one check every write of a member passes (issue 47): is the member suspended or banned, here?
// A member's sanctions in force are read once and kept (ACTIVE_KEPT_MS) in a cache that a sanction
// or a lift drops at once, on every instance (the cache is relayed like the account lookups that
// platform/auth.ts revokes), so a write costs no read. A suspension ends by itself: each check compares
// its end with the time now, whatever the cache holds.
import { MODERATION_TEXTS } from "@pnyx/contract";
import { Types } from "mongoose";
import type { Models } from "../../../models";
import { CACHE_TAGS } from "../../../platform/cache-tags";
import type { ResponseCache } from "../../../platform/response-cache";

/** How long a member's sanctions are kept without asking the database (a sanction or a lift drops them at once). */
export const ACTIVE_KEPT_MS = 10 * 60_000;

/**
 * Where a write goes: a community (its posts, their opinions, its chat room) or nowhere in particular.
 * The community may be given as a lookup: it runs only for a member with a community sanction.
 */
export interface WritePlace {
  communityId?: string | null | (() => Promise<string | null>);
}

/** A sanction in force as the check keeps it. */
interface Active {
  kind: "suspend" | "ban";
  communityId: string | null;
  /** Ms since the epoch; null for a ban. */
  until: number | null;
  reason: string;
}

const cacheKey = (userId: string) => `${CACHE_TAGS.sanctions(userId)}|active`;

/** The refusal a sanction makes, in the contract's words. */
function messageOf(sanction: Active): string {
  const fill = (text: string) =>
    text.replace("{reason}", sanction.reason).replace("{until}", sanction.until === null ? "" : new Date(sanction.until).toUTCString());
  if (sanction.communityId === null) return fill(sanction.kind === "ban" ? MODERATION_TEXTS.banned : MODERATION_TEXTS.suspendedUntil);
  return fill(sanction.kind === "ban" ? MODERATION_TEXTS.bannedFromCommunity : MODERATION_TEXTS.suspendedFromCommunityUntil);
}

/** Of several sanctions that apply, the one to tell: a ban, else the suspension that ends last. */
function weightiest(list: Active[]): Active {
  return list.reduce((a, b) => {
    if (a.kind !== b.kind) return a.kind === "ban" ? a : b;
    return (a.until ?? Number.POSITIVE_INFINITY) >= (b.until ?? Number.POSITIVE_INFINITY) ? a : b;
  });
}

export function createSanctionGuard(options: { models: Pick<Models, "Sanction">; cache: ResponseCache; now: () => Date }) {
  const { Sanction } = options.models;

  async function active(userId: string): Promise<Active[]> {
    const key = cacheKey(userId);
    const known = options.cache.get(key);
    if (known !== undefined) return JSON.parse(known) as Active[];
    if (!Types.ObjectId.isValid(userId)) return [];
    const startedAt = options.cache.now();
    const docs = await Sanction.find(
      { userId: new Types.ObjectId(userId), liftedAt: null, $or: [{ until: null }, { until: { $gt: options.now() } }] },
      { kind: 1, communityId: 1, until: 1, reason: 1 },
    ).lean();
    const list: Active[] = docs.map((d) => ({ kind: d.kind, communityId: d.communityId, until: d.until ? d.until.getTime() : null, reason: d.reason }));
    // A sanction or lift while this read ran is not kept over (ResponseCache.set).
    options.cache.set(key, [CACHE_TAGS.sanctions(userId)], JSON.stringify(list), ACTIVE_KEPT_MS, startedAt);
    return list;
  }

  return {
    /** Why the member may not write here (the contract's text, filled), or null when they may. */
    async refusal(userId: string, place: WritePlace = {}): Promise<string | null> {
      const at = options.now().getTime();
      const inForce = (await active(userId)).filter((s) => s.until === null || s.until > at);
      if (inForce.length === 0) return null;
      const siteWide = inForce.filter((s) => s.communityId === null);
      if (siteWide.length > 0) return messageOf(weightiest(siteWide));
      if (place.communityId === undefined || place.communityId === null) return null;
      const communityId = typeof place.communityId === "function" ? await place.communityId() : place.communityId;
      const here = inForce.filter((s) => s.communityId === communityId);
      return here.length > 0 ? messageOf(weightiest(here)) : null;
    },
    /** A sanction or a lift changed what this member may do: every instance reads it again. */
    forget(userId: string): void {
      options.cache.invalidate(CACHE_TAGS.sanctions(userId));
    },
  };
}
export type SanctionGuard = ReturnType<typeof createSanctionGuard>;
