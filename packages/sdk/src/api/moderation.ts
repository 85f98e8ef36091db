// Moderation: the review of community posts, reported comments and the audit log, sanctions and the
// hold settings (administrators: calls carry the admin token), and members ignoring members (calls
// carry the member's token).
import {
  deleteCommentEndpoint,
  dismissReportsEndpoint,
  reportedCommentsEndpoint,
  auditLogEndpoint,
  discardPendingPostsEndpoint,
  discardPostEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
  type Ack,
  type CommunityPost,
  type EndpointRequest,
  type EndpointResponse,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";
import { createIgnoringApi, type IgnoringApi } from "./moderation-ignoring";
import { createSanctionsApi, type SanctionsApi } from "./moderation-sanctions";

export type ReviewQueueResponse = EndpointResponse<typeof unverifiedPostsEndpoint>;
export type PostIdInput = EndpointRequest<typeof verifyPostEndpoint>;
export type AuditLogInput = EndpointRequest<typeof auditLogEndpoint>;
export type AuditLogPage = EndpointResponse<typeof auditLogEndpoint>;

export type DiscardPendingPostsInput = EndpointRequest<typeof discardPendingPostsEndpoint>;
export type DiscardPendingPostsResult = EndpointResponse<typeof discardPendingPostsEndpoint>;

export type ReportedCommentsResponse = EndpointResponse<typeof reportedCommentsEndpoint>;
export type DeleteCommentInput = EndpointRequest<typeof deleteCommentEndpoint>;

export interface ModerationApi extends SanctionsApi, IgnoringApi {
  /** Posts awaiting review, oldest first: GET /api/community/unverifiedPosts. */
  reviewQueue(): Promise<ReviewQueueResponse>;
  /** One post, whatever its status: POST /api/community/unverifiedPostDetails. */
  reviewPost(input: PostIdInput): Promise<CommunityPost>;
  /** Verifies a post, answered 'Post Verified Successfully' (again too): POST /api/community/verifyPost. */
  verifyPost(input: PostIdInput): Promise<Ack>;
  /** Discards a post awaiting review, answered 'Post Discarded Successfully': POST /api/community/discardPost. */
  discardPost(input: PostIdInput): Promise<Ack>;
  /** Discards every post one member has awaiting review (a flood of spam); answers how many went: POST /api/community/discardPendingPostsBy. */
  discardPendingPostsBy(input: DiscardPendingPostsInput): Promise<DiscardPendingPostsResult>;
  /** Reported comments with report counts, the most recently reported first: GET /api/comment/reportedComments. */
  reportedComments(): Promise<ReportedCommentsResponse>;
  /** Deletes a comment and all its replies (counts and points follow): POST /api/comment/delete. */
  deleteComment(input: DeleteCommentInput): Promise<Ack>;
  /** Dismisses unfounded reports: the comment stays and leaves the reported list: POST /api/comment/dismissReports. */
  dismissReports(input: DeleteCommentInput): Promise<Ack>;
  /** Every moderation action, newest first: GET /api/admin/audit. */
  auditLog(input?: AuditLogInput): Promise<AuditLogPage>;
}

export function createModerationApi(transport: Transport, session: SessionEdits): ModerationApi {
  return {
    ...createSanctionsApi(transport),
    ...createIgnoringApi(transport, session),
    reviewQueue: () => transport.call(unverifiedPostsEndpoint),
    reviewPost: (input) => transport.call(unverifiedPostDetailsEndpoint, input),
    verifyPost: (input) => transport.call(verifyPostEndpoint, input),
    discardPost: (input) => transport.call(discardPostEndpoint, input),
    discardPendingPostsBy: (input) => transport.call(discardPendingPostsEndpoint, input),
    reportedComments: () => transport.call(reportedCommentsEndpoint),
    deleteComment: (input) => transport.call(deleteCommentEndpoint, input),
    dismissReports: (input) => transport.call(dismissReportsEndpoint, input),
    auditLog: (input = {}) => transport.call(auditLogEndpoint, input),
  };
}
