import {
  MODERATION_TEXTS,
  POINTS,
  addTopCommunityCommentEndpoint,
  appealEndpoint,
  auditLogEndpoint,
  decideEndpoint,
  noticesEndpoint,
  type QueueItem,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../../test-support/context";
import {
  ADMIN_ENV,
  COMMUNITY,
  castOf,
  chatMessage,
  decide,
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
import { createNotices } from "./notices";

let ctx: TestContext;
let cast: Cast;
const REPORTERS = ["rae", "sid", "tom"];

beforeAll(async () => {
  // Over the socket: concurrent decisions interleave at every step (docs/architecture.md).
  ctx = await createTestContext({ ...ADMIN_ENV, RATE_LIMITS: "relaxed" }, { engineOverSocket: true });
  cast = await castOf(ctx, ["amy", "bob", "uma", ...REPORTERS]);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
const notices = async (name: string) => (await json<{ notices: any[] }>(await ctx.call(noticesEndpoint, { token: cast.tokens[name] }))).notices;
const audit = async () =>
  (await json<{ entries: Array<{ action: string; targetId: string; admin: string }> }>(await ctx.call(auditLogEndpoint, { token: cast.admin }))).entries;
/** Reports by the three reporters: enough weight to hide it. */
const hideByReports = async (id: string, type: "comment" | "communityPost" | "chatMessage" = "comment") => {
  for (const name of REPORTERS) await (type === "comment" ? reportOpinion(cast, name, id, { reason: "abuse" }) : reportContent(cast, name, type, id));
  return (await itemOf(cast, id))!;
};
const results = async (res: Response) => (await json<{ results: Array<{ itemId: string; outcome: string }> }>(res)).results;
/** Every member's stored points equal what their records earn. */
const pointsAreExact = async () => {
  for (const name of ["amy", "bob", ...REPORTERS]) expect(await pointsOf(cast, name)).toBe(await countPoints(models(), name));
};

describe("rejecting", () => {
  it("removes the opinion with its replies through the removal path; the author may appeal, each reporter hears the outcome", async () => {
    const articleId = await newArticle(cast, "Rejected");
    const id = await opinion(cast, "amy", articleId, "You are all idiots");
    await opinion(cast, "bob", articleId, "Rude", id);
    const before = { amy: await pointsOf(cast, "amy"), bob: await pointsOf(cast, "bob") };
    const item = await hideByReports(id);
    expect(item.hidden).toBe(true);

    expect(await results(await decide(cast, [item._id], "reject", "abuse", "Second warning"))).toEqual([{ itemId: item._id, outcome: "decided" }]);
    expect(await models().Comment.countDocuments({ postId: articleId })).toBe(0);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
    expect(await pointsOf(cast, "amy")).toBe(before.amy - POINTS.opinion);
    expect(await pointsOf(cast, "bob")).toBe(before.bob - POINTS.opinion);
    await pointsAreExact();

    const decided = (await itemOf(cast, id, "rejected"))!;
    expect(decided).toMatchObject({ status: "rejected", decision: { by: "root", reasonId: "abuse", note: "Second warning" }, author: { username: "amy" } });
    expect(decided.author.removed).toBeGreaterThanOrEqual(1);
    expect(await models().Report.countDocuments({ commentId: id, outcome: "upheld" })).toBe(3);
    expect((await notices("amy"))[0]).toMatchObject({
      kind: "removed",
      outcome: "removed",
      reason: "Abuse",
      rule: expect.stringContaining("insults"),
      note: "Second warning",
      appealable: true,
      about: { targetType: "comment", targetId: id },
    });
    for (const name of REPORTERS) {
      expect((await notices(name))[0]).toMatchObject({ kind: "reportOutcome", outcome: "removed", reason: "Abuse", appealable: false, note: null });
    }
    expect((await audit()).find((e) => e.targetId === id)).toMatchObject({ action: "rejectItem", admin: "root" });
    const mail = (await ctx.outbox()).find((m) => m.includes("To: amy@example.com") && m.includes(MODERATION_TEXTS.noticeRemoved));
    expect(mail).toContain(MODERATION_TEXTS.appealHow);
  });

  it("needs one of the site's reasons; a second decision answers alreadyDecided; an unknown item notFound", async () => {
    const articleId = await newArticle(cast);
    const id = await opinion(cast, "amy", articleId, "Spam");
    await reportOpinion(cast, "rae", id);
    const item = (await itemOf(cast, id))!;
    expect((await decide(cast, [item._id], "reject")).status).toBe(422);
    expect((await decide(cast, [item._id], "reject", "no-such-reason")).status).toBe(422);
    expect((await itemOf(cast, id))!.status).toBe("pending");
    const missing = "66a0000000000000000000fe";
    expect(await results(await decide(cast, [item._id, missing], "reject", "spam"))).toEqual([
      { itemId: item._id, outcome: "decided" },
      { itemId: missing, outcome: "notFound" },
    ]);
    expect(await results(await decide(cast, [item._id], "approve"))).toEqual([{ itemId: item._id, outcome: "alreadyDecided" }]);
    expect((await decide(cast, [item._id], "approve")).status).toBe(200);
    const memberTry = await ctx.call(decideEndpoint, { body: { itemIds: [item._id], decision: "approve" }, token: cast.tokens.amy });
    expect(memberTry.status).toBe(403);
  });

  it("removes a verified community post with its opinions, taking back its points and its community's count", async () => {
    const postId = await post(cast, "amy", "Spammy post");
    const { CommunityPost, Community, Comment } = models();
    await json(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId, text: "On the post" }, token: cast.tokens.bob }));
    const count = (await Community.findById(COMMUNITY).lean())!.postCount;
    const before = { amy: await pointsOf(cast, "amy"), bob: await pointsOf(cast, "bob") };
    const item = await hideByReports(postId, "communityPost");
    expect((await Community.findById(COMMUNITY).lean())!.postCount).toBe(count - 1);
    await decide(cast, [item._id], "reject", "spam");
    expect(await CommunityPost.exists({ _id: postId })).toBeNull();
    expect(await Comment.countDocuments({ postId })).toBe(0);
    expect((await Community.findById(COMMUNITY).lean())!.postCount).toBe(count - 1);
    expect(await pointsOf(cast, "amy")).toBe(before.amy - POINTS.communityPost);
    expect(await pointsOf(cast, "bob")).toBe(before.bob - POINTS.opinion);
    await pointsAreExact();
  });

  it("deletes a chat message", async () => {
    const id = await chatMessage(cast, "amy", "Buy now");
    await reportContent(cast, "rae", "chatMessage", id);
    await decide(cast, [(await itemOf(cast, id))!._id], "reject", "spam");
    expect(await models().ChatMessage.exists({ _id: id })).toBeNull();
  });
});

describe("approving", () => {
  it("shows a hidden opinion again and counts it; the reports are rejected; its author is told nothing more", async () => {
    const articleId = await newArticle(cast, "Approved");
    const id = await opinion(cast, "amy", articleId, "A sharp but fair point");
    const item = await hideByReports(id);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
    const amyNotices = (await notices("amy")).length;
    await decide(cast, [item._id], "approve");
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(1);
    expect(await models().Comment.exists({ _id: id, hidden: { $ne: true } })).not.toBeNull();
    expect(await models().Report.countDocuments({ commentId: id, outcome: "rejected" })).toBe(3);
    expect(await notices("amy")).toHaveLength(amyNotices);
    expect((await notices("rae"))[0]).toMatchObject({ kind: "reportOutcome", outcome: "kept", reason: null });
    expect(await itemOf(cast, id, "approved")).toMatchObject({ hidden: false, status: "approved" });
    expect((await audit()).find((e) => e.targetId === id)).toMatchObject({ action: "approveItem" });
  });

  it("decides up to a hundred items in one call", async () => {
    const articleId = await newArticle(cast, "Bulk");
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await opinion(cast, i % 2 ? "amy" : "bob", articleId, `Bulk ${i}`));
    for (const id of ids) await reportOpinion(cast, "sid", id);
    const items = await Promise.all(ids.map(async (id) => (await itemOf(cast, id))!._id));
    const answer = await results(await decide(cast, items, "reject", "spam"));
    expect(answer.map((r) => r.outcome)).toEqual(items.map(() => "decided"));
    expect(await models().Comment.countDocuments({ postId: articleId })).toBe(0);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
    await pointsAreExact();
  });
});

