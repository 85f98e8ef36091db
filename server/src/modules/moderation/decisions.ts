// Decisions on queue items (issue 47). Each item is decided once per round by one conditional write
// (pending → approved or rejected): of an approve and a reject at once exactly one lands, and only its
// consequences follow. Approving keeps the writing (shown again if it was hidden); rejecting removes
// it through its own removal path, so counts and points take back exactly what it gave. A piece held
// before it ever showed is published or dropped by the holds (holds/service.ts), exactly once, inside
// the decision's intent (a kill after the claim is finished by the item's repair). Every
// decision is audited; the author of removed writing gets a statement of reasons they may appeal,
// each reporter the outcome of their report (their reports' weight follows: trust.ts), and the
// author of an appeal its outcome. Watching administrators hear of it.
import type { AuditAction, DecisionReason, QueueTargetType } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import type { ServiceDeps } from "../../services";
import type { AuditLog } from "./audit";
import type { HeldTarget, HoldsService } from "./holds/service";
import type { SanctionsService } from "./sanctions/service";
import type { LiveQueue } from "./live-queue";
import type { Notices } from "./notices";
import type { Pieces } from "./pieces/pieces";
import { MEMBER_INTENT } from "../gamification/member-intent";
import type { IntentKey } from "../../platform/intents";
import type { Piece } from "./pieces/piece";
import { queueKey } from "./queue-intent";
import type { QueueItemDoc } from "./queue-model";
import type { Reasons } from "./reasons";
import { liftAppealedSanction } from "./sanction-appeal";

export type DecideOutcome = "decided" | "alreadyDecided" | "notFound";

export interface DecisionInput {
  decision: "approve" | "reject";
  reason: DecisionReason | null;
  note: string | null;
}

/**
 * What a decision on an item touches, named before its claim: the item, what showing its piece moves,
 * and for a piece held before it ever showed, what publishing it moves (its author's points and
 * figures besides its counts), so a repair can finish a publication a kill cut short.
 */
export const decisionKeys = (item: Pick<QueueItemDoc, "targetType" | "targetId">, piece: Pick<Piece, "countKeys" | "held" | "author"> | null): IntentKey[] => [
  queueKey(item),
  ...(piece?.countKeys ?? []),
  ...(piece?.held ? [MEMBER_INTENT.key(piece.author)] : []),
];

/** Items decided at once within one bulk decision. */
const AT_ONCE = 10;

const actionOf = (approve: boolean, appeal: boolean): AuditAction =>
  appeal ? (approve ? "grantAppeal" : "refuseAppeal") : approve ? "approveItem" : "rejectItem";

