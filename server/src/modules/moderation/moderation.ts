// The moderation queue's parts (issue 47), made once: the kinds of writing it moderates, what brings
// writing in (reports, holds, appeals), decisions, the site's reasons, and the live queue.
import type { ServiceDeps } from "../../services";
import type { AchievementChecks } from "../gamification/achievement-checks";
import { createAppeals } from "./appeals";
import type { AuditLog } from "./audit";
import { createDecisionEnds } from "./decision-ends";
import { createDecisionFollowUps } from "./decision-follow-ups";
import { createDecisions } from "./decisions";
import type { HoldsService } from "./holds/service";
import type { SanctionsService } from "./sanctions/service";
import { createLiveQueue } from "./live-queue";
import type { Notices } from "./notices";
import { createPieces } from "./pieces/pieces";
import type { PostReviewService } from "./post-review";
import { createQueue } from "./queue";
import { queuePage, type QueueQuery } from "./queue-view";
import type { Reasons } from "./reasons";
import { createReports } from "./reports";

export function createModeration(
  deps: ServiceDeps,
  parts: {
    notices: Notices;
    audit: AuditLog;
    review: Pick<PostReviewService, "discard">;
    achievements: Pick<AchievementChecks, "figuresFell">;
    /** Publishes (and tells of) or drops a piece held before it showed, once (a decision on a held item). */
    holds: Pick<HoldsService, "publishHeld" | "announcePublished" | "rejectHeld">;
    /** The site's reasons (one stored list, shared with the sanctions). */
    reasons: Reasons;
    /** Lifts the sanction a granted appeal was about. */
    sanctions: Pick<SanctionsService, "lift">;
  },
) {
  const pieces = createPieces(deps, parts.review, parts.achievements);
  const live = createLiveQueue(deps);
  const queue = createQueue(deps, pieces, parts.notices, live);
  const { reasons } = parts;
  const ends = createDecisionEnds(deps, pieces, parts.holds);
  const followUps = createDecisionFollowUps(deps, parts.notices, parts.audit, ends);
  return {
    pieces,
    live,
    reasons,
    reports: createReports(deps, pieces, queue),
    decisions: createDecisions(deps, pieces, reasons, followUps, live, { ...parts, ends }),
    /** What a decision does to its piece after its claim (removal, telling), finished by the sweep when it was cut short. */
    ends,
    /**
     * What decisions send (audit line, notices): sent by the decision, or by its sweep when it was
     * cut short (main.ts schedules it, through the running server).
     */
    followUps,
    appeals: createAppeals(deps, parts.notices, queue),
    /** A page of the queue (GET /api/admin/moderation/queue). */
    list: (query: QueueQuery) => queuePage(deps.models, query, deps.now()),
    /**
     * Puts a piece in the queue for a hold (`heldNewMember`, `heldWord`: not public until a decision)
     * or for review (`reported`). The hold gate's `onHeld` calls it for every held piece (service-table.ts).
     */
    enqueue: queue.enqueue,
  };
}
export type Moderation = ReturnType<typeof createModeration>;