describe("an approve and a reject at once", () => {
  it("exactly one wins, and counts and points follow the winner only (randomized interleavings)", async () => {
    const articleId = await newArticle(cast, "Race");
    for (let round = 0; round < 12; round++) {
      const id = await opinion(cast, "amy", articleId, `Contested ${round}`);
      if (round % 3 === 0) await opinion(cast, "bob", articleId, `Reply ${round}`, id);
      const item = await hideByReports(id);
      const calls = [() => decide(cast, [item._id], "approve"), () => decide(cast, [item._id], "reject", "spam")];
      if (Math.random() < 0.5) calls.reverse();
      const answers = await Promise.all(
        calls.map(async (call, i) => {
          if (i === 1 && Math.random() < 0.5) await Bun.sleep(Math.floor(Math.random() * 3));
          return (await results(await call()))[0]!.outcome;
        }),
      );
      expect(answers.filter((a) => a === "decided")).toHaveLength(1);
      expect(answers.filter((a) => a === "alreadyDecided")).toHaveLength(1);
      const decided = (await models().ModerationQueue.findById(item._id).lean())!;
      const kept = decided.status === "approved";
      const stored = await models().Comment.findById(id).lean();
      expect(stored === null).toBe(!kept);
      if (stored) expect(stored.hidden).toBeUndefined();
      expect(await models().Report.countDocuments({ commentId: id, outcome: kept ? "rejected" : "upheld" })).toBe(3);
      const article = (await models().Article.findById(articleId).lean())!;
      expect(article.totalComments).toBe(await models().Comment.countDocuments({ postId: articleId, hidden: { $ne: true } }));
    }
    await pointsAreExact();
  });
});

