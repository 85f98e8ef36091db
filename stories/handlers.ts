import {
  type Article,
  type ArticleSummary,
  type CommunityPostSummary,
  type LevelInfo,
  type Opinion,
  type PopularOpinion,
  type PublicProfile,
  type Session,
  addCategoriesEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  adminLoginEndpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  deleteOwnCommentEndpoint,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  followUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  getCommentsEndpoint,
  ignoreMemberEndpoint,
  ignoredMembersEndpoint,
  ownHeldOpinionsEndpoint,
  reportContentEndpoint,
  unignoreMemberEndpoint,
  getDetailsEndpoint,
  healthEndpoint,
  levelEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  loginEndpoint,
  neighbourEndpoint,
  newsletterSignupEndpoint,
  reportCommentEndpoint,
  resetPasswordEndpoint,
  searchEndpoint,
  sendSupportMessageEndpoint,
  signupEndpoint,
  topCommentsEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  unfollowUserEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  updateProfileEndpoint,
  uploadEndpoint,
} from "@pnyx/contract";
import {
  aCommunityPostSummary,
  aFollowResponse,
  aHealth,
  aPopularOpinion,
  aPublicProfile,
  aSession,
  aVoteState,
  anAdminSession,
  anArticle,
  anArticleSummary,
  anOpinion,
  anUpload,
} from "@pnyx/contract/testing";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";

// Mock API answers made from contract endpoints and contract fixtures, shared by stories and their
// tests: the paths are written once (in the contract), and every answer is checked by its schema.

/** Never answers: the loading state, for as long as the story is looked at. */
export const hang = async (): Promise<Response> => {
  await delay("infinite");
  return new Response(null, { status: 204 });
};
export const DOWN = "Something went wrong on our side";

export const health = {
  ok: mockEndpoint(healthEndpoint, aHealth({ version: "0.4.2", uptimeSeconds: 5321, database: "connected", time: "2026-11-22T10:00:00.000Z" })),
  degraded: mockEndpoint(
    healthEndpoint,
    aHealth({ status: "degraded", version: "0.4.2", uptimeSeconds: 5321, database: "disconnected", time: "2026-11-22T10:00:00.000Z" }),
  ),
  down: mockEndpoint(healthEndpoint, fail(503, "internal_error", "Down")),
  slow: mockEndpoint(healthEndpoint, hang),
};

export const newsletter = {
  ok: mockEndpoint(newsletterSignupEndpoint, { message: "Subscribed" }),
  fails: mockEndpoint(newsletterSignupEndpoint, fail(500, "internal_error", DOWN)),
};

export const support = {
  ok: mockEndpoint(sendSupportMessageEndpoint, { message: "Message sent successfully" }),
  rateLimited: mockEndpoint(sendSupportMessageEndpoint, fail(429, "rate_limited", "Too many messages: try again in a minute")),
};

// ---------------------------------------------------------------------------------------------
// Accounts: sessions, profiles and the auth/user endpoints.

