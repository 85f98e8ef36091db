// Moderation. Administrators: the review of community posts, reported comments, the queue (issue 47)
// and its decisions, the site's reasons, sanctions, the hold settings, the audit log; these calls
// carry the admin token. Members: reports with reasons, their notices (statements of reasons),
// appeals, and whom they ignore; these carry the member's.
import {
  WatchAnswer,
  appealEndpoint,
  decideEndpoint,
  decisionReasonsEndpoint,
  moderationItemEvent,
  moderationQueueEndpoint,
  noticesEndpoint,
  seeNoticesEndpoint,
  setDecisionReasonsEndpoint,
  unwatchModerationEvent,
  watchModerationEvent,
  type ModerationItemPayload,
  type Notice,
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
import { createIgnoringApi, type IgnoringApi } from "./moderation-ignoring";
import { createReportingApi, type ReportingApi } from "./moderation-reports";
import { createSanctionsApi, type SanctionsApi } from "./moderation-sanctions";
import { PnyxError } from "../errors";
import { ask } from "../realtime/ask";
import { createServerWatch, subscription, type Subscription } from "../realtime/server-watch";
import type { SocketLink } from "../realtime/socket-link";
import type { TokenProvider, Transport } from "../transport";

export type ReviewQueueResponse = EndpointResponse<typeof unverifiedPostsEndpoint>;
export type PostIdInput = EndpointRequest<typeof verifyPostEndpoint>;
export type AuditLogInput = EndpointRequest<typeof auditLogEndpoint>;
export type AuditLogPage = EndpointResponse<typeof auditLogEndpoint>;

export type DiscardPendingPostsInput = EndpointRequest<typeof discardPendingPostsEndpoint>;
export type DiscardPendingPostsResult = EndpointResponse<typeof discardPendingPostsEndpoint>;

export type ReportedCommentsResponse = EndpointResponse<typeof reportedCommentsEndpoint>;
export type DeleteCommentInput = EndpointRequest<typeof deleteCommentEndpoint>;

export type { ReportContentInput } from "./moderation-reports";
export type ModerationQueueInput = EndpointRequest<typeof moderationQueueEndpoint>;
export type ModerationQueuePage = EndpointResponse<typeof moderationQueueEndpoint>;
export type DecideInput = EndpointRequest<typeof decideEndpoint>;
export type DecideResult = EndpointResponse<typeof decideEndpoint>;
export type DecisionReasons = EndpointResponse<typeof decisionReasonsEndpoint>;
export type SetDecisionReasonsInput = EndpointRequest<typeof setDecisionReasonsEndpoint>;
export type NoticesResponse = EndpointResponse<typeof noticesEndpoint>;
export type SeeNoticesInput = EndpointRequest<typeof seeNoticesEndpoint>;
export type AppealInput = EndpointRequest<typeof appealEndpoint>;

export interface ModerationApi extends SanctionsApi, IgnoringApi, ReportingApi {
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

  /** Members: their statements of reasons, newest first, and how many are unseen: GET /api/moderation/notices. */
  notices(): Promise<NoticesResponse>;
  /** Members: marks their notices seen: POST /api/moderation/notices/seen. */
  seeNotices(input: SeeNoticesInput): Promise<Ack>;
  /**
   * Members: appeals a removal or a sanction once, with their words; the decision goes back to the
   * queue. Answers the notice, now appealed (409 `already_decided` the second time): POST /api/moderation/appeal.
   */
  appeal(input: AppealInput): Promise<Notice>;

  /**
   * The queue: what was reported, held or appealed, a page at a time (pending by default, newest or
   * `mostReported` first; narrowed by `targetType`, `publisherId`, `communityId`), with each author's
   * standing and the pending count: GET /api/admin/moderation/queue.
   */
  queue(input?: ModerationQueueInput): Promise<ModerationQueuePage>;
  /**
   * Approves (keeps, shows again) or rejects (removes; `reasonId` required, the author is told its
   * rule) up to 100 items; each answers `decided`, `alreadyDecided` (another decision landed first)
   * or `notFound`: POST /api/admin/moderation/decide.
   */
  decide(input: DecideInput): Promise<DecideResult>;
  /** The site's reasons for decisions (spam, abuse, off-topic, illegal, other until changed): GET /api/admin/moderation/reasons. */
  reasons(): Promise<DecisionReasons>;
  /** Replaces the site's reasons (ids unique): PUT /api/admin/moderation/reasons. */
  setReasons(input: SetDecisionReasonsInput): Promise<DecisionReasons>;
  /**
   * Hears the queue live (`moderation:watch` with the admin token, then `moderation:item`): each item
   * that comes in, is reported again, is appealed or is decided, with the pending count, until the
   * returned function is called. Shares the client's one connection; watched again on every reconnect.
   * Without an administrator logged in, `ready` rejects (401).
   */
  watchQueue(onItem: (payload: ModerationItemPayload) => void): Subscription;
}

export function createModerationApi(transport: Transport, session: SessionEdits, link: SocketLink, getAdminToken: TokenProvider): ModerationApi {
  const queueWatch = createServerWatch(
    link,
    async () => {
      const token = await getAdminToken();
      if (!token) throw new PnyxError(401, "unauthorized", "Log in as an administrator to watch the queue", { kind: "local" });
      return ask(link, watchModerationEvent, { token }, WatchAnswer);
    },
    () => link.current()?.emit(unwatchModerationEvent.name, {}),
  );
  return {
    ...createSanctionsApi(transport),
    ...createIgnoringApi(transport, session),
    ...createReportingApi(transport),
    reviewQueue: () => transport.call(unverifiedPostsEndpoint),
    reviewPost: (input) => transport.call(unverifiedPostDetailsEndpoint, input),
    verifyPost: (input) => transport.call(verifyPostEndpoint, input),
    discardPost: (input) => transport.call(discardPostEndpoint, input),
    discardPendingPostsBy: (input) => transport.call(discardPendingPostsEndpoint, input),
    reportedComments: () => transport.call(reportedCommentsEndpoint),
    deleteComment: (input) => transport.call(deleteCommentEndpoint, input),
    dismissReports: (input) => transport.call(dismissReportsEndpoint, input),
    auditLog: (input = {}) => transport.call(auditLogEndpoint, input),
    notices: () => transport.call(noticesEndpoint),
    seeNotices: (input) => transport.call(seeNoticesEndpoint, input),
    appeal: (input) => transport.call(appealEndpoint, input),
    queue: (input = {}) => transport.call(moderationQueueEndpoint, input),
    decide: (input) => transport.call(decideEndpoint, input),
    reasons: () => transport.call(decisionReasonsEndpoint),
    setReasons: (input) => transport.call(setDecisionReasonsEndpoint, input),
    watchQueue(onItem) {
      const watcher = queueWatch.add();
      const off = link.on(moderationItemEvent, (payload) => {
        // One broken listener must not starve the others; its error still surfaces.
        try {
          onItem(payload);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      });
      return subscription(
        link,
        () => {
          off();
          watcher.release();
        },
        watcher.ready,
      );
    },
  };
}
