// Administrators: the review of community posts, reported comments and the audit log. Calls carry the admin token.
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
import type { Transport } from "../transport";

export type ReviewQueueResponse = EndpointResponse<typeof unverifiedPostsEndpoint>;
export type PostIdInput = EndpointRequest<typeof verifyPostEndpoint>;
export type AuditLogInput = EndpointRequest<typeof auditLogEndpoint>;
export type AuditLogPage = EndpointResponse<typeof auditLogEndpoint>;

export type DiscardPendingPostsInput = EndpointRequest<typeof discardPendingPostsEndpoint>;
export type DiscardPendingPostsResult = EndpointResponse<typeof discardPendingPostsEndpoint>;

export type ReportedCommentsResponse = EndpointResponse<typeof reportedCommentsEndpoint>;
export type DeleteCommentInput = EndpointRequest<typeof deleteCommentEndpoint>;

export interface ModerationApi {
  /** Posts awaiting review, oldest first: GET /api/community/unverifiedPosts. */
  reviewQueue(): Promise<ReviewQueueResponse>;
  /** One post, whatever its status: POST /api/community/unverifiedPostDetails. */
  reviewPost(input: PostIdInput): Promise<CommunityPost>;
  /** 'Post Verified Successfully'; verifying again answers the same. */
  verifyPost(input: PostIdInput): Promise<Ack>;
  /** 'Post Discarded Successfully'; the post had earned nothing (its +50 comes with verification). */
  discardPost(input: PostIdInput): Promise<Ack>;
  /** Discards every post one member has awaiting review (a flood of spam); answers how many went. */
  discardPendingPostsBy(input: DiscardPendingPostsInput): Promise<DiscardPendingPostsResult>;
  /** Reported comments with report counts, the most recently reported first. */
  reportedComments(): Promise<ReportedCommentsResponse>;
  /** 'Comment deleted successfully': the comment and all its replies; counts and points follow. */
  deleteComment(input: DeleteCommentInput): Promise<Ack>;
  /** 'Reports dismissed': the reports were unfounded; the comment stays and leaves the reported list. */
  dismissReports(input: DeleteCommentInput): Promise<Ack>;
  /** Every moderation action, newest first. */
  auditLog(input?: AuditLogInput): Promise<AuditLogPage>;
}

export function createModerationApi(transport: Transport): ModerationApi {
  return {
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
