// Every tag the response cache knows, and every cache key whose shape more than one file reads. A tag
// names what an answer (or a kept value) shows; whoever changes that thing marks the tag, through
// modules/freshness/changes.ts for what members' writes change. Nothing builds a tag or a shared key
// from a string of its own.

/** Tags of kept answers and kept values. */
export const CACHE_TAGS = {
  /** Any article list (trending, category pages, search results): new articles, votes, opinions. */
  feeds: "feeds",
  /** One article as its page and the feeds' cards show it (the counts ride apart: news/article-counts.ts). */
  article: (id: string) => `article:${id}`,
  /**
   * One article's own fields as its page shows them (title, picture, category, listed), which only a
   * correction changes: its page's kept answer carries this tag, not `article:<id>`, which every vote
   * marks (the counts ride apart).
   */
  articleRecord: (id: string) => `article-record:${id}`,
  /** The pages of one post's thread of opinions (an article's or a community post's). */
  opinions: (postId: string) => `opinions:${postId}`,
  /** An article's top opinion as feeds keep it (news/top-opinions.ts): dropped at once on a change. */
  topOpinion: (postId: string) => `top-opinion:${postId}`,
  popularOpinions: "popular-opinions",
  /** Every list of communities (their counts and top posts). */
  communities: "communities",
  community: (id: string) => `community:${id}`,
  /** One community post as its page shows it (counts, author). */
  communityPost: (id: string) => `community-post:${id}`,
  liveLink: "live-link",
  /** The registered publishers and their origins (publishers/api/registry.ts): no answer carries it; it is relayed. */
  publishers: "publishers",
  /** A member's profile picture as every list of authors shows it (users/pictures.ts). */
  picture: (username: string) => `picture:${username}`,
  /** A member's account as token checks read it (platform/auth.ts): revoked at once. */
  account: (userId: string) => `account:${userId}`,
  /** One member session (platform/auth.ts): ended at once by logout. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** A member's sanctions in force, as every write's check reads them (moderation/sanctions/guard.ts): dropped at once by a sanction or lift. */
  sanctions: (userId: string) => `sanctions:${userId}`,
  /** The site's hold settings and word list (moderation/holds/settings.ts): dropped at once when replaced. */
  moderationSettings: "moderation-settings",
  /** The count of members in chat (chat/routes.ts), kept for seconds; nothing marks it. */
  chatTotalUsers: "chat-total-users",
} as const;

/** Keys of kept values that are not route answers. */
export const CACHE_KEYS = {
  /** An article's top opinion (news/top-opinions.ts). */
  topOpinion: (postId: string) => `top-opinion|${postId}`,
  /** A member's picture (users/pictures.ts): the key is the tag, one value each. */
  picture: CACHE_TAGS.picture,
  /** A member's account at one token version and session (platform/auth.ts). */
  account: (userId: string, tokenVersion: number, sessionId: string) => `${CACHE_TAGS.account(userId)}:${tokenVersion}:${sessionId}`,
} as const;

/**
 * A kept page of a thread: its route key (`postId|sort|page`, after the endpoint's path prefix), built
 * by the opinions routes and read back by the edits of kept pages (opinions/thread-pages.ts).
 */
export const threadPageKey = {
  of: (postId: string, sort: string, page: number) => `${postId}|${sort}|${page}`,
  /** The sort and page of a kept page's full key (whatever prefixes it). */
  parse(key: string): { sort: string; page: number } {
    const [sort = "", page = ""] = key.split("|").slice(-2);
    return { sort, page: Number(page) };
  },
};
