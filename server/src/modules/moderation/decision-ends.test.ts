import { addTopCommunityCommentEndpoint, createCommunityPostEndpoint, opinionAddedEvent, setModerationSettingsEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Models } from "../../models";
import { createServices } from "../../service-table";
import { createTestContext, type TestContext } from "../../test-support/context";
import { doomedInstance, killedAt, reconcilerOf } from "../../test-support/crash";
import { countsThatDisagree } from "../../test-support/exact-counts";
import {
  ADMIN_ENV,
  COMMUNITY,
  castOf,
  chatMessage,
  itemOf,
  json,
  newArticle,
  opinion,
  pointsOf,
  post,
  reportContent,
  reportOpinion,
  type Cast,
} from "../../test-support/moderation";
import { countPoints } from "../gamification/points";
import { createAuditLog } from "./audit";
import { createDecisionFollowUps } from "./decision-follow-ups";
import { createNotices } from "./notices";

let ctx: TestContext;
let cast: Cast;
/** The opinions threads' live viewers heard added. */
const added: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  const live = ctx.runtime.deps.live;
  const toThread = live.toThread.bind(live);
  live.toThread = (postId, event, payload) => {
    if (event.name === opinionAddedEvent.name) added.push((payload as { opinion: { _id: string } }).opinion._id);
    toThread(postId, event, payload);
  };
  cast = await castOf(ctx, ["kira", "lev", "mona", "nash"]);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
const ROOT = { kind: "admin", adminId: "", username: "root" } as const;
/** The decisions' sweep every instance runs, by the app's services, taking every untold decision as late. */
const followUps = () => {
  const deps = ctx.runtime.deps;
  return createDecisionFollowUps(deps, createNotices(deps), createAuditLog(deps.models.Audit, deps.now), createServices(deps).moderation.ends, {
    lateMs: 0,
  });
};
/** What the decisions' sweep would finish of an item again (as a second instance, or a retry, would). */
const finishAgain = async (targetId: string) => {
  const item = await models().ModerationQueue.findOne({ targetId }).lean();
  await createServices(ctx.runtime.deps).moderation.ends.finish(item!);
};

/**
 * Another instance decides the item of `targetId` and dies at `path` (a call never answered, the
 * first after the step the test names): its decision claimed and nothing after that call.
 */
async function decideAndDie(targetId: string, decision: "approve" | "reject", path: Parameters<typeof killedAt>[1]) {
  await ctx.runtime.deps.background.idle();
  const item = (await itemOf(cast, targetId))!;
  const doomed = doomedInstance(ctx.runtime);
  const killed = killedAt(models(), path);
  const services = createServices({ ...ctx.runtime.deps, models: killed.models, intents: doomed.intents });
  void services.moderation.decisions.decide(ROOT, { itemIds: [item._id], decision, ...(decision === "reject" ? { reasonId: "spam" } : {}) });
  await killed.reached;
  await doomed.die();
  expect((await models().ModerationQueue.findById(item._id).lean())!.status).toBe(decision === "approve" ? "approved" : "rejected");
}

/** Every member's points as the points table counts them from the records. */
async function pointsAgree(names: string[]) {
  for (const name of names) expect(await pointsOf(cast, name)).toBe(await countPoints(models() as Models, name));
}

