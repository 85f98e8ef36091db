import {
  type Endpoint,
  type Opinion,
  addReplyEndpoint,
  addTopCommentEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  reportCommentEndpoint,
  topCommentsEndpoint,
  uploadEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let ada: string;
let bob: string;
let articleId: string;
const events: Array<{ postId: string; event: string; payload: any }> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const live = ctx.runtime.deps.live;
  const original = live.toThread.bind(live);
  live.toThread = (postId, event, payload) => {
    events.push({ postId, event: event.name, payload });
    original(postId, event, payload);
  };
  ada = await createMember(ctx, "ada");
  bob = await createMember(ctx, "bob");
  articleId = (
    await ctx.runtime.deps.models.Article.create({ category: "Health", title: "Sleep study", content: "C", source: "S", publishedAt: new Date() })
  )._id.toString();
});
afterAll(() => ctx.close());

const call = async (endpoint: Endpoint, body: unknown, token?: string) => {
  const res = await ctx.call(endpoint, { body, ...(token ? { token } : {}) });
  return { status: res.status, body: (await res.json()) as any };
};
const points = async (username: string) => (await ctx.runtime.deps.models.User.findOne({ username }).lean())!.points;

describe("writing opinions", () => {
  it("adds an opinion with +20 points for its author, counts it on the article and publishes it live", async () => {
    const res = await call(addTopCommentEndpoint, { postId: articleId, text: "  Eight hours or bust.  ", author: "ada" }, ada);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ text: "Eight hours or bust.", author: "ada", parentId: null, replyCount: 0, upvotes: 0 });
    expect(await points("ada")).toBe(20);
    expect((await ctx.runtime.deps.models.Article.findById(articleId).lean())!.totalComments).toBe(1);
    expect(events.at(-1)).toMatchObject({ postId: articleId, event: "opinion:added", payload: { opinion: { _id: res.body._id } } });
  });

  it("refuses empty text with the product's message, someone else's author name, and visitors", async () => {
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "   " }, ada)).body.message).toContain("Please write something.");
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "hi", author: "bob" }, ada)).status).toBe(403);
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "hi" })).status).toBe(401);
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "hi", image: "javascript:alert(1)" }, ada)).status).toBe(422);
  });

  it("adds replies that bump the parent's reply count, with their own points", async () => {
    const parent = (await call(getCommentsEndpoint, { postId: articleId })).body.comments[0];
    const reply = await call(addReplyEndpoint, { postId: articleId, parentId: parent._id, text: "Citation needed" }, bob);
    expect(reply.body).toMatchObject({ parentId: parent._id, author: "bob" });
    expect(await points("bob")).toBe(20);
    const thread = await call(fetchCommentAndRepliesEndpoint, { commentId: parent._id });
    expect(thread.body.comment.replyCount).toBe(1);
    expect(thread.body.replies.map((r: any) => r.text)).toEqual(["Citation needed"]);
    // getComments lists top-level opinions only
    expect((await call(getCommentsEndpoint, { postId: articleId })).body.comments).toHaveLength(1);
  });

  it("refuses a reply whose parent belongs to another article", async () => {
    const other = (
      await ctx.runtime.deps.models.Article.create({ category: "Health", title: "Other", content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    const parent = (await call(getCommentsEndpoint, { postId: articleId })).body.comments[0];
    expect((await call(addReplyEndpoint, { postId: other, parentId: parent._id, text: "x" }, bob)).status).toBe(404);
  });
});

describe("listing", () => {
  it("sorts top or newest and pages 20 at a time until the end", async () => {
    const articleId2 = (
      await ctx.runtime.deps.models.Article.create({ category: "World", title: "Busy", content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    const { Comment } = ctx.runtime.deps.models;
    for (let i = 0; i < 25; i++)
      await Comment.create({ postId: articleId2, text: `o${i}`, author: "ada", upvotes: i % 5, createdAt: new Date(Date.now() - (25 - i) * 60_000) });
    const newest = await call(getCommentsEndpoint, { postId: articleId2, sort: "newest" });
    expect(newest.body.comments[0].text).toBe("o24");
    expect(newest.body.hasMore).toBe(true);
    const page2 = await call(getCommentsEndpoint, { postId: articleId2, sort: "newest", page: 2 });
    expect(page2.body.comments).toHaveLength(5);
    expect(page2.body.hasMore).toBe(false);
    const top = await call(getCommentsEndpoint, { postId: articleId2, sort: "top" });
    expect(top.body.comments[0].upvotes).toBe(4);
  });

  /** A new article's thread, read the way a second reader sees its first page in both sorts (kept by the cache). */
  async function keptThread(title: string) {
    const postId = (
      await ctx.runtime.deps.models.Article.create({ category: "Health", title, content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    const inBothSorts = async <T>(shown: (opinion: Opinion) => T) => {
      const pages: T[][] = [];
      for (const sort of ["top", "newest"] as const)
        pages.push(((await call(getCommentsEndpoint, { postId, sort })).body as { comments: Opinion[] }).comments.map(shown));
      return pages;
    };
    return { postId, inBothSorts };
  }

  it("shows a new opinion to every reader of a kept first page at once, in both sorts", async () => {
    const { postId, inBothSorts } = await keptThread("Kept");
    const texts = () => inBothSorts((o) => o.text);
    await call(addTopCommentEndpoint, { postId, author: "ada", text: "First" }, ada);
    expect(await texts()).toEqual([["First"], ["First"]]);
    await call(addTopCommentEndpoint, { postId, author: "bob", text: "Second" }, bob);
    expect(await texts()).toEqual([
      ["Second", "First"],
      ["Second", "First"],
    ]);
  });

  it("shows a reply's count to every reader of a kept page at once, in both sorts", async () => {
    const { postId, inBothSorts } = await keptThread("Replied");
    const counts = () => inBothSorts((o) => o.replyCount);
    const first = (await call(addTopCommentEndpoint, { postId, text: "First" }, ada)).body as { _id: string };
    await call(addTopCommentEndpoint, { postId, text: "Second" }, bob);
    expect(await counts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    await call(addReplyEndpoint, { postId, parentId: first._id, text: "Reply" }, bob);
    await call(addReplyEndpoint, { postId, parentId: first._id, text: "Another" }, ada);
    expect(await counts()).toEqual([
      [0, 2],
      [0, 2],
    ]);
  });

  it("ranks popular opinions by upvotes plus replies with their article", async () => {
    const res = await call(topCommentsEndpoint, { numberOfOpinions: 3, page: 1 });
    expect(res.body.comments).toHaveLength(3);
    expect(res.body.comments[0].post).toHaveProperty("title");
    const ranks = res.body.comments.map((c: any) => c.upvotes + c.replyCount);
    expect([...ranks].sort((a: number, b: number) => b - a)).toEqual(ranks);
  });

  it("counts opinions for a batch of articles", async () => {
    const res = await call(commentCountsEndpoint, { postIds: [articleId, "0123456789abcdef01234567"] });
    expect(res.body.counts).toEqual({ [articleId]: 2, "0123456789abcdef01234567": 0 });
  });
});

describe("editing, deleting, reporting", () => {
  it("lets the author edit within 15 minutes, not others, not later", async () => {
    const mine = (await call(addTopCommentEndpoint, { postId: articleId, text: "Frist" }, ada)).body;
    const edited = await call(editCommentEndpoint, { commentId: mine._id, text: "First" }, ada);
    expect(edited.body).toMatchObject({ text: "First" });
    expect(edited.body.editedAt).not.toBeNull();
    expect((await call(editCommentEndpoint, { commentId: mine._id, text: "Hijack" }, bob)).status).toBe(403);
    await ctx.runtime.deps.models.Comment.collection.updateOne(
      { _id: new (await import("mongoose")).Types.ObjectId(mine._id) },
      { $set: { createdAt: new Date(Date.now() - 16 * 60_000) } },
    );
    expect((await call(editCommentEndpoint, { commentId: mine._id, text: "Late" }, ada)).status).toBe(409);
  });

  it("deletes the author's fresh opinion with its replies and takes the points and counts back", async () => {
    const before = await points("ada");
    const total = (await ctx.runtime.deps.models.Article.findById(articleId).lean())!.totalComments;
    const mine = (await call(addTopCommentEndpoint, { postId: articleId, text: "Oops" }, ada)).body;
    await call(addReplyEndpoint, { postId: articleId, parentId: mine._id, text: "lol" }, bob);
    const res = await call(deleteOwnCommentEndpoint, { commentId: mine._id }, ada);
    expect(res.status).toBe(200);
    expect(await points("ada")).toBe(before);
    expect((await ctx.runtime.deps.models.Article.findById(articleId).lean())!.totalComments).toBe(total);
    expect(events.at(-1)).toMatchObject({ event: "opinion:deleted", payload: { commentId: mine._id } });
  });

  it("records one report per member and answers 'Comment Reported' each time", async () => {
    const target = (await call(getCommentsEndpoint, { postId: articleId })).body.comments[0];
    for (let i = 0; i < 2; i++) expect((await call(reportCommentEndpoint, { commentId: target._id }, bob)).body).toEqual({ message: "Comment Reported" });
    expect(await ctx.runtime.deps.models.Report.countDocuments({ commentId: target._id })).toBe(1);
  });
});

describe("deleting a thread (item 10)", () => {
  it("removes the whole subtree and takes back every removed comment's points from its author", async () => {
    const { Article, Comment } = ctx.runtime.deps.models;
    const cara = await createMember(ctx, "cara");
    const postId = (await Article.create({ category: "Health", title: "Thread", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
    const before = { ada: await points("ada"), bob: await points("bob"), cara: await points("cara") };
    const root = (await call(addTopCommentEndpoint, { postId, text: "Root" }, ada)).body;
    const r1 = (await call(addReplyEndpoint, { postId, parentId: root._id, text: "Reply 1" }, bob)).body;
    const r2 = (await call(addReplyEndpoint, { postId, parentId: r1._id, text: "Reply 2" }, cara)).body;
    await call(addReplyEndpoint, { postId, parentId: r2._id, text: "Reply 3" }, bob);
    await call(addReplyEndpoint, { postId, parentId: root._id, text: "Reply 4" }, ada);
    expect((await Article.findById(postId).lean())!.totalComments).toBe(5);

    expect((await call(deleteOwnCommentEndpoint, { commentId: root._id }, ada)).status).toBe(200);
    expect(await Comment.countDocuments({ postId })).toBe(0);
    expect((await Article.findById(postId).lean())!.totalComments).toBe(0);
    expect({ ada: await points("ada"), bob: await points("bob"), cara: await points("cara") }).toEqual(before);
  });

  it("deleting a reply removes its own replies and moves its parent's reply count by one", async () => {
    const { Article, Comment } = ctx.runtime.deps.models;
    const postId = (await Article.create({ category: "Health", title: "Thread 2", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
    const root = (await call(addTopCommentEndpoint, { postId, text: "Root" }, bob)).body;
    const reply = (await call(addReplyEndpoint, { postId, parentId: root._id, text: "Mine" }, ada)).body;
    await call(addReplyEndpoint, { postId, parentId: reply._id, text: "Below mine" }, bob);
    expect((await call(deleteOwnCommentEndpoint, { commentId: reply._id }, ada)).status).toBe(200);
    expect(await Comment.countDocuments({ postId })).toBe(1);
    expect((await Comment.findById(root._id).lean())!.replyCount).toBe(0);
    expect((await Article.findById(postId).lean())!.totalComments).toBe(1);
  });
});

describe("the product's payloads (item 16)", () => {
  it('takes image: "" as no image on opinions and replies', async () => {
    const opinion = await call(addTopCommentEndpoint, { postId: articleId, text: "No picture", image: "" }, ada);
    expect(opinion.status).toBe(200);
    expect(opinion.body.image).toBeNull();
    const reply = await call(addReplyEndpoint, { postId: articleId, parentId: opinion.body._id, text: "Nor here", image: "" }, bob);
    expect(reply.status).toBe(200);
    expect(reply.body.image).toBeNull();
  });
});

describe("attached images", () => {
  it("takes the caller's own upload and refuses another member's or one never stored", async () => {
    const { fileOf, pngBytes } = await import("../../test-support/images");
    const upload = async (token: string) => {
      const form = new FormData();
      form.set("file", fileOf(await pngBytes(), "p.png", "image/png"));
      return ((await (await ctx.call(uploadEndpoint, { form, token })).json()) as { url: string }).url;
    };
    const adas = await upload(ada);
    const mine = await call(addTopCommentEndpoint, { postId: articleId, text: "With my picture", image: adas }, ada);
    expect(mine.status).toBe(200);
    expect(mine.body.image).toBe(adas);
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "Borrowed", image: adas }, bob)).status).toBe(422);
    const invented = "/uploads/0b8c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e.webp";
    expect((await call(addTopCommentEndpoint, { postId: articleId, text: "Invented", image: invented }, ada)).status).toBe(422);
  });
});
