import {
  FIXED_COMMUNITIES,
  MODERATION_TEXTS,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  appealEndpoint,
  auditLogEndpoint,
  chatClientEvents,
  createCommunityPostEndpoint,
  decideEndpoint,
  decisionReasonsEndpoint,
  editCommentEndpoint,
  getCommentsEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  liftSanctionEndpoint,
  memberStandingEndpoint,
  moderationQueueEndpoint,
  noticesEndpoint,
  reportCommentEndpoint,
  sanctionEndpoint,
  setDecisionReasonsEndpoint,
  verifyPostEndpoint,
  type QueueItem,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../../server";
import { createMember, createTestContext, type TestContext } from "../../../test-support/context";
import { ask, openSocket } from "../../../test-support/sockets";

let ctx: TestContext;
let server: RunningServer;
let admin: string;
let articleId: string;
const tokens: Record<string, string> = {};
const sockets: Socket[] = [];
const [HERE, ELSEWHERE] = [FIXED_COMMUNITIES[4].id, FIXED_COMMUNITIES[5].id];
/** A verified post in each of the two communities. */
const posts: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1", RATE_LIMITS: "relaxed" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["sam", "tia", "uma", "vic", "wes"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
  articleId = (
    await ctx.runtime.deps.models.Article.create({ category: "World", title: "Harbour strike", content: "C", source: "S", publishedAt: new Date() })
  )._id.toString();
  for (const communityId of [HERE, ELSEWHERE]) {
    const post = await json(await postIn("tia", communityId));
    await ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin });
    posts[communityId] = post._id;
  }
}, 30_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  await ctx.close();
});

const json = async <T = any>(res: Response) => (await res.json()) as T;
const sanction = (body: Record<string, unknown>) => ctx.call(sanctionEndpoint, { body: { reasonId: "spam", ...body }, token: admin });
const opine = (name: string, text = "A view") => ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text }, token: tokens[name] });
const postIn = (name: string, communityId: string) =>
  ctx.call(createCommunityPostEndpoint, {
    body: {
      title: "A post",
      description: "D",
      communityId,
      selectedSubcategory: communityId === HERE ? "Physics" : communityId === ELSEWHERE ? "Fitness" : "",
    },
    token: tokens[name],
  });
/** A refusal for a sanction: 403 `sanctioned` with this text. */
const refusedWith = async (res: Response, message: string) => {
  expect(res.status).toBe(403);
  expect(await json(res)).toEqual({ code: "sanctioned", message });
};
const filled = (text: string, fill: { until?: string; reason: string }) =>
  text.replace("{reason}", fill.reason).replace("{until}", fill.until ? new Date(fill.until).toUTCString() : "");

