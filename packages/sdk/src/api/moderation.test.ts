import {
  auditLogEndpoint,
  deleteCommentEndpoint,
  discardPostEndpoint,
  reportedCommentsEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { aCommunityPost, aReportedComment, aSession, anAdminSession, anAuditEntry } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
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
