import { CACHE_TAGS, type ResponseCache } from "../../platform/response-cache";

/**
 * How long readers other than the writer may still be served an answer from before a write: the
 * writer sees the write at once in its own answer, live viewers through the socket event. Under a
 * stream of votes each feed is recomputed at most once per this bound instead of once per vote.
 */
export const CHANGE_VISIBLE_WITHIN_MS = 1000;

/**
 * What changed about an article, which decides the answers that show it:
 * - `articleVotes`: the article's counts — the article itself and the feeds' cards;
 * - `opinionVotes`: an opinion's counts — its thread, the feeds' top opinions, popular opinions;
 * - `opinions`: opinions added, edited or removed — all of the above (the article counts them).
 */
export type ArticleChange = "articleVotes" | "opinionVotes" | "opinions";

const TAGS: Record<ArticleChange, (postId: string) => string[]> = {
  articleVotes: (postId) => [CACHE_TAGS.article(postId), CACHE_TAGS.feeds],
  opinionVotes: (postId) => [CACHE_TAGS.opinions(postId), CACHE_TAGS.feeds, CACHE_TAGS.popularOpinions],
  opinions: (postId) => [CACHE_TAGS.article(postId), CACHE_TAGS.opinions(postId), CACHE_TAGS.feeds, CACHE_TAGS.popularOpinions],
};

/**
 * Tells the response cache that something an article's answers show changed. The one place that
 * knows which answers show what. `now` drops them at once — for removals, which nobody should see
 * after they happened; otherwise they live at most CHANGE_VISIBLE_WITHIN_MS longer.
 */
export function articleChanged(
  cache: ResponseCache,
  postId: string,
  what: ArticleChange,
  when: "soon" | "now" = "soon",
  /** How kept pages of the article's opinions show the change, when they can (opinions/thread-pages.ts). */
  editThread?: (key: string, json: string) => string | undefined,
): void {
  const within = when === "now" ? 0 : CHANGE_VISIBLE_WITHIN_MS;
  // The kept top opinion goes at once, before the feeds are marked: a feed recomputed after this
  // reads it afresh (news/top-opinions.ts).
  if (what !== "articleVotes") cache.invalidate(CACHE_TAGS.topOpinion(postId));
  const thread = CACHE_TAGS.opinions(postId);
  for (const tag of TAGS[what](postId)) {
    if (tag === thread && editThread) cache.patch(tag, within, editThread);
    else cache.changed(tag, within);
  }
}
