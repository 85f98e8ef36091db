// What a decision does to its piece after the claim (issue 47), finished once whoever finishes it.
// A rejection removes the piece by its own removal path (pieces/*.ts `remove`: counts and points take
// back what it gave), after the decision's intent; a kill between the claim and the removal leaves it
// there, hidden by the item's repair (queue-intent.ts), its author keeping what it gave. An approval of
// a piece held before it ever showed publishes it inside the intent (or the intent's repair does:
// holds/held-repair.ts, which tells nobody), and tells of it after (live viewers, the member it
// notifies, its author's level and badges). The decisions' sweep (decision-follow-ups.ts) finishes
// both for a decision cut short, by the paths the decision takes:
// - a removal acts on a piece still there, by one conditional write: a second run removes nothing
//   and takes nothing twice;
// - the telling is claimed first, by one conditional write on the decision (`announced`, stored false
//   by the claim of an approval of a held piece): it is heard at most once. A kill between that claim
//   and the telling loses it (readers find the piece on their next read).
import type { AdminCaller } from "../../platform/auth";
import type { ServiceDeps } from "../../services";
import type { HoldsService } from "./holds/service";
import type { Piece } from "./pieces/piece";
import type { Pieces } from "./pieces/pieces";
import type { QueueItemDoc } from "./queue-model";

export function createDecisionEnds(
  deps: Pick<ServiceDeps, "models">,
  pieces: Pieces,
  holds: Pick<HoldsService, "publishHeld" | "announcePublished" | "rejectHeld">,
) {
  const { ModerationQueue, Admin } = deps.models;

  /**
   * Removes the piece of a rejected item (an appeal's refusal removes nothing) if it is still there:
   * held, by the holds; else by its own removal path. `loaded`: the piece as the caller read it.
   * Whether this call removed it.
   */
  async function removeRejected(admin: AdminCaller, item: QueueItemDoc, loaded?: Piece | null): Promise<boolean> {
    if (item.status !== "rejected" || item.cause === "appeal" || item.targetType === "sanction") return false;
    const kind = pieces[item.targetType];
    const piece = loaded !== undefined ? loaded : ((await kind.load([item.targetId])).get(item.targetId) ?? null);
    if (!piece) return false;
    if (piece.held && piece.targetType !== "chatMessage") return (await holds.rejectHeld({ type: piece.targetType, id: piece.targetId }, admin)) === "done";
    return kind.remove(admin, piece);
  }

  /** Tells of the held piece an approval published, once (the claim on `announced`): whether this call told. */
  async function announceApproved(item: QueueItemDoc): Promise<boolean> {
    const id = item.decision?.id;
    if (item.status !== "approved" || !id || item.decision?.announced !== false) return false;
    if (item.targetType !== "comment" && item.targetType !== "communityPost") return false;
    const claimed = await ModerationQueue.updateOne(
      { _id: item._id, "decision.id": id, "decision.announced": false },
      { $set: { "decision.announced": true } },
    );
    if (claimed.modifiedCount === 0) return false;
    return holds.announcePublished({ type: item.targetType, id: item.targetId });
  }

  return {
    removeRejected,
    announceApproved,

    /**
     * Finishes what a decision on `item` does to its piece, as the decision would have (the sweep's
     * step for a decision whose process may have died): its removal, or its held piece's
     * publication and telling. Nothing for an item pending again or decided otherwise.
     */
    async finish(item: QueueItemDoc): Promise<void> {
      const { decision } = item;
      if (item.status === "pending" || !decision?.id) return;
      const found = await Admin.findOne({ username: decision.by }, { _id: 1 }).lean();
      const admin: AdminCaller = { kind: "admin", adminId: found ? found._id.toString() : "", username: decision.by };
      if (item.status === "rejected") {
        await removeRejected(admin, item);
        return;
      }
      if (decision.announced !== false || (item.targetType !== "comment" && item.targetType !== "communityPost")) return;
      // Published by the decision, or by its intent's repair, or (neither ran yet) now, once.
      await holds.publishHeld({ type: item.targetType, id: item.targetId }, admin, true);
      await announceApproved(item);
    },
  };
}
export type DecisionEnds = ReturnType<typeof createDecisionEnds>;
