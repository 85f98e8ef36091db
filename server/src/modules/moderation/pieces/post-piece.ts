// Community posts as the queue moderates them (pieces/piece.ts). A verified post is removed by the
// one removal of posts (communities/post-removal.ts: what verifying it gave taken back inside an
// intent, its opinions with it, each thread through the opinions' own removal); one awaiting review
// goes by the review's discard.
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import { COMMUNITY_INTENT } from "../../communities/community-intent";
import type { CommunityPostDoc } from "../../communities/model";
import { removePost } from "../../communities/post-removal";
import { flipPost } from "../../communities/visibility";
import { changed } from "../../freshness/changes";
import type { AchievementChecks } from "../../gamification/achievement-checks";
import type { PostReviewService } from "../post-review";
import type { OpinionPieceDeps } from "./opinion-piece";
import type { Piece, PieceKind } from "./piece";

export function createPostPieces(
  deps: OpinionPieceDeps & Pick<ServiceDeps, "now">,
  review: Pick<PostReviewService, "discard">,
  achievements: Pick<AchievementChecks, "figuresFell">,
): PieceKind {
  const { CommunityPost } = deps.models;

  /** Its community's lists show it (or stop showing it) at once. */
  const listsChanged = (post: Pick<CommunityPostDoc, "_id" | "communityId">) =>
    changed(deps.cache, { kind: "communityPosts", postIds: [String(post._id)], communityIds: [post.communityId] }, { when: "now" });

  /** Removes a verified post and its opinions; whether this call claimed it. */
  async function removeVerified(id: string): Promise<boolean> {
    const removed = await removePost(deps, id);
    if (!removed?.claimed) return false;
    for (const author of new Set([removed.claimed.author, ...removed.opinions.map((o) => o.author)])) achievements.figuresFell(author);
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
            held: doc.held === true && doc.status === "unverified",
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
