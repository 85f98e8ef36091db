import { POINTS, createCommunityPostEndpoint, setModerationSettingsEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { intentKinds } from "../../intent-kinds";
import { createTestContext, type TestContext } from "../../test-support/context";
import { countsThatDisagree } from "../../test-support/exact-counts";
import { ADMIN_ENV, COMMUNITY, castOf, decide, itemOf, json, newArticle, opinion, pointsOf, reportOpinion, type Cast } from "../../test-support/moderation";
import { COMMUNITY_INTENT } from "../communities/community-intent";
import { OPINIONS_INTENT } from "../opinions/counts";
import { opinionCountKeys } from "../opinions/visibility";
import { decisionKeys } from "./decisions";
import { QUEUE_INTENT, queueKey } from "./queue-intent";

let ctx: TestContext;
let cast: Cast;

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  cast = await castOf(ctx, ["quin", "rory", "sage", "tess"]);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
/** What the reconciler does with an intent cut short: each of its keys recounted, in order. */
const repair = async (keys: Array<{ kind: string; id: string }>) => {
  for (const key of keys) await intentKinds.kind(key.kind)!.recount(models(), key.id, new Date());
};

describe("a queue write cut short is repaired by its intent (queue-intent.ts)", () => {
  it("is a kind of the intent table", () => {
    expect(intentKinds.kind(QUEUE_INTENT.name)).toBe(QUEUE_INTENT);
    expect(queueKey({ targetType: "comment", targetId: "66a000000000000000000001" })).toMatchObject({
      kind: "moderationItem",
      id: "comment.66a000000000000000000001",
    });
  });

  it("killed after the reports were stored: the item sums them again and hides its piece, whose counts leave it out", async () => {
    const articleId = await newArticle(cast, "Cut short");
    const id = await opinion(cast, "quin", articleId, "Reported, then a crash");
    await reportOpinion(cast, "rory", id);
    // Two more reports stored, and nothing after them (as if the instance died there).
    for (const reporter of ["sage", "tess"]) {
      await models().Report.create({
        commentId: id,
        targetType: "comment",
        reporter,
        reporterId: cast.ids[reporter],
        reason: "spam",
        weight: 1,
        outcome: null,
      });
    }
    expect((await itemOf(cast, id))!.reports.count).toBe(1);
    await repair([queueKey({ targetType: "comment", targetId: id }), OPINIONS_INTENT.article.key(articleId)]);
    expect(await itemOf(cast, id)).toMatchObject({ hidden: true, reports: { count: 3, weight: 3, reasons: { other: 1, spam: 2 } } });
    expect((await models().Comment.findById(id).lean())!.hidden).toBe(true);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
  });

  it("killed after an approval was claimed: the reports take its outcome and the piece shows again, counted", async () => {
    const articleId = await newArticle(cast, "Approved, then a crash");
    const id = await opinion(cast, "quin", articleId, "Kept after all");
    for (const reporter of ["rory", "sage", "tess"]) await reportOpinion(cast, reporter, id);
    const item = (await itemOf(cast, id))!;
    expect(item.hidden).toBe(true);
    // The claim alone, as the decision writes it first.
    await models().ModerationQueue.updateOne(
      { _id: item._id },
      { $set: { status: "approved", hidden: false, decision: { by: "root", at: new Date(), reasonId: null, note: null } } },
    );
    await repair([queueKey({ targetType: "comment", targetId: id }), OPINIONS_INTENT.article.key(articleId)]);
    expect((await models().Comment.findById(id).lean())!.hidden).toBeUndefined();
    expect(await models().Report.countDocuments({ commentId: id, outcome: "rejected" })).toBe(3);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(1);
  });

  describe("a decision on a held piece killed after its claim (decisions.ts runs the publication inside the decision's intent)", () => {
    const holdWord = (words: Array<{ word: string; action: "hold" }>) =>
      cast.ctx.call(setModerationSettingsEndpoint, { body: { holdFirst: 0, words, communities: [] }, token: cast.admin });
    /** A held piece's item, claimed as the decision claims it first, and nothing after (the kill). */
    const claimOnly = async (targetId: string, status: "approved" | "rejected") => {
      await cast.ctx.runtime.deps.background.idle();
      const item = (await itemOf(cast, targetId))!;
      expect(item.cause).toBe("heldWord");
      await models().ModerationQueue.updateOne({ _id: item._id }, { $set: { status, decision: { by: "root", at: new Date(), reasonId: null, note: null } } });
      return item;
    };

    it("approved: the repair publishes the opinion once (counted, its author's points given), and deciding again stays alreadyDecided", async () => {
      await holdWord([{ word: "casino", action: "hold" }]);
      const articleId = await newArticle(cast, "Held, approved, then a crash");
      const points = await pointsOf(cast, "sage");
      const id = await opinion(cast, "sage", articleId, "The casino reopens");
      const doc = (await models().Comment.findById(id).lean())!;
      expect(doc.held).toBe(true);
      const item = await claimOnly(id, "approved");
      const keys = decisionKeys(item, { countKeys: opinionCountKeys(doc), held: true, author: "sage" });
      await repair(keys);
      expect((await models().Comment.findById(id).lean())!.held).toBeUndefined();
      expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(1);
      expect(await pointsOf(cast, "sage")).toBe(points + POINTS.opinion);
      // Exactly once: a second repair (two instances, or a retry) moves nothing more.
      await repair(keys);
      expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(1);
      expect(await pointsOf(cast, "sage")).toBe(points + POINTS.opinion);
      expect(await json(await decide(cast, [item._id], "approve"))).toEqual({ results: [{ itemId: item._id, outcome: "alreadyDecided" }] });
      expect(await countsThatDisagree(models())).toEqual([]);
      await holdWord([]);
    });

    it("rejected: the repair drops the held opinion, which gave nothing and takes nothing", async () => {
      await holdWord([{ word: "casino", action: "hold" }]);
      const articleId = await newArticle(cast, "Held, rejected, then a crash");
      const points = await pointsOf(cast, "sage");
      const id = await opinion(cast, "sage", articleId, "Casino bonus codes");
      const doc = (await models().Comment.findById(id).lean())!;
      const item = await claimOnly(id, "rejected");
      await repair(decisionKeys(item, { countKeys: opinionCountKeys(doc), held: true, author: "sage" }));
      expect(await models().Comment.exists({ _id: id })).toBeNull();
      expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
      expect(await pointsOf(cast, "sage")).toBe(points);
      expect(await countsThatDisagree(models())).toEqual([]);
      await holdWord([]);
    });

    it("approved post: the repair verifies it once (its community counts it, its author gets the post's points)", async () => {
      await holdWord([{ word: "casino", action: "hold" }]);
      const points = await pointsOf(cast, "tess");
      const postCount = (await models().Community.findById(COMMUNITY).lean())!.postCount;
      const created = await json<{ _id: string }>(
        await cast.ctx.call(createCommunityPostEndpoint, {
          body: { title: "Casino night", description: "D", communityId: COMMUNITY, selectedSubcategory: "" },
          token: cast.tokens.tess,
        }),
      );
      const item = await claimOnly(created._id, "approved");
      const keys = decisionKeys(item, { countKeys: [COMMUNITY_INTENT.key(COMMUNITY)], held: true, author: "tess" });
      await repair(keys);
      await repair(keys);
      expect(await models().CommunityPost.findById(created._id).lean()).toMatchObject({ status: "verified" });
      expect((await models().CommunityPost.findById(created._id).lean())!.held).toBeUndefined();
      expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(postCount + 1);
      expect(await pointsOf(cast, "tess")).toBe(points + POINTS.communityPost);
      expect(await countsThatDisagree(models())).toEqual([]);
      await holdWord([]);
    });
  });
});
