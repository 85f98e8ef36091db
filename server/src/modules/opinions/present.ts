import type { Opinion, ProfilePicture } from "@pnyx/contract";
import type { CommentDoc } from "./model";

/** A stored comment as the contract's Opinion. */
export function presentOpinion(doc: CommentDoc, pictures: Map<string, ProfilePicture>): Opinion {
  return {
    _id: doc._id.toString(),
    postId: doc.postId,
    parentId: doc.parentId ?? null,
    text: doc.text,
    image: doc.image ?? null,
    author: doc.author,
    profilePicture: pictures.get(doc.author) ?? null,
    createdAt: doc.createdAt.toISOString(),
    editedAt: doc.editedAt ? doc.editedAt.toISOString() : null,
    upvotes: Math.max(0, doc.upvotes),
    downvotes: Math.max(0, doc.downvotes),
    replyCount: Math.max(0, doc.replyCount ?? 0),
    // Only its author is ever given one held for review or hidden awaiting a decision (every other read leaves it out).
    ...(doc.held === true || doc.hidden === true ? { awaitingReview: true as const } : {}),
  };
}
