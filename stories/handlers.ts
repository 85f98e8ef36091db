import type {
  AdminSession,
  Article,
  ArticleSummary,
  CommunityPostSummary,
  LevelInfo,
  Opinion,
  PopularOpinion,
  PublicProfile,
  Session,
} from "@pnyx/contract";
import { delay, http, HttpResponse } from "msw";

// Mock API answers shaped by @pnyx/contract, shared by stories and their tests.
const healthBody = (status: "ok" | "degraded", database: string) => ({
  status,
  version: "0.4.2",
  uptimeSeconds: 5321,
  database,
  time: "2026-11-22T10:00:00.000Z",
});

export const health = {
  ok: http.get("*/api/health", () => HttpResponse.json(healthBody("ok", "connected"))),
  degraded: http.get("*/api/health", () => HttpResponse.json(healthBody("degraded", "disconnected"))),
  down: http.get("*/api/health", () => HttpResponse.json({ code: "internal_error", message: "Down" }, { status: 503 })),
  slow: http.get("*/api/health", async () => {
    await delay("infinite");
    return HttpResponse.json(healthBody("ok", "connected"));
  }),
};

export const newsletter = {
  ok: http.post("*/api/user/newsletterSignup", () => HttpResponse.json({ message: "Subscribed" })),
  fails: http.post("*/api/user/newsletterSignup", () =>
    HttpResponse.json({ code: "internal_error", message: "Something went wrong on our side" }, { status: 500 }),
  ),
};

export const support = {
  ok: http.post("*/api/feedbacks/support", () => HttpResponse.json({ message: "Message sent successfully" })),
  rateLimited: http.post("*/api/feedbacks/support", () =>
    HttpResponse.json({ code: "rate_limited", message: "Too many messages: try again in a minute" }, { status: 429 }),
  ),
};

// ---------------------------------------------------------------------------------------------
// Accounts: sessions, profiles and the auth/user endpoints.

