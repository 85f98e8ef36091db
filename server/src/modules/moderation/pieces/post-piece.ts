// Community posts as the queue moderates them (pieces/piece.ts). A verified post's removal takes back
// what verifying it gave (its author's points, its community's count, the author's figures) inside an
// intent, and its opinions go with it, each thread through the opinions' own removal.
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import { COMMUNITY_INTENT } from "../../communities/community-intent";
import type { CommunityPostDoc } from "../../communities/model";
import { flipPost } from "../../communities/visibility";
import { changed } from "../../freshness/changes";
import type { AchievementChecks } from "../../gamification/achievement-checks";
import { MEMBER_INTENT } from "../../gamification/member-intent";
import { EARNINGS, movePoints, pointsMoved } from "../../gamification/points";
import { countVerifiedPost } from "../../gamification/stats";
import type { CommentDoc } from "../../opinions/model";
import type { PostReviewService } from "../post-review";
import { removeOpinionThread, type OpinionPieceDeps } from "./opinion-piece";
import type { Piece, PieceKind } from "./piece";

export function createPostPieces(
  deps: OpinionPieceDeps & Pick<ServiceDeps, "now">,
  review: Pick<PostReviewService, "discard">,
  achievements: Pick<AchievementChecks, "figuresFell">,
): PieceKind {
  const { CommunityPost, Comment } = deps.models;

  /** Its community's lists show it (or stop showing it) at once. */
  const listsChanged = (post: Pick<CommunityPostDoc, "_id" | "communityId">) =>
    changed(deps.cache, { kind: "communityPosts", postIds: [String(post._id)], communityIds: [post.communityId] }, { when: "now" });

  /** Claims a verified post for removal (one conditional write) and takes back what verifying it gave; the post as it was, or null. */
  async function claimVerified(id: string): Promise<CommunityPostDoc | null> {
    const claimed = await CommunityPost.findOneAndUpdate(
      { _id: id, status: "verified" },
      { $set: { status: "discarded" } },
      { returnDocument: "before" },
    ).lean<CommunityPostDoc>();
    if (!claimed) return null;
    const points = pointsMoved(EARNINGS.communityPost, claimed, { ...claimed, status: "discarded" });
    await Promise.all([
      movePoints(deps.models, new Map([[claimed.author, points]]), deps.now()),
      // A hidden post was taken out of its community's count when it was hidden.
      claimed.hidden === true ? null : deps.models.Community.updateOne({ _id: claimed.communityId }, { $inc: { postCount: -1 } }),
      countVerifiedPost(deps.models, claimed, claimed.verifiedAt ?? claimed.createdAt, -1),
    ]);
    return claimed;
  }

  async function removeVerified(id: string): Promise<boolean> {
    const post = await CommunityPost.findOne({ _id: id, status: "verified" }, { author: 1, communityId: 1 }).lean();
    if (!post) return false;
    const claimed = await deps.intents.around([MEMBER_INTENT.key(post.author), COMMUNITY_INTENT.key(post.communityId)], () => claimVerified(id));
    if (!claimed) return false;
    // Its threads go with it (new opinions are refused from the claim on: the post is no longer verified).
    const tops = await Comment.find({ postId: id, parentId: null }).lean<CommentDoc[]>();
    for (const top of tops) await removeOpinionThread(deps, achievements, top);
    await CommunityPost.deleteOne({ _id: claimed._id, status: "discarded" });
    achievements.figuresFell(claimed.author);
    listsChanged(claimed);
    return true;
  }

  return {
    async load(ids) {
      const docs = await CommunityPost.find({ _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) }, status: { $ne: "discarded" } }).lean<
        CommunityPostDoc[]
      >();
      return new Map(
        docs.map((doc): [string, Piece] => [
          doc._id.toString(),
          {
            targetType: "communityPost",
            targetId: doc._id.toString(),
            author: doc.author,
            text: `${doc.title}\n\n${doc.description}`,
            hidden: doc.hidden === true,
            readable: doc.status === "verified",
            context: { postId: doc._id.toString(), postTitle: doc.title, communityId: doc.communityId, publisherId: null },
            countKeys: [COMMUNITY_INTENT.key(doc.communityId)],
          },
        ]),
      );
    },
    async flip(piece, hide) {
      return (await flipPost(deps.models, piece.targetId, hide)) !== null;
    },
    async announce(piece) {
      if (piece.context.communityId) listsChanged({ _id: new Types.ObjectId(piece.targetId), communityId: piece.context.communityId });
    },
    async remove(admin, piece) {
      if (piece.readable) return removeVerified(piece.targetId);
      // One awaiting review (held before it showed) goes by the review's discard path.
      await review.discard(admin, piece.targetId);
      return true;
    },
  };
}
