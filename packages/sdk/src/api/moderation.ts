// Administrators: the review of community posts, reported comments and the audit log. Calls carry the admin token.
import {
  deleteCommentEndpoint,
  reportedCommentsEndpoint,
  auditLogEndpoint,
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

export type ReportedCommentsResponse = EndpointResponse<typeof reportedCommentsEndpoint>;
export type DeleteCommentInput = EndpointRequest<typeof deleteCommentEndpoint>;

export interface ModerationApi {
  /** Posts awaiting review, oldest first: GET /api/community/unverifiedPosts. */
  reviewQueue(): Promise<ReviewQueueResponse>;
  /** One post, whatever its status: POST /api/community/unverifiedPostDetails. */
  reviewPost(input: PostIdInput): Promise<CommunityPost>;
  /** 'Post Verified Successfully'; verifying again answers the same. */
  verifyPost(input: PostIdInput): Promise<Ack>;
  /** 'Post Discarded Successfully'; the author's +50 is taken back. */
  discardPost(input: PostIdInput): Promise<Ack>;
  /** Reported comments with report counts, the most recently reported first. */
  reportedComments(): Promise<ReportedCommentsResponse>;
  /** 'Comment deleted successfully': the comment and all its replies; counts and points follow. */
  deleteComment(input: DeleteCommentInput): Promise<Ack>;
  /** Every moderation action, newest first. */
  auditLog(input?: AuditLogInput): Promise<AuditLogPage>;
}

export function createModerationApi(transport: Transport): ModerationApi {
  return {
    reviewQueue: () => transport.call(unverifiedPostsEndpoint),
    reviewPost: (input) => transport.call(unverifiedPostDetailsEndpoint, input),
    verifyPost: (input) => transport.call(verifyPostEndpoint, input),
    discardPost: (input) => transport.call(discardPostEndpoint, input),
    reportedComments: () => transport.call(reportedCommentsEndpoint),
    deleteComment: (input) => transport.call(deleteCommentEndpoint, input),
    auditLog: (input = {}) => transport.call(auditLogEndpoint, input),
  };
}
