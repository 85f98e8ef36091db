import { CACHE_TAGS, type ResponseCache } from "../../platform/response-cache";

/**
 * How long readers other than the writer may still be served an answer from before a write: the
 * writer sees the write at once in its own answer, live viewers through the socket event. Under a
 * stream of votes each feed is recomputed at most once per this bound instead of once per vote.
 */
export const CHANGE_VISIBLE_WITHIN_MS = 1000;

/**
 * Tells the response cache that something an article's answers show changed: the article, its
 * opinion threads, the feeds (counts, top opinion) and popular opinions. The one place that knows
 * that list. `now` drops them at once — for removals, which nobody should see after they happened.
 */
export function articleChanged(cache: ResponseCache, postId: string, when: "soon" | "now" = "soon"): void {
  const within = when === "now" ? 0 : CHANGE_VISIBLE_WITHIN_MS;
  for (const tag of [CACHE_TAGS.article(postId), CACHE_TAGS.opinions(postId), CACHE_TAGS.feeds, CACHE_TAGS.popularOpinions]) {
    cache.changed(tag, within);
  }
}
