import { CACHE_TAGS } from "../../platform/cache-tags";
import type { ResponseCache } from "../../platform/response-cache";
import { PAGE_FRESH_MS } from "../../platform/site/site-pages";

// Freshness in one home: for every kind of change a write makes, which kept answers show it (by
// their tags), and how soon they must stop being served. Writers say what changed; only this file
// knows who shows it. The kept state and its bounds are tabled in docs/architecture.md ("Kept state").

/**
 * How long readers other than the writer may still be served an answer from before a write: the
 * writer sees the write at once in its own answer, live viewers through the socket event. Under a
 * stream of votes each feed is recomputed at most once per this bound instead of once per vote.
 */
export const CHANGE_VISIBLE_WITHIN_MS = 1000;

/**
 * How late a server-rendered page may show a write: it is rendered from answers up to
 * CHANGE_VISIBLE_WITHIN_MS old, then sent to every visitor for PAGE_FRESH_MS (platform/site/site-pages.ts).
 */
export const PAGE_VISIBLE_WITHIN_MS = CHANGE_VISIBLE_WITHIN_MS + PAGE_FRESH_MS;

/** A post that holds a thread of opinions: an article, or a community post (with its community when known). */
export type ThreadPost = { postKind: "article"; postId: string } | { postKind: "communityPost"; postId: string; communityId: string | null };

/** Everything a write can change that a kept answer shows. */
export type Change =
  /** An article's like and dislike counts. */
  | { kind: "articleVotes"; articleId: string }
  /** An opinion's counts, in the thread of `post`. */
  | { kind: "opinionVotes"; post: ThreadPost }
  /** Opinions added, edited or removed in the thread of `post` (its counts of opinions move too). */
  | { kind: "opinions"; post: ThreadPost }
  /** A community post's counts. */
  | { kind: "communityPostVotes"; postId: string; communityId: string | null }
  /** Community posts that appeared or went away (verified, discarded, their author removed); their community's lists. */
  | { kind: "communityPosts"; postIds: readonly string[]; communityIds: readonly string[] }
  /** Members joined or left these communities. */
  | { kind: "membership"; communityIds: readonly string[] }
  /** Articles added to the lists (a feed, a publisher's signed thread). */
  | { kind: "articlesAdded" }
  /**
   * An article's title, picture, category or listing changed (its publisher signed a correction, or
   * listed its thread; an administrator corrected it): its page, every list, and Popular Opinions'
   * cards, which show its title. Everyone's recent activity shows titles too, kept 2 s untagged.
   */
  | { kind: "articleEdited"; articleId: string }
  /** The live link admins set. */
  | { kind: "liveLink" }
  /** The registered publishers or their origins. */
  | { kind: "publishers" };

/** What a change touches: tags whose answers are dropped at once, and tags whose answers may live out the bound. */
export interface Touched {
  /** Kept values others are recomputed from (a feed reads the top opinion afresh): dropped before the rest. */
  first: string[];
  tags: string[];
}

const threadTags = (post: ThreadPost): string[] =>
  post.postKind === "article"
    ? [CACHE_TAGS.opinions(post.postId), CACHE_TAGS.feeds, CACHE_TAGS.popularOpinions]
    : [CACHE_TAGS.opinions(post.postId), ...(post.communityId ? [CACHE_TAGS.community(post.communityId)] : [])];

/** The one table of who shows what. */
export function touches(change: Change): Touched {
  switch (change.kind) {
    case "articleVotes":
      return { first: [], tags: [CACHE_TAGS.article(change.articleId), CACHE_TAGS.feeds] };
    case "opinionVotes":
      // A community post's page and lists do not show its opinions' counts.
      return change.post.postKind === "article"
        ? { first: [CACHE_TAGS.topOpinion(change.post.postId)], tags: threadTags(change.post) }
        : { first: [], tags: [CACHE_TAGS.opinions(change.post.postId)] };
    case "opinions":
      // The post's page counts its opinions too.
      return change.post.postKind === "article"
        ? { first: [CACHE_TAGS.topOpinion(change.post.postId)], tags: [CACHE_TAGS.article(change.post.postId), ...threadTags(change.post)] }
        : { first: [], tags: [...threadTags(change.post), CACHE_TAGS.communityPost(change.post.postId)] };
    case "communityPostVotes":
      return {
        first: [],
        tags: [CACHE_TAGS.communityPost(change.postId), ...(change.communityId ? [CACHE_TAGS.community(change.communityId)] : []), CACHE_TAGS.communities],
      };
    case "communityPosts":
      return {
        first: [],
        tags: [...change.postIds.map(CACHE_TAGS.communityPost), ...change.communityIds.map(CACHE_TAGS.community), CACHE_TAGS.communities],
      };
    case "membership":
      return { first: [], tags: [...change.communityIds.map(CACHE_TAGS.community), CACHE_TAGS.communities] };
    case "articlesAdded":
      return { first: [], tags: [CACHE_TAGS.feeds] };
    case "articleEdited":
      return { first: [], tags: [CACHE_TAGS.articleRecord(change.articleId), CACHE_TAGS.feeds, CACHE_TAGS.popularOpinions] };
    case "liveLink":
      return { first: [], tags: [CACHE_TAGS.liveLink] };
    case "publishers":
      return { first: [], tags: [CACHE_TAGS.publishers] };
  }
}

export interface ChangeOptions {
  /** `now` drops the answers at once (removals, which nobody should see after they happened); `soon` lets them live out the bound. */
  when?: "soon" | "now";
  /** How kept pages of the thread show the change, when they can (opinions/thread-pages.ts): patched instead of dropped. */
  editThread?: (key: string, json: string) => string | undefined;
}

/** Tells the response cache (and, relayed, every instance's) that `change` happened. */
export function changed(cache: ResponseCache, change: Change, { when = "soon", editThread }: ChangeOptions = {}): void {
  const within = when === "now" ? 0 : CHANGE_VISIBLE_WITHIN_MS;
  const { first, tags } = touches(change);
  for (const tag of first) cache.invalidate(tag);
  const thread = change.kind === "opinions" ? CACHE_TAGS.opinions(change.post.postId) : null;
  for (const tag of new Set(tags)) {
    if (tag === thread && editThread) cache.patch(tag, within, editThread);
    else cache.changed(tag, within);
  }
}

/**
 * Every tag whose answers may show what these changes changed (a repair that set counters to what the
 * records say drops them all at once, on every instance: platform/reconciler.ts).
 */
export function touchedBy(...changes: Change[]): string[] {
  return [...new Set(changes.flatMap((c) => [...touches(c).first, ...touches(c).tags]))];
}
