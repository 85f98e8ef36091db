import {
  appealEndpoint,
  auditLogEndpoint,
  decideEndpoint,
  decisionReasonsEndpoint,
  moderationItemEvent,
  moderationQueueEndpoint,
  noticesEndpoint,
  reportContentEndpoint,
  seeNoticesEndpoint,
  setDecisionReasonsEndpoint,
  unwatchModerationEvent,
  watchModerationEvent,
  deleteCommentEndpoint,
  discardPostEndpoint,
  reportedCommentsEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { aCommunityPost, aDecisionReason, aNotice, aQueueItem, aReportedComment, aSession, anAdminSession, anAuditEntry, anId } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { flush, realtimeClient } from "../test-support/fake-socket";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.moderation", () => {
  it("sends the admin token, never the member's", async () => {
    const admin = anAdminSession();
    const post = aCommunityPost({ status: "unverified" });
    const queue = record(server, unverifiedPostsEndpoint, { posts: [post] });
    record(server, unverifiedPostDetailsEndpoint, post);
    const verified = record(server, verifyPostEndpoint, { message: "Post Verified Successfully" });
    record(server, discardPostEndpoint, { message: "Post Discarded Successfully" });
    const log = record(server, auditLogEndpoint, { entries: [anAuditEntry()], page: 1, hasMore: false });
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.moderation.reviewQueue()).resolves.toEqual({ posts: [post] });
    expect(queue[0]?.auth).toBe(`Bearer ${admin.token}`);
    await expect(client.moderation.reviewPost({ id: post._id })).resolves.toEqual(post);
    await expect(client.moderation.verifyPost({ id: post._id })).resolves.toEqual({ message: "Post Verified Successfully" });
    expect(verified[0]).toEqual({ body: { id: post._id }, auth: `Bearer ${admin.token}` });
    await expect(client.moderation.discardPost({ id: post._id })).resolves.toEqual({ message: "Post Discarded Successfully" });
    await expect(client.moderation.auditLog()).resolves.toMatchObject({ entries: [anAuditEntry()] });
    expect(log[0]?.auth).toBe(`Bearer ${admin.token}`);
  });

  it("refuses before sending when no administrator is logged in", async () => {
    const seen = record(server, verifyPostEndpoint, { message: "Post Verified Successfully" });
    await expect(clientWith({ user: aSession() }).client.moderation.verifyPost({ id: aCommunityPost()._id })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
  });

  it("lists reported comments and deletes one with the admin token", async () => {
    const admin = anAdminSession();
    record(server, reportedCommentsEndpoint, { comments: [aReportedComment()] });
    const deleted = record(server, deleteCommentEndpoint, { message: "Comment deleted successfully" });
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.moderation.reportedComments()).resolves.toEqual({ comments: [aReportedComment()] });
    await expect(client.moderation.deleteComment({ commentId: aReportedComment()._id })).resolves.toEqual({ message: "Comment deleted successfully" });
    expect(deleted).toEqual([{ body: { commentId: aReportedComment()._id }, auth: `Bearer ${admin.token}` }]);
  });
});

