import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { FIXED_COMMUNITIES, POINTS, addTopCommentEndpoint, likeArticleEndpoint } from "@pnyx/contract";
import { Types } from "mongoose";
import { COMMUNITY_INTENT } from "./modules/communities/community-intent";
import { MEMBER_INTENT } from "./modules/gamification/member-intent";
import { recountStats } from "./modules/gamification/stats";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./modules/opinions/counts";
import { VOTES_INTENT } from "./modules/votes/counts";
import { DONE_MARKS_WITHIN_MS, storedKey } from "./platform/intents";
import { createMember, createTestContext, type TestContext } from "./test-support/context";
import { DEAD_INSTANCE, cutShort as cutShortOf, reconcilerOf } from "./test-support/crash";

// A kill between a write's records and its effects, simulated: the intent and the records are stored
// as the write would store them, under an instance that is dead (no heartbeat), and the effects never
// run. The reconciler must bring every counter, point total, weekly total, figure and subscriber count
// to what the records say.

let ctx: TestContext;
const COMMUNITY = FIXED_COMMUNITIES[3].id;

beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx, "ann");
  await createMember(ctx, "bob");
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
const reconciler = () => reconcilerOf(ctx.runtime);
const anArticle = async () =>
  (await models().Article.create({ category: "World", title: "A story", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
const points = async (username: string) => (await models().User.findOne({ username }, { points: 1 }).lean())!.points;
const weekly = async (username: string) => (await models().WeeklyPoints.find({ username }).lean()).reduce((sum, w) => sum + w.points, 0);
/** An unfinished intent of a dead instance (or of `instance`), as a killed write leaves it. */
const cutShort = (keys: Parameters<typeof cutShortOf>[1], instance?: string) => cutShortOf(models(), keys, instance);
/** A write of this instance on `keys` held between its intent and its end, finished (or failed) when told. */
async function held(keys: Parameters<typeof cutShortOf>[1]) {
  const [started, release] = [Promise.withResolvers<void>(), Promise.withResolvers<void>()];
  const write = ctx.runtime.deps.intents.around(keys, async () => {
    started.resolve();
    await release.promise;
  });
  write.catch(() => {});
  await started.promise;
  return {
    finish: async () => {
      release.resolve();
      await write;
    },
    fail: async () => {
      release.reject(new Error("the database went away"));
      await expect(write).rejects.toThrow("the database went away");
    },
  };
}

describe("writes cut short by a crash", () => {
  it("a like stored without its effects: the article's count, the voter's points and week are repaired", async () => {
    const article = await anArticle();
    const [pointsBefore, weekBefore] = [await points("ann"), await weekly("ann")];
    await cutShort([VOTES_INTENT.article.key(article), MEMBER_INTENT.key("ann")]);
    await models().Vote.collection.insertOne({ user: "ann", targetType: "article", targetId: article, value: 1, createdAt: new Date(), updatedAt: new Date() });

    const dropped: string[] = [];
    expect(await reconcilerOf(ctx.runtime, { repaired: (tags) => dropped.push(...tags) }).sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!.upvotes).toBe(1);
    // The answers that showed the old count are dropped (on every instance, through the cache relay).
    expect(dropped).toEqual(expect.arrayContaining([`article:${article}`, "feeds"]));
    expect(await points("ann")).toBe(pointsBefore + POINTS.vote);
    expect(await weekly("ann")).toBe(weekBefore + POINTS.vote);
    expect(await models().WriteIntent.countDocuments({ doneAt: null })).toBe(0);
    // Nothing left to repair: a second pass changes nothing.
    expect(await reconciler().sweep()).toBe(0);
    expect(await points("ann")).toBe(pointsBefore + POINTS.vote);
  });

  it("a reply stored without its effects: the article's and parent's counts, the author's points, figures and day are repaired", async () => {
    const article = await anArticle();
    const top = await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "First" }, token: await createMember(ctx, "cyd") });
    const parent = ((await top.json()) as { _id: string })._id;
    const [pointsBefore, weekBefore] = [await points("bob"), await weekly("bob")];
    await cutShort([OPINIONS_INTENT.article.key(article), REPLIES_INTENT.key(parent), MEMBER_INTENT.key("bob")]);
    await models().Comment.collection.insertOne({
      postId: article,
      postKind: "article",
      parentId: parent,
      author: "bob",
      text: "A reply the kill cut short",
      image: null,
      upvotes: 0,
      downvotes: 0,
      replyCount: 0,
      selfReply: false,
      createdAt: new Date(),
    });

    // cyd's opinion finished a moment ago on the same article: a recount waits until it is a second old.
    expect(await reconciler().sweep()).toBe(0);
    await Bun.sleep(1_100);
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!.totalComments).toBe(2);
    expect((await models().Comment.findById(parent).lean())!.replyCount).toBe(1);
    expect(await points("bob")).toBe(pointsBefore + POINTS.opinion);
    expect(await weekly("bob")).toBe(weekBefore + POINTS.opinion);
    const { _id, ...figures } = await recountStats(models(), "bob");
    expect(await models().MemberStats.findById("bob").lean()).toMatchObject(figures);
  });

  it("an opinion removed without its take-backs: the article's count and the author's points are repaired", async () => {
    const article = await anArticle();
    const token = await createMember(ctx, "eve");
    const written = (await (await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "Soon gone" }, token })).json()) as { _id: string };
    await Bun.sleep(1_100);
    const [pointsBefore, weekBefore] = [await points("eve"), await weekly("eve")];
    await cutShort([OPINIONS_INTENT.article.key(article), MEMBER_INTENT.key("eve")]);
    await models().Comment.deleteOne({ _id: written._id });
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!.totalComments).toBe(0);
    expect(await points("eve")).toBe(pointsBefore - POINTS.opinion);
    expect(await weekly("eve")).toBe(weekBefore - POINTS.opinion);
  });

  it("a write an earlier version cut short (its key named the whole article) is repaired by the kinds that hold it now", async () => {
    const article = await anArticle();
    await models().WriteIntent.collection.insertOne({
      _id: new Types.ObjectId().toString() as never,
      instance: DEAD_INSTANCE,
      keys: [`article:${article}`],
      createdAt: new Date(),
      doneAt: null,
      claimedBy: null,
      claimedAt: null,
    });
    await models().Vote.collection.insertOne({ user: "bob", targetType: "article", targetId: article, value: 1, createdAt: new Date(), updatedAt: new Date() });
    await models().Comment.collection.insertOne({
      postId: article,
      postKind: "article",
      parentId: null,
      author: "bob",
      text: "Old",
      createdAt: new Date(),
    } as never);
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!).toMatchObject({ upvotes: 1, totalComments: 1 });
  });

  it("a join stored without its count: the community's subscribers are recounted", async () => {
    const before = (await models().Community.findById(COMMUNITY).lean())!.subscriberCount;
    await cutShort([COMMUNITY_INTENT.key(COMMUNITY)]);
    await models().User.updateOne({ username: "ann" }, { $addToSet: { joinedCommunities: COMMUNITY } });
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Community.findById(COMMUNITY).lean())!.subscriberCount).toBe(before + 1);
  });

  it("waits while another write on the same keys is under way or just finished, then repairs", async () => {
    const article = await anArticle();
    await cutShort([VOTES_INTENT.article.key(article)]);
    await models().Vote.collection.insertOne({
      user: "bob",
      targetType: "article",
      targetId: article,
      value: -1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // A live write of this instance on the same article, between its records and its effects.
    const live = await held([VOTES_INTENT.article.key(article)]);
    expect(await reconciler().sweep()).toBe(0);
    await live.finish();
    // Finished a moment ago: a recount could still race it.
    await Bun.sleep(50);
    expect(await reconciler().sweep()).toBe(0);
    await Bun.sleep(1_100);
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!.downvotes).toBe(1);
  });

  it("leaves the unfinished writes of a live instance alone, and repairs this instance's failed ones", async () => {
    const article = await anArticle();
    const alive = new Types.ObjectId().toString();
    await models().Instance.create({ _id: alive, heartbeatAt: new Date() });
    await cutShort([VOTES_INTENT.article.key(article)], alive);
    expect(await reconciler().sweep()).toBe(0);
    // Unless that instance found it failed midway: then anyone repairs it (two instances' failed
    // writes on one article never wait for each other).
    await models().WriteIntent.updateMany({ instance: alive }, { $set: { abandoned: true } });
    expect(await reconciler().sweep()).toBe(1);

    // This instance's own write that failed after it began (the database went away): repaired.
    const failed = await held([VOTES_INTENT.article.key(article)]);
    await models().Vote.collection.insertOne({ user: "ann", targetType: "article", targetId: article, value: 1, createdAt: new Date(), updatedAt: new Date() });
    expect(await reconciler().sweep()).toBe(0);
    await failed.fail();
    expect(await reconciler().sweep()).toBe(1);
    expect((await models().Article.findById(article).lean())!.upvotes).toBe(1);
  });

  it("costs a write nothing visible: a like through the endpoint finishes its intent", async () => {
    const article = await anArticle();
    const token = await createMember(ctx, "dee");
    const res = await ctx.call(likeArticleEndpoint, { body: { postId: article }, token });
    expect(res.status).toBe(200);
    // Its done mark rides with the next write's intent, or goes on its own DONE_MARKS_WITHIN_MS later.
    await Bun.sleep(DONE_MARKS_WITHIN_MS + 50);
    const key = storedKey(VOTES_INTENT.article.key(article));
    expect(await models().WriteIntent.countDocuments({ keys: key, doneAt: null })).toBe(0);
    expect(await models().WriteIntent.countDocuments({ keys: key })).toBe(1);
  });
});
