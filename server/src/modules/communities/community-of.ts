import { Types } from "mongoose";
import type { Models } from "../../models";

/** The community a community post is in (null when there is no such post): where writing on it goes, for a sanction's check. */
export async function communityOfPost(models: Pick<Models, "CommunityPost">, postId: string): Promise<string | null> {
  if (!Types.ObjectId.isValid(postId)) return null;
  const post = await models.CommunityPost.collection.findOne({ _id: new Types.ObjectId(postId) }, { projection: { communityId: 1 } });
  return post ? String(post.communityId) : null;
}

/** The community of the post an opinion or reply is on (null on an article, or when it is gone). */
export async function communityOfComment(models: Pick<Models, "Comment" | "CommunityPost">, commentId: string): Promise<string | null> {
  if (!Types.ObjectId.isValid(commentId)) return null;
  const comment = await models.Comment.collection.findOne({ _id: new Types.ObjectId(commentId) }, { projection: { postId: 1, postKind: 1 } });
  return comment?.postKind === "communityPost" ? communityOfPost(models, String(comment.postId)) : null;
}
