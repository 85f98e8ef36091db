import {
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  INSIGHTFUL_OPINION_LENGTH,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { dayOf } from "./periods";
import { EXPERT_OPINIONS_ID, recountStats, statsOf } from "./stats";

let ctx: TestContext;
const members: Array<{ name: string; token: string }> = [];
const posts: Array<{ kind: "article" | "communityPost"; id: string }> = [];

beforeAll(async () => {
  // Over the engine's socket: real I/O between commands lets concurrent calls interleave at every step.
  ctx = await createTestContext({}, { engineOverSocket: true });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  for (const name of ["ada", "bea", "cal"]) members.push({ name, token: await createMember(ctx, name) });
  const { Article, CommunityPost } = ctx.runtime.deps.models;
  const article = await Article.create({ category: "World", title: "A", content: "C", source: "S", publishedAt: new Date() });
  const expert = await CommunityPost.create({ communityId: EXPERT_OPINIONS_ID, title: "E", description: "D", author: "ada", status: "verified" });
  posts.push({ kind: "article", id: article._id.toString() }, { kind: "communityPost", id: expert._id.toString() });
});
afterAll(() => ctx.close());

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe("achievement figures under concurrent writes", () => {
  it("equal a recount of the records after randomized bursts of opinions, replies, edits and deletions", async () => {
    const written: Array<{ id: string; token: string; postId: string }> = [];
    for (const seed of [1, 2, 3, 4]) {
      const rand = random(seed);
      const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
      const calls = Array.from({ length: 60 }, async () => {
        const { token } = pick(members);
        const post = pick(posts);
        const text = rand() < 0.5 ? "x".repeat(INSIGHTFUL_OPINION_LENGTH + Math.floor(rand() * 3) - 1) : "short";
        const roll = rand();
        await Bun.sleep(Math.floor(rand() * 4));
        if (roll < 0.45 || written.length === 0) {
          const endpoint = post.kind === "article" ? addTopCommentEndpoint : addTopCommunityCommentEndpoint;
          const response = await ctx.call(endpoint, { body: { postId: post.id, text }, token });
          if (response.status === 200) written.push({ id: ((await response.json()) as { _id: string })._id, token, postId: post.id });
        } else if (roll < 0.7) {
          const parent = pick(written);
          await ctx.call(addReplyEndpoint, { body: { postId: parent.postId, parentId: parent.id, text }, token });
        } else if (roll < 0.85) {
          const own = pick(written);
          await ctx.call(editCommentEndpoint, { body: { commentId: own.id, text }, token: own.token });
        } else {
          const own = pick(written);
          await ctx.call(deleteOwnCommentEndpoint, { body: { commentId: own.id }, token: own.token });
        }
      });
      await Promise.all(calls);
      await ctx.runtime.deps.background.idle();
      for (const { name } of members) {
        const kept = await statsOf(ctx.runtime.deps.models, name);
        const truth = await recountStats(ctx.runtime.deps.models, name);
        // (The post on Expert Opinions was stored directly, not verified: posts are counted by verification.)
        expect({ ...kept, verifiedPosts: 0, postsIn: {} }).toEqual({ ...truth, verifiedPosts: 0, postsIn: {} });
        // Today's day record holds the member's top-level opinions of today.
        const day = await ctx.runtime.deps.models.ContributionDay.collection.findOne({ username: name, day: dayOf(new Date()) });
        expect(Number(day?.opinions ?? 0)).toBe(truth.opinions);
      }
    }
    // Every kind of figure moved.
    const all = await Promise.all(members.map(({ name }) => statsOf(ctx.runtime.deps.models, name)));
    for (const field of ["opinions", "replies", "longOpinions", "expertOpinions"] as const) expect(all.some((s) => s[field] > 0)).toBe(true);
  });
});
