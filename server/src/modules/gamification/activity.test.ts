import {
  FIXED_COMMUNITIES,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  addCommunityReplyEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  recentEndpoint,
  type ActivityItem,
  type Leaderboard,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let ann: string;
let ben: string;
let article: string;
let post: string;
let pending: string;
const longTitle = `A long article title ${"that goes on ".repeat(10)}`;

const json = async <T>(response: Response): Promise<T> => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const step = () => Bun.sleep(3);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  ann = await createMember(ctx, "ann");
  ben = await createMember(ctx, "ben");
  const { Article, CommunityPost } = ctx.runtime.deps.models;
  article = (await Article.create({ category: "World", title: longTitle, content: "C", source: "S", publishedAt: new Date() }))._id.toString();
  const communityId = FIXED_COMMUNITIES[0]!.id;
  post = (await CommunityPost.create({ communityId, title: "A post", description: "D", author: "ben", status: "verified" }))._id.toString();
  pending = (await CommunityPost.create({ communityId, title: "Awaiting review", description: "D", author: "ann", status: "unverified" }))._id.toString();
  // ann does one of everything, in this order.
  const opinion = await json<{ _id: string }>(await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "Mine" }, token: ann }));
  await step();
  await json(await ctx.call(addReplyEndpoint, { body: { postId: article, parentId: opinion._id, text: "Reply" }, token: ann }));
  await step();
  const communityOpinion = await json<{ _id: string }>(
    await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: post, text: "On a post" }, token: ann }),
  );
  await step();
  await json(await ctx.call(addCommunityReplyEndpoint, { body: { postId: post, parentId: communityOpinion._id, text: "Reply there" }, token: ann }));
  await step();
  await json(await ctx.call(likeArticleEndpoint, { body: { postId: article }, token: ann }));
  await step();
  await json(await ctx.call(likeCommunityPostEndpoint, { body: { postId: post }, token: ann }));
  await step();
  // A like of an opinion is not an activity of the feed.
  await json(await ctx.call(likeCommentEndpoint, { body: { commentId: communityOpinion._id }, token: ben }));
  await step();
  await ctx.runtime.deps.models.CommunityPost.collection.updateOne({ title: "Awaiting review" }, { $set: { createdAt: new Date() } });
});
afterAll(() => ctx.close());

const kinds = (items: ActivityItem[]) => items.map((i) => [i.type, i.author, i.title]);

describe("recent activity", () => {
  it("lists every kind of a member's activity, newest first, with whole titles and the thread of replies", async () => {
    const items = await json<ActivityItem[]>(await ctx.call(recentEndpoint, { body: { number: 10 }, token: ann }));
    expect(kinds(items)).toEqual([
      ["post", "ann", "Awaiting review"],
      ["communityLike", "ann", "A post"],
      ["like", "ann", longTitle],
      ["communityReply", "ann", "A post"],
      ["communityComment", "ann", "A post"],
      ["reply", "ann", longTitle],
      ["comment", "ann", longTitle],
    ]);
    const reply = items.find((i) => i.type === "reply")!;
    expect(reply.threadId).toBe(items.find((i) => i.type === "comment")!.id.slice(2));
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("pages back in time with `before`", async () => {
    const first = await json<ActivityItem[]>(await ctx.call(recentEndpoint, { body: { number: 3 }, token: ann }));
    const rest = await json<ActivityItem[]>(await ctx.call(recentEndpoint, { body: { number: 10, before: first.at(-1)!.at }, token: ann }));
    expect([...first, ...rest].map((i) => i.type)).toEqual(["post", "communityLike", "like", "communityReply", "communityComment", "reply", "comment"]);
  });

  it("shows everyone's public activity on the home page: never a post awaiting review", async () => {
    const items = await json<ActivityItem[]>(await ctx.call(homeActivityEndpoint, { body: { number: 20 } }));
    expect(items.some((i) => i.postId === pending)).toBe(false);
    expect(items.map((i) => i.type)).toEqual(["communityLike", "like", "communityReply", "communityComment", "reply", "comment", "post"]);
  });

  it("is only the caller's own, and refuses bad paging", async () => {
    expect((await ctx.call(recentEndpoint, { body: { username: "ben" }, token: ann })).status).toBe(403);
    expect((await ctx.call(recentEndpoint, { body: {} })).status).toBe(401);
    expect((await ctx.call(homeActivityEndpoint, { body: { number: 500 } })).status).toBe(422);
    expect((await ctx.call(homeActivityEndpoint, { body: { before: "yesterday" } })).status).toBe(422);
  });
});

describe("leaderboard", () => {
  it("ranks members by points this week and of all time, equal points sharing a rank, with the caller's own place", async () => {
    const { User } = ctx.runtime.deps.models;
    // ann earned 2 × 20 + 2 × 5 this week (her two replies answer her own opinions: nothing); ben 5.
    const week = await json<Leaderboard>(await ctx.call(leaderboardEndpoint, { body: { period: "week" }, token: ben }));
    expect(week.entries.map((e) => [e.rank, e.username, e.points])).toEqual([
      [1, "ann", 50],
      [2, "ben", 5],
    ]);
    expect(week.me).toEqual({ rank: 2, username: "ben", points: 5 });
    await User.updateOne({ username: "ben" }, { $set: { points: 50 } });
    const cid = await createMember(ctx, "cid");
    const all = await json<Leaderboard>(await ctx.call(leaderboardEndpoint, { body: { period: "all" }, token: ann }));
    expect(all.entries.map((e) => [e.rank, e.username, e.points])).toEqual([
      [1, "ann", 50],
      [1, "ben", 50],
    ]);
    expect(all.me).toEqual({ rank: 1, username: "ann", points: 50 });
    const visitor = await json<Leaderboard>(await ctx.call(leaderboardEndpoint, { body: { period: "all" } }));
    expect(visitor.me).toBeNull();
    // A member without points is not listed, and comes after everyone who has some.
    const outside = await json<Leaderboard>(await ctx.call(leaderboardEndpoint, { body: { period: "all" }, token: cid }));
    expect(outside.me).toEqual({ rank: 3, username: "cid", points: 0 });
  });
});
