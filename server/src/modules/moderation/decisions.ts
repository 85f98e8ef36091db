// Decisions on queue items (issue 47). Each item is decided once per round by one conditional write
// (pending → approved or rejected): of an approve and a reject at once exactly one lands, and only its
// consequences follow. Approving keeps the writing (shown again if it was hidden); rejecting removes
// it through its own removal path, so counts and points take back exactly what it gave. A piece held
// before it ever showed is published or dropped by the holds (holds/service.ts), exactly once, inside
// the decision's intent (a kill after the claim is finished by the item's repair), and a published one
// is told of after it, once. A removal or a telling a kill kept from happening is done by the
// decisions' sweep (decision-ends.ts). Every
// decision is audited; the author of removed writing gets a statement of reasons they may appeal,
// each reporter the outcome of their report (their reports' weight follows: trust.ts), and the
// author of an appeal its outcome: the claim stores these follow-ups, sent once each
// (decision-follow-ups.ts; a sweep sends those a kill kept from going). Watching administrators hear of it.
import type { AuditAction, DecisionReason, QueueTargetType } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import type { ServiceDeps } from "../../services";
import { Types } from "mongoose";
import type { DecisionEnds } from "./decision-ends";
import { settleReports } from "./report-summary";
import { decisionAction, type DecisionFollowUps } from "./decision-follow-ups";
import type { HeldTarget, HoldsService } from "./holds/service";
import type { SanctionsService } from "./sanctions/service";
import type { LiveQueue } from "./live-queue";
import type { Pieces } from "./pieces/pieces";
import { MEMBER_INTENT } from "../gamification/member-intent";
import type { IntentKey } from "../../platform/intents";
import type { Piece } from "./pieces/piece";
import { queueKey } from "./queue-intent";
import type { DecisionRecord, QueueItemDoc } from "./queue-model";
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

export function createDecisions(
  deps: Pick<ServiceDeps, "models" | "intents" | "now">,
  pieces: Pieces,
  reasons: Pick<Reasons, "require">,
  followUps: Pick<DecisionFollowUps, "send">,
  live: Pick<LiveQueue, "push">,
  slices: {
    holds: Pick<HoldsService, "publishHeld" | "rejectHeld">;
    sanctions: Pick<SanctionsService, "lift">;
    ends: Pick<DecisionEnds, "removeRejected" | "announceApproved">;
  },
) {
  const { holds, sanctions, ends } = slices;
  const { ModerationQueue } = deps.models;

  /** Decides one item as read (`item`): whether this decision was the one that landed. */
  async function decideItem(admin: AdminCaller, item: QueueItemDoc, input: DecisionInput, action?: AuditAction): Promise<DecideOutcome> {
    if (item.status !== "pending") return "alreadyDecided";
    const approve = input.decision === "approve";
    const appeal = item.cause === "appeal";
    const kind = item.targetType === "sanction" ? null : pieces[item.targetType];
    const piece = kind ? ((await kind.load([item.targetId])).get(item.targetId) ?? null) : null;
    // The claim stores what the decision's follow-ups need, so a decision cut short still sends them (decision-follow-ups.ts).
    const heldPiece = kind && piece && !appeal && piece.held && piece.targetType !== "chatMessage" ? piece : null;
    const decision: DecisionRecord = {
      by: admin.username,
      at: deps.now(),
      reasonId: input.reason?.id ?? null,
      note: input.note,
      id: new Types.ObjectId().toString(),
      action: action ?? decisionAction(approve, appeal),
      reason: input.reason?.label ?? null,
      rule: input.reason?.rule ?? null,
      told: false,
      // A held piece this approval publishes is told of once, after (decision-ends.ts).
      ...(heldPiece && approve ? { announced: false } : {}),
    };
    const won = await deps.intents.around(decisionKeys(item, piece), async () => {
      const claimed = await ModerationQueue.findOneAndUpdate(
        { _id: item._id, status: "pending" },
        { $set: { status: approve ? "approved" : "rejected", decision, ...(approve && !appeal ? { hidden: false } : {}) } },
        { returnDocument: "after" },
      ).lean<QueueItemDoc>();
      if (!claimed) return null;
      // An appeal judges the decision, not the reports: they were settled by it.
      if (!appeal) await settleReports(deps.models, claimed.targetId, approve, decision.id!);
      const shown = Boolean(kind && piece && approve && !appeal && !piece.held) && (await kind!.flip(piece!, false));
      if (heldPiece) {
        // Held before it ever showed: published (counted from now on) or dropped, each once (holds/),
        // inside the decision's intent, so a kill after the claim is finished by its repair (queue-intent.ts).
        // A publication is told of after the intent, once.
        const target = { type: heldPiece.targetType as HeldTarget["type"], id: heldPiece.targetId };
        await (approve ? holds.publishHeld(target, admin) : holds.rejectHeld(target, admin));
      }
      return { claimed, shown };
    });
    if (!won) return "alreadyDecided";
    if (kind && piece && !appeal && !heldPiece) {
      if (won.shown) await kind.announce(piece, false);
      // By the piece's own removal path, which keeps its own intents: counts and points follow (the
      // sweep removes it when a kill came first: decision-ends.ts).
      if (!approve) await ends.removeRejected(admin, won.claimed, piece);
    }
    if (heldPiece && approve) await ends.announceApproved(won.claimed);
    // A granted appeal of a sanction ends it (sanction-appeal.ts).
    if (appeal && approve && item.targetType === "sanction")
      await liftAppealedSanction({ models: deps.models, sanctions }, admin, item.targetId, item.authorId);
    // The audit line and the notices, each once (a sweep sends them if this process dies first).
    await followUps.send(won.claimed);
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