describe("a rejection killed between its deciding write and its removal (decision-ends.ts)", () => {
  it("an opinion: the sweep removes it and its reply by their removal path, once; points and counts follow the records", async () => {
    const articleId = await newArticle(cast, "Rejected, then a crash");
    const [kiraBefore, levBefore] = [await pointsOf(cast, "kira"), await pointsOf(cast, "lev")];
    const id = await opinion(cast, "kira", articleId, "Cheap watches, ask me");
    await opinion(cast, "lev", articleId, "No thanks", id);
    await reportOpinion(cast, "mona", id);
    expect(await pointsOf(cast, "kira")).toBeGreaterThan(kiraBefore);
    // Dies where its removal begins (the opinion's removal path reads it first).
    await decideAndDie(id, "reject", ["Comment", "findById"]);
    expect(await models().Comment.exists({ _id: id })).not.toBeNull();

    await reconcilerOf(ctx.runtime).sweep();
    // Two instances' sweeps at once: the thread goes once.
    expect(await Promise.all([followUps().sweep(), followUps().sweep()])).toEqual([1, 1]);
    expect(await models().Comment.countDocuments({ postId: articleId })).toBe(0);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
    expect([await pointsOf(cast, "kira"), await pointsOf(cast, "lev")]).toEqual([kiraBefore, levBefore]);
    await pointsAgree(["kira", "lev", "mona"]);
    expect(await countsThatDisagree(models())).toEqual([]);
    // The reporter was told, the author given a statement of reasons, each once.
    expect((await models().ModerationNotice.find({ "about.targetId": id }).lean()).map((n) => n.kind).sort()).toEqual(["removed", "reportOutcome"]);

    // Again: nothing is left to finish, and finishing again takes nothing twice.
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(id);
    expect([await pointsOf(cast, "kira"), await pointsOf(cast, "lev")]).toEqual([kiraBefore, levBefore]);
    expect(await countsThatDisagree(models())).toEqual([]);
  });

  it("a community post: the sweep removes it with its opinions, once; its community's count and its author's points follow", async () => {
    const before = { nash: await pointsOf(cast, "nash"), lev: await pointsOf(cast, "lev") };
    const postCount = (await models().Community.findById(COMMUNITY).lean())!.postCount;
    const id = await post(cast, "nash", "Win a cruise today");
    await json(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: id, text: "Looks like spam", author: "lev" }, token: cast.tokens.lev }));
    await json(await reportContent(cast, "mona", "communityPost", id));
    expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(postCount + 1);
    // Dies where the post's removal begins (it reads the post first).
    await decideAndDie(id, "reject", ["CommunityPost", "findById"]);
    expect(await models().CommunityPost.exists({ _id: id })).not.toBeNull();

    await reconcilerOf(ctx.runtime).sweep();
    expect(await followUps().sweep()).toBe(1);
    expect(await models().CommunityPost.exists({ _id: id })).toBeNull();
    expect(await models().Comment.countDocuments({ postId: id })).toBe(0);
    expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(postCount);
    expect({ nash: await pointsOf(cast, "nash"), lev: await pointsOf(cast, "lev") }).toEqual(before);
    await pointsAgree(["nash", "lev"]);
    expect(await countsThatDisagree(models())).toEqual([]);

    expect(await followUps().sweep()).toBe(0);
    await finishAgain(id);
    expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(postCount);
    expect({ nash: await pointsOf(cast, "nash"), lev: await pointsOf(cast, "lev") }).toEqual(before);
    expect(await countsThatDisagree(models())).toEqual([]);
  });

  it("a chat message: the sweep removes it, once", async () => {
    const id = await chatMessage(cast, "kira", "Cheap watches in my profile");
    await json(await reportContent(cast, "mona", "chatMessage", id));
    await decideAndDie(id, "reject", ["ChatMessage", "findOneAndDelete"]);
    expect(await models().ChatMessage.exists({ _id: id })).not.toBeNull();
    await reconcilerOf(ctx.runtime).sweep();
    expect(await followUps().sweep()).toBe(1);
    expect(await models().ChatMessage.exists({ _id: id })).toBeNull();
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(id);
    expect(await models().ModerationNotice.countDocuments({ "about.targetId": id, kind: "removed" })).toBe(1);
  });
});

