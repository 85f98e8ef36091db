import { CACHE_KEYS, CACHE_TAGS } from "../../platform/cache-tags";
import type { Models } from "../../models";
import { type ResponseCache } from "../../platform/response-cache";
import { VISIBLE } from "../opinions/model";

/** An article's top opinion as feed cards show it. */
export interface TopOpinion {
  _id: string;
  postId: string;
  text: string;
  author: string;
  createdAt: string;
  upvotes: number;
  downvotes: number;
}

const FIELDS = { postId: 1, text: 1, author: 1, createdAt: 1, upvotes: 1, downvotes: 1 } as const;
/** Kept until the article's opinions change (changes.ts drops it at once), or this long. */
const TOP_OPINION_TTL_MS = 60_000;

/**
 * Each article's top opinion — the most upvoted top-level one, newest first among equals, as the
 * thread's "top" order — for feed cards. A feed is recomputed whenever any of its articles' counts
 * move, but its other articles' top opinions have not changed: each is kept in the response cache
 * and read again only after a change to that article's opinions. The missing ones are one indexed
 * read of a single entry each, sent together.
 *
 * A kept top opinion never outlives a change: changes.ts drops it at once (not within the bound), and
 * one read before a change and stored after it is not kept (response-cache.ts). A feed computed from
 * it meanwhile expires within the bound, as the change marks the feeds too.
 */
export async function topOpinionsOf(deps: { models: Pick<Models, "Comment">; cache: ResponseCache }, postIds: string[]): Promise<Map<string, TopOpinion>> {
  const tops = new Map<string, TopOpinion>();
  const missing: string[] = [];
  for (const postId of new Set(postIds)) {
    const known = deps.cache.get(CACHE_KEYS.topOpinion(postId));
    if (known === undefined) missing.push(postId);
    else if (known !== "null") tops.set(postId, JSON.parse(known) as TopOpinion);
  }
  if (missing.length === 0) return tops;
  const startedAt = deps.cache.now();
  const found = await Promise.all(
    missing.map((postId) =>
      deps.models.Comment.collection.findOne<Omit<TopOpinion, "_id" | "createdAt"> & { _id: unknown; createdAt: Date }>(
        // Not one held for review or hidden awaiting a moderator's decision (opinions/model.ts).
        { postId, parentId: null, ...VISIBLE },
        { sort: { upvotes: -1, createdAt: -1 }, projection: FIELDS },
      ),
    ),
  );
  missing.forEach((postId, i) => {
    const doc = found[i];
    const top: TopOpinion | null = doc
      ? {
          _id: String(doc._id),
          postId,
          text: doc.text,
          author: doc.author,
          createdAt: new Date(doc.createdAt).toISOString(),
          upvotes: doc.upvotes,
          downvotes: doc.downvotes,
        }
      : null;
    if (top) tops.set(postId, top);
    // An article with no opinion yet is kept too ("null"), so it is not asked for again.
    deps.cache.set(CACHE_KEYS.topOpinion(postId), [CACHE_TAGS.topOpinion(postId)], JSON.stringify(top), TOP_OPINION_TTL_MS, startedAt);
  });
  return tops;
}