describe("trust follows decisions", () => {
  it("upheld reports raise a reporter's next weight, rejected ones halve it", async () => {
    const weightOfNext = async (name: string) => {
      const articleId = await newArticle(cast);
      const id = await opinion(cast, "amy", articleId, "Probe");
      await reportOpinion(cast, name, id);
      return (await models().Report.findOne({ commentId: id, reporter: name }).lean())!.weight;
    };
    const { Report } = models();
    const record = async (name: string) => ({
      upheld: await Report.countDocuments({ reporter: name, outcome: "upheld" }),
      rejected: await Report.countDocuments({ reporter: name, outcome: "rejected" }),
    });
    // uma reports nothing elsewhere in this file: her record is what this test makes it.
    expect(await weightOfNext("uma")).toBe(1);
    for (let i = 0; i < 3; i++) {
      const articleId = await newArticle(cast);
      const id = await opinion(cast, "amy", articleId, `Kept ${i}`);
      await reportOpinion(cast, "uma", id);
      await decide(cast, [(await itemOf(cast, id))!._id], "approve");
    }
    expect(await record("uma")).toEqual({ upheld: 0, rejected: 3 });
    expect(await weightOfNext("uma")).toBe(0.5);
    for (let i = 0; i < 4; i++) {
      const articleId = await newArticle(cast);
      const id = await opinion(cast, "amy", articleId, `Removed ${i}`);
      await reportOpinion(cast, "uma", id);
      await decide(cast, [(await itemOf(cast, id))!._id], "reject", "spam");
    }
    // Four upheld (more than rejected): 1 + 4 × 0.25, no longer halved.
    expect(await record("uma")).toEqual({ upheld: 4, rejected: 3 });
    expect(await weightOfNext("uma")).toBe(2);
  });
});

describe("appeals", () => {
  it("a removal is appealed once; the item comes back with the author's words; granting it tells them the decision is reversed", async () => {
    const articleId = await newArticle(cast, "Appealed");
    const id = await opinion(cast, "bob", articleId, "Satire, not abuse");
    const item = await hideByReports(id);
    await decide(cast, [item._id], "reject", "abuse");
    const removed = (await notices("bob")).find((n) => n.kind === "removed" && n.about?.targetId === id);
    const appeal = () => ctx.call(appealEndpoint, { body: { noticeId: removed._id, text: "It was satire" }, token: cast.tokens.bob });
    expect(await json(await appeal())).toMatchObject({ _id: removed._id, appealable: false, appealedAt: expect.any(String) });
    expect((await appeal()).status).toBe(409);
    expect((await ctx.call(appealEndpoint, { body: { noticeId: removed._id, text: "Me too" }, token: cast.tokens.amy })).status).toBe(404);

    const back = (await itemOf(cast, id)) as QueueItem;
    expect(back).toMatchObject({ _id: item._id, status: "pending", cause: "appeal", appeal: { text: "It was satire" }, decision: { reasonId: "abuse" } });
    await decide(cast, [back._id], "approve");
    expect((await notices("bob"))[0]).toMatchObject({ kind: "appealOutcome", outcome: "reversed", appealable: false, about: { targetId: id } });
    expect((await audit()).find((e) => e.targetId === id)).toMatchObject({ action: "grantAppeal" });
    // The reports keep the outcome of the decision they led to.
    expect(await models().Report.countDocuments({ commentId: id, outcome: "upheld" })).toBe(3);
    // Nothing is restored: the removal took its replies, counts and points exactly.
    expect(await models().Comment.exists({ _id: id })).toBeNull();
  });

  it("a sanction's notice, appealed, is an item of its own; refusing it tells the member it stands, until when", async () => {
    const until = new Date(Date.now() + 86_400_000);
    // As the sanctions issue theirs: through the notices service.
    const issued = await createNotices(ctx.runtime.deps).issue({
      userId: cast.ids.amy!,
      kind: "sanctioned",
      outcome: "restricted",
      reason: "Abuse",
      until,
      appealable: true,
    });
    await json(await ctx.call(appealEndpoint, { body: { noticeId: issued._id, text: "I apologise" }, token: cast.tokens.amy }));
    const item = (await itemOf(cast, issued._id))!;
    expect(item).toMatchObject({ targetType: "sanction", cause: "appeal", text: "Abuse", author: { username: "amy" }, appeal: { text: "I apologise" } });
    await decide(cast, [item._id], "reject", "abuse", "Stands");
    expect((await notices("amy"))[0]).toMatchObject({
      kind: "appealOutcome",
      outcome: "restricted",
      reason: "Abuse",
      note: "Stands",
      until: until.toISOString(),
    });
    expect((await audit()).find((e) => e.targetId === issued._id)).toMatchObject({ action: "refuseAppeal" });
  });
});
