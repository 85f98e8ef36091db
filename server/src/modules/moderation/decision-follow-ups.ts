// What a decision sends once it landed (issue 47): its audit line, the author's statement of reasons
// (a removal), each reporter's outcome, or an appeal's outcome. The claim that decides an item stores
// what they need with it (`decision`: its id, action, reason and note, `told: false`) by the same
// conditional write, so a decision whose sender was killed still has them. The decision sends them
// at once (decisions.ts); a sweep on every instance (and at start) sends those of decisions still
// untold FOLLOW_UPS_LATE_MS after they were made, after finishing what such a decision does to its
// piece (decision-ends.ts: a rejected piece's removal, a held piece's publication told of, each
// once). Each is keyed by the decision (the audit line
// `decision:<id>`, a notice `decision:<id>:<kind>:<member>`), so sending again writes nothing twice
// and mails nothing twice (a notice is mailed by the call that stored it). The reporters told are
// those whose reports the decision settled (`decisionId` on the report).
//
// Left as it was: a kill between storing a notice and its mail loses that mail (the notice is kept
// and shown on the member's next visit), and an item opened again (a new report on kept writing)
// before its follow-ups went takes them with its decision.
import type { AuditAction } from "@pnyx/contract";
import type { ServiceDeps } from "../../services";
import type { AuditLog } from "./audit";
import { settleReports } from "./report-summary";
import type { DecisionEnds } from "./decision-ends";
import type { Notices, NewNotice } from "./notices";
import type { DecisionRecord, QueueItemDoc } from "./queue-model";

/** A decision still untold this long after it was made is taken for one whose sender died. */
export const FOLLOW_UPS_LATE_MS = 60_000;
export const FOLLOW_UPS_SWEEP_EVERY_MS = 10_000;
/** Decisions sent per sweep at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/** The audit action of a decision, when its claim did not name another (the older endpoints name theirs). */
export const decisionAction = (approve: boolean, appeal: boolean): AuditAction =>
  appeal ? (approve ? "grantAppeal" : "refuseAppeal") : approve ? "approveItem" : "rejectItem";

type Decided = QueueItemDoc & { decision: DecisionRecord & { id: string } };

export function createDecisionFollowUps(
  deps: Pick<ServiceDeps, "models" | "now">,
  notices: Pick<Notices, "issue">,
  audit: Pick<AuditLog, "record">,
  ends: Pick<DecisionEnds, "finish">,
  options: { lateMs?: number } = {},
) {
  const { ModerationQueue, ModerationNotice, Report } = deps.models;
  const lateMs = options.lateMs ?? FOLLOW_UPS_LATE_MS;

  /** The reporters (with an account) whose reports this decision settled (the decision, or the sweep for one cut short). */
  async function reportersOf(item: Decided): Promise<string[]> {
    const decisionId = item.decision.id;
    const reports = await Report.find({ commentId: item.targetId, decisionId }, { reporterId: 1 }).lean();
    return [...new Set(reports.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
  }

  /** The notices the decision sends, each keyed by the decision and its recipient. */
  async function noticesOf(item: Decided, approve: boolean): Promise<NewNotice[]> {
    const { decision } = item;
    const key = (kind: string, userId: string) => `decision:${decision.id}:${kind}:${userId}`;
    const about = item.targetType === "sanction" ? null : { targetType: item.targetType, targetId: item.targetId, text: item.text };
    const why = approve ? { reason: null, rule: null } : { reason: decision.reason ?? null, rule: decision.rule ?? null };
    if (item.cause === "appeal") {
      if (!item.authorId) return [];
      const appealed = item.appeal ? await ModerationNotice.findById(item.appeal.noticeId, { until: 1 }).lean() : null;
      return [
        {
          userId: item.authorId,
          kind: "appealOutcome",
          about,
          outcome: approve ? "reversed" : item.targetType === "sanction" ? "restricted" : "removed",
          ...why,
          note: decision.note,
          until: approve ? null : (appealed?.until ?? null),
          appealable: false,
          key: key("appealOutcome", item.authorId),
        },
      ];
    }
    const sends: NewNotice[] = [];
    // Kept writing tells its author nothing more (a hidden piece shows again); removed writing, why.
    if (!approve && item.authorId) {
      sends.push({
        userId: item.authorId,
        kind: "removed",
        about,
        outcome: "removed",
        ...why,
        note: decision.note,
        appealable: true,
        key: key("removed", item.authorId),
      });
    }
    for (const reporterId of await reportersOf(item)) {
      sends.push({
        userId: reporterId,
        kind: "reportOutcome",
        about,
        outcome: approve ? "kept" : "removed",
        ...why,
        appealable: false,
        key: key("reportOutcome", reporterId),
      });
    }
    return sends;
  }

  /** Sends what the decision on `item` has not sent yet (nothing for an item without an untold decision). */
  async function send(item: QueueItemDoc): Promise<void> {
    const { decision } = item;
    if (!decision?.id || decision.told !== false || item.status === "pending") return;
    const decided = item as Decided;
    const approve = item.status === "approved";
    const action = decision.action ?? decisionAction(approve, item.cause === "appeal");
    const target = { type: item.targetType, id: item.targetId, summary: item.text || item.targetId };
    await Promise.all([
      audit.record({ username: decision.by }, action, target, `decision:${decision.id}`),
      noticesOf(decided, approve).then((sends) => Promise.all(sends.map((notice) => notices.issue(notice)))),
    ]);
    await ModerationQueue.updateOne({ _id: item._id, "decision.id": decision.id }, { $set: { "decision.told": true } });
  }

  /**
   * Finishes the decisions untold for longer than `lateMs` (their pieces' removal or telling) and
   * sends their follow-ups; answers how many decisions it sent.
   */
  async function sweep(): Promise<number> {
    const late = new Date(deps.now().getTime() - lateMs);
    const items = await ModerationQueue.find({ "decision.told": false, "decision.at": { $lte: late } })
      .limit(SWEEP_BATCH)
      .lean<QueueItemDoc[]>();
    for (const item of items) {
      const { decision } = item;
      // An appeal judges the decision, not the reports (decisions.ts).
      if (decision?.id && item.status !== "pending" && item.cause !== "appeal")
        await settleReports(deps.models, item.targetId, item.status === "approved", decision.id);
      await ends.finish(item);
      await send(item);
    }
    return items.length;
  }

  return {
    send,
    sweep,
    /** The sweep on a schedule, and once now (a decision a restart cut short is told). Answers its stop. */
    schedule(log: (line: string) => void = console.error): () => void {
      const tick = () =>
        void sweep().catch((error: unknown) => log(`sending decisions' follow-ups failed: ${error instanceof Error ? error.message : String(error)}`));
      tick();
      const timer = setInterval(tick, FOLLOW_UPS_SWEEP_EVERY_MS);
      (timer as { unref?: () => void }).unref?.();
      return () => clearInterval(timer);
    },
  };
}
export type DecisionFollowUps = ReturnType<typeof createDecisionFollowUps>;
