import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { intentKinds } from "../../intent-kinds";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ADMIN_ENV, castOf, itemOf, newArticle, opinion, reportOpinion, type Cast } from "../../test-support/moderation";
import { OPINIONS_INTENT } from "../opinions/counts";
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
});
