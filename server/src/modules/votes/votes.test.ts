import {
  type Endpoint,
  addTopCommentEndpoint,
  byCategoryEndpoint,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  loginEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  unlikeArticleEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let ada: string;
let articleId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ada = await createMember(ctx, "ada");
  articleId = (
    await ctx.runtime.deps.models.Article.create({ category: "Science", title: "T", content: "C", source: "S", publishedAt: new Date() })
  )._id.toString();
});
afterAll(() => ctx.close());

const vote = async (endpoint: Endpoint, token = ada, id = articleId) => {
  const res = await ctx.call(endpoint, { body: endpoint.path.includes("/comment/") ? { commentId: id } : { postId: id }, token });
  return { status: res.status, body: (await res.json()) as any };
};
const counts = async () => {
  const a = await ctx.runtime.deps.models.Article.findById(articleId).lean();
  const u = await ctx.runtime.deps.models.User.findOne({ username: "ada" }).lean();
  return [a!.upvotes, a!.downvotes, u!.points];
};

describe("article votes (product §4 toggles)", () => {
  it("like, like again (no change), dislike (switch), remove dislike", async () => {
    expect((await vote(likeArticleEndpoint)).body).toMatchObject({ upvotes: 1, downvotes: 0, vote: 1, points: 5 });
    expect(await counts()).toEqual([1, 0, 5]);
    expect((await vote(likeArticleEndpoint)).body).toMatchObject({ upvotes: 1, vote: 1, points: 5 });
    expect((await vote(dislikeArticleEndpoint)).body).toMatchObject({ upvotes: 0, downvotes: 1, vote: -1, points: 5 });
    expect((await vote(undislikeArticleEndpoint)).body).toMatchObject({ upvotes: 0, downvotes: 0, vote: 0, points: 0 });
    expect(await counts()).toEqual([0, 0, 0]);
  });

  it("never goes negative: removing a vote that is not there changes nothing", async () => {
    expect((await vote(unlikeArticleEndpoint)).body).toMatchObject({ upvotes: 0, downvotes: 0, vote: 0, points: 0 });
    expect((await vote(undislikeArticleEndpoint)).body).toMatchObject({ upvotes: 0, downvotes: 0, points: 0 });
    expect(await counts()).toEqual([0, 0, 0]);
  });

  it("counts concurrent double-clicks once", async () => {
    await Promise.all(Array.from({ length: 6 }, () => vote(likeArticleEndpoint)));
    expect(await counts()).toEqual([1, 0, 5]);
    expect(await ctx.runtime.deps.models.Vote.countDocuments({ user: "ada" })).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => vote(unlikeArticleEndpoint)));
    expect(await counts()).toEqual([0, 0, 0]);
  });

  it("shows in the session's liked lists after login", async () => {
    await vote(likeArticleEndpoint);
    const login = await ctx.call(loginEndpoint, { body: { username: "ada", password: "correct horse battery" }, ip: "10.40.0.1" });
    expect(((await login.json()) as any).likedPosts).toEqual([articleId]);
    await vote(unlikeArticleEndpoint);
  });

  it("needs a member token, refuses another member's username, 404s an unknown target", async () => {
    expect((await ctx.call(likeArticleEndpoint, { body: { postId: articleId } })).status).toBe(401);
    expect((await ctx.call(likeArticleEndpoint, { body: { postId: articleId, username: "bob" }, token: ada })).status).toBe(403);
    expect((await vote(likeArticleEndpoint, ada, "0123456789abcdef01234567")).status).toBe(404);
    expect((await ctx.call(likeArticleEndpoint, { body: { postId: { $gt: "" } }, token: ada })).status).toBe(422);
  });
});

describe("cached feeds", () => {
  it("show a vote to other readers within the bound, and to the voter at once in the vote's answer", async () => {
    const { CHANGE_VISIBLE_WITHIN_MS } = await import("../freshness/changes");
    const feed = async () =>
      ((await (await ctx.call(byCategoryEndpoint, { body: { category: "Science", page: 1 } })).json()) as any).articles.find((a: any) => a._id === articleId);
    expect((await feed()).upvotes).toBe(0);
    expect((await feed()).upvotes).toBe(0); // now served from the cache
    expect((await vote(likeArticleEndpoint)).body.upvotes).toBe(1);
    await Bun.sleep(CHANGE_VISIBLE_WITHIN_MS + 20);
    expect((await feed()).upvotes).toBe(1);
    expect((await vote(unlikeArticleEndpoint)).body.upvotes).toBe(0);
    await Bun.sleep(CHANGE_VISIBLE_WITHIN_MS + 20);
    expect((await feed()).upvotes).toBe(0);
  });
});

describe("comment votes", () => {
  it("toggle the comment's counters and the voter's points", async () => {
    const bob = await createMember(ctx, "bob");
    const opinion = (await (await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "Good point" }, token: bob })).json()) as any;
    expect((await vote(likeCommentEndpoint, ada, opinion._id)).body).toMatchObject({ upvotes: 1, downvotes: 0, vote: 1 });
    expect((await vote(dislikeCommentEndpoint, ada, opinion._id)).body).toMatchObject({ upvotes: 0, downvotes: 1, vote: -1 });
    expect((await vote(undislikeCommentEndpoint, ada, opinion._id)).body).toMatchObject({ upvotes: 0, downvotes: 0, vote: 0 });
  });
});
