import { POINTS, addReplyEndpoint, addTopCommentEndpoint, deleteOwnCommentEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { undoComments } from "./thread-removal";

// Replies written while their thread is being deleted: counts and points must still equal the records.
let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Over the engine's socket: real I/O between commands lets concurrent calls interleave at every step.
  ctx = await createTestContext({}, { engineOverSocket: true });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  for (const name of ["ann", "ben", "cyd"]) tokens[name] = await createMember(ctx, name);
});
afterAll(() => ctx.close());

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe("deleting a thread while replies arrive", () => {
  it("leaves counts and points equal to the records, 20 randomized schedules", async () => {
    const { Article, Comment, User } = ctx.runtime.deps.models;
    const names = Object.keys(tokens);
    for (let trial = 0; trial < 20; trial++) {
      const next = random(trial + 7);
      const article = async () =>
        (await Article.create({ category: "Science", title: `T${trial}`, content: "C", source: "S", publishedAt: new Date() }))._id.toString();
      const [postId, otherPostId] = [await article(), await article()];
      const rootOf = async (post: string) =>
        ((await (await ctx.call(addTopCommentEndpoint, { body: { postId: post, text: "Root" }, token: tokens.ann })).json()) as { _id: string })._id;
      const [root, otherRoot] = [await rootOf(postId), await rootOf(otherPostId)];
      const ids = [root];
      const writes = Array.from({ length: 12 }, async () => {
        await Bun.sleep(Math.floor(next() * 4));
        const author = names[Math.floor(next() * names.length)]!;
        // Now and then a reply that names the other article's opinion as its parent: always refused.
        const crossed = next() < 0.2;
        const parentId = crossed ? otherRoot : ids[Math.floor(next() * ids.length)]!;
        const res = await ctx.call(addReplyEndpoint, { body: { postId, parentId, text: "Reply" }, token: tokens[author] });
        expect(crossed ? [404] : [200, 404]).toContain(res.status);
        if (res.status === 200) ids.push(((await res.json()) as { _id: string })._id);
      });
      const removed = next() < 0.5 ? root : otherRoot;
      const removal = Bun.sleep(Math.floor(next() * 4)).then(() => ctx.call(deleteOwnCommentEndpoint, { body: { commentId: removed }, token: tokens.ann }));
      await Promise.all([...writes, removal]);

      for (const post of [postId, otherPostId]) {
        const left = await Comment.find({ postId: post }).lean();
        expect((await Article.findById(post).lean())!.totalComments).toBe(left.length);
        for (const comment of left) expect(comment.replyCount).toBe(left.filter((c) => c.parentId === comment._id.toString()).length);
      }
    }
    for (const name of names) {
      const written = await Comment.countDocuments({ author: name });
      expect((await User.findOne({ username: name }).lean())!.points).toBe(written * POINTS.opinion);
    }
  }, 60_000);
});

describe("taking back removed comments", () => {
  it("moves each post's count by its own comments, when a removal takes a reply refused for another post", async () => {
    const { Article, Comment } = ctx.runtime.deps.models;
    const make = async () =>
      (await Article.create({ category: "Science", title: "T", content: "C", source: "S", publishedAt: new Date(), totalComments: 5 }))._id.toString();
    const [a, b] = [await make(), await make()];
    const docs = [
      await Comment.create({ postId: a, text: "Root", author: "ann" }),
      await Comment.create({ postId: a, text: "Reply", author: "ben" }),
      await Comment.create({ postId: b, text: "Reply naming a's root", author: "cyd" }),
    ].map((d) => d.toObject());
    await undoComments(ctx.runtime.deps.models, docs, null);
    expect((await Article.findById(a).lean())!.totalComments).toBe(3);
    expect((await Article.findById(b).lean())!.totalComments).toBe(4);
  });
});
