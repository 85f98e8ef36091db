import type { Article, ArticleSummary, Opinion, PopularOpinion, Session, VoteState } from "@pnyx/contract";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPnyxClient } from "./client";
import { createMemorySessionStore } from "./session";

const origin = "http://pnyx.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const POST = "65f000000000000000000001";
const COMMENT = "65f0000000000000000000c1";

const session = (over: Partial<Session> = {}): Session => ({
  token: "member-token",
  username: "ada",
  email: "ada@example.com",
  selectedCategories: ["Science"],
  joinedCommunities: [],
  profilePicture: null,
  description: "",
  likedPosts: [],
  dislikedPosts: [],
  likedComments: [],
  dislikedComments: [],
  points: 100,
  followers: [],
  following: [],
  ...over,
});

const summary: ArticleSummary = {
  _id: POST,
  category: "Science",
  title: "Engines that count",
  image: null,
  source: "The Analyst",
  publishedAt: "2026-11-22T09:00:00.000Z",
  upvotes: 3,
  downvotes: 1,
  totalComments: 2,
  opinionId: null,
  opinion: null,
  opinionAuthorName: null,
  opinionAuthorPhoto: null,
  opinionDate: null,
  commentUpvotes: null,
  commentDownvotes: null,
};
const article: Article = {
  _id: POST,
  category: "Science",
  title: "Engines that count",
  image: null,
  source: "The Analyst",
  link: null,
  content: "Text",
  publishedAt: "2026-11-22T09:00:00.000Z",
  upvotes: 3,
  downvotes: 1,
  totalComments: 2,
};
const opinion: Opinion = {
  _id: COMMENT,
  postId: POST,
  parentId: null,
  text: "Well argued",
  image: null,
  author: "ada",
  profilePicture: null,
  createdAt: "2026-11-22T10:00:00.000Z",
  editedAt: null,
  upvotes: 0,
  downvotes: 0,
  replyCount: 0,
};
const popular: PopularOpinion = { ...opinion, post: { _id: POST, title: "Engines", category: "Science", image: null } };

function member(user: Session | null = session()) {
  const store = createMemorySessionStore({ user });
  return { store, client: createPnyxClient({ baseUrl: origin, sessionStore: store }) };
}

