import type { QueueCause } from "@pnyx/contract";
import type { Models } from "../../../models";
import { CACHE_TAGS } from "../../../platform/cache-tags";
import type { ResponseCache } from "../../../platform/response-cache";
import type { WritePlace } from "../sanctions/guard";
import type { HoldSettings } from "./settings";

/** Why a piece is held before it shows. */
export type HoldCause = Extract<QueueCause, "heldNewMember" | "heldWord">;

/**
 * What is screened: a new opinion, reply or community post (`write`: the word list, then a new
 * member's first writings), or an edit or a chat message (`edit`, `chat`), which cannot wait for a
 * review: a word that would hold them refuses them like a blocked one.
 */
export interface Screening {
  author: string;
  texts: readonly string[];
  place?: WritePlace;
  mode: "write" | "edit" | "chat";
}

/** Refused (a blocked word), held (and why), or shown at once (null). */
export type ScreenVerdict = "blocked" | HoldCause | null;

/** How long a member who has shown enough writing to be held nowhere as new is remembered so (a settings change forgets it). */
const GRADUATED_KEPT_MS = 10 * 60_000;
const graduatedKey = (username: string) => `${CACHE_TAGS.moderationSettings}|graduated|${username}`;

/**
 * Screens writing by the site's hold settings (issue 47): the word list first (whole words, any case:
 * holds/words.ts), then, for a new opinion or post, whether the member is still among their first N
 * writings here (a community's own N, else the site's). A member's shown writings are their opinions
 * and replies not held, and their verified posts, counted up to the most any place holds; one with
 * that many is remembered, so a regular's write costs no count.
 */
export function createScreen(options: { models: Pick<Models, "Comment" | "CommunityPost">; settings: HoldSettings; cache: ResponseCache }) {
  const { Comment, CommunityPost } = options.models;

  /** The member's shown writings, counted up to `upTo`. */
  async function shown(author: string, upTo: number): Promise<number> {
    const opinions = await Comment.countDocuments({ author, held: { $ne: true } }, { limit: upTo });
    if (opinions >= upTo) return opinions;
    return opinions + (await CommunityPost.countDocuments({ author, status: "verified" }, { limit: upTo - opinions }));
  }

  return async function screen({ author, texts, place = {}, mode }: Screening): Promise<ScreenVerdict> {
    const holds = await options.settings.active();
    const action = holds.words.match(texts);
    if (action === "block" || (action === "hold" && mode !== "write")) return "blocked";
    if (action === "hold") return "heldWord";
    if (mode !== "write" || holds.holdFirstMax === 0) return null;
    const { communityId } = place;
    const here = typeof communityId === "function" ? (holds.settings.communities.length > 0 ? await communityId() : null) : (communityId ?? null);
    const first = holds.holdFirstIn(here);
    if (first === 0 || options.cache.get(graduatedKey(author)) !== undefined) return null;
    const startedAt = options.cache.now();
    const count = await shown(author, holds.holdFirstMax);
    if (count >= holds.holdFirstMax) options.cache.set(graduatedKey(author), [CACHE_TAGS.moderationSettings], "1", GRADUATED_KEPT_MS, startedAt);
    return count < first ? "heldNewMember" : null;
  };
}
