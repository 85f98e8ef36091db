// The end of a decision on a held piece, as a repair applies it (queue-intent.ts). A decision claims
// its queue item, then publishes or drops the held piece (holds/service.ts) inside the same intent,
// which names what publishing moves (decisions.ts `decisionKeys`). A kill between the two leaves the
// item decided and the piece held: the repair takes the hold off (approved) or removes the piece
// (rejected) by one conditional write on a piece still held, so it happens once, and the intent's
// next keys recount what it moves (posts' counts, replies, points and figures: recounts count held
// writing nowhere). Models only, as recounts are: the live announcement and the notifications of a
// publication are not sent by a repair; the decisions' sweep sends them, once (decision-ends.ts).
import type { Models } from "../../../models";
import { touchedBy } from "../../freshness/changes";
import { dropHeld } from "../../opinions/held";

/** Finishes a held piece's decision if the piece is still held; the cache tags of the answers that may show it. */
export async function finishHeld(models: Models, targetType: "comment" | "communityPost", targetId: string, approved: boolean, at: Date): Promise<string[]> {
  if (targetType === "comment") {
    const doc = approved
      ? await models.Comment.findOneAndUpdate({ _id: targetId, held: true }, { $unset: { held: "", heldCause: "" } }).lean()
      : await dropHeld(models, targetId);
    if (!doc || typeof doc === "string") return [];
    if (doc.postKind === "article") return touchedBy({ kind: "opinions", post: { postKind: "article", postId: doc.postId } });
    return touchedBy({ kind: "opinions", post: { postKind: "communityPost", postId: doc.postId, communityId: null } });
  }
  const still = { _id: targetId, held: true, status: "unverified" } as const;
  const doc = approved
    ? await models.CommunityPost.findOneAndUpdate(still, { $unset: { held: "", heldCause: "" }, $set: { status: "verified", verifiedAt: at } }).lean()
    : await models.CommunityPost.findOneAndDelete(still).lean();
  return doc ? touchedBy({ kind: "communityPosts", postIds: [targetId], communityIds: [doc.communityId] }) : [];
}