const svgAvatar = (initial: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="Georgia">${initial}</text></svg>`,
  )}`;

export const sessions = {
  ada: {
    token: "story-member-token",
    username: "ada",
    email: "ada@example.com",
    selectedCategories: ["Science", "Technology"],
    joinedCommunities: ["66a000000000000000000005"],
    profilePicture: { url: svgAvatar("A", "#0b5cad"), mimetype: "image/svg+xml" },
    description: "Counting engines, poetical science and the occasional horse race.",
    likedPosts: [],
    dislikedPosts: [],
    likedComments: [],
    dislikedComments: [],
    points: 740,
    followers: ["grace", "alan"],
    following: ["alan"],
  },
  admin: { message: "Admin login successful", username: "root", token: "story-admin-token" },
} satisfies { ada: Session; admin: AdminSession };

/** A fresh, mutable copy of Ada's session, optionally changed. */
export const adaSession = (over: Partial<Session> = {}): Session => ({ ...structuredClone(sessions.ada), ...over });

export const profiles = {
  grace: {
    username: "grace",
    description: "Compilers, ships and nanoseconds. Ask me about the first bug.",
    profilePicture: { url: svgAvatar("G", "#1e7b34"), mimetype: "image/svg+xml" },
    followers: ["linus", "alan", "hedy"],
    following: ["ada"],
    points: 1240,
    level: { level: 3, badge: "Gold", currentPoints: 1240, goalPoints: 1500 },
    joinedAt: "2026-01-02T03:04:05.000Z",
  },
  newcomer: {
    username: "newcomer",
    description: "",
    profilePicture: null,
    followers: [],
    following: [],
    points: 0,
    level: { level: 1, badge: "Bronze", currentPoints: 0, goalPoints: 500 },
    joinedAt: "2026-11-20T08:00:00.000Z",
  },
} satisfies Record<string, PublicProfile>;

const fail = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
const hang = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

export const auth = {
  loginOk: http.post("*/api/auth/login", () => HttpResponse.json(adaSession())),
  loginUnverified: http.post("*/api/auth/login", () => fail(403, "forbidden", "Please verify your email first")),
  loginSlow: http.post("*/api/auth/login", hang),
  signupOk: http.post("*/api/auth/signup", () => HttpResponse.json({ message: "Verification link sent to email. Please verify." })),
  signupTaken: http.post("*/api/auth/signup", () => fail(409, "conflict", "Username already taken")),
  forgotUsernameOk: http.post("*/api/auth/forgot-username", () => HttpResponse.json({ message: "If that address has an account, we sent a mail." })),
  forgotUsernameFails: http.post("*/api/auth/forgot-username", () => fail(429, "rate_limited", "Too many requests: try again in a minute")),
  forgotPasswordOk: http.post("*/api/auth/forgot-password", () => HttpResponse.json({ message: "If that address has an account, we sent a mail." })),
  forgotPasswordFails: http.post("*/api/auth/forgot-password", () => fail(429, "rate_limited", "Too many requests: try again in a minute")),
  resetOk: http.post("*/api/auth/reset-password", () => HttpResponse.json({ message: "Password updated" })),
  resetExpired: http.post("*/api/auth/reset-password", () => fail(400, "invalid_input", "This link is invalid or has expired")),
  adminLoginOk: http.post("*/api/auth/adminLogin", () => HttpResponse.json(sessions.admin)),
  adminLoginRefused: http.post("*/api/auth/adminLogin", () => fail(401, "unauthorized", "Invalid username or password")),
};

export const users = {
  profile: (profile: PublicProfile) => http.post("*/api/user/getDetails", () => HttpResponse.json(profile)),
  profileSlow: http.post("*/api/user/getDetails", hang),
  profileMissing: http.post("*/api/user/getDetails", () => fail(404, "not_found", "No such member")),
  profileDown: http.post("*/api/user/getDetails", () => fail(500, "internal_error", "Something went wrong on our side")),
  updateProfileOk: http.post("*/api/user/updateProfile", async ({ request }) => {
    const form = await request.formData();
    return HttpResponse.json(adaSession({ description: String(form.get("description") ?? "") }));
  }),
  updateProfileRefused: http.post("*/api/user/updateProfile", () => fail(415, "unsupported_media_type", "Only images are allowed")),
  addCategoriesOk: http.post("*/api/user/addCategories", async ({ request }) => {
    const { categories } = (await request.json()) as { categories: Record<string, boolean> };
    return HttpResponse.json({ message: "Categories updated", selectedCategories: Object.keys(categories).filter((c) => categories[c]) });
  }),
  addCategoriesFails: http.post("*/api/user/addCategories", () => fail(500, "internal_error", "Something went wrong on our side")),
  /** Answers as if Ada (following only alan) followed `name`. */
  followOk: http.post("*/api/user/followUser", async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json({ message: "Followed", following: ["alan", name], followers: 1 });
  }),
  followPending: http.post("*/api/user/followUser", hang),
  unfollowOk: http.post("*/api/user/unfollowUser", () => HttpResponse.json({ message: "Unfollowed", following: [], followers: 0 })),
  followFails: http.post("*/api/user/followUser", () => fail(429, "rate_limited", "Too many actions: slow down a little")),
  level: (level: LevelInfo) => http.post("*/api/user/level", () => HttpResponse.json(level)),
  levelSlow: http.post("*/api/user/level", hang),
  levelDown: http.post("*/api/user/level", () => fail(500, "internal_error", "Something went wrong on our side")),
};