describe("suspending a member", () => {
  it("is stored, told to the member (a notice they can appeal, mailed), audited, and refuses each of their writes at once", async () => {
    const before = await opine("sam", "Written before");
    expect(before.status).toBe(200);
    const own = (await json(before))._id as string;

    const res = await sanction({ username: "SAM", kind: "suspend", hours: 24, note: "Three adverts in an hour." });
    expect(res.status).toBe(200);
    const made = await json(res);
    expect(made).toMatchObject({ username: "sam", kind: "suspend", communityId: null, reasonId: "spam", reason: "Spam", note: "Three adverts in an hour." });
    expect(made).not.toHaveProperty("removal");
    expect(Date.parse(made.until) - Date.parse(made.at)).toBe(24 * 3_600_000);

    const { notices } = await json(await ctx.call(noticesEndpoint, { token: tokens.sam }));
    expect(notices[0]).toMatchObject({ kind: "sanctioned", outcome: "restricted", reason: "Spam", until: made.until, appealable: true, about: null });
    const mail = (await ctx.outbox()).reverse().find((m) => m.includes("To: sam@example.com"))!;
    expect(mail.replace(/=\r?\n/g, "")).toContain(MODERATION_TEXTS.mailSubject);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries[0]).toMatchObject({ admin: "root", action: "sanctionMember", targetType: "member", targetId: "sam" });
    expect(log.entries[0].summary).toContain("Suspended for 24 h sam: Spam");

    const message = filled(MODERATION_TEXTS.suspendedUntil, { until: made.until, reason: "Spam" });
    await refusedWith(await opine("sam"), message);
    await refusedWith(await ctx.call(addReplyEndpoint, { body: { postId: articleId, parentId: own, text: "r" }, token: tokens.sam }), message);
    await refusedWith(await ctx.call(editCommentEndpoint, { body: { commentId: own, text: "changed" }, token: tokens.sam }), message);
    await refusedWith(await ctx.call(likeArticleEndpoint, { body: { postId: articleId }, token: tokens.sam }), message);
    await refusedWith(await ctx.call(likeCommentEndpoint, { body: { commentId: own }, token: tokens.sam }), message);
    await refusedWith(await postIn("sam", ELSEWHERE), message);
    await refusedWith(await ctx.call(joinCommunityEndpoint, { body: { communityId: HERE }, token: tokens.sam }), message);
    // Reading, and leaving, are not writing.
    expect((await ctx.call(getCommentsEndpoint, { body: { postId: articleId }, token: tokens.sam })).status).toBe(200);
    expect((await ctx.call(leaveCommunityEndpoint, { body: { communityId: HERE }, token: tokens.sam })).status).toBe(200);
    // Nothing was written by the refused calls.
    expect(await ctx.runtime.deps.models.Comment.countDocuments({ author: "sam" })).toBe(1);
    // Others write as before.
    expect((await opine("tia")).status).toBe(200);
  });

  it("is lifted at once, on the member's next write; a member's standing and history show it", async () => {
    const made = await json(await sanction({ username: "uma", kind: "suspend", hours: 2 }));
    await refusedWith(await opine("uma"), filled(MODERATION_TEXTS.suspendedUntil, { until: made.until, reason: "Spam" }));
    const standing = await json(await ctx.call(memberStandingEndpoint, { body: { username: "uma" }, token: admin }));
    expect(standing.standing).toMatchObject({ username: "uma", points: 0, sanction: { _id: made._id, kind: "suspend" } });
    expect(standing.sanctions.map((s: { _id: string }) => s._id)).toEqual([made._id]);

    const lifted = await json(await ctx.call(liftSanctionEndpoint, { body: { sanctionId: made._id }, token: admin }));
    expect(lifted.liftedAt).not.toBeNull();
    expect((await opine("uma")).status).toBe(200);
    // Lifting again answers the same; the history keeps it, the standing shows none in force.
    expect(await json(await ctx.call(liftSanctionEndpoint, { body: { sanctionId: made._id }, token: admin }))).toEqual(lifted);
    const after = await json(await ctx.call(memberStandingEndpoint, { body: { username: "uma" }, token: admin }));
    expect(after.standing.sanction).toBeNull();
    expect(after.sanctions).toEqual([lifted]);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { action: string }) => e.action === "liftSanction")).toHaveLength(1);
  });

  it("ends by itself when its time is up", async () => {
    const made = await json(await sanction({ username: "vic", kind: "suspend", hours: 1 }));
    await refusedWith(await opine("vic"), filled(MODERATION_TEXTS.suspendedUntil, { until: made.until, reason: "Spam" }));
    const realNow = ctx.runtime.deps.now;
    try {
      ctx.runtime.deps.now = () => new Date(Date.parse(made.until) - 1000);
      expect((await opine("vic")).status).toBe(403);
      ctx.runtime.deps.now = () => new Date(Date.parse(made.until) + 1000);
      // Nothing lifted it and nothing was forgotten: the kept sanction's end is compared with the time now.
      expect((await opine("vic")).status).toBe(200);
      const after = await json(await ctx.call(memberStandingEndpoint, { body: { username: "vic" }, token: admin }));
      expect(after.standing.sanction).toBeNull();
      expect(after.sanctions[0].liftedAt).toBeNull();
    } finally {
      ctx.runtime.deps.now = realNow;
    }
  });

  it("is for administrators, of members that exist, for one of the site's reasons", async () => {
    expect((await ctx.call(sanctionEndpoint, { body: { username: "wes", kind: "ban", reasonId: "spam" }, token: tokens.tia })).status).toBe(403);
    expect((await ctx.call(sanctionEndpoint, { body: { username: "wes", kind: "ban", reasonId: "spam" } })).status).toBe(401);
    expect((await sanction({ username: "nobody-here", kind: "ban" })).status).toBe(404);
    expect(await json(await sanction({ username: "wes", kind: "ban", reasonId: "made-up" }))).toMatchObject({ code: "invalid_input" });
    expect((await sanction({ username: "wes", kind: "suspend" })).status).toBe(422);
    expect((await sanction({ username: "wes", kind: "ban", communityId: "66a0000000000000000000ff" })).status).toBe(404);
    expect((await ctx.call(liftSanctionEndpoint, { body: { sanctionId: "66a0000000000000000000ff" }, token: admin })).status).toBe(404);
    expect((await ctx.call(memberStandingEndpoint, { body: { username: "nobody-here" }, token: admin })).status).toBe(404);
    // None of these sanctioned anyone.
    expect((await opine("wes")).status).toBe(200);
  });
});

