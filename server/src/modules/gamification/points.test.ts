import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import {
  FIXED_COMMUNITIES,
  POINTS,
  addReplyEndpoint,
  addTopCommentEndpoint,
  adminLoginEndpoint,
  createCommunityPostEndpoint,
  deleteOwnCommentEndpoint,
  discardPostEndpoint,
  dislikeArticleEndpoint,
  likeArticleEndpoint,
  likeCommunityPostEndpoint,
  unlikeArticleEndpoint,
  verifyPostEndpoint,
  voteEffects,
  type VoteValue,
} from "@pnyx/contract";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { EARNINGS, countPoints, pointsMoved, type Earning } from "./points";

// Points are moved by the writers and counted again by repairs, both from the one table of earnings.
// Whatever way of earning a writer takes, the total it leaves must be what the recount finds: a
// writer whose rule drifts from the table (or a table whose recount drifts from its rows) fails here.

let ctx: TestContext;
const tokens: Record<string, string> = {};
let admin: string;
const MOTIVATIONAL = FIXED_COMMUNITIES[13].id; // no sub-categories

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  for (const name of ["ann", "ben", "cyd"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const stored = async (name: string) => (await ctx.runtime.deps.models.User.findOne({ username: name }, { points: 1 }).lean())!.points;
/** Every member's stored total equals what the table counts from their records. */
async function expectTotalsRecounted() {
  for (const name of Object.keys(tokens))
    expect({ name, points: await stored(name) }).toEqual({ name, points: await countPoints(ctx.runtime.deps.models, name) });
}

describe("the table of earnings", () => {
  it("reads only the fields it declares: a record's worth is the worth of those fields alone", () => {
    const samples: Record<keyof typeof EARNINGS, Array<Record<string, unknown>>> = {
      vote: [1, 0, -1].map((value) => ({ value, user: "ann", targetType: "article", targetId: "x" })),
      opinion: [true, false, null, undefined].map((selfReply) => ({ selfReply, author: "ann", parentId: "p", text: "t" })),
      communityPost: ["unverified", "verified", "discarded"].flatMap((status) =>
        [true, false, undefined].map((creditOnVerify) => ({ status, creditOnVerify, author: "ann", title: "t" })),
      ),
    };
    for (const [name, records] of Object.entries(samples)) {
      const way = EARNINGS[name as keyof typeof EARNINGS] as Earning<Record<string, unknown>>;
      for (const record of records) {
        const declared = Object.fromEntries(way.fields.map((field) => [field, record[field]]));
        expect({ name, record, worth: way.worth(declared) }).toEqual({ name, record, worth: way.worth(record) });
      }
    }
  });

  it("moves a vote's points as the contract's vote rule shows them to clients", () => {
    const values: VoteValue[] = [1, 0, -1];
    for (const from of values)
      for (const to of values)
        expect({ from, to, points: pointsMoved(EARNINGS.vote, { value: from }, { value: to }) }).toEqual({ from, to, points: voteEffects(from, to).points });
  });
});

describe("every way to earn points, through the writers", () => {
  it("leaves each member's total at what the table counts from their records", async () => {
    const article = (
      await ctx.runtime.deps.models.Article.create({ category: "World", title: "Points", content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    // Votes: a like, switched to a dislike, taken back, given again.
    for (const endpoint of [likeArticleEndpoint, dislikeArticleEndpoint, unlikeArticleEndpoint, likeArticleEndpoint])
      await json(await ctx.call(endpoint, { body: { postId: article }, token: tokens.ann }));
    // Opinions: one, a reply to it by another, a reply to one's own (earns nothing), then the first removed with its replies.
    const first = await json<{ _id: string }>(await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "First" }, token: tokens.ann }));
    await json(await ctx.call(addReplyEndpoint, { body: { postId: article, parentId: first._id, text: "Reply" }, token: tokens.ben }));
    await json(await ctx.call(addReplyEndpoint, { body: { postId: article, parentId: first._id, text: "Mine" }, token: tokens.ann }));
    const kept = await json<{ _id: string }>(await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "Kept" }, token: tokens.ben }));
    await json(await ctx.call(addReplyEndpoint, { body: { postId: article, parentId: kept._id, text: "Self" }, token: tokens.ben }));
    await expectTotalsRecounted();
    await json(await ctx.call(deleteOwnCommentEndpoint, { body: { commentId: first._id }, token: tokens.ann }));
    // Community posts: submitted (nothing yet), verified (+50), liked; one discarded.
    const submit = (title: string) =>
      ctx.call(createCommunityPostEndpoint, { body: { title, description: "Line.", communityId: MOTIVATIONAL }, token: tokens.cyd });
    const post = await json<{ _id: string }>(await submit("Keep going"));
    await expectTotalsRecounted();
    await json(await ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin }));
    await json(await ctx.call(likeCommunityPostEndpoint, { body: { postId: post._id }, token: tokens.ben }));
    await json(await ctx.call(discardPostEndpoint, { body: { id: (await json<{ _id: string }>(await submit("Gone soon")))._id }, token: admin }));
    // Posts stored under the earlier rule (credited when submitted): one verified (nothing more), one discarded (its +50 back).
    const { CommunityPost, User } = ctx.runtime.deps.models;
    const earlier = await CommunityPost.insertMany(
      ["Earlier one", "Earlier two"].map((title) => ({ communityId: MOTIVATIONAL, title, description: "D", author: "cyd", status: "unverified" })),
    );
    await User.updateOne({ username: "cyd" }, { $inc: { points: 2 * POINTS.communityPost } });
    await expectTotalsRecounted();
    await json(await ctx.call(verifyPostEndpoint, { body: { id: earlier[0]!._id.toString() }, token: admin }));
    await json(await ctx.call(discardPostEndpoint, { body: { id: earlier[1]!._id.toString() }, token: admin }));

    await expectTotalsRecounted();
    // And the totals are the ones the rules promise.
    expect(await stored("ann")).toBe(POINTS.vote);
    expect(await stored("ben")).toBe(POINTS.opinion + POINTS.vote);
    expect(await stored("cyd")).toBe(2 * POINTS.communityPost);
  });
});
