// The hidden flag of each kind of writing, set alone: a repair's step (queue-intent.ts), after which
// the intent's other keys recount what the flag moves. Models only, as recounts are.
import type { ModerationTargetType } from "@pnyx/contract";
import type { Models } from "../../../models";
import { setPostHidden } from "../../communities/visibility";
import { touchedBy } from "../../freshness/changes";
import { setOpinionHidden } from "../../opinions/visibility";

/** Sets a piece's flag (nothing when it is gone); the cache tags of the answers that may show it. */
export const setHiddenFlag: Record<ModerationTargetType, (models: Models, id: string, hide: boolean) => Promise<string[]>> = {
  async comment(models, id, hide) {
    const doc = await setOpinionHidden(models, id, hide);
    if (!doc) return [];
    if (doc.postKind === "article") return touchedBy({ kind: "opinions", post: { postKind: "article", postId: doc.postId } });
    return touchedBy({ kind: "opinions", post: { postKind: "communityPost", postId: doc.postId, communityId: null } });
  },
  async communityPost(models, id, hide) {
    const doc = await setPostHidden(models, id, hide);
    return doc ? touchedBy({ kind: "communityPosts", postIds: [id], communityIds: [doc.communityId] }) : [];
  },
  async chatMessage(models, id, hide) {
    await models.ChatMessage.updateOne({ _id: id }, hide ? { $set: { hidden: true } } : { $unset: { hidden: "" } });
    return [];
  },
};