// ---------------------------------------------------------------------------------------------
// News, opinions, votes and search. Times are relative to now, so "about 1 hour ago" stays true.

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const svgPicture = (label: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="32" y="320" font-size="40" fill="#fff" font-family="Georgia">${label}</text></svg>`,
  )}`;

/** Fixed ids (24 hex, as the API's are). */
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

export const articleSummary = (over: Partial<ArticleSummary> = {}): ArticleSummary => ({
  _id: ids.engines,
  category: "Science",
  title: "Analytical engines could compose music, says Lovelace",
  image: svgPicture("Engines", "#0b5cad", "#5b2a86"),
  source: "The Analyst",
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

export const fullArticle = (over: Partial<Article> = {}): Article => ({
  _id: ids.engines,
  category: "Science",
  title: "Analytical engines could compose music, says Lovelace",
  image: svgPicture("Engines", "#0b5cad", "#5b2a86"),
  source: "The Analyst",
  link: "https://analyst.example/engines",
  content:
    "Supposing that the fundamental relations of pitched sounds in the science of harmony were susceptible of such expression and adaptations, the engine might compose elaborate and scientific pieces of music of any degree of complexity or extent.\n\n\n\n\nThe engine is the material expression of any indefinite function of any degree of generality and complexity.",
  publishedAt: "2026-11-22T09:00:00.000Z",
  upvotes: 128,
  downvotes: 7,
  totalComments: 23,
  ...over,
});

export const storyOpinion = (over: Partial<Opinion> = {}): Opinion => ({
  _id: ids.graceOpinion,
  postId: ids.engines,
  parentId: null,
  text: "It weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
  image: null,
  author: "grace",
  profilePicture: profiles.grace.profilePicture,
  createdAt: ago(62),
  editedAt: null,
  upvotes: 31,
  downvotes: 2,
  replyCount: 2,
  ...over,
});

export const opinionSets = {
  thread: [
    storyOpinion(),
    storyOpinion({ _id: ids.linusOpinion, author: "linus", profilePicture: null, text: "Talk is cheap. Show me the punched cards.", createdAt: ago(60 * 3), upvotes: 12, downvotes: 4, replyCount: 0 }),
  ],
  own: [
    storyOpinion({ _id: ids.adaOpinion, author: "ada", profilePicture: sessions.ada.profilePicture, text: "The engine might act upon other things besides number.", createdAt: ago(3), upvotes: 0, downvotes: 0, replyCount: 0 }),
    storyOpinion(),
  ],
  long: [
    storyOpinion({ author: "averyveryverylongusername", profilePicture: null, text: LONG_TEXT, replyCount: 128 }),
    storyOpinion({ _id: ids.linusOpinion, author: "linus", text: "Supercalifragilisticexpialidocious-".repeat(8), replyCount: 0 }),
  ],
};

export const replies = [
  storyOpinion({ _id: ids.hedyReply, parentId: ids.graceOpinion, author: "hedy", profilePicture: null, text: "And frequency hopping weaves the airwaves.", createdAt: ago(30), upvotes: 4, downvotes: 0, replyCount: 0 }),
  storyOpinion({ _id: ids.alanReply, parentId: ids.graceOpinion, author: "alan", profilePicture: null, text: "Can a loom think, though?", createdAt: ago(12), upvotes: 2, downvotes: 1, replyCount: 0 }),
];

export const popularOpinions: PopularOpinion[] = [
  { ...storyOpinion(), post: { _id: ids.engines, title: articles.engines.title, category: "Science", image: articles.engines.image } },
  { ...storyOpinion({ _id: ids.linusOpinion, author: "linus", profilePicture: null, text: "Talk is cheap. Show me the punched cards.", upvotes: 20 }), post: { _id: ids.looms, title: articles.looms.title, category: "Technology", image: articles.looms.image } },
  { ...storyOpinion({ _id: ids.adaOpinion, author: "ada", profilePicture: sessions.ada.profilePicture, text: "Poetical science is still science.", upvotes: 17 }), post: { _id: ids.tides, title: articles.tides.title, category: "Science", image: null } },
];

export const communityPost: CommunityPostSummary = {
  _id: ids.communityPost,
  communityId: "66a000000000000000000005",
  title: "Teaching the engine to twelve-year-olds",
  description: "How we taught the analytical engine to a class of twelve-year-olds, and what they built with it afterwards.",
  image: null,
  author: "grace",
  createdAt: ago(60 * 8),
  upvotes: 9,
  downvotes: 0,
  totalComments: 3,
  profilePicture: profiles.grace.profilePicture,
};

export const news = {
  /** Category pages: `pages[n]` is page n+1; pages after the list are empty. */
  feed: (pages: ArticleSummary[][], { lastSaysSo = false } = {}) =>
    http.post("*/api/news/byCategory", async ({ request }) => {
      const { page } = (await request.json()) as { page: number };
      return HttpResponse.json({ articles: pages[page - 1] ?? [], page, hasMore: lastSaysSo ? page < pages.length : true });
    }),
  feedSlow: http.post("*/api/news/byCategory", hang),
  feedDown: http.post("*/api/news/byCategory", () => fail(500, "internal_error", "Something went wrong on our side")),
  article: (article: Article) => http.post("*/api/news/byId/", () => HttpResponse.json(article)),
  articleSlow: http.post("*/api/news/byId/", hang),
  articleMissing: http.post("*/api/news/byId/", () => fail(404, "not_found", "No such article")),
  articleDown: http.post("*/api/news/byId/", () => fail(500, "internal_error", "Something went wrong on our side")),
  /** Older articles exist; nothing newer. */
  neighbour: http.post("*/api/news/nextId", async ({ request }) => {
    const { type } = (await request.json()) as { type: string };
    return HttpResponse.json({ id: type === "previous" ? ids.looms : null });
  }),
};

export const search = {
  results: (posts: ArticleSummary[], communityPosts: CommunityPostSummary[]) =>
    http.post("*/api/search/", () => HttpResponse.json({ posts, communityPosts })),
  slow: http.post("*/api/search/", hang),
  down: http.post("*/api/search/", () => fail(500, "internal_error", "Something went wrong on our side")),
};

export const opinions = {
  /** An article's opinions: one page, the same for both sorts (newest first when sorted so). */
  list: (list: Opinion[]) =>
    http.post("*/api/comment/getComments", async ({ request }) => {
      const { sort, page } = (await request.json()) as { sort: string; page: number };
      const sorted = sort === "newest" ? [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : list;
      return HttpResponse.json({ comments: page === 1 ? sorted : [], hasMore: false });
    }),
  listSlow: http.post("*/api/comment/getComments", hang),
  listDown: http.post("*/api/comment/getComments", () => fail(500, "internal_error", "Something went wrong on our side")),
  thread: (comment: Opinion, list: Opinion[]) =>
    http.post("*/api/comment/fetchCommentAndReplies", () => HttpResponse.json({ comment: { ...comment, replyCount: list.length }, replies: list })),
  /** A thread that keeps the replies posted to it (thread + addReply handlers sharing one list). */
  conversation: (comment: Opinion, initial: Opinion[]) => {
    const list = [...initial];
    return [
      http.post("*/api/comment/fetchCommentAndReplies", () => HttpResponse.json({ comment: { ...comment, replyCount: list.length }, replies: list })),
      http.post("*/api/comment/addReply", async ({ request }) => {
        const body = (await request.json()) as { postId: string; parentId: string; text: string; image?: string | null };
        const reply = storyOpinion({ _id: `6650000000000002${Date.now().toString(16).slice(-8)}`, postId: body.postId, parentId: body.parentId, author: "ada", profilePicture: sessions.ada.profilePicture, text: body.text, image: body.image ?? null, createdAt: new Date().toISOString(), upvotes: 0, downvotes: 0, replyCount: 0 });
        list.push(reply);
        return HttpResponse.json(reply);
      }),
    ];
  },
  threadSlow: http.post("*/api/comment/fetchCommentAndReplies", hang),
  threadMissing: http.post("*/api/comment/fetchCommentAndReplies", () => fail(404, "not_found", "No such opinion")),
  /** Posting as Ada: the answer is the new opinion (or reply). */
  add: http.post("*/api/comment/addTopComment", async ({ request }) => {
    const body = (await request.json()) as { postId: string; text: string; image?: string | null };
    return HttpResponse.json(
      storyOpinion({ _id: `6650000000000000${Date.now().toString(16).slice(-8)}`, postId: body.postId, author: "ada", profilePicture: sessions.ada.profilePicture, text: body.text, image: body.image ?? null, createdAt: new Date().toISOString(), upvotes: 0, downvotes: 0, replyCount: 0 }),
    );
  }),
  reply: http.post("*/api/comment/addReply", async ({ request }) => {
    const body = (await request.json()) as { postId: string; parentId: string; text: string; image?: string | null };
    return HttpResponse.json(
      storyOpinion({ _id: `6650000000000001${Date.now().toString(16).slice(-8)}`, postId: body.postId, parentId: body.parentId, author: "ada", profilePicture: sessions.ada.profilePicture, text: body.text, image: body.image ?? null, createdAt: new Date().toISOString(), upvotes: 0, downvotes: 0, replyCount: 0 }),
    );
  }),
  edit: http.post("*/api/comment/edit", async ({ request }) => {
    const { text } = (await request.json()) as { text: string };
    return HttpResponse.json({ ...opinionSets.own[0]!, text, editedAt: new Date().toISOString() });
  }),
  deleteOwn: http.post("*/api/comment/deleteOwn", () => HttpResponse.json({ message: "Opinion deleted" })),
  report: http.post("*/api/comment/report", () => HttpResponse.json({ message: "Comment Reported" })),
  popular: (list: PopularOpinion[], pages = 1) =>
    http.post("*/api/comment/topComments", async ({ request }) => {
      const { page, numberOfOpinions } = (await request.json()) as { page: number; numberOfOpinions: number };
      const all = Array.from({ length: pages }, (_, p) => list.map((o, i) => ({ ...o, _id: `66500000000000000000${(p * 16 + i).toString(16).padStart(4, "0")}` }))).flat();
      const slice = all.slice((page - 1) * numberOfOpinions, page * numberOfOpinions);
      return HttpResponse.json({ comments: slice, hasMore: page * numberOfOpinions < all.length });
    }),
  popularSlow: http.post("*/api/comment/topComments", hang),
  popularDown: http.post("*/api/comment/topComments", () => fail(500, "internal_error", "Something went wrong on our side")),
};

export const uploads = {
  ok: http.post("*/api/uploads", () => HttpResponse.json({ url: "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp", mimetype: "image/webp", size: 48213 })),
};

/** Counts the story's articles and opinions start from, so vote answers add up. */
const baseCounts = new Map<string, { upvotes: number; downvotes: number }>(
  [...Object.values(articles), fullArticle(), ...opinionSets.thread, ...opinionSets.own, ...replies].map((t) => [t._id, { upvotes: t.upvotes, downvotes: t.downvotes }]),
);

const voteHandler = (path: string, vote: 1 | -1 | 0) =>
  http.post(`*/api/${path}`, async ({ request }) => {
    const body = (await request.json()) as { postId?: string; commentId?: string };
    const targetId = body.postId ?? body.commentId ?? "";
    const base = baseCounts.get(targetId) ?? { upvotes: 0, downvotes: 0 };
    return HttpResponse.json({
      targetId,
      upvotes: base.upvotes + (vote === 1 ? 1 : 0),
      downvotes: base.downvotes + (vote === -1 ? 1 : 0),
      vote,
      points: sessions.ada.points + (vote === 0 ? 0 : 5),
    });
  });

/** Votes answered as for a member who had not voted before. */
export const votes = {
  ok: [
    voteHandler("like/add", 1),
    voteHandler("like/remove", 0),
    voteHandler("dislike/add", -1),
    voteHandler("dislike/remove", 0),
    voteHandler("like/comment/add", 1),
    voteHandler("like/comment/remove", 0),
    voteHandler("dislike/comment/add", -1),
    voteHandler("dislike/comment/remove", 0),
  ],
  pending: [http.post("*/api/like/add", hang), http.post("*/api/dislike/add", hang)],
  fails: [
    http.post("*/api/like/add", () => fail(429, "rate_limited", "Too many actions: slow down a little")),
    http.post("*/api/like/comment/add", () => fail(429, "rate_limited", "Too many actions: slow down a little")),
  ],
};
