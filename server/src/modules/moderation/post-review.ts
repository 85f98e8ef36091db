import { MESSAGES, POINTS, type CommunityPost } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { CACHE_TAGS } from "../../platform/response-cache";
import type { ServiceDeps } from "../../services";
import { noSuchPost, type CommunityPostsService } from "../communities/posts";
import { awardPoints } from "../gamification/points";
import { countVerifiedPost } from "../gamification/stats";
import type { NotificationsService } from "../notifications/service";
import type { AuditLog } from "./audit";

/** How many posts the review queue shows at once. */
const QUEUE_SIZE = 200;

/**
 * Administrators' review of community posts. Verify and discard are each one conditional write on a
 * post still awaiting review, so two administrators (or two clicks) act once; the second gets the same
 * answer. Every action that changed something is written to the audit log.
 */
export function createPostReviewService(
  deps: Pick<ServiceDeps, "models" | "cache" | "now">,
  posts: CommunityPostsService,
  audit: AuditLog,
  notifications: Pick<NotificationsService, "notify">,
  achievements: { postVerified(author: string): void },
) {
  const { CommunityPost, Community } = deps.models;

  /** The author hears of the review (only of the one that changed the post). */
  const tellAuthor = (post: { _id: unknown; author: string; title: string }, kind: "postVerified" | "postDiscarded") =>
    notifications.notify([
      {
        recipient: post.author,
        kind,
        actor: null,
        postKind: "communityPost",
        postId: String(post._id),
        postTitle: post.title,
        commentId: null,
        inReplyTo: null,
        excerpt: "",
      },
    ]);

  /** A post's community shows it (or stops showing it) at once. */
  function communityChanged(communityId: string) {
    deps.cache.invalidate(CACHE_TAGS.community(communityId));
    deps.cache.invalidate(CACHE_TAGS.communities);
  }

  return {
    /** Posts awaiting review, oldest first. */
    async queue(): Promise<{ posts: CommunityPost[] }> {
      const docs = await CommunityPost.find({ status: "unverified" }).sort({ createdAt: 1 }).limit(QUEUE_SIZE).lean();
      return { posts: await posts.present(docs) };
    },

    /** Any post, whatever its status (a post may have been reviewed since the queue was read). */
    async details(id: string): Promise<CommunityPost> {
      const doc = await CommunityPost.findById(id).lean();
      if (!doc) throw noSuchPost();
      return (await posts.present([doc]))[0]!;
    },

    async verify(admin: AdminCaller, id: string) {
      const verifiedAt = deps.now();
      const post = await CommunityPost.findOneAndUpdate(
        { _id: id, status: "unverified" },
        { $set: { status: "verified", verifiedAt } },
        { returnDocument: "after" },
      ).lean();
      if (!post) {
        if (await CommunityPost.exists({ _id: id, status: "verified" })) return { message: MESSAGES.postVerified };
        throw noSuchPost();
      }
      await Promise.all([
        Community.updateOne({ _id: post.communityId }, { $inc: { postCount: 1 } }),
        countVerifiedPost(deps.models, post, verifiedAt, 1),
        audit.record(admin, "verifyPost", { type: "communityPost", id, summary: post.title }),
      ]);
      achievements.postVerified(post.author);
      communityChanged(post.communityId);
      tellAuthor(post, "postVerified");
      return { message: MESSAGES.postVerified };
    },

    /** Removes a post awaiting review and takes back its author's +50. */
    async discard(admin: AdminCaller, id: string) {
      const post = await CommunityPost.findOneAndDelete({ _id: id, status: "unverified" }).lean();
      if (!post) {
        if (await CommunityPost.exists({ _id: id })) throw new HttpError(409, "already_verified", "Only posts awaiting review can be discarded");
        if (await audit.happened("discardPost", id)) return { message: MESSAGES.postDiscarded };
        throw noSuchPost();
      }
      await Promise.all([
        awardPoints(deps.models, post.author, -POINTS.communityPost, deps.now()),
        audit.record(admin, "discardPost", { type: "communityPost", id, summary: post.title }),
      ]);
      tellAuthor(post, "postDiscarded");
      return { message: MESSAGES.postDiscarded };
    },
  };
}
export type PostReviewService = ReturnType<typeof createPostReviewService>;