const svgAvatar = (initial: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="Georgia">${initial}</text></svg>`,
  )}`;

export const sessions = {
  ada: aSession({
    token: "story-member-token",
    selectedCategories: ["Science", "Technology"],
    joinedCommunities: ["66a000000000000000000005"],
    profilePicture: { url: svgAvatar("A", "#0b5cad"), mimetype: "image/svg+xml" },
    description: "Counting engines, poetical science and the occasional horse race.",
    followers: ["grace", "alan"],
    following: ["alan"],
  }),
  admin: anAdminSession({ token: "story-admin-token" }),
};

/** A fresh, mutable copy of Ada's session, optionally changed. */
export const adaSession = (over: Partial<Session> = {}): Session => aSession({ ...structuredClone(sessions.ada), ...over });

const graceProfile = aPublicProfile({
  description: "Compilers, ships and nanoseconds. Ask me about the first bug.",
  profilePicture: { url: svgAvatar("G", "#1e7b34"), mimetype: "image/svg+xml" },
  followers: ["linus", "alan", "hedy"],
  points: 1240,
  level: { level: 3, badge: "Gold", currentPoints: 1240, goalPoints: 1500 },
});

export const profiles = {
  grace: { ...graceProfile, profilePicture: graceProfile.profilePicture! },
  newcomer: aPublicProfile({
    username: "newcomer",
    description: "",
    profilePicture: null,
    followers: [],
    following: [],
    points: 0,
    level: { level: 1, badge: "Bronze", currentPoints: 0, goalPoints: 500 },
    joinedAt: "2026-11-20T08:00:00.000Z",
  }),
} satisfies Record<string, PublicProfile>;

const SENT = "If that address has an account, we sent a mail.";
const TOO_MANY = "Too many requests: try again in a minute";

export const auth = {
  loginOk: mockEndpoint(loginEndpoint, () => adaSession()),
  loginUnverified: mockEndpoint(loginEndpoint, fail(403, "forbidden", "Please verify your email first")),
  loginSlow: mockEndpoint(loginEndpoint, hang),
  signupOk: mockEndpoint(signupEndpoint, { message: "Verification link sent to email. Please verify." }),
  signupTaken: mockEndpoint(signupEndpoint, fail(409, "conflict", "Username already taken")),
  forgotUsernameOk: mockEndpoint(forgotUsernameEndpoint, { message: SENT }),
  forgotUsernameFails: mockEndpoint(forgotUsernameEndpoint, fail(429, "rate_limited", TOO_MANY)),
  forgotPasswordOk: mockEndpoint(forgotPasswordEndpoint, { message: SENT }),
  forgotPasswordFails: mockEndpoint(forgotPasswordEndpoint, fail(429, "rate_limited", TOO_MANY)),
  resetOk: mockEndpoint(resetPasswordEndpoint, { message: "Password updated" }),
  resetExpired: mockEndpoint(resetPasswordEndpoint, fail(400, "invalid_input", "This link is invalid or has expired")),
  adminLoginOk: mockEndpoint(adminLoginEndpoint, sessions.admin),
  adminLoginRefused: mockEndpoint(adminLoginEndpoint, fail(401, "unauthorized", "Invalid username or password")),
};

const SLOW_DOWN = "Too many actions: slow down a little";

export const users = {
  profile: (profile: PublicProfile) => mockEndpoint(getDetailsEndpoint, profile),
  profileSlow: mockEndpoint(getDetailsEndpoint, hang),
  profileMissing: mockEndpoint(getDetailsEndpoint, fail(404, "not_found", "No such member")),
  profileDown: mockEndpoint(getDetailsEndpoint, fail(500, "internal_error", DOWN)),
  updateProfileOk: mockEndpoint(updateProfileEndpoint, async (_input, { request }) => {
    const form = await request.formData();
    return adaSession({ description: String(form.get("description") ?? "") });
  }),
  updateProfileRefused: mockEndpoint(updateProfileEndpoint, fail(415, "unsupported_media_type", "Only images are allowed")),
  addCategoriesOk: mockEndpoint(addCategoriesEndpoint, ({ categories }) => ({
    message: "Categories updated",
    selectedCategories: Object.entries(categories)
      .filter(([, chosen]) => chosen)
      .map(([category]) => category as keyof typeof categories),
  })),
  addCategoriesFails: mockEndpoint(addCategoriesEndpoint, fail(500, "internal_error", DOWN)),
  /** Answers as if Ada (following only alan) followed `name`. */
  followOk: mockEndpoint(followUserEndpoint, ({ name }) => aFollowResponse({ following: ["alan", name], followers: 1 })),
  followPending: mockEndpoint(followUserEndpoint, hang),
  unfollowOk: mockEndpoint(unfollowUserEndpoint, aFollowResponse({ message: "Unfollowed", following: [], followers: 0 })),
  followFails: mockEndpoint(followUserEndpoint, fail(429, "rate_limited", SLOW_DOWN)),
  level: (level: LevelInfo) => mockEndpoint(levelEndpoint, level),
  levelSlow: mockEndpoint(levelEndpoint, hang),
  levelDown: mockEndpoint(levelEndpoint, fail(500, "internal_error", DOWN)),
};

// ---------------------------------------------------------------------------------------------
// News, opinions, votes and search. Times are relative to now, so "about 1 hour ago" stays true.

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const svgPicture = (label: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="32" y="320" font-size="40" fill="#fff" font-family="Georgia">${label}</text></svg>`,
  )}`;

/** Fixed ids (canonical: 24 lower-case hex, as the API's are). */
export const ids = {
  engines: "6650000000000000000000a1",
  looms: "6650000000000000000000a2",
  tides: "6650000000000000000000a3",
  graceOpinion: "6650000000000000000000c1",
  linusOpinion: "6650000000000000000000c2",
  adaOpinion: "6650000000000000000000c3",
  hedyReply: "6650000000000000000000c4",
  alanReply: "6650000000000000000000c5",
  communityPost: "6650000000000000000000d1",
};

const LONG_TITLE =
  "An extraordinarily long headline about analytical engines, Jacquard looms, poetical science and the future of computation in the Victorian age";
const LONG_TEXT = Array.from(
  { length: 14 },
  (_, i) =>
    `Paragraph ${i + 1}. The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform. It can follow analysis; but it has no power of anticipating any analytical relations or truths.`,
).join("\n\n\n\n");

export const articleSummary = (over: Partial<ArticleSummary> = {}): ArticleSummary =>
  anArticleSummary({
    _id: ids.engines,
    title: "Analytical engines could compose music, says Lovelace",
    image: svgPicture("Engines", "#0b5cad", "#5b2a86"),
    publishedAt: ago(65),
    upvotes: 128,
    downvotes: 7,
    totalComments: 23,
    opinionId: ids.graceOpinion,
    opinion: "It weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
    opinionAuthorName: "grace",
    opinionAuthorPhoto: profiles.grace.profilePicture.url,
    opinionDate: ago(40),
    commentUpvotes: 31,
    commentDownvotes: 2,
    ...over,
  });

export const articles = {
  engines: articleSummary(),
  looms: articleSummary({
    _id: ids.looms,
    category: "Technology",
    title: "Punched cards move from looms to the counting house",
    image: svgPicture("Looms", "#1e7b34", "#0b5cad"),
    source: "Mechanics' Magazine",
    publishedAt: ago(60 * 5),
    upvotes: 54,
    downvotes: 3,
    totalComments: 6,
    opinionId: null,
    opinion: null,
    opinionAuthorName: null,
    opinionAuthorPhoto: null,
    opinionDate: null,
    commentUpvotes: null,
    commentDownvotes: null,
  }),
  tides: articleSummary({
    _id: ids.tides,
    category: "Science",
    title: "Tide-predicting machine beats the almanac",
    image: null,
    source: "Nautical Review",
    publishedAt: ago(60 * 26),
    upvotes: 12,
    downvotes: 1,
    totalComments: 2,
    opinion: "Finally, a machine that knows when to leave the harbour.",
    opinionAuthorName: "alan",
    opinionAuthorPhoto: null,
  }),
  longText: articleSummary({
    title: LONG_TITLE,
    source: "The Extraordinarily Long Gazette of Natural Philosophy",
    opinion: LONG_TEXT.slice(0, 600),
    opinionAuthorName: "averyveryverylongusername",
  }),
  brokenImage: articleSummary({ image: "/no-such-picture.jpg" }),
} satisfies Record<string, ArticleSummary>;

export const fullArticle = (over: Partial<Article> = {}): Article =>
  anArticle({
    _id: ids.engines,
    title: "Analytical engines could compose music, says Lovelace",
    image: svgPicture("Engines", "#0b5cad", "#5b2a86"),
    link: "https://analyst.example/engines",
    content:
      "Supposing that the fundamental relations of pitched sounds in the science of harmony were susceptible of such expression and adaptations, the engine might compose elaborate and scientific pieces of music of any degree of complexity or extent.\n\n\n\n\nThe engine is the material expression of any indefinite function of any degree of generality and complexity.",
    publishedAt: "2026-11-22T09:00:00.000Z",
    upvotes: 128,
    downvotes: 7,
    totalComments: 23,
    ...over,
  });

export const storyOpinion = (over: Partial<Opinion> = {}): Opinion =>
  anOpinion({
    _id: ids.graceOpinion,
    postId: ids.engines,
    text: "It weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
    author: "grace",
    profilePicture: profiles.grace.profilePicture,
    createdAt: ago(62),
    upvotes: 31,
    downvotes: 2,
    replyCount: 2,
    ...over,
  });

export const opinionSets = {
  thread: [
    storyOpinion(),
    storyOpinion({
      _id: ids.linusOpinion,
      author: "linus",
      profilePicture: null,
      text: "Talk is cheap. Show me the punched cards.",
      createdAt: ago(60 * 3),
      upvotes: 12,
      downvotes: 4,
      replyCount: 0,
    }),
  ],
  own: [
    storyOpinion({
      _id: ids.adaOpinion,
      author: "ada",
      profilePicture: sessions.ada.profilePicture,
      text: "The engine might act upon other things besides number.",
      createdAt: ago(3),
      upvotes: 0,
      downvotes: 0,
      replyCount: 0,
    }),
    storyOpinion(),
  ],
  long: [
    storyOpinion({ author: "averyveryverylongusername", profilePicture: null, text: LONG_TEXT, replyCount: 128 }),
    storyOpinion({ _id: ids.linusOpinion, author: "linus", text: "Supercalifragilisticexpialidocious-".repeat(8), replyCount: 0 }),
  ],
};

export const replies = [
  storyOpinion({
    _id: ids.hedyReply,
    parentId: ids.graceOpinion,
    author: "hedy",
    profilePicture: null,
    text: "And frequency hopping weaves the airwaves.",
    createdAt: ago(30),
    upvotes: 4,
    downvotes: 0,
    replyCount: 0,
  }),
  storyOpinion({
    _id: ids.alanReply,
    parentId: ids.graceOpinion,
    author: "alan",
    profilePicture: null,
    text: "Can a loom think, though?",
    createdAt: ago(12),
    upvotes: 2,
    downvotes: 1,
    replyCount: 0,
  }),
];

const popular = (opinion: Opinion, post: PopularOpinion["post"]): PopularOpinion => aPopularOpinion({ ...opinion, post });

export const popularOpinions: PopularOpinion[] = [
  popular(storyOpinion(), { _id: ids.engines, title: articles.engines.title, category: "Science", image: articles.engines.image }),
  popular(storyOpinion({ _id: ids.linusOpinion, author: "linus", profilePicture: null, text: "Talk is cheap. Show me the punched cards.", upvotes: 20 }), {
    _id: ids.looms,
    title: articles.looms.title,
    category: "Technology",
    image: articles.looms.image,
  }),
  popular(
    storyOpinion({ _id: ids.adaOpinion, author: "ada", profilePicture: sessions.ada.profilePicture, text: "Poetical science is still science.", upvotes: 17 }),
    { _id: ids.tides, title: articles.tides.title, category: "Science", image: null },
  ),
];

export const communityPost: CommunityPostSummary = aCommunityPostSummary({
  _id: ids.communityPost,
  title: "Teaching the engine to twelve-year-olds",
  description: "How we taught the analytical engine to a class of twelve-year-olds, and what they built with it afterwards.",
  createdAt: ago(60 * 8),
  upvotes: 9,
  totalComments: 3,
  profilePicture: profiles.grace.profilePicture,
});

export const news = {
  /** Category pages: `pages[n]` is page n+1; pages after the list are empty. */
  feed: (pages: ArticleSummary[][], { lastSaysSo = false } = {}) =>
    mockEndpoint(byCategoryEndpoint, ({ page }) => ({ articles: pages[page - 1] ?? [], page, hasMore: lastSaysSo ? page < pages.length : true })),
  feedSlow: mockEndpoint(byCategoryEndpoint, hang),
  feedDown: mockEndpoint(byCategoryEndpoint, fail(500, "internal_error", DOWN)),
  article: (article: Article) => mockEndpoint(articleByIdEndpoint, article),
  articleSlow: mockEndpoint(articleByIdEndpoint, hang),
  articleMissing: mockEndpoint(articleByIdEndpoint, fail(404, "not_found", "No such article")),
  articleDown: mockEndpoint(articleByIdEndpoint, fail(500, "internal_error", DOWN)),
  /** Older articles exist; nothing newer. */
  neighbour: mockEndpoint(neighbourEndpoint, ({ type }) => ({ id: type === "previous" ? ids.looms : null })),
};

export const search = {
  results: (posts: ArticleSummary[], communityPosts: CommunityPostSummary[]) => mockEndpoint(searchEndpoint, { posts, communityPosts }),
  slow: mockEndpoint(searchEndpoint, hang),
  down: mockEndpoint(searchEndpoint, fail(500, "internal_error", DOWN)),
};

/** A new opinion (or reply) by Ada, as the server answers a post. */
const postedByAda = (prefix: string, body: { postId: string; parentId?: string; text: string; image?: string | null }): Opinion =>
  storyOpinion({
    _id: `${prefix}${Date.now().toString(16).slice(-8)}`,
    postId: body.postId,
    parentId: body.parentId ?? null,
    author: "ada",
    profilePicture: sessions.ada.profilePicture,
    text: body.text,
    image: body.image ?? null,
    createdAt: new Date().toISOString(),
    upvotes: 0,
    downvotes: 0,
    replyCount: 0,
  });

export const opinions = {
  /** An article's opinions: one page, the same for both sorts (newest first when sorted so). */
  list: (list: Opinion[]) =>
    mockEndpoint(getCommentsEndpoint, ({ sort, page }) => {
      const sorted = sort === "newest" ? [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : list;
      return { comments: page === 1 ? sorted : [], hasMore: false };
    }),
  listSlow: mockEndpoint(getCommentsEndpoint, hang),
  listDown: mockEndpoint(getCommentsEndpoint, fail(500, "internal_error", DOWN)),
  thread: (comment: Opinion, list: Opinion[]) =>
    mockEndpoint(fetchCommentAndRepliesEndpoint, { comment: { ...comment, replyCount: list.length }, replies: list }),
  /** A thread that keeps the replies posted to it (thread + addReply handlers sharing one list). */
  conversation: (comment: Opinion, initial: Opinion[]) => {
    const list = [...initial];
    return [
      mockEndpoint(fetchCommentAndRepliesEndpoint, () => ({ comment: { ...comment, replyCount: list.length }, replies: list })),
      mockEndpoint(addReplyEndpoint, (body) => {
        const reply = postedByAda("6650000000000002", body);
        list.push(reply);
        return { ...reply, earned: 20 };
      }),
    ];
  },
  threadSlow: mockEndpoint(fetchCommentAndRepliesEndpoint, hang),
  threadMissing: mockEndpoint(fetchCommentAndRepliesEndpoint, fail(404, "not_found", "No such opinion")),
  /** Posting as Ada: the answer is the new opinion (or reply). */
  add: mockEndpoint(addTopCommentEndpoint, (body) => ({ ...postedByAda("6650000000000000", body), earned: 20 })),
  reply: mockEndpoint(addReplyEndpoint, (body) => ({ ...postedByAda("6650000000000001", body), earned: 20 })),
  edit: mockEndpoint(editCommentEndpoint, ({ text }) => ({ ...opinionSets.own[0]!, text, editedAt: new Date().toISOString() })),
  deleteOwn: mockEndpoint(deleteOwnCommentEndpoint, { message: "Opinion deleted", earned: -20 }),
  report: mockEndpoint(reportCommentEndpoint, { message: "Comment Reported" }),
  /** The member's own opinions held for review on the post (issue 47): none unless given. */
  held: (list: Opinion[] = []) => mockEndpoint(ownHeldOpinionsEndpoint, { comments: list }),
  popular: (list: PopularOpinion[], pages = 1) =>
    mockEndpoint(topCommentsEndpoint, ({ page, numberOfOpinions }) => {
      const all = Array.from({ length: pages }, (_, p) =>
        list.map((o, i) => ({ ...o, _id: `66500000000000000000${(p * 16 + i).toString(16).padStart(4, "0")}` })),
      ).flat();
      const slice = all.slice((page - 1) * numberOfOpinions, page * numberOfOpinions);
      return { comments: slice, hasMore: page * numberOfOpinions < all.length };
    }),
  popularSlow: mockEndpoint(topCommentsEndpoint, hang),
  popularDown: mockEndpoint(topCommentsEndpoint, fail(500, "internal_error", DOWN)),
};

export const uploads = {
  ok: mockEndpoint(uploadEndpoint, anUpload({ size: 48213 })),
};

/** Counts the story's articles and opinions start from, so vote answers add up. */
const baseCounts = new Map<string, { upvotes: number; downvotes: number }>(
  [...Object.values(articles), fullArticle(), ...opinionSets.thread, ...opinionSets.own, ...replies].map((t) => [
    t._id,
    { upvotes: t.upvotes, downvotes: t.downvotes },
  ]),
);

/** The vote state after a member who had not voted before cast `vote` on `targetId`. */
const voted = (targetId: string, vote: 1 | -1 | 0) => {
  const base = baseCounts.get(targetId) ?? { upvotes: 0, downvotes: 0 };
  return aVoteState({
    targetId,
    upvotes: base.upvotes + (vote === 1 ? 1 : 0),
    downvotes: base.downvotes + (vote === -1 ? 1 : 0),
    vote,
    points: sessions.ada.points + (vote === 0 ? 0 : 5),
  });
};

/** Votes answered as for a member who had not voted before. */
export const votes = {
  ok: [
    mockEndpoint(likeArticleEndpoint, ({ postId }) => voted(postId, 1)),
    mockEndpoint(unlikeArticleEndpoint, ({ postId }) => voted(postId, 0)),
    mockEndpoint(dislikeArticleEndpoint, ({ postId }) => voted(postId, -1)),
    mockEndpoint(undislikeArticleEndpoint, ({ postId }) => voted(postId, 0)),
    mockEndpoint(likeCommentEndpoint, ({ commentId }) => voted(commentId, 1)),
    mockEndpoint(unlikeCommentEndpoint, ({ commentId }) => voted(commentId, 0)),
    mockEndpoint(dislikeCommentEndpoint, ({ commentId }) => voted(commentId, -1)),
    mockEndpoint(undislikeCommentEndpoint, ({ commentId }) => voted(commentId, 0)),
  ],
  pending: [mockEndpoint(likeArticleEndpoint, hang), mockEndpoint(dislikeArticleEndpoint, hang)],
  fails: [mockEndpoint(likeArticleEndpoint, fail(429, "rate_limited", SLOW_DOWN)), mockEndpoint(likeCommentEndpoint, fail(429, "rate_limited", SLOW_DOWN))],
};

/** Members' own moderation tools (issue 47): whom they ignore, and reports of posts and chat messages. */
export const memberModeration = (ignored: string[] = []) => {
  let usernames = [...ignored];
  return [
    mockEndpoint(ignoredMembersEndpoint, () => ({ usernames })),
    mockEndpoint(ignoreMemberEndpoint, ({ username }) => ({ usernames: (usernames = [...usernames.filter((n) => n !== username), username]) })),
    mockEndpoint(unignoreMemberEndpoint, ({ username }) => ({ usernames: (usernames = usernames.filter((n) => n !== username)) })),
    mockEndpoint(reportContentEndpoint, { message: "Reported" }),
  ];
};
