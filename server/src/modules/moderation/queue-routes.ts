import {
  appealEndpoint,
  decideEndpoint,
  decisionReasonsEndpoint,
  moderationQueueEndpoint,
  reportCommentEndpoint,
  reportContentEndpoint,
  setDecisionReasonsEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { ThreadAccess } from "../publishers/api/thread-access";
import type { createModeration } from "./moderation";

/**
 * Reports, the queue, its decisions and reasons, and appeals (issue 47); see the contract. `threads`
 * holds a report of an opinion to the pages that may write into its thread, as a vote on it is
 * (thread-access.ts): an embed token reports on its own publisher's threads only.
 */
export const queueRoutes = (deps: EndpointDeps, moderation: ReturnType<typeof createModeration>, threads: ThreadAccess) =>
  new Elysia({ name: "pnyx/moderation-queue" })
    // Members.
    .use(
      mount(deps, reportCommentEndpoint, async ({ input, caller, request }) => {
        const { commentId, ...details } = input;
        await threads.assertMayWrite(request, caller, { commentId });
        return moderation.reports.reportOpinion(caller, commentId, details);
      }),
    )
    .use(
      mount(deps, reportContentEndpoint, async ({ input, caller, request }) => {
        const { targetType, targetId, ...details } = input;
        if (targetType === "comment") await threads.assertMayWrite(request, caller, { commentId: targetId });
        return moderation.reports.reportContent(caller, { targetType, targetId }, details);
      }),
    )
    .use(mount(deps, appealEndpoint, ({ input, caller }) => moderation.appeals.appeal(caller, input.noticeId, input.text)))
    // Administrators.
    .use(mount(deps, moderationQueueEndpoint, ({ input }) => moderation.list(input)))
    .use(mount(deps, decideEndpoint, ({ input, caller }) => moderation.decisions.decide(caller, input)))
    .use(mount(deps, decisionReasonsEndpoint, async () => ({ reasons: await moderation.reasons.list() })))
    .use(mount(deps, setDecisionReasonsEndpoint, async ({ input }) => ({ reasons: await moderation.reasons.set(input.reasons) })));
