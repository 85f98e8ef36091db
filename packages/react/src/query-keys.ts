/**
 * Query keys of every Pnyx query, in one place so invalidation and realtime patches agree. Cache
 * writes match by prefix, so every prefix a patcher or an invalidation needs is named here too:
 * nothing outside this file builds a key by hand.
 */
export const pnyxKeys = {
  all: ["pnyx"] as const,
  health: () => [...pnyxKeys.all, "health"] as const,
  /** Auth results held in the cache (they carry a session): removed when the session ends. */
  auth: () => [...pnyxKeys.all, "auth"] as const,
  /** Results of a verification link; kept for the page's life so a re-render never re-sends a single-use token. */
  verifyEmail: (token: string) => [...pnyxKeys.auth(), "verify-email", token] as const,
  /** Public data about members: refetched (not dropped) when the viewer logs in or out. */
  users: {
    all: () => [...pnyxKeys.all, "users"] as const,
    profile: (name: string) => [...pnyxKeys.users.all(), "profile", name.toLowerCase()] as const,
    posts: (name: string) => [...pnyxKeys.users.all(), "posts", name.toLowerCase()] as const,
    comments: (name: string) => [...pnyxKeys.users.all(), "comments", name.toLowerCase()] as const,
  },
  /** Data only the logged-in member may see: removed from the cache on logout. */
  member: {
    all: () => [...pnyxKeys.all, "member"] as const,
    /** Every cached level of a member (one per points total). */
    level: (username: string) => [...pnyxKeys.member.all(), "level", username] as const,
    /** A member's level at a points total: a vote or post that changes the points asks again. */
    levelAt: (username: string, points: number) => [...pnyxKeys.member.level(username), points] as const,
    /** The member's notifications (infinite, newest first); pushes and reads patch them in place. */
    notifications: (username: string) => [...pnyxKeys.member.all(), "notifications", username] as const,
    /** Opinions the member reported in this session (the button then reads Reported). */
    reportedOpinions: () => [...pnyxKeys.member.all(), "reported-opinions"] as const,
    /** The member's own community posts awaiting review. */
    pendingPostLists: () => [...pnyxKeys.member.all(), "pending-posts"] as const,
    pendingPosts: (communityId: string | null) => [...pnyxKeys.member.pendingPostLists(), communityId] as const,
    /** The member's fourteen badges; the badge flow refetches them and writes back what it saved. */
    badges: (username: string) => [...pnyxKeys.member.all(), "badges", username] as const,
    achievements: (username: string) => [...pnyxKeys.member.all(), "achievements", username] as const,
    /** The member's own activity (infinite), one list per page size (the profile's 5, the recents page's). */
    recentActivity: (username: string, pageSize: number) => [...pnyxKeys.member.all(), "recent-activity", username, pageSize] as const,
    /** The members this member ignores (their list as the server keeps it). */
    ignored: (username: string) => [...pnyxKeys.member.all(), "ignored", username] as const,
    /** The member's own opinions held for review, per post (shown to them at the top of its thread). */
    heldOpinionLists: () => [...pnyxKeys.member.all(), "held-opinions"] as const,
    heldOpinions: (postId: string) => [...pnyxKeys.member.heldOpinionLists(), postId] as const,
    /** The member's moderation notices (statements of reasons) and how many are unseen. */
    moderationNotices: (username: string) => [...pnyxKeys.member.all(), "moderation-notices", username] as const,
  },
  /** News articles and feeds (public). Vote counts in every one of them are patched in place. */
  news: {
    all: () => [...pnyxKeys.all, "news"] as const,
    /** Every trending list, whatever its categories and length. */
    trendingLists: () => [...pnyxKeys.news.all(), "trending"] as const,
    trending: (categories: readonly string[], limit: number | null) => [...pnyxKeys.news.trendingLists(), { categories: [...categories], limit }] as const,
    /** Every whole article. */
    articles: () => [...pnyxKeys.news.all(), "article"] as const,
    article: (id: string) => [...pnyxKeys.news.articles(), id] as const,
    /** Infinite: one entry per page. */
    categoryFeeds: () => [...pnyxKeys.news.all(), "category"] as const,
    category: (category: string, userCategories: readonly string[], pageSize: number | null) =>
      [...pnyxKeys.news.categoryFeeds(), category, { userCategories: [...userCategories], pageSize }] as const,
  },
  /** Search results: news articles and community posts. */
  search: {
    all: () => [...pnyxKeys.all, "search"] as const,
    results: (text: string) => [...pnyxKeys.search.all(), text] as const,
  },
  /** Opinions and replies. Live events, votes and the member's own changes patch them in place. */
  opinions: {
    all: () => [...pnyxKeys.all, "opinions"] as const,
    /** Every article's opinion lists (infinite). */
    lists: () => [...pnyxKeys.opinions.all(), "list"] as const,
    /** One article's opinion lists, in every sort order. */
    listsOf: (postId: string) => [...pnyxKeys.opinions.lists(), postId] as const,
    list: (postId: string, sort: string) => [...pnyxKeys.opinions.listsOf(postId), sort] as const,
    threads: () => [...pnyxKeys.opinions.all(), "thread"] as const,
    thread: (commentId: string) => [...pnyxKeys.opinions.threads(), commentId] as const,
    popularLists: () => [...pnyxKeys.opinions.all(), "popular"] as const,
    popular: (pageSize: number) => [...pnyxKeys.opinions.popularLists(), pageSize] as const,
    /** Every set of opinion counts. */
    countsAll: () => [...pnyxKeys.opinions.all(), "counts"] as const,
    counts: (postIds: readonly string[]) => [...pnyxKeys.opinions.countsAll(), [...postIds].sort()] as const,
  },
  /** Communities and their pages (public); a join or leave patches the counts in place. */
  /** Chat data read over HTTP (the live parts are room sessions, not queries). */
  chat: {
    all: () => [...pnyxKeys.all, "chat"] as const,
    totalUsers: () => [...pnyxKeys.chat.all(), "total-users"] as const,
  },
  communities: {
    all: () => [...pnyxKeys.all, "communities"] as const,
    list: () => [...pnyxKeys.communities.all(), "list"] as const,
    home: () => [...pnyxKeys.communities.all(), "home"] as const,
    pages: () => [...pnyxKeys.communities.all(), "page"] as const,
    page: (id: string) => [...pnyxKeys.communities.pages(), id.toLowerCase()] as const,
    /** Every list of community posts (infinite): a community's, a sub-category's. Vote counts are patched in place. */
    postLists: () => [...pnyxKeys.communities.all(), "posts"] as const,
    posts: (communityId: string) => [...pnyxKeys.communities.postLists(), "community", communityId.toLowerCase()] as const,
    subcategoryPosts: (name: string) => [...pnyxKeys.communities.postLists(), "subcategory", name.toLowerCase()] as const,
    /** Every single post. */
    postDetails: () => [...pnyxKeys.communities.all(), "post"] as const,
    post: (id: string) => [...pnyxKeys.communities.postDetails(), id.toLowerCase()] as const,
    /** One post as one viewer sees it (an author also sees their post awaiting review); patched under `post(id)`. */
    postFor: (id: string, viewer: string | null) => [...pnyxKeys.communities.post(id), viewer] as const,
  },
  /** Everyone's recent activity on public content (infinite), per page size. */
  activity: {
    all: () => [...pnyxKeys.all, "activity"] as const,
    home: (pageSize: number) => [...pnyxKeys.activity.all(), "home", pageSize] as const,
  },
  /** Points boards (public); the viewer is part of the key, since the answer carries their own place. */
  leaderboard: (period: string, viewer: string | null) => [...pnyxKeys.all, "leaderboard", period, viewer] as const,
  /**
   * The counts a vote showed on a target that no cached list holds (a widget given a plain prop),
   * kept with the target's counts they were made from (hooks/votes.ts).
   */
  shownVotes: (kind: string, id: string) => [...pnyxKeys.all, "shown-votes", kind, id.toLowerCase()] as const,
  /** The live-discussion link (public). */
  liveLink: () => [...pnyxKeys.all, "live-link"] as const,
  /** Data only administrators may see: removed from the cache on admin logout. */
  admin: {
    all: () => [...pnyxKeys.all, "admin"] as const,
    newsletter: () => [...pnyxKeys.admin.all(), "newsletter"] as const,
    reviewQueue: () => [...pnyxKeys.admin.all(), "review-queue"] as const,
    reviewPosts: () => [...pnyxKeys.admin.all(), "review-post"] as const,
    reviewPost: (id: string) => [...pnyxKeys.admin.reviewPosts(), id] as const,
    reports: () => [...pnyxKeys.admin.all(), "reports"] as const,
    feedbacks: () => [...pnyxKeys.admin.all(), "feedbacks"] as const,
    feedback: (id: string) => [...pnyxKeys.admin.feedbacks(), "one", id] as const,
    supportMails: () => [...pnyxKeys.admin.all(), "support"] as const,
    supportMail: (id: string) => [...pnyxKeys.admin.supportMails(), "one", id] as const,
    audit: () => [...pnyxKeys.admin.all(), "audit"] as const,
    /** Members with an unlocked badge not yet rewarded; a sent mail takes its row out. */
    rewards: () => [...pnyxKeys.admin.all(), "rewards"] as const,
    /** The publishers that embed Pnyx (origins and signing, never their secrets). */
    publishers: () => [...pnyxKeys.admin.all(), "publishers"] as const,
    /** Every list of the moderation queue (infinite); live items and decisions patch them in place. */
    moderationQueues: () => [...pnyxKeys.admin.all(), "moderation-queue"] as const,
    /** One list: its filters are the last part of the key (the live patch reads them back). */
    moderationQueue: (filters: { status: string; sort: string; targetType: string | null; communityId: string | null; publisherId: string | null }) =>
      [...pnyxKeys.admin.moderationQueues(), filters] as const,
    /** The site's reasons for decisions. */
    moderationReasons: () => [...pnyxKeys.admin.all(), "moderation-reasons"] as const,
    /** Members' standings and sanctions, by lower-case name; a sanction or a lift reloads them all. */
    memberStandings: () => [...pnyxKeys.admin.all(), "member-standing"] as const,
    memberStanding: (username: string) => [...pnyxKeys.admin.memberStandings(), username.toLowerCase()] as const,
    /** The hold settings and word list. */
    moderationSettings: () => [...pnyxKeys.admin.all(), "moderation-settings"] as const,
  },
};

/** Whether `key` is `prefix` or lies under it (how TanStack Query matches a partial key). */
export function keyStartsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => Object.is(part, key[index]));
}

/** The keys of data only its viewer may see: auth results (they carry a session), a member's own data, admin data. */
const PRIVATE_PREFIXES = [pnyxKeys.auth(), pnyxKeys.member.all(), pnyxKeys.admin.all()];

/**
 * Whether a query holds data only its viewer may see (under `pnyxKeys.auth()`, `member` or
 * `admin`). A page shared by every visitor, such as one rendered on the server, keeps none of it.
 */
export function isPrivateQueryKey(key: readonly unknown[]): boolean {
  return PRIVATE_PREFIXES.some((prefix) => keyStartsWith(key, prefix));
}
