import { type Endpoint, articleByIdEndpoint, byCategoryEndpoint, neighbourEndpoint, searchEndpoint, trendingEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../../test-support/context";
import { changed } from "../freshness/changes";

let ctx: TestContext;
const HOUR = 3_600_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const { Article } = ctx.runtime.deps.models;
  const now = Date.now();
  const make = (key: string, category: string, hoursAgo: number, extra: object = {}) =>
    Article.create({
      category,
      title: `${key} title`,
      content: `${key} body text`,
      source: "Harbor Ledger",
      publishedAt: new Date(now - hoursAgo * HOUR),
      ...extra,
    }).then((a) => (ids[key] = a._id.toString()));
  // Science: 12 articles, one hour apart, newest first s0..s11
  for (let i = 0; i < 12; i++) await make(`s${i}`, "Science", i + 1);
  await make("busyOld", "Technology", 30, { upvotes: 40, totalComments: 10 });
  await make("quietNew", "Technology", 1);
  await make("ancient", "Business", 24 * 10, { upvotes: 500 });
  await make("future", "Science", -5);
  await make("regexBait", "World", 3, { title: "Markets (a+)+ fall", content: "Index 100% down [sic]" });
});
afterAll(() => ctx.close());

const post = async (endpoint: Endpoint, body: unknown) => {
  const res = await ctx.call(endpoint, { body });
  return { status: res.status, body: (await res.json()) as any };
};

describe("category feed", () => {
  it("pages newest first, 9 per page, ends with an empty page", async () => {
    const first = await post(byCategoryEndpoint, { category: "Science", page: 1 });
    expect(first.status).toBe(200);
    expect(first.body.articles.map((a: any) => a.title)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `s${i} title`));
    expect(first.body.hasMore).toBe(true);
    const second = await post(byCategoryEndpoint, { category: "Science", page: 2 });
    expect(second.body.articles.map((a: any) => a.title)).toEqual(["s9 title", "s10 title", "s11 title"]);
    expect(second.body.hasMore).toBe(false);
    expect((await post(byCategoryEndpoint, { category: "Science", page: 3 })).body.articles).toEqual([]);
  });

  it("never lists articles dated in the future and refuses unknown categories", async () => {
    const all = await post(byCategoryEndpoint, { category: "Science", page: 1, pageSize: 9 });
    expect(all.body.articles.some((a: any) => a.title === "future title")).toBe(false);
    expect((await post(byCategoryEndpoint, { category: "Gossip", page: 1 })).status).toBe(422);
  });

  it("carries each article's top opinion", async () => {
    const { Comment } = ctx.runtime.deps.models;
    await Comment.create({ postId: ids.s0, text: "meh", author: "a", upvotes: 1 });
    await Comment.create({ postId: ids.s0, text: "best take", author: "b", upvotes: 9 });
    await Comment.create({ postId: ids.s0, parentId: "x", text: "reply with more votes", author: "c", upvotes: 50 });
    // Written straight to the database, past the services that would tell the cache.
    changed(ctx.runtime.deps.cache, { kind: "opinions", post: { postKind: "article", postId: ids.s0! } }, { when: "now" });
    const feed = await post(byCategoryEndpoint, { category: "Science", page: 1 });
    const s0 = feed.body.articles[0];
    expect(s0).toMatchObject({ opinion: "best take", opinionAuthorName: "b", commentUpvotes: 9 });
    expect(feed.body.articles[1].opinion).toBeNull();

    // Among equally upvoted opinions the newest is on top, as in the thread's "top" order.
    const later = await Comment.create({ postId: ids.s0, text: "just as good, newer", author: "d", upvotes: 9 });
    changed(ctx.runtime.deps.cache, { kind: "opinions", post: { postKind: "article", postId: ids.s0! } }, { when: "now" });
    const again = (await post(byCategoryEndpoint, { category: "Science", page: 1 })).body.articles[0];
    expect(again).toMatchObject({ opinionId: later._id.toString(), opinion: "just as good, newer" });
  });

  it("reads an article's top opinion again only once that article's opinions changed", async () => {
    const { cache, models } = ctx.runtime.deps;
    const collection = models.Comment.collection;
    const findOne = collection.findOne.bind(collection);
    const asked: unknown[] = [];
    collection.findOne = ((filter: { postId?: unknown }, ...rest: unknown[]) => {
      asked.push(filter.postId);
      return (findOne as (...args: unknown[]) => unknown)(filter, ...rest);
    }) as typeof collection.findOne;
    try {
      const feed = async () => (await post(byCategoryEndpoint, { category: "Science", page: 1 })).body.articles;
      await feed();
      asked.length = 0;
      // A vote on an article: the feed is computed again, every top opinion is still the one kept.
      changed(cache, { kind: "articleVotes", articleId: ids.s1! }, { when: "now" });
      const before = await feed();
      expect(asked).toEqual([]);

      // A vote on one of s0's opinions makes another its top: that one article's is read again.
      const top = await models.Comment.create({ postId: ids.s0, text: "now on top", author: "e", upvotes: 99 });
      changed(cache, { kind: "opinionVotes", post: { postKind: "article", postId: ids.s0! } }, { when: "now" });
      const after = await feed();
      expect(asked).toEqual([ids.s0]);
      expect(after[0]).toMatchObject({ opinionId: top._id.toString(), opinion: "now on top", commentUpvotes: 99 });
      expect(after.slice(1)).toEqual(before.slice(1));
    } finally {
      collection.findOne = findOne as typeof collection.findOne;
    }
  });
});

