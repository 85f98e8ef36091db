import { Types } from "mongoose";
import type { Models } from "../../models";
import { intentKind, type IntentKind } from "../../platform/intents";
import { touchedBy, type ThreadPost } from "../freshness/changes";
import { VISIBLE, type CommentDoc } from "./model";

// What opinions count, and how a repair counts it again: every stored opinion or reply counts once on
// its post (`totalComments`), every stored reply once on its parent (`replyCount`), unless it is
// held for review (held.ts: it counts from its approval on) or hidden awaiting a moderator's decision
// (visibility.ts). The writers move them by one per record stored, removed, approved, hidden or shown
// again (opinion-batch.ts, thread-removal.ts, held.ts, visibility.ts); a recount counts the records.

/** The thread a comment is in (a community post's community unread), or null when it is gone. */
export async function threadOfComment(models: Pick<Models, "Comment">, commentId: string): Promise<ThreadPost | null> {
  const comment = Types.ObjectId.isValid(commentId) ? await models.Comment.findById(commentId, { postId: 1, postKind: 1 }).lean() : null;
  if (!comment) return null;
  return comment.postKind === "communityPost"
    ? { postKind: "communityPost", postId: comment.postId, communityId: null }
    : { postKind: "article", postId: comment.postId };
}

/** Sets a post's count of opinions and replies to what the records say (repairs and migrations). */
export async function recountOpinions(models: Models, postKind: CommentDoc["postKind"], postId: string): Promise<void> {
  if (!Types.ObjectId.isValid(postId)) return;
  const totalComments = await models.Comment.countDocuments({ postId, ...VISIBLE });
  const model = postKind === "article" ? models.Article : models.CommunityPost;
  await (model as typeof models.Article).updateOne({ _id: postId }, { $set: { totalComments } });
}

/** Sets an opinion's count of replies to what the records say. */
export async function recountReplies(models: Models, commentId: string): Promise<void> {
  if (!Types.ObjectId.isValid(commentId)) return;
  await models.Comment.updateOne({ _id: commentId }, { $set: { replyCount: await models.Comment.countDocuments({ parentId: commentId, ...VISIBLE }) } });
}

const opinionsOn = (postKind: CommentDoc["postKind"]) =>
  intentKind<Models>(`${postKind}Opinions`, async (models, id) => {
    await recountOpinions(models, postKind, id);
    if (postKind === "article") return touchedBy({ kind: "opinions", post: { postKind, postId: id } });
    const post = Types.ObjectId.isValid(id) ? await models.CommunityPost.findById(id, { communityId: 1 }).lean() : null;
    return touchedBy({ kind: "opinions", post: { postKind, postId: id, communityId: post ? String(post.communityId) : null } });
  });

/** The intents' kinds for a post's count of opinions (`articleOpinions:<id>`, `communityPostOpinions:<id>`). */
export const OPINIONS_INTENT: Record<CommentDoc["postKind"], IntentKind<Models>> = {
  article: opinionsOn("article"),
  communityPost: opinionsOn("communityPost"),
};

/** The intents' kind for an opinion's count of replies (`replies:<id>`). */
export const REPLIES_INTENT = intentKind<Models>("replies", async (models, id) => {
  await recountReplies(models, id);
  const post = await threadOfComment(models, id);
  return post ? touchedBy({ kind: "opinions", post }) : [];
});
