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
import type { createModeration } from "./moderation";

/** Reports, the queue, its decisions and reasons, and appeals (issue 47); see the contract. */
export const queueRoutes = (deps: EndpointDeps, moderation: ReturnType<typeof createModeration>) =>
  new Elysia({ name: "pnyx/moderation-queue" })
    // Members.
    .use(
      mount(deps, reportCommentEndpoint, ({ input, caller }) => {
        const { commentId, ...details } = input;
        return moderation.reports.reportOpinion(caller, commentId, details);
      }),
    )
    .use(
      mount(deps, reportContentEndpoint, ({ input, caller }) => {
        const { targetType, targetId, ...details } = input;
        return moderation.reports.reportContent(caller, { targetType, targetId }, details);
      }),
    )
    .use(mount(deps, appealEndpoint, ({ input, caller }) => moderation.appeals.appeal(caller, input.noticeId, input.text)))
    // Administrators.
    .use(mount(deps, moderationQueueEndpoint, ({ input }) => moderation.list(input)))
    .use(mount(deps, decideEndpoint, ({ input, caller }) => moderation.decisions.decide(caller, input)))
    .use(mount(deps, decisionReasonsEndpoint, async () => ({ reasons: await moderation.reasons.list() })))
    .use(mount(deps, setDecisionReasonsEndpoint, async ({ input }) => ({ reasons: await moderation.reasons.set(input.reasons) })));
