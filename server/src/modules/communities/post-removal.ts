import type { Models } from "../../models";
import type { WriteIntents } from "../../platform/intents";
import type { ResponseCache } from "../../platform/response-cache";
import { changed } from "../freshness/changes";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsMoved } from "../gamification/points";
import { countVerifiedPost } from "../gamification/stats";
import { OPINIONS_INTENT } from "../opinions/counts";
import type { CommentDoc } from "../opinions/model";
import { removeThread } from "../opinions/thread-removal";
import { COMMUNITY_INTENT } from "./community-intent";
import type { CommunityPostDoc } from "./model";

type RemovalModels = Parameters<typeof removeThread>[0] & Pick<Models, "CommunityPost" | "Community">;

/** What a removal did: the post as this call claimed it (null when another removal had it), and the opinions it removed. */
export interface PostRemoved {
  claimed: CommunityPostDoc | null;
  opinions: CommentDoc[];
}

/**
 * The one removal of a community post, whatever its status (issue 47: a sanctioned member's writing,
 * a moderator's rejection of a verified post), with its opinions, inside a write intent on what it
 * moves. The post is claimed first (marked "discarded" by one conditional write, so of two removals
 * one moves anything), then what it was worth is taken back by the rule it was earned by: its
 * author's points (EARNINGS.communityPost: a verified post's +50, an old-rule post's while awaiting
 * review), and for a verified post its author's figures and its community's count (unless it was
 * hidden: hiding took it out of the count, communities/visibility.ts). Its opinions go as a removed
 * thread does (thread-removal.ts: their authors' points and figures follow), then the post and its
 * pending queue item. A removal cut short is finished by the next one (a post left "discarded" is
 * taken up again); its counts by the reconciler. Null when there is no such post.
 */
export async function removePost(
  deps: { models: RemovalModels; intents: WriteIntents; cache: ResponseCache; now: () => Date },
  postId: string,
): Promise<PostRemoved | null> {
  const { CommunityPost, Community, Comment } = deps.models;
  const found = await CommunityPost.findById(postId, { author: 1, communityId: 1 }).lean();
  if (!found) return null;
  const keys = [MEMBER_INTENT.key(found.author), COMMUNITY_INTENT.key(found.communityId), OPINIONS_INTENT.communityPost.key(postId)];
  const done = await deps.intents.around(keys, async () => {
    const before = await CommunityPost.findOneAndUpdate(
      { _id: postId, status: { $in: ["unverified", "verified"] } },
      { $set: { status: "discarded" } },
      { returnDocument: "before" },
    ).lean<CommunityPostDoc>();
    if (before) {
      const lost = pointsMoved(EARNINGS.communityPost, before, { ...before, status: "discarded" });
      const verified = before.status === "verified";
      await Promise.all([
        movePoints(deps.models, new Map([[before.author, lost]]), deps.now()),
        verified && before.hidden !== true ? Community.updateOne({ _id: before.communityId }, { $inc: { postCount: -1 } }) : null,
        verified ? countVerifiedPost(deps.models, before, before.verifiedAt ?? before.createdAt, -1) : null,
      ]);
    }
    // Each thread as a removal takes it; then any reply whose parent went before it (it belongs to no thread).
    const opinions: CommentDoc[] = [];
    for (const top of await Comment.find({ postId, parentId: null }).lean<CommentDoc[]>())
      opinions.push(...(await removeThread(deps.models, deps.intents, top)));
    for (const left of await Comment.find({ postId }).lean<CommentDoc[]>()) opinions.push(...(await removeThread(deps.models, deps.intents, left)));
    await Promise.all([
      CommunityPost.deleteOne({ _id: postId, status: "discarded" }),
      // Nothing is left to decide of it (an item being decided is no longer pending, and stays).
      deps.models.ModerationQueue.deleteMany({ targetType: "communityPost", targetId: postId, status: "pending" }),
    ]);
    return { claimed: before, opinions };
  });
  changed(deps.cache, { kind: "communityPosts", postIds: [postId], communityIds: [String(found.communityId)] }, { when: "now" });
  return done;
}