describe("client.moderation: the queue (issue 47)", () => {
  it("reads the queue, decides and keeps the reasons with the admin token", async () => {
    const admin = anAdminSession();
    const item = aQueueItem();
    const page = record(server, moderationQueueEndpoint, { items: [item], page: 1, hasMore: false, pending: 1 });
    const decided = record(server, decideEndpoint, { results: [{ itemId: item._id, outcome: "decided" }] });
    record(server, decisionReasonsEndpoint, { reasons: [aDecisionReason()] });
    const replaced = record(server, setDecisionReasonsEndpoint, { reasons: [aDecisionReason({ rule: "No adverts." })] });
    const { client } = clientWith({ user: aSession(), admin });

    await expect(client.moderation.queue()).resolves.toEqual({ items: [item], page: 1, hasMore: false, pending: 1 });
    await client.moderation.queue({ status: "approved", sort: "mostReported", communityId: anId(), page: 2 });
    expect(page.map((r) => r.auth)).toEqual([`Bearer ${admin.token}`, `Bearer ${admin.token}`]);
    await expect(client.moderation.decide({ itemIds: [item._id], decision: "reject", reasonId: "spam", note: "Again" })).resolves.toEqual({
      results: [{ itemId: item._id, outcome: "decided" }],
    });
    expect(decided[0]).toEqual({ body: { itemIds: [item._id], decision: "reject", reasonId: "spam", note: "Again" }, auth: `Bearer ${admin.token}` });
    await expect(client.moderation.reasons()).resolves.toEqual({ reasons: [aDecisionReason()] });
    await client.moderation.setReasons({ reasons: [aDecisionReason({ rule: "No adverts." })] });
    expect(replaced[0]?.body).toEqual({ reasons: [aDecisionReason({ rule: "No adverts." })] });
  });

  it("refuses what the contract refuses before sending: a rejection without a reason, more than 100 items", async () => {
    const seen = record(server, decideEndpoint, { results: [] });
    const { client } = clientWith({ admin: anAdminSession() });
    await expect(client.moderation.decide({ itemIds: [anId()], decision: "reject" })).rejects.toMatchObject({ status: 422, code: "invalid_input" });
    await expect(client.moderation.decide({ itemIds: Array.from({ length: 101 }, () => anId()), decision: "approve" })).rejects.toMatchObject({ status: 422 });
    expect(seen).toEqual([]);
  });

  it("reports, reads notices and appeals with the member's token", async () => {
    const member = aSession();
    const reported = record(server, reportContentEndpoint, { message: "Thank you: a moderator will look at it." });
    record(server, noticesEndpoint, { notices: [aNotice()], unseen: 1 });
    const seenCall = record(server, seeNoticesEndpoint, { message: "Seen" });
    const appealed = record(server, appealEndpoint, aNotice({ appealable: false, appealedAt: "2026-11-23T09:00:00.000Z" }));
    const { client } = clientWith({ user: member, admin: anAdminSession() });
    const targetId = anId();
    await client.moderation.report({ targetType: "chatMessage", targetId, reason: "illegal", legalGround: "Criminal Code §130" });
    expect(reported[0]).toEqual({
      body: { targetType: "chatMessage", targetId, reason: "illegal", legalGround: "Criminal Code §130" },
      auth: `Bearer ${member.token}`,
    });
    await expect(client.moderation.report({ targetType: "communityPost", targetId, reason: "illegal" })).rejects.toMatchObject({ status: 422 });
    await expect(client.moderation.notices()).resolves.toEqual({ notices: [aNotice()], unseen: 1 });
    await client.moderation.seeNotices({ ids: [aNotice()._id] });
    expect(seenCall[0]).toEqual({ body: { ids: [aNotice()._id] }, auth: `Bearer ${member.token}` });
    await expect(client.moderation.appeal({ noticeId: aNotice()._id, text: "It was satire" })).resolves.toMatchObject({ appealable: false });
    expect(appealed[0]).toEqual({ body: { noticeId: aNotice()._id, text: "It was satire" }, auth: `Bearer ${member.token}` });
    expect(reported).toHaveLength(1);
  });
});

describe("client.moderation.watchQueue", () => {
  const pushed = { item: aQueueItem(), pending: 4 };

  it("watches with the admin token on every connection, hands parsed items to every watcher and unwatches with the last", async () => {
    const { client, socket } = realtimeClient({ user: aSession(), admin: anAdminSession({ token: "admin-token-1" }) });
    const [first, second] = [vi.fn(), vi.fn()];
    const stopFirst = client.moderation.watchQueue(first);
    const stopSecond = client.moderation.watchQueue(second);
    socket().serverConnect();
    await flush();
    expect(socket().sentOf(watchModerationEvent.name)).toEqual([{ token: "admin-token-1" }]);
    socket().answer(watchModerationEvent.name, { ok: true });
    await expect(stopFirst.ready).resolves.toBeUndefined();
    socket().serverEmit(moderationItemEvent.name, pushed);
    socket().serverEmit(moderationItemEvent.name, { item: { _id: "nonsense" }, pending: 1 });
    expect(first).toHaveBeenCalledExactlyOnceWith(pushed);
    expect(second).toHaveBeenCalledExactlyOnceWith(pushed);
    socket().serverDrop();
    socket().serverConnect();
    await flush();
    expect(socket().sentOf(watchModerationEvent.name)).toHaveLength(2);
    stopFirst();
    expect(socket().sentOf(unwatchModerationEvent.name)).toEqual([]);
    stopSecond();
    expect(socket().sentOf(unwatchModerationEvent.name)).toEqual([{}]);
  });

  it("rejects its ready with 401 when no administrator is logged in, sending nothing", async () => {
    const { client, socket } = realtimeClient({ user: aSession() });
    const stop = client.moderation.watchQueue(vi.fn());
    socket().serverConnect();
    await expect(stop.ready).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    expect(socket().sentOf(watchModerationEvent.name)).toEqual([]);
    stop();
  });

  it("passes on the server's refusal of a token that is no administrator's", async () => {
    const { client, socket } = realtimeClient({ admin: anAdminSession({ token: "stale-admin-token" }) });
    const stop = client.moderation.watchQueue(vi.fn());
    socket().serverConnect();
    await flush();
    socket().answer(watchModerationEvent.name, { ok: false, error: { code: "unauthorized", message: "Only administrators can watch the moderation queue" } });
    await expect(stop.ready).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    stop();
  });
});
