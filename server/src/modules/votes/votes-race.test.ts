import {
  type Endpoint,
  POINTS,
  addTopCommentEndpoint,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

// Counters and points must equal what the vote records say after any interleaving of calls,
// including one member's own calls racing each other (double clicks, switching sides mid-flight).
let ctx: TestContext;
const members: Array<{ name: string; token: string }> = [];
let articleId: string;
let commentId: string;

beforeAll(async () => {
  // Over the engine's socket: real I/O between commands lets concurrent calls interleave at every step.
  ctx = await createTestContext({}, { engineOverSocket: true });
  // The writes limit would stop the burst long before it races; it is tested on its own elsewhere.
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  for (const name of ["ann", "ben", "cyd", "dee"]) members.push({ name, token: await createMember(ctx, name) });
  const { Article } = ctx.runtime.deps.models;
  articleId = (await Article.create({ category: "World", title: "Race", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
  const opinion = await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "Target" }, token: members[0]!.token });
  commentId = ((await opinion.json()) as { _id: string })._id;
});
afterAll(() => ctx.close());

/** A small seeded generator, so a failing schedule can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const ARTICLE_PATHS = [likeArticleEndpoint, unlikeArticleEndpoint, dislikeArticleEndpoint, undislikeArticleEndpoint];
const COMMENT_PATHS = [likeCommentEndpoint, unlikeCommentEndpoint, dislikeCommentEndpoint, undislikeCommentEndpoint];

async function send(endpoint: Endpoint, token: string) {
  const body = endpoint.path.includes("/comment/") ? { commentId } : { postId: articleId };
  const res = await ctx.call(endpoint, { body, token });
  expect(res.status).toBe(200);
}

async function expectRecordsAndCountersAgree() {
  const { Vote, Article, Comment, User } = ctx.runtime.deps.models;
  const article = (await Article.findById(articleId).lean())!;
  const comment = (await Comment.findById(commentId).lean())!;
  const count = (targetId: string, value: 1 | -1) => Vote.countDocuments({ targetId, value });
  expect([article.upvotes, article.downvotes]).toEqual([await count(articleId, 1), await count(articleId, -1)]);
  expect([comment.upvotes, comment.downvotes]).toEqual([await count(commentId, 1), await count(commentId, -1)]);
  for (const { name } of members) {
    const held = await Vote.countDocuments({ user: name, value: { $ne: 0 } });
    const earned = held * POINTS.vote + (name === members[0]!.name ? POINTS.opinion : 0);
    expect((await User.findOne({ username: name }).lean())!.points).toBe(earned);
  }
}

describe("votes under randomized concurrent schedules", () => {
  it("keep counters and points equal to the records, 20 schedules of 240 calls each", async () => {
    for (let trial = 0; trial < 20; trial++) {
      const next = random(trial + 1);
      const calls: Array<() => Promise<void>> = [];
      for (let i = 0; i < 240; i++) {
        const member = members[Math.floor(next() * members.length)]!;
        const paths = next() < 0.6 ? ARTICLE_PATHS : COMMENT_PATHS;
        const path = paths[Math.floor(next() * paths.length)]!;
        const delay = Math.floor(next() * 3);
        calls.push(() => Bun.sleep(delay).then(() => send(path, member.token)));
      }
      await Promise.all(calls.map((call) => call()));
      await expectRecordsAndCountersAgree();

      // Everyone takes back whatever they hold, concurrently and twice over: nothing may remain.
      await Promise.all(
        members.flatMap(({ token }) =>
          [...ARTICLE_PATHS, ...COMMENT_PATHS].filter((p) => p.path.endsWith("remove")).flatMap((p) => [send(p, token), send(p, token)]),
        ),
      );
      await expectRecordsAndCountersAgree();
      const { Article } = ctx.runtime.deps.models;
      const article = (await Article.findById(articleId).lean())!;
      expect([article.upvotes, article.downvotes]).toEqual([0, 0]);
    }
  }, 120_000);
});
