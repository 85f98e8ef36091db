// Hiding an opinion awaiting a moderator's decision, and showing it again (issue 47). A hidden opinion
// is its author's only: every public read leaves it out (the `VISIBLE` filter part) and no count
// counts it, so its post's count of opinions and its parent's count of replies move by one when it is
// hidden or shown. Each move belongs to whoever flipped the flag (one conditional write), so a hide,
// a show and a removal at once count it exactly once. Callers run the flip inside an intent on
// `opinionCountKeys` (platform/intents.ts): counts.ts recounts without the hidden ones.
import { opinionAddedEvent, opinionDeletedEvent } from "@pnyx/contract";
import type { Models } from "../../models";
import type { IntentKey } from "../../platform/intents";
import type { ServiceDeps } from "../../services";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./counts";
import { hiddenKeyOf, type CommentDoc } from "./model";
import { presentOpinion } from "./present";
import { threadChanged } from "./thread-changes";

/** What hiding or showing an opinion moves: its post's count and its parent's. */
export const opinionCountKeys = (doc: Pick<CommentDoc, "postKind" | "postId" | "parentId">): IntentKey[] => [
  OPINIONS_INTENT[doc.postKind].key(doc.postId),
  ...(doc.parentId ? [REPLIES_INTENT.key(doc.parentId)] : []),
];

/** Sets the flag alone (a repair's step: the counts are recounted after it). Whether it changed. */
export async function setOpinionHidden(models: Pick<Models, "Comment">, commentId: string, hide: boolean): Promise<CommentDoc | null> {
  const { Comment } = models;
  const doc = await Comment.findById(commentId, { postId: 1, author: 1 }).lean();
  if (!doc) return null;
  return Comment.findOneAndUpdate(
    // One held for review is not public yet and counts nowhere: the hold keeps it (holds/), not this flag.
    hide ? { _id: commentId, hidden: { $ne: true }, held: { $ne: true } } : { _id: commentId, hidden: true },
    hide ? { $set: { hidden: true, hiddenKey: hiddenKeyOf(doc.postId, doc.author) } } : { $unset: { hidden: "", hiddenKey: "" } },
    { returnDocument: "before" },
  ).lean<CommentDoc>();
}

/**
 * Hides (or shows) an opinion if it is not already, and moves its counts by one: the comment as it
 * was before, or null when nothing changed (gone, or already so).
 */
export async function flipOpinion(models: Pick<Models, "Comment" | "Article" | "CommunityPost">, commentId: string, hide: boolean): Promise<CommentDoc | null> {
  const before = await setOpinionHidden(models, commentId, hide);
  if (!before) return null;
  const step = hide ? -1 : 1;
  const post = (before.postKind === "communityPost" ? models.CommunityPost : models.Article) as Models["Article"];
  await Promise.all([
    post.updateOne({ _id: before.postId }, { $inc: { totalComments: step } }),
    before.parentId ? models.Comment.updateOne({ _id: before.parentId }, { $inc: { replyCount: step } }) : null,
  ]);
  return before;
}

/**
 * Tells kept answers and live viewers that an opinion was hidden (it goes, as a removal marked
 * `pendingReview`) or shown again (it comes back, as a new one).
 */
export async function announceVisibility(deps: Pick<ServiceDeps, "models" | "cache" | "live" | "pictures">, doc: CommentDoc, hidden: boolean): Promise<void> {
  await threadChanged(deps, doc, "now");
  if (hidden) {
    // Marked, so its author's clients keep it (awaiting review) and everyone's can take it back on approval.
    deps.live.toThread(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId: doc._id.toString(), parentId: doc.parentId, pendingReview: true });
    return;
  }
  // Hidden again meanwhile: it stays its author's.
  if (doc.hidden === true) return;
  const { hidden: _hidden, hiddenKey: _key, ...shown } = doc;
  const pictures = await deps.pictures.of([doc.author]);
  deps.live.toThread(doc.postId, opinionAddedEvent, { postId: doc.postId, opinion: presentOpinion(shown, pictures) });
}