describe("a ban from one community", () => {
  it("refuses writes in that community only: its posts, their opinions, votes on them, joining it and its chat room", async () => {
    const made = await json(await sanction({ username: "wes", kind: "ban", communityId: HERE, reasonId: "abuse" }));
    expect(made).toMatchObject({ kind: "ban", until: null, communityId: HERE, reason: "Abuse" });
    const message = filled(MODERATION_TEXTS.bannedFromCommunity, { reason: "Abuse" });
    await refusedWith(await postIn("wes", HERE), message);
    await refusedWith(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: posts[HERE], text: "t" }, token: tokens.wes }), message);
    await refusedWith(await ctx.call(likeCommunityPostEndpoint, { body: { postId: posts[HERE] }, token: tokens.wes }), message);
    await refusedWith(await ctx.call(joinCommunityEndpoint, { body: { communityId: HERE }, token: tokens.wes }), message);

    // Elsewhere, all as before.
    expect((await postIn("wes", ELSEWHERE)).status).toBe(200);
    const there = await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: posts[ELSEWHERE], text: "t" }, token: tokens.wes });
    expect(there.status).toBe(200);
    expect((await ctx.call(likeCommentEndpoint, { body: { commentId: (await json(there))._id }, token: tokens.wes })).status).toBe(200);
    expect((await ctx.call(likeCommunityPostEndpoint, { body: { postId: posts[ELSEWHERE] }, token: tokens.wes })).status).toBe(200);
    expect((await ctx.call(joinCommunityEndpoint, { body: { communityId: ELSEWHERE }, token: tokens.wes })).status).toBe(200);
    expect((await opine("wes")).status).toBe(200);

    const socket = await openSocket(sockets, server.url, tokens.wes);
    for (const topicId of [HERE, ELSEWHERE]) await ask(socket, chatClientEvents.joinRoom.name, { topicId, userData: null });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: HERE, message: "hi" })).toEqual({ ok: false, error: { code: "sanctioned", message } });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: ELSEWHERE, message: "hi" })).toMatchObject({ ok: true });
    const poll = { question: "Which?", options: ["A", "B"], allowMultiple: false, duration: 24 };
    expect(await ask(socket, chatClientEvents.poll.name, { topicId: HERE, pollData: poll })).toMatchObject({ ok: false, error: { code: "sanctioned" } });
    const made2 = await ask(socket, chatClientEvents.poll.name, { topicId: ELSEWHERE, pollData: poll });
    expect(made2).toMatchObject({ ok: true });
  });
});

describe("a member's open socket", () => {
  it("can no longer send once they are banned: connected before, sending after is refused", async () => {
    const socket = await openSocket(sockets, server.url, tokens.tia);
    await ask(socket, chatClientEvents.joinRoom.name, { topicId: ELSEWHERE, userData: null });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: ELSEWHERE, message: "before" })).toMatchObject({ ok: true });
    const poll = await ask(socket, chatClientEvents.poll.name, {
      topicId: ELSEWHERE,
      pollData: { question: "Q?", options: ["A", "B"], allowMultiple: false, duration: 24 },
    });
    await sanction({ username: "tia", kind: "ban", reasonId: "abuse" });
    const message = filled(MODERATION_TEXTS.banned, { reason: "Abuse" });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: ELSEWHERE, message: "after" })).toEqual({
      ok: false,
      error: { code: "sanctioned", message },
    });
    expect(await ask(socket, chatClientEvents.votePoll.name, { pollId: poll.poll._id, choices: [0] })).toMatchObject({
      ok: false,
      error: { code: "sanctioned" },
    });
    expect(socket.connected).toBe(true);
    expect(await ctx.runtime.deps.models.ChatMessage.countDocuments({ username: "tia", message: "after" })).toBe(0);
  });
});

