import {
  type Endpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  getCommentsEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  topCommentsEndpoint,
  trendingEndpoint,
  undislikeArticleEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createApp } from "../../app";
import { createResponseCache } from "../../platform/response-cache";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { CHANGE_VISIBLE_WITHIN_MS } from "../freshness/changes";

// Writes mark cached answers stale within a bound instead of dropping them. After a randomized burst
// of concurrent votes, opinions and replies — with readers filling the cache all along — and once the
// bound has passed, every cached answer must equal the answer computed afresh.
let ctx: TestContext;
const tokens: string[] = [];
const articles: string[] = [];
beforeAll(async () => {
  // Over the engine's socket: real I/O between commands lets concurrent calls interleave at every step.
  ctx = await createTestContext({}, { engineOverSocket: true });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  for (const name of ["ann", "ben", "cyd", "dee"]) tokens.push(await createMember(ctx, name));
  const { Article } = ctx.runtime.deps.models;
  for (let i = 0; i < 6; i++) {
    const a = await Article.create({
      category: i % 2 ? "Science" : "Technology",
      title: `A${i}`,
      content: "C",
      source: "S",
      publishedAt: new Date(Date.now() - i * 60_000),
    });
    articles.push(a._id.toString());
  }
});
afterAll(() => ctx.close());

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Every cached read the site makes of these articles. */
const reads = () =>
  [
    [trendingEndpoint, { categories: ["General", "Technology", "Business"] }],
    [trendingEndpoint, { categories: ["Science", "Technology"] }],
    [byCategoryEndpoint, { category: "Science", page: 1 }],
    [byCategoryEndpoint, { category: "Technology", page: 1 }],
    [topCommentsEndpoint, { numberOfOpinions: 9, page: 1 }],
    ...articles.flatMap((id) => [
      [articleByIdEndpoint, { id }],
      [getCommentsEndpoint, { postId: id }],
      [getCommentsEndpoint, { postId: id, sort: "newest" }],
    ]),
  ] as Array<[Endpoint, object]>;

describe("cached answers after concurrent writes", () => {
  it("equal the uncached ones once the bound has passed, over 5 randomized bursts", async () => {
    const opinionIds: Array<[string, string]> = [];
    for (let trial = 0; trial < 5; trial++) {
      const next = random(trial + 11);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const jobs: Array<Promise<unknown>> = [];
      for (let i = 0; i < 150; i++) {
        const delay = Math.floor(next() * 30);
        const r = next();
        const token = pick(tokens);
        const postId = pick(articles);
        let job: () => Promise<unknown>;
        if (r < 0.35)
          job = () =>
            ctx.call(pick([likeArticleEndpoint, dislikeArticleEndpoint, unlikeArticleEndpoint, undislikeArticleEndpoint]), { body: { postId }, token });
        else if (r < 0.5 && opinionIds.length > 0) {
          const [, commentId] = pick(opinionIds);
          job = () => ctx.call(pick([likeCommentEndpoint, dislikeCommentEndpoint, unlikeCommentEndpoint]), { body: { commentId }, token });
        } else if (r < 0.6) {
          job = async () => {
            const res = await ctx.call(addTopCommentEndpoint, { body: { postId, text: `Opinion ${trial}.${i}` }, token });
            if (res.status === 200) opinionIds.push([postId, ((await res.json()) as { _id: string })._id]);
          };
        } else if (r < 0.65 && opinionIds.length > 0) {
          const [post, parentId] = pick(opinionIds);
          job = () => ctx.call(addReplyEndpoint, { body: { postId: post, parentId, text: `Reply ${trial}.${i}` }, token });
        } else {
          const [path, body] = pick(reads());
          job = () => ctx.call(path, { body }); // readers fill the cache while the writes land
        }
        jobs.push(Bun.sleep(delay).then(job));
      }
      await Promise.all(jobs);
      // Then, with every answer cached, votes alone (each kind of write must mark the cache by itself).
      for (const [path, body] of reads()) await ctx.call(path, { body });
      const votes: Array<Promise<unknown>> = [];
      for (let i = 0; i < 40; i++) {
        const token = pick(tokens);
        const delay = Math.floor(next() * 20);
        if (next() < 0.5 || opinionIds.length === 0) {
          const postId = pick(articles);
          votes.push(Bun.sleep(delay).then(() => ctx.call(pick([likeArticleEndpoint, dislikeArticleEndpoint]), { body: { postId }, token })));
        } else {
          const [, commentId] = pick(opinionIds);
          votes.push(Bun.sleep(delay).then(() => ctx.call(pick([likeCommentEndpoint, dislikeCommentEndpoint]), { body: { commentId }, token })));
        }
      }
      await Promise.all(votes);
      await Bun.sleep(CHANGE_VISIBLE_WITHIN_MS + 50);

      // A second app on the same database with an empty cache computes every answer afresh.
      const fresh = createApp({ ...ctx.runtime.deps, cache: createResponseCache() });
      for (const [path, body] of reads()) {
        const cached = await (await ctx.call(path, { body })).json();
        const again = await (await ctx.call(path, { body })).json(); // served from the cache now
        const request = new Request(`http://localhost${path.path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        const uncached = await (await fresh.handle(request)).json();
        expect({ path, body, answer: cached }).toEqual({ path, body, answer: uncached });
        expect(again).toEqual(uncached);
      }
    }
  }, 60_000);
});
