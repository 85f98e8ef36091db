import {
  auditLogEndpoint,
  deleteCommentEndpoint,
  dismissReportsEndpoint,
  reportedCommentsEndpoint,
  discardPendingPostsEndpoint,
  discardPostEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
  noticesEndpoint,
  seeNoticesEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { AuditLog } from "./audit";
import type { Notices } from "./notices";
import type { PostReviewService } from "./post-review";
import type { ReportedCommentsService } from "./reported-comments";

/** The administrators' calls (post review, reported comments, the audit log: admin tokens only) and members' notices; see the contract. */
export const moderationRoutes = (deps: EndpointDeps, review: PostReviewService, reports: ReportedCommentsService, audit: AuditLog, notices: Notices) =>
  new Elysia({ name: "pnyx/moderation" })
    .use(mount(deps, unverifiedPostsEndpoint, () => review.queue()))
    .use(mount(deps, unverifiedPostDetailsEndpoint, ({ input }) => review.details(input.id)))
    .use(mount(deps, verifyPostEndpoint, ({ input, caller }) => review.verify(caller, input.id)))
    .use(mount(deps, discardPostEndpoint, ({ input, caller }) => review.discard(caller, input.id)))
    .use(mount(deps, discardPendingPostsEndpoint, ({ input, caller }) => review.discardAllBy(caller, input.author)))
    .use(mount(deps, reportedCommentsEndpoint, () => reports.list()))
    .use(mount(deps, deleteCommentEndpoint, ({ input, caller }) => reports.remove(caller, input.commentId)))
    .use(mount(deps, dismissReportsEndpoint, ({ input, caller }) => reports.dismiss(caller, input.commentId)))
    .use(mount(deps, auditLogEndpoint, ({ input }) => audit.page(input.page)))
    // Members: their statements of reasons.
    .use(mount(deps, noticesEndpoint, ({ caller }) => notices.list(caller.userId)))
    .use(
      mount(deps, seeNoticesEndpoint, async ({ input, caller }) => {
        await notices.see(caller, input.ids);
        return { message: "Seen" };
      }),
    );