describe("sanctions and the queue, one design", () => {
  it("take their reason from the site's stored list: one an administrator added is accepted, one they removed is refused", async () => {
    const { reasons } = await json(await ctx.call(decisionReasonsEndpoint, { token: admin }));
    const added = { id: "brigading", label: "Brigading", rule: "No organised floods of votes or reports." };
    expect(
      (await ctx.call(setDecisionReasonsEndpoint, { body: { reasons: [...reasons.filter((r: { id: string }) => r.id !== "off-topic"), added] }, token: admin }))
        .status,
    ).toBe(200);
    tokens.xan = await createMember(ctx, "xan");
    const made = await json(await sanction({ username: "xan", kind: "suspend", hours: 1, reasonId: "brigading" }));
    expect(made).toMatchObject({ reasonId: "brigading", reason: "Brigading" });
    expect((await json(await ctx.call(noticesEndpoint, { token: tokens.xan }))).notices[0]).toMatchObject({ reason: "Brigading", rule: added.rule });
    expect(await json(await sanction({ username: "xan", kind: "ban", reasonId: "off-topic" }))).toMatchObject({ code: "invalid_input" });
    await ctx.call(liftSanctionEndpoint, { body: { sanctionId: made._id }, token: admin });
    await ctx.call(setDecisionReasonsEndpoint, { body: { reasons }, token: admin });
  });

  it("a granted appeal lifts the sanction its notice stated (writes pass again); a refused one leaves it", async () => {
    tokens.yul = await createMember(ctx, "yul");
    tokens.zed = await createMember(ctx, "zed");
    const appealOf = async (name: string) => {
      const made = await json(await sanction({ username: name, kind: "suspend", hours: 48 }));
      const notice = (await json(await ctx.call(noticesEndpoint, { token: tokens[name] }))).notices.find((n: { kind: string }) => n.kind === "sanctioned");
      expect((await ctx.call(appealEndpoint, { body: { noticeId: notice._id, text: "It was not spam." }, token: tokens[name] })).status).toBe(200);
      const page = await json(await ctx.call(moderationQueueEndpoint, { body: { status: "pending", targetType: "sanction" }, token: admin }));
      const item = (page.items as QueueItem[]).find((i) => i.targetId === notice._id)!;
      expect(item).toMatchObject({ cause: "appeal", author: { username: name, sanction: { _id: made._id } } });
      return { made, item };
    };
    const granted = await appealOf("yul");
    const refused = await appealOf("zed");
    await refusedWith(await opine("yul"), filled(MODERATION_TEXTS.suspendedUntil, { until: granted.made.until, reason: "Spam" }));
    await ctx.call(decideEndpoint, { body: { itemIds: [granted.item._id], decision: "approve" }, token: admin });
    await ctx.call(decideEndpoint, { body: { itemIds: [refused.item._id], decision: "reject", reasonId: "spam" }, token: admin });
    expect((await opine("yul")).status).toBe(200);
    const standing = async (username: string) => json(await ctx.call(memberStandingEndpoint, { body: { username }, token: admin }));
    expect((await standing("yul")).sanctions[0]).toMatchObject({ _id: granted.made._id, liftedAt: expect.any(String) });
    expect((await standing("yul")).standing.sanction).toBeNull();
    expect((await opine("zed")).status).toBe(403);
    expect((await standing("zed")).standing.sanction).toMatchObject({ _id: refused.made._id });
  });

  it("a member's standing counts what the queue decided of their writing and their reports (one source: the queue's)", async () => {
    tokens.ada = await createMember(ctx, "ada");
    const opinionOf = async (text: string) => (await json(await opine("ada", text)))._id as string;
    const [kept, removed] = [await opinionOf("Kept after a report"), await opinionOf("Removed after a report")];
    for (const commentId of [kept, removed]) await ctx.call(reportCommentEndpoint, { body: { commentId, reason: "spam" }, token: tokens.uma });
    const page = await json(await ctx.call(moderationQueueEndpoint, { body: { status: "pending" }, token: admin }));
    const itemOf = (id: string) => (page.items as QueueItem[]).find((i) => i.targetId === id)!._id;
    await ctx.call(decideEndpoint, { body: { itemIds: [itemOf(kept)], decision: "approve" }, token: admin });
    await ctx.call(decideEndpoint, { body: { itemIds: [itemOf(removed)], decision: "reject", reasonId: "spam" }, token: admin });
    const { standing } = await json(await ctx.call(memberStandingEndpoint, { body: { username: "ada" }, token: admin }));
    expect(standing).toMatchObject({ username: "ada", removed: 1, approved: 1, sanction: null });
    const reporter = await json(await ctx.call(memberStandingEndpoint, { body: { username: "uma" }, token: admin }));
    expect(reporter.standing).toMatchObject({ reportsUpheld: 1, reportsRejected: 1 });
  });
});
