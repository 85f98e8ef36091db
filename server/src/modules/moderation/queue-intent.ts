// The intents' kind for a queue item (`moderationItem:<targetType>.<targetId>`, platform/intents.ts).
// A write on an item (a report, a hold, a decision) runs inside an intent naming it first and then
// what hiding or showing its piece moves; a crash midway is repaired by setting the item and its
// piece to what the records say: a pending item's reports summed again and its piece hidden when
// they weigh enough (or it is held); a decided item's undecided reports given its outcome, and its
// piece shown (kept) or left hidden (a removal cut short: the decisions' sweep removes it by its own
// removal path, decision-ends.ts); a held piece the decision had not published or dropped yet is,
// once (holds/held-repair.ts). What the decision sends (audit line, notices, the telling of a
// published held piece) is sent by its follow-ups' sweep (decision-follow-ups.ts).
// The intent's next keys then recount what the flag moves.
import type { QueueTargetType } from "@pnyx/contract";
import type { Models } from "../../models";
import { intentKind, type IntentKey } from "../../platform/intents";
import { finishHeld } from "./holds/held-repair";
import { setHiddenFlag } from "./pieces/flags";
import { settleReports, summarizeReports } from "./report-summary";
import { hidesAt } from "./trust";

export const QUEUE_INTENT = intentKind<Models>("moderationItem", async (models, id, at) => {
  const split = id.indexOf(".");
  const [targetType, targetId] = [id.slice(0, split) as QueueTargetType, id.slice(split + 1)];
  const item = await models.ModerationQueue.findOne({ targetType, targetId }).lean();
  if (!item || targetType === "sanction") return [];
  if (item.status === "pending") {
    const { summary, last } = await summarizeReports(models, targetId);
    const hide = item.hidden || item.cause === "heldNewMember" || item.cause === "heldWord" || hidesAt(summary.weight);
    await models.ModerationQueue.updateOne({ _id: item._id, status: "pending" }, { $set: { reports: summary, lastReportedAt: last, hidden: hide } });
    return hide && item.cause !== "appeal" ? setHiddenFlag[targetType](models, targetId, true) : [];
  }
  if (item.cause === "appeal") return [];
  const kept = item.status === "approved";
  const decisionId = item.decision?.id;
  await settleReports(models, targetId, kept, decisionId);
  const held = targetType === "chatMessage" ? [] : await finishHeld(models, targetType, targetId, kept, at);
  return [...held, ...(await setHiddenFlag[targetType](models, targetId, !kept))];
});

/** The key of an item's intent. */
export const queueKey = (target: { targetType: QueueTargetType; targetId: string }): IntentKey => QUEUE_INTENT.key(`${target.targetType}.${target.targetId}`);