describe("trending", () => {
  it("ranks by hot score within the last week, in the default categories when none are given", async () => {
    const res = await post(trendingEndpoint, {});
    const titles = res.body.trendingArticles.map((a: any) => a.title);
    expect(titles[0]).toBe("busyOld title");
    expect(titles).toContain("quietNew title");
    // older than 7 days: only as padding after every recent one
    expect(titles.indexOf("ancient title")).toBe(titles.length - 1);
  });

  it("uses the reader's categories for the Trending feed", async () => {
    const res = await post(byCategoryEndpoint, { category: "Trending", page: 1, userCategories: ["Science"] });
    expect(res.body.articles.every((a: any) => a.category === "Science")).toBe(true);
    expect(res.body.articles).toHaveLength(9);
  });
});

describe("article and neighbours", () => {
  it("returns the whole article by id, 404 for an unknown id, 422 for a malformed one", async () => {
    const res = await post(articleByIdEndpoint, { id: ids.s3 });
    expect(res.body).toMatchObject({ title: "s3 title", content: "s3 body text", category: "Science" });
    expect((await post(articleByIdEndpoint, { id: "0123456789abcdef01234567" })).status).toBe(404);
    expect((await post(articleByIdEndpoint, { id: { $ne: null } })).status).toBe(422);
  });

  it("finds the newer and older article of the same category", async () => {
    const article = (await post(articleByIdEndpoint, { id: ids.s3 })).body;
    expect((await post(neighbourEndpoint, { type: "next", time: article.publishedAt, cat: "Science" })).body.id).toBe(ids.s2);
    expect((await post(neighbourEndpoint, { type: "previous", time: article.publishedAt, cat: "Science" })).body.id).toBe(ids.s4);
    const newest = (await post(articleByIdEndpoint, { id: ids.s0 })).body;
    expect((await post(neighbourEndpoint, { type: "next", time: newest.publishedAt, cat: "Science" })).body.id).toBeNull();
  });
});

describe("search", () => {
  it("matches title and text case-insensitively and literally (no regex injection)", async () => {
    const res = await post(searchEndpoint, { searchText: "(A+)+" });
    expect(res.body.posts.map((a: any) => a.title)).toEqual(["Markets (a+)+ fall"]);
    expect((await post(searchEndpoint, { searchText: "100% down [sic]" })).body.posts).toHaveLength(1);
    expect((await post(searchEndpoint, { searchText: ".*" })).body.posts).toHaveLength(0);
    expect((await post(searchEndpoint, { searchText: "S3 BODY" })).body.posts.map((a: any) => a.title)).toEqual(["s3 title"]);
  });

  it("lists only verified community posts and refuses empty or overlong text", async () => {
    const { CommunityPost } = ctx.runtime.deps.models;
    await CommunityPost.create({ communityId: "66a000000000000000000005", title: "Telescope night", description: "d", author: "a", status: "verified" });
    await CommunityPost.create({ communityId: "66a000000000000000000005", title: "Telescope draft", description: "d", author: "a" });
    const res = await post(searchEndpoint, { searchText: "telescope" });
    expect(res.body.communityPosts.map((p: any) => p.title)).toEqual(["Telescope night"]);
    expect((await post(searchEndpoint, { searchText: "   " })).status).toBe(422);
    expect((await post(searchEndpoint, { searchText: "x".repeat(101) })).status).toBe(422);
  });
});