describe("an approval of a held piece killed before it was told of (decision-ends.ts)", () => {
  const holdWord = (words: Array<{ word: string; action: "hold" }>) =>
    cast.ctx.call(setModerationSettingsEndpoint, { body: { holdFirst: 0, words, communities: [] }, token: cast.admin });
  const notificationsOf = async (filter: Record<string, unknown>) => {
    await ctx.runtime.deps.background.idle();
    await Bun.sleep(100);
    await ctx.runtime.deps.background.idle();
    return models().Notification.countDocuments(filter);
  };

  it("a held reply published by the repair: the sweep announces it once (opinion:added, its parent's author notified)", async () => {
    await holdWord([{ word: "lottery", action: "hold" }]);
    const articleId = await newArticle(cast, "Held, approved, then a crash");
    const parent = await opinion(cast, "kira", articleId, "What do you think?");
    const id = await opinion(cast, "lev", articleId, "The lottery results are in", parent);
    expect((await models().Comment.findById(id).lean())!.held).toBe(true);
    // Dies after its claim, where the publication reads the held reply.
    await decideAndDie(id, "approve", ["Comment", "findOne"]);
    // The repair publishes it (counted), telling nobody.
    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBeGreaterThanOrEqual(1);
    expect((await models().Comment.findById(id).lean())!.held).toBeUndefined();
    expect(added.filter((a) => a === id)).toHaveLength(0);
    expect(await notificationsOf({ commentId: id, kind: "opinionReply" })).toBe(0);

    expect(await followUps().sweep()).toBe(1);
    expect(added.filter((a) => a === id)).toHaveLength(1);
    expect(await notificationsOf({ commentId: id, kind: "opinionReply", recipient: "kira" })).toBe(1);
    expect(await countsThatDisagree(models())).toEqual([]);

    // Never twice: another sweep, or finishing it again, tells nothing more.
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(id);
    expect(added.filter((a) => a === id)).toHaveLength(1);
    expect(await notificationsOf({ commentId: id, kind: "opinionReply" })).toBe(1);
    await holdWord([]);
  });

  it("a held post verified by the decision, killed before its telling: the sweep notifies its author once", async () => {
    await holdWord([{ word: "lottery", action: "hold" }]);
    const points = await pointsOf(cast, "mona");
    const created = await json<{ _id: string }>(
      await cast.ctx.call(createCommunityPostEndpoint, {
        body: { title: "Lottery club", description: "D", communityId: COMMUNITY, selectedSubcategory: "" },
        token: cast.tokens.mona,
      }),
    );
    // Dies where the decision claims the telling (after its intent verified the post).
    await decideAndDie(created._id, "approve", ["ModerationQueue", "updateOne"]);
    expect(await models().CommunityPost.findById(created._id).lean()).toMatchObject({ status: "verified" });
    expect(await notificationsOf({ postId: created._id, kind: "postVerified" })).toBe(0);

    expect(await followUps().sweep()).toBe(1);
    expect(await notificationsOf({ postId: created._id, kind: "postVerified", recipient: "mona" })).toBe(1);
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(created._id);
    expect(await notificationsOf({ postId: created._id, kind: "postVerified" })).toBe(1);
    expect(await pointsOf(cast, "mona")).toBeGreaterThan(points);
    expect(await countsThatDisagree(models())).toEqual([]);
    await holdWord([]);
  });

  it("a held post killed between taking its hold off and verifying it: the sweep verifies it once and notifies its author once", async () => {
    await holdWord([{ word: "lottery", action: "hold" }]);
    const points = await pointsOf(cast, "nash");
    const postCount = (await models().Community.findById(COMMUNITY).lean())!.postCount;
    const created = await json<{ _id: string }>(
      await cast.ctx.call(createCommunityPostEndpoint, {
        body: { title: "Lottery night", description: "D", communityId: COMMUNITY, selectedSubcategory: "" },
        token: cast.tokens.nash,
      }),
    );
    // Dies where the verification reads the post (its hold taken off): awaiting review, held no more.
    await decideAndDie(created._id, "approve", ["CommunityPost", "findOne"]);
    expect(await models().CommunityPost.findById(created._id).lean()).toMatchObject({ status: "unverified" });
    await Bun.sleep(1_100);
    await reconcilerOf(ctx.runtime).sweep();

    expect(await followUps().sweep()).toBe(1);
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(created._id);
    expect(await models().CommunityPost.findById(created._id).lean()).toMatchObject({ status: "verified" });
    expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(postCount + 1);
    expect(await notificationsOf({ postId: created._id, kind: "postVerified", recipient: "nash" })).toBe(1);
    expect(await pointsOf(cast, "nash")).toBeGreaterThan(points);
    await pointsAgree(["nash"]);
    expect(await countsThatDisagree(models())).toEqual([]);
    await holdWord([]);
  });

  it("a decision that lands tells of its held opinion itself, once, and the sweep tells nothing more", async () => {
    await holdWord([{ word: "lottery", action: "hold" }]);
    const articleId = await newArticle(cast, "Held, approved whole");
    const id = await opinion(cast, "nash", articleId, "Lottery tips");
    await ctx.runtime.deps.background.idle();
    const item = (await itemOf(cast, id))!;
    await createServices(ctx.runtime.deps).moderation.decisions.decide(ROOT, { itemIds: [item._id], decision: "approve" });
    expect(added.filter((a) => a === id)).toHaveLength(1);
    expect((await models().ModerationQueue.findById(item._id).lean())!.decision).toMatchObject({ announced: true, told: true });
    expect(await followUps().sweep()).toBe(0);
    await finishAgain(id);
    expect(added.filter((a) => a === id)).toHaveLength(1);
    await holdWord([]);
  });
});