export function createDecisions(
  deps: Pick<ServiceDeps, "models" | "intents" | "now">,
  pieces: Pieces,
  reasons: Pick<Reasons, "require">,
  notices: Pick<Notices, "issue">,
  audit: Pick<AuditLog, "record">,
  live: Pick<LiveQueue, "push">,
  slices: { holds: Pick<HoldsService, "approveHeld" | "rejectHeld">; sanctions: Pick<SanctionsService, "lift"> },
) {
  const { holds, sanctions } = slices;
  const { ModerationQueue, ModerationNotice, Report } = deps.models;

  /** Gives the piece's undecided reports their outcome; the reporters (with an account) it reached. */
  async function settleReports(targetId: string, outcome: "upheld" | "rejected"): Promise<string[]> {
    const reports = await Report.find({ commentId: targetId, outcome: null }, { reporterId: 1 }).lean();
    if (reports.length === 0) return [];
    await Report.updateMany({ _id: { $in: reports.map((r) => r._id) }, outcome: null }, { $set: { outcome } });
    return [...new Set(reports.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
  }

  /** The notices a decision sends: the author's statement of reasons, the reporters' outcomes, or an appeal's outcome. */
  async function tell(item: QueueItemDoc, reporters: string[], approve: boolean, input: DecisionInput): Promise<void> {
    const about = item.targetType === "sanction" ? null : { targetType: item.targetType, targetId: item.targetId, text: item.text };
    const why = approve ? { reason: null, rule: null } : { reason: input.reason?.label ?? null, rule: input.reason?.rule ?? null };
    const sends: Array<Promise<unknown>> = [];
    if (item.cause === "appeal") {
      const appealed = item.appeal ? await ModerationNotice.findById(item.appeal.noticeId, { until: 1 }).lean() : null;
      if (item.authorId) {
        sends.push(
          notices.issue({
            userId: item.authorId,
            kind: "appealOutcome",
            about,
            outcome: approve ? "reversed" : item.targetType === "sanction" ? "restricted" : "removed",
            ...why,
            note: input.note,
            until: approve ? null : (appealed?.until ?? null),
            appealable: false,
          }),
        );
      }
    } else {
      // Kept writing tells its author nothing more (a hidden piece shows again); removed writing, why.
      if (!approve && item.authorId) {
        sends.push(notices.issue({ userId: item.authorId, kind: "removed", about, outcome: "removed", ...why, note: input.note, appealable: true }));
      }
      for (const reporterId of reporters) {
        sends.push(notices.issue({ userId: reporterId, kind: "reportOutcome", about, outcome: approve ? "kept" : "removed", ...why, appealable: false }));
      }
    }
    await Promise.all(sends);
  }

  /** Decides one item as read (`item`): whether this decision was the one that landed. */
  async function decideItem(admin: AdminCaller, item: QueueItemDoc, input: DecisionInput, action?: AuditAction): Promise<DecideOutcome> {
    if (item.status !== "pending") return "alreadyDecided";
    const approve = input.decision === "approve";
    const appeal = item.cause === "appeal";
    const kind = item.targetType === "sanction" ? null : pieces[item.targetType];
    const piece = kind ? ((await kind.load([item.targetId])).get(item.targetId) ?? null) : null;
    const decision = { by: admin.username, at: deps.now(), reasonId: input.reason?.id ?? null, note: input.note };
    const heldPiece = kind && piece && !appeal && piece.held && piece.targetType !== "chatMessage" ? piece : null;
    const won = await deps.intents.around(decisionKeys(item, piece), async () => {
      const claimed = await ModerationQueue.findOneAndUpdate(
        { _id: item._id, status: "pending" },
        { $set: { status: approve ? "approved" : "rejected", decision, ...(approve && !appeal ? { hidden: false } : {}) } },
        { returnDocument: "after" },
      ).lean<QueueItemDoc>();
      if (!claimed) return null;
      // An appeal judges the decision, not the reports: they were settled by it.
      const reporters = appeal ? [] : await settleReports(claimed.targetId, approve ? "rejected" : "upheld");
      const shown = Boolean(kind && piece && approve && !appeal && !piece.held) && (await kind!.flip(piece!, false));
      if (heldPiece) {
        // Held before it ever showed: published (counted from now on) or dropped, each once (holds/),
        // inside the decision's intent, so a kill after the claim is finished by its repair (queue-intent.ts).
        const target = { type: heldPiece.targetType as HeldTarget["type"], id: heldPiece.targetId };
        await (approve ? holds.approveHeld(target, admin) : holds.rejectHeld(target, admin));
      }
      return { claimed, reporters, shown };
    });
    if (!won) return "alreadyDecided";
    if (kind && piece && !appeal && !heldPiece) {
      if (won.shown) await kind.announce(piece, false);
      // By the piece's own removal path, which keeps its own intents: counts and points follow.
      if (!approve) await kind.remove(admin, piece);
    }
    // A granted appeal of a sanction ends it (sanction-appeal.ts).
    if (appeal && approve && item.targetType === "sanction")
      await liftAppealedSanction({ models: deps.models, sanctions }, admin, item.targetId, item.authorId);
    await Promise.all([
      audit.record(admin, action ?? actionOf(approve, appeal), { type: item.targetType, id: item.targetId, summary: item.text || item.targetId }),
      tell(won.claimed, won.reporters, approve, input),
    ]);
    await live.push(won.claimed);
    return "decided";
  }

  return {
    /** Decides up to MODERATION_LIMITS.bulkMax items, each once; answers each item's outcome in the order asked. */
    async decide(admin: AdminCaller, input: { itemIds: string[]; decision: "approve" | "reject"; reasonId?: string | undefined; note?: string | undefined }) {
      const reason = input.reasonId ? await reasons.require(input.reasonId) : null;
      const docs = await ModerationQueue.find({ _id: { $in: [...new Set(input.itemIds)] } }).lean<QueueItemDoc[]>();
      const byId = new Map(docs.map((d) => [d._id.toString(), d]));
      const decision: DecisionInput = { decision: input.decision, reason, note: input.note || null };
      const results: Array<{ itemId: string; outcome: DecideOutcome }> = [];
      for (let start = 0; start < input.itemIds.length; start += AT_ONCE) {
        const chunk = input.itemIds.slice(start, start + AT_ONCE);
        const outcomes = await Promise.all(chunk.map((id) => (byId.has(id) ? decideItem(admin, byId.get(id)!, decision) : ("notFound" as const))));
        chunk.forEach((itemId, i) => results.push({ itemId, outcome: outcomes[i]! }));
      }
      return { results };
    },

    /**
     * Decides the pending item of a piece, if it has one (the older endpoints on reported comments,
     * which keep their audit action): notFound when none is pending.
     */
    async decideTarget(
      admin: AdminCaller,
      target: { targetType: QueueTargetType; targetId: string },
      decision: DecisionInput,
      action: AuditAction,
    ): Promise<DecideOutcome> {
      const item = await ModerationQueue.findOne({ targetType: target.targetType, targetId: target.targetId, status: "pending" }).lean<QueueItemDoc>();
      return item ? decideItem(admin, item, decision, action) : "notFound";
    },
  };
}
export type Decisions = ReturnType<typeof createDecisions>;
