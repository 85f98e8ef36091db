import { POINTS, addReplyEndpoint, addTopCommentEndpoint, deleteOwnCommentEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

// Replies written while their thread is being deleted: counts and points must still equal the records.
let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
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
      const postId = (await Article.create({ category: "Science", title: `T${trial}`, content: "C", source: "S", publishedAt: new Date() }))._id.toString();
      const root = (await (await ctx.call(addTopCommentEndpoint, { body: { postId, text: "Root" }, token: tokens.ann })).json()) as { _id: string };
      const ids = [root._id];
      const writes = Array.from({ length: 12 }, async () => {
        await Bun.sleep(Math.floor(next() * 4));
        const author = names[Math.floor(next() * names.length)]!;
        const parentId = ids[Math.floor(next() * ids.length)]!;
        const res = await ctx.call(addReplyEndpoint, { body: { postId, parentId, text: "Reply" }, token: tokens[author] });
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) ids.push(((await res.json()) as { _id: string })._id);
      });
      const removal = Bun.sleep(Math.floor(next() * 4)).then(() => ctx.call(deleteOwnCommentEndpoint, { body: { commentId: root._id }, token: tokens.ann }));
      await Promise.all([...writes, removal]);

      const left = await Comment.find({ postId }).lean();
      expect((await Article.findById(postId).lean())!.totalComments).toBe(left.length);
      for (const comment of left) expect(comment.replyCount).toBe(left.filter((c) => c.parentId === comment._id.toString()).length);
    }
    for (const name of names) {
      const written = await Comment.countDocuments({ author: name });
      expect((await User.findOne({ username: name }).lean())!.points).toBe(written * POINTS.opinion);
    }
  }, 60_000);
});
