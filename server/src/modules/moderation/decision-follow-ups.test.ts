import { MODERATION_TEXTS } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createServices } from "../../service-table";
import { createTestContext, type TestContext } from "../../test-support/context";
import { doomedInstance, killedAt, reconcilerOf } from "../../test-support/crash";
import { ADMIN_ENV, castOf, decide, itemOf, json, newArticle, opinion, reportOpinion, type Cast } from "../../test-support/moderation";
import { createAuditLog } from "./audit";
import { createDecisionFollowUps } from "./decision-follow-ups";
import { createNotices } from "./notices";

let ctx: TestContext;
let cast: Cast;

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  cast = await castOf(ctx, ["ulla", "vern", "wade"]);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
/** The sweep every instance runs, taking every untold decision as late (finishing them by the app's services). */
const followUps = () => {
  const deps = ctx.runtime.deps;
  const { ends } = createServices(deps).moderation;
  return createDecisionFollowUps(deps, createNotices(deps), createAuditLog(deps.models.Audit, deps.now), ends, { lateMs: 0 });
};
/** What the decision on `targetId` sent: its audit lines, notices by member, and moderation mails by address. */
async function sent(targetId: string) {
  const audit = await models().Audit.countDocuments({ targetId });
  const notices = await models().ModerationNotice.find({ "about.targetId": targetId }).lean();
  const by = (name: string) => notices.filter((n) => n.userId.toString() === cast.ids[name]).map((n) => n.kind);
  const mails = (await ctx.outbox()).filter((m) => m.includes(MODERATION_TEXTS.mailSubject));
  const mailsTo = (name: string) => mails.filter((m) => m.includes(`To: ${name}@example.com`)).length;
  return {
    audit,
    notices: { ulla: by("ulla"), vern: by("vern"), wade: by("wade") },
    mails: { ulla: mailsTo("ulla"), vern: mailsTo("vern"), wade: mailsTo("wade") },
  };
}

describe("a decision's follow-ups are sent once, even when its process dies (decision-follow-ups.ts)", () => {
  it("killed right after its claim: the repair and the sweep send its audit line, the author's statement and each reporter's outcome, once", async () => {
    const articleId = await newArticle(cast, "Claimed, then a crash");
    const id = await opinion(cast, "ulla", articleId, "Buy cheap watches here");
    await reportOpinion(cast, "vern", id);
    await reportOpinion(cast, "wade", id);
    const item = (await itemOf(cast, id))!;
    const before = await sent(id);
    // Another instance decides, and dies where its decision settles the reports (right after its claim).
    const doomed = doomedInstance(ctx.runtime);
    const killed = killedAt(models(), ["Report", "updateMany"]);
    const services = createServices({ ...ctx.runtime.deps, models: killed.models, intents: doomed.intents });
    void services.moderation.decisions.decide({ kind: "admin", username: "root" } as never, {
      itemIds: [item._id],
      decision: "reject",
      reasonId: "spam",
      note: "Watches again",
    });
    await killed.reached;
    await doomed.die();
    expect((await models().ModerationQueue.findById(item._id).lean())!.status).toBe("rejected");
    expect(await sent(id)).toEqual(before);

    await reconcilerOf(ctx.runtime).sweep();
    expect(await followUps().sweep()).toBe(1);
    const after = await sent(id);
    expect(after.audit).toBe(before.audit + 1);
    expect(after.notices).toEqual({ ulla: ["removed"], vern: ["reportOutcome"], wade: ["reportOutcome"] });
    // The statement of reasons names the reason and the note the moderator gave.
    expect(await models().ModerationNotice.findOne({ "about.targetId": id, kind: "removed" }).lean()).toMatchObject({ reason: "Spam", note: "Watches again" });
    expect(after.mails).toEqual({ ulla: before.mails.ulla + 1, vern: before.mails.vern + 1, wade: before.mails.wade + 1 });
    expect(await models().Report.countDocuments({ commentId: id, outcome: "upheld" })).toBe(2);

    // A second sweep finds nothing untold; sending the decision's follow-ups again writes nothing twice.
    expect(await followUps().sweep()).toBe(0);
    const untold = await models().ModerationQueue.findById(item._id).lean();
    await followUps().send({ ...untold!, decision: { ...untold!.decision!, told: false } });
    expect(await sent(id)).toEqual(after);
  });

  it("a decision that lands sends them itself, and the sweep finds nothing to send", async () => {
    const articleId = await newArticle(cast, "Decided whole");
    const id = await opinion(cast, "ulla", articleId, "Another pitch for watches");
    await reportOpinion(cast, "vern", id);
    const item = (await itemOf(cast, id))!;
    await json(await decide(cast, [item._id], "reject", "spam"));
    const after = await sent(id);
    expect(after.notices).toEqual({ ulla: ["removed"], vern: ["reportOutcome"], wade: [] });
    expect((await models().ModerationQueue.findById(item._id).lean())!.decision).toMatchObject({ told: true, action: "rejectItem" });
    expect(await followUps().sweep()).toBe(0);
    expect(await sent(id)).toEqual(after);
  });
});