/** Answers `path` with `body`, recording each request's JSON body and authorization header. */
function record(path: string, body: unknown) {
  const seen: { body: unknown; auth: string | null }[] = [];
  server.use(
    http.post(`${origin}${path}`, async ({ request }) => {
      seen.push({ body: await request.json(), auth: request.headers.get("authorization") });
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

describe("client.news", () => {
  it("trending sends the categories and limit and parses the list", async () => {
    const seen = record("/api/news/", { trendingArticles: [summary] });
    const answer = await member().client.news.trending({ categories: ["Science"], limit: 6 });
    expect(answer.trendingArticles).toEqual([summary]);
    expect(seen).toEqual([{ body: { categories: ["Science"], limit: 6 }, auth: null }]);
    await member().client.news.trending();
    expect(seen[1]?.body).toEqual({});
  });

  it("byId, byCategory (page defaults to 1) and neighbour", async () => {
    const byId = record("/api/news/byId/", article);
    const byCategory = record("/api/news/byCategory", { articles: [summary], page: 2, hasMore: false });
    const neighbour = record("/api/news/nextId", { id: null });
    const { client } = member(null);
    await expect(client.news.byId({ id: POST })).resolves.toEqual(article);
    expect(byId[0]?.body).toEqual({ id: POST });
    await expect(client.news.byCategory({ category: "Trending", page: 2, userCategories: ["Science"] })).resolves.toEqual({
      articles: [summary],
      page: 2,
      hasMore: false,
    });
    await client.news.byCategory({ category: "Sports" });
    expect(byCategory.map((r) => r.body)).toEqual([
      { category: "Trending", page: 2, userCategories: ["Science"] },
      { category: "Sports", page: 1 },
    ]);
    await expect(client.news.neighbour({ type: "next", time: summary.publishedAt, cat: "Science" })).resolves.toEqual({ id: null });
    expect(neighbour[0]?.body).toEqual({ type: "next", time: summary.publishedAt, cat: "Science" });
  });

  it("refuses a bad id or category before sending", async () => {
    const { client } = member();
    await expect(client.news.byId({ id: "nope" })).rejects.toMatchObject({ status: 0, code: "invalid_input", message: "Invalid id" });
    // @ts-expect-error not a category
    await expect(client.news.byCategory({ category: "Gossip", page: 1 })).rejects.toMatchObject({ code: "invalid_input" });
  });
});

describe("client.search", () => {
  it("trims the text, refuses an empty one with the product's message", async () => {
    const seen = record("/api/search/", { posts: [summary], communityPosts: [] });
    const { client } = member();
    await expect(client.search.query({ searchText: "  engines " })).resolves.toEqual({ posts: [summary], communityPosts: [] });
    expect(seen[0]?.body).toEqual({ searchText: "engines" });
    await expect(client.search.query({ searchText: "   " })).rejects.toMatchObject({ code: "invalid_input", message: "Please enter something" });
  });
});

describe("client.opinions", () => {
  it("list and thread send the member token when there is one (auth optional)", async () => {
    const list = record("/api/comment/getComments", { comments: [opinion], hasMore: false });
    const thread = record("/api/comment/fetchCommentAndReplies", { comment: opinion, replies: [] });
    await member().client.opinions.list({ postId: POST, sort: "newest", page: 2 });
    await member(null).client.opinions.list({ postId: POST });
    expect(list).toEqual([
      { body: { postId: POST, sort: "newest", page: 2 }, auth: "Bearer member-token" },
      { body: { postId: POST, sort: "top", page: 1 }, auth: null },
    ]);
    await expect(member().client.opinions.thread({ commentId: COMMENT })).resolves.toEqual({ comment: opinion, replies: [] });
    expect(thread[0]?.body).toEqual({ commentId: COMMENT });
  });

  it("add and reply need a login, trim the text and add the opinion's points to the session", async () => {
    const add = record("/api/comment/addTopComment", opinion);
    const reply = record("/api/comment/addReply", { ...opinion, _id: "65f0000000000000000000c2", parentId: COMMENT });
    const { client, store } = member();
    await client.opinions.add({ postId: POST, text: "  Well argued ", image: "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp" });
    expect(add[0]).toEqual({
      body: { postId: POST, text: "Well argued", image: "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp" },
      auth: "Bearer member-token",
    });
    expect(store.get().user?.points).toBe(120);
    await client.opinions.reply({ postId: POST, parentId: COMMENT, text: "Agreed" });
    expect(reply[0]?.body).toEqual({ postId: POST, parentId: COMMENT, text: "Agreed" });
    expect(store.get().user?.points).toBe(140);

    await expect(member(null).client.opinions.add({ postId: POST, text: "hi" })).rejects.toMatchObject({ status: 401 });
    await expect(client.opinions.add({ postId: POST, text: "   " })).rejects.toMatchObject({ message: "Please write something." });
    await expect(client.opinions.add({ postId: POST, text: "x", image: "https://evil.example/x.png" })).rejects.toMatchObject({
      code: "invalid_input",
    });
  });

  it("edit, remove, report, popular and counts", async () => {
    const edit = record("/api/comment/edit", { ...opinion, text: "Better", editedAt: "2026-11-22T10:05:00.000Z" });
    const remove = record("/api/comment/deleteOwn", { message: "Deleted" });
    const report = record("/api/comment/report", { message: "Comment Reported" });
    const top = record("/api/comment/topComments", { comments: [popular], hasMore: true });
    const counts = record("/api/comment/counts", { counts: { [POST]: 2 } });
    const { client } = member();
    await expect(client.opinions.edit({ commentId: COMMENT, text: "Better" })).resolves.toMatchObject({ text: "Better" });
    const { client: author, store } = member();
    await author.opinions.remove({ commentId: COMMENT });
    expect(store.get().user?.points).toBe(80);
    await client.opinions.report({ commentId: COMMENT });
    await expect(client.opinions.popular()).resolves.toEqual({ comments: [popular], hasMore: true });
    await client.opinions.popular({ numberOfOpinions: 3, page: 2 });
    await expect(client.opinions.counts({ postIds: [POST] })).resolves.toEqual({ counts: { [POST]: 2 } });
    expect(edit[0]?.body).toEqual({ commentId: COMMENT, text: "Better" });
    expect(remove[0]?.body).toEqual({ commentId: COMMENT });
    expect(report[0]).toEqual({ body: { commentId: COMMENT }, auth: "Bearer member-token" });
    expect(top.map((r) => r.body)).toEqual([
      { numberOfOpinions: 9, page: 1 },
      { numberOfOpinions: 3, page: 2 },
    ]);
    expect(counts[0]).toEqual({ body: { postIds: [POST] }, auth: null });
    await expect(client.opinions.counts({ postIds: [] })).rejects.toMatchObject({ code: "invalid_input" });
  });
});

describe("client.votes", () => {
  const state = (vote: VoteState["vote"], points: number, targetId = POST): VoteState => ({ targetId, upvotes: 4, downvotes: 0, vote, points });

  it("each article call hits its path and marks the session from the answer", async () => {
    const like = record("/api/like/add", state(1, 105));
    record("/api/like/remove", state(0, 100));
    record("/api/dislike/add", state(-1, 105));
    record("/api/dislike/remove", state(0, 100));
    const { client, store } = member(session({ dislikedPosts: ["other"], likedPosts: ["kept"] }));

    await expect(client.votes.likeArticle({ postId: POST })).resolves.toEqual(state(1, 105));
    expect(like[0]).toEqual({ body: { postId: POST }, auth: "Bearer member-token" });
    expect(store.get().user).toMatchObject({ likedPosts: ["kept", POST], dislikedPosts: ["other"], points: 105 });

    await client.votes.unlikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: ["kept"], dislikedPosts: ["other"], points: 100 });

    await client.votes.dislikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: ["kept"], dislikedPosts: ["other", POST], points: 105 });

    await client.votes.undislikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: ["kept"], dislikedPosts: ["other"], points: 100 });
  });

  it("comment calls use the comment lists; a 'like' answered with -1 lands in disliked only", async () => {
    const like = record("/api/like/comment/add", state(-1, 90, COMMENT));
    record("/api/dislike/comment/add", state(-1, 95, COMMENT));
    record("/api/like/comment/remove", state(0, 90, COMMENT));
    record("/api/dislike/comment/remove", state(0, 85, COMMENT));
    const { client, store } = member(session({ likedComments: [COMMENT] }));
    await client.votes.likeComment({ commentId: COMMENT });
    expect(like[0]?.body).toEqual({ commentId: COMMENT });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT], points: 90, likedPosts: [] });
    await client.votes.dislikeComment({ commentId: COMMENT });
    expect(store.get().user?.dislikedComments).toEqual([COMMENT]);
    await client.votes.unlikeComment({ commentId: COMMENT });
    await client.votes.undislikeComment({ commentId: COMMENT });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [], points: 85 });
  });

  it("refuses without a login and leaves the session alone on failure", async () => {
    await expect(member(null).client.votes.likeArticle({ postId: POST })).rejects.toMatchObject({ status: 401, message: "Please log in" });
    server.use(http.post(`${origin}/api/like/add`, () => HttpResponse.json({ code: "rate_limited", message: "Slow down" }, { status: 429 })));
    const { client, store } = member();
    const before = store.get();
    await expect(client.votes.likeArticle({ postId: POST })).rejects.toMatchObject({ status: 429, code: "rate_limited" });
    expect(store.get()).toBe(before);
  });
});
