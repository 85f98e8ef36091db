import {
  type Endpoint,
  FIXED_COMMUNITIES,
  addCommunityReplyEndpoint,
  addTopCommunityCommentEndpoint,
  allCommunitiesEndpoint,
  communityEndpoint,
  communityPostCommentsEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  dislikeCommunityPostEndpoint,
  homeCommunitiesEndpoint,
  likeCommunityPostEndpoint,
  subcategoryPostsEndpoint,
  undislikeCommunityPostEndpoint,
  unlikeCommunityPostEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createApp } from "../../app";
import { createResponseCache } from "../../platform/response-cache";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { CHANGE_VISIBLE_WITHIN_MS } from "../freshness/changes";

// As news/cache-consistency.test.ts, for communities: after randomized bursts of concurrent votes on
// community posts, opinions and replies on them — readers filling the cache all along — and once the
// bound has passed, every cached community answer equals the one computed afresh.
let ctx: TestContext;
const tokens: string[] = [];
const posts: string[] = [];
const SCIENCE = FIXED_COMMUNITIES[4].id;
const WORLD = FIXED_COMMUNITIES[0].id;

beforeAll(async () => {
  // Over the engine's socket: real I/O between commands lets concurrent calls interleave at every step.
  ctx = await createTestContext({}, { engineOverSocket: true });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  for (const name of ["eli", "fia", "gil", "hal"]) tokens.push(await createMember(ctx, name));
  const { CommunityPost, Community } = ctx.runtime.deps.models;
  const now = Date.now();
  for (const [i, [communityId, subCategory]] of [
    [SCIENCE, "Physics"],
    [SCIENCE, "Biology"],
    [SCIENCE, "Physics"],
    [WORLD, "Asia"],
  ].entries()) {
    const at = new Date(now - i * 60_000);
    const post = await CommunityPost.create({
      communityId,
      subCategory,
      title: `P${i}`,
      description: "D",
      author: "eli",
      status: "verified",
      createdAt: at,
      updatedAt: at,
    });
    await Community.updateOne({ _id: communityId }, { $inc: { postCount: 1 } });
    posts.push(post._id.toString());
  }
});
afterAll(() => ctx.close());

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Every cached community read the site makes. */
const reads = () =>
  [
    [allCommunitiesEndpoint, {}],
    [homeCommunitiesEndpoint, {}],
    [communityEndpoint, { id: SCIENCE }],
    [communityEndpoint, { id: WORLD }],
    [communityPostsEndpoint, { id: SCIENCE, page: 1 }],
    [communityPostsEndpoint, { id: WORLD, page: 1 }],
    [subcategoryPostsEndpoint, { subcategory: "Physics", page: 1 }],
    [subcategoryPostsEndpoint, { subcategory: "Asia", page: 1 }],
    ...posts.flatMap((id) => [
      [communityPostDetailsEndpoint, { id }],
      [communityPostCommentsEndpoint, { id }],
      [communityPostCommentsEndpoint, { id, sort: "newest" }],
    ]),
  ] as Array<[Endpoint, object]>;

/** Once the bound has passed, every cached answer equals the one a second app with an empty cache computes. */
async function expectCacheFresh() {
  await Bun.sleep(CHANGE_VISIBLE_WITHIN_MS + 50);
  const fresh = createApp({ ...ctx.runtime.deps, cache: createResponseCache() });
  for (const [path, body] of reads()) {
    const cached = await (await ctx.call(path, { body })).json();
    const request = new Request(`http://localhost${path.path}`, {
      method: path.method,
      headers: { "content-type": "application/json" },
      ...(path.method === "GET" ? {} : { body: JSON.stringify(body) }),
    });
    const uncached = await (await fresh.handle(request)).json();
    expect({ path: path.path, body, answer: cached }).toEqual({ path: path.path, body, answer: uncached });
  }
}

describe("cached community answers after concurrent writes", () => {
  it("equal the uncached ones once the bound has passed, over 3 randomized bursts", async () => {
    const opinions: Array<[string, string]> = [];
    for (let trial = 0; trial < 3; trial++) {
      const next = random(trial + 101);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const jobs: Array<Promise<unknown>> = [];
      for (let i = 0; i < 120; i++) {
        const delay = Math.floor(next() * 30);
        const r = next();
        const token = pick(tokens);
        const postId = pick(posts);
        let job: () => Promise<unknown>;
        if (r < 0.35) {
          const vote = pick([likeCommunityPostEndpoint, dislikeCommunityPostEndpoint, unlikeCommunityPostEndpoint, undislikeCommunityPostEndpoint]);
          job = () => ctx.call(vote, { body: { postId }, token });
        } else if (r < 0.5) {
          job = async () => {
            const res = await ctx.call(addTopCommunityCommentEndpoint, { body: { postId, text: `Opinion ${trial}.${i}` }, token });
            if (res.status === 200) opinions.push([postId, ((await res.json()) as { _id: string })._id]);
          };
        } else if (r < 0.6 && opinions.length > 0) {
          const [post, parentId] = pick(opinions);
          job = () => ctx.call(addCommunityReplyEndpoint, { body: { postId: post, parentId, text: `Reply ${trial}.${i}` }, token });
        } else {
          const [path, body] = pick(reads());
          job = () => ctx.call(path, { body }); // readers fill the cache while the writes land
        }
        jobs.push(Bun.sleep(delay).then(job));
      }
      await Promise.all(jobs);
      await expectCacheFresh();

      // Then, with every answer cached, each kind of write alone: it must mark the cache by itself.
      for (const kind of ["opinions", "votes"] as const) {
        for (const [path, body] of reads()) await ctx.call(path, { body });
        const writes: Array<Promise<unknown>> = [];
        for (let i = 0; i < 30; i++) {
          const token = pick(tokens);
          const postId = pick(posts);
          const write =
            kind === "votes"
              ? () => ctx.call(pick([likeCommunityPostEndpoint, dislikeCommunityPostEndpoint]), { body: { postId }, token })
              : () => ctx.call(addTopCommunityCommentEndpoint, { body: { postId, text: `Alone ${trial}.${i}` }, token });
          writes.push(Bun.sleep(Math.floor(next() * 20)).then(write));
        }
        await Promise.all(writes);
        await expectCacheFresh();
      }
    }
  }, 60_000);
});
