import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { dayOf } from "../modules/gamification/periods";
import { dayKey, statsOf } from "../modules/gamification/stats";
import { runMigrations } from "../platform/migrations";
import { rawCollection } from "../platform/raw-collection";
import { createMember, createTestContext, type TestContext } from "../test-support/context";
import { memberStatsMigration } from "./member-stats";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx, "old");
});
afterAll(() => ctx.close());

describe("member stats migration", () => {
  it("recounts figures and days from the records written before, and unlocks what they already earned, not yet displayed", async () => {
    const { Comment, CommunityPost, Badge, ContributionDay } = ctx.runtime.deps.models;
    const yesterday = new Date(Date.now() - 86_400_000);
    // Written before figures were kept: 50 opinions yesterday, 2 replies, a verified post.
    await Comment.collection.insertMany(
      Array.from({ length: 52 }, (_, i) => ({
        postId: "a".repeat(24),
        postKind: "article",
        parentId: i < 50 ? null : "b".repeat(24),
        text: "T",
        author: "old",
        upvotes: 0,
        downvotes: 0,
        replyCount: 0,
        createdAt: yesterday,
      })),
    );
    await CommunityPost.collection.insertOne({
      communityId: FIXED_COMMUNITIES[0]!.id,
      title: "P",
      description: "D",
      author: "old",
      status: "verified",
      upvotes: 0,
      createdAt: yesterday,
    });
    await runMigrations(ctx.runtime.db.connection, [{ ...memberStatsMigration(ctx.runtime.deps.models), name: "test-member-stats" }]);
    expect(await statsOf(ctx.runtime.deps.models, "old")).toMatchObject({
      opinions: 50,
      replies: 2,
      verifiedPosts: 1,
      postsIn: { [FIXED_COMMUNITIES[0]!.id]: 1 },
    });
    expect(await rawCollection(ContributionDay).findOne({ _id: dayKey("old", dayOf(yesterday)) })).toMatchObject({ opinions: 50, posts: 1 });
    const badges = await Badge.collection.find({ username: "old" }).toArray();
    // One verified post is below Community Leader's floor (RANKING_FLOORS): no leader from it.
    expect(badges.map((b) => [b.name, b.displayed]).sort()).toEqual([
      ["Active Commenter", false],
      ["Active Contributor", false],
      ["Top Contributor", false],
    ]);
  });
});
