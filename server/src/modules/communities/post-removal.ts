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

/**
 * Removes a community post whatever its status (a sanctioned member's writing, issue 47), with its
 * opinions, inside a write intent on what it moves. The post is claimed first (marked "discarded" by
 * one conditional write, so of two removals one moves anything), then what it was worth is taken back
 * by the rule it was earned by: its author's points (EARNINGS.communityPost: a verified post's +50,
 * an old-rule post's while awaiting review), and for a verified post its community's count and its
 * author's figures. Its opinions go as a removed thread does (thread-removal.ts: their authors'
 * points and figures follow), then the post. A removal cut short is finished by the next one (a post
 * left "discarded" is taken up again); its counts by the reconciler. Answers whether it was there.
 */
export async function removePost(
  deps: { models: RemovalModels; intents: WriteIntents; cache: ResponseCache; now: () => Date },
  postId: string,
): Promise<boolean> {
  const { CommunityPost, Community, Comment } = deps.models;
  const found = await CommunityPost.findById(postId, { author: 1, communityId: 1 }).lean();
  if (!found) return false;
  const keys = [MEMBER_INTENT.key(found.author), COMMUNITY_INTENT.key(found.communityId), OPINIONS_INTENT.communityPost.key(postId)];
  await deps.intents.around(keys, async () => {
    const before = await CommunityPost.findOneAndUpdate(
      { _id: postId, status: { $in: ["unverified", "verified"] } },
      { $set: { status: "discarded" } },
      { returnDocument: "before" },
    ).lean<CommunityPostDoc>();
    if (before) {
      const lost = pointsMoved(EARNINGS.communityPost, before, { ...before, status: "discarded" });
      await Promise.all([
        movePoints(deps.models, new Map([[before.author, lost]]), deps.now()),
        before.status === "verified" ? Community.updateOne({ _id: before.communityId }, { $inc: { postCount: -1 } }) : null,
        before.status === "verified" && before.verifiedAt ? countVerifiedPost(deps.models, before, before.verifiedAt, -1) : null,
      ]);
    }
    // Each thread as a removal takes it; then any reply whose parent went before it (it belongs to no thread).
    for (const top of await Comment.find({ postId, parentId: null }).lean<CommentDoc[]>()) await removeThread(deps.models, deps.intents, top);
    for (const left of await Comment.find({ postId }).lean<CommentDoc[]>()) await removeThread(deps.models, deps.intents, left);
    await CommunityPost.deleteOne({ _id: postId, status: "discarded" });
  });
  changed(deps.cache, { kind: "communityPosts", postIds: [postId], communityIds: [String(found.communityId)] }, { when: "now" });
  return true;
}
