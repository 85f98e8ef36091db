import { getCommentsEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { runMigrations } from "../platform/migrations";
import { createMember, createTestContext, type TestContext } from "../test-support/context";
import { canonicalIdsMigration } from "./canonical-ids";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx, "ada");
});
afterAll(() => ctx.close());

describe("canonical ids migration", () => {
  it("folds records stored under other letter cases into one and recounts what they touched", async () => {
    const { Article, Comment, Report, User, Vote } = ctx.runtime.deps.models;
    const id = (await Article.create({ category: "Science", title: "Old", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
    // What the bug left behind: three votes on one article, an opinion under an upper-case postId,
    // two reports of one comment, and the points and counters they earned.
    for (const spelling of [id, id.toUpperCase(), id.slice(0, 6).toUpperCase() + id.slice(6)]) {
      await Vote.create({ user: "ada", targetType: "article", targetId: spelling, value: 1 });
    }
    const hidden = await Comment.create({ postId: id.toUpperCase(), text: "Hidden", author: "ada" });
    const commentId = hidden._id.toString();
    await Report.create({ commentId, reporter: "ada" });
    await Report.create({ commentId: commentId.toUpperCase(), reporter: "ada" });
    await Article.updateOne({ _id: id }, { $set: { upvotes: 3, totalComments: 1 } });
    await User.updateOne({ username: "ada" }, { $set: { points: 3 * 5 + 20 } });

    await runMigrations(ctx.runtime.db.connection, [{ ...canonicalIdsMigration(ctx.runtime.deps.models), name: "test-canonical-ids" }]);

    expect(await Vote.countDocuments({ user: "ada" })).toBe(1);
    expect((await Comment.findById(commentId).lean())!.postId).toBe(id);
    expect(await Report.countDocuments({ reporter: "ada" })).toBe(1);
    expect(await Article.findById(id).lean()).toMatchObject({ upvotes: 1, totalComments: 1 });
    expect((await User.findOne({ username: "ada" }).lean())!.points).toBe(5 + 20);
    const listed = await ctx.call(getCommentsEndpoint, { body: { postId: id } });
    expect(((await listed.json()) as { comments: unknown[] }).comments).toHaveLength(1);
  });

  it("runs once per database", async () => {
    let runs = 0;
    const once = { name: "test-once", run: async () => `run ${++runs}` };
    await Promise.all([runMigrations(ctx.runtime.db.connection, [once]), runMigrations(ctx.runtime.db.connection, [once])]);
    await runMigrations(ctx.runtime.db.connection, [once]);
    expect(runs).toBe(1);
  });
});
