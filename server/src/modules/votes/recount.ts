import { POINTS } from "@pnyx/contract";
import type { Models } from "../../models";
import type { VoteTarget } from "./model";

/**
 * Sets counters and points to what the records say. Counters and points are kept by single `$inc`s
 * as records change; these recounts are for repairs (migrations), never for the request path.
 */
export async function recountTarget(models: Models, targetType: VoteTarget, targetId: string): Promise<void> {
  const [upvotes, downvotes] = await Promise.all(([1, -1] as const).map((value) => models.Vote.countDocuments({ targetType, targetId, value })));
  if (targetType === "comment") {
    const replyCount = await models.Comment.countDocuments({ parentId: targetId });
    await models.Comment.updateOne({ _id: targetId }, { $set: { upvotes, downvotes, replyCount } });
    return;
  }
  const totalComments = await models.Comment.countDocuments({ postId: targetId });
  const model = targetType === "article" ? models.Article : models.CommunityPost;
  await (model as typeof models.Article).updateOne({ _id: targetId }, { $set: { upvotes, downvotes, totalComments } });
}

/** A member's points as their records earned them: votes held, opinions and replies (not to themselves), verified community posts. */
export async function recountPoints(models: Models, username: string): Promise<number> {
  const [votes, comments, posts] = await Promise.all([
    models.Vote.countDocuments({ user: username, value: { $ne: 0 } }),
    models.Comment.countDocuments({ author: username, selfReply: { $ne: true } }),
    // Verified posts, and those awaiting review that were credited when submitted (before the +50 moved to verification).
    models.CommunityPost.countDocuments({ author: username, $or: [{ status: "verified" }, { creditOnVerify: { $ne: true } }] }),
  ]);
  const points = votes * POINTS.vote + comments * POINTS.opinion + posts * POINTS.communityPost;
  await models.User.updateOne({ username }, { $set: { points } });
  return points;
}
