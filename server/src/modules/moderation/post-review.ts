import { changed } from "../freshness/changes";
import { MESSAGES, type CommunityPost } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";

import type { ServiceDeps } from "../../services";
import type { CommunityPostDoc } from "../communities/model";
import { noSuchPost, type CommunityPostsService } from "../communities/posts";
import { COMMUNITY_INTENT } from "../communities/community-intent";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsMoved } from "../gamification/points";
import { countVerifiedPost } from "../gamification/stats";
import type { NotificationsService } from "../notifications/service";
import type { LevelUps } from "../gamification/level-ups";
import type { AuditLog } from "./audit";

/** How many posts the review queue shows at once. */
const QUEUE_SIZE = 200;
/** How many posts one "discard all by this author" removes (a member has at most LIMITS.pendingPostsPerMember). */
const DISCARD_ALL_MAX = 500;

/**
 * Administrators' review of community posts. Verify and discard are each one conditional write on a
 * post still awaiting review, so two administrators (or two clicks) act once; the second gets the same
 * answer. Every action that changed something is written to the audit log.
 */
export function createPostReviewService(
  deps: Pick<ServiceDeps, "models" | "cache" | "now" | "intents">,
  posts: CommunityPostsService,
  audit: AuditLog,
  notifications: Pick<NotificationsService, "notify">,
  achievements: { postVerified(author: string): void },
  levelUps: Pick<LevelUps, "pointsRose">,
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
    changed(deps.cache, { kind: "communityPosts", postIds: [], communityIds: [communityId] }, { when: "now" });
  }

  /**
   * Discards one post if it is still awaiting review. The post is claimed first (marked "discarded"
   * by one conditional write, so of concurrent calls exactly one goes on), then its consequences are
   * written, then it is removed: a call that lost the claim still sees the post, or the audit entry,
   * and answers as the winner does.
   */
  async function discardOne(admin: AdminCaller, id: string): Promise<boolean> {
    // An old-rule post takes its +50 back after its claim: a crash between them is repaired (platform/intents.ts).
    const awaiting = await CommunityPost.findOne({ _id: id, status: "unverified" }, { author: 1 }).lean();
    if (!awaiting) return false;
    return deps.intents.around([MEMBER_INTENT.key(awaiting.author)], () => claimAndDiscard(admin, id));
  }

  async function claimAndDiscard(admin: AdminCaller, id: string): Promise<boolean> {
    const post = await CommunityPost.findOneAndUpdate({ _id: id, status: "unverified" }, { $set: { status: "discarded" } }, { returnDocument: "after" }).lean();
    if (!post) return false;
    await Promise.all([
      // Worth what it was while awaiting review, then nothing (it is removed next).
      movePoints(deps.models, new Map([[post.author, pointsMoved(EARNINGS.communityPost, { ...post, status: "unverified" }, null)]]), deps.now()),
      audit.record(admin, "discardPost", { type: "communityPost", id, summary: post.title }),
    ]);
    await CommunityPost.deleteOne({ _id: post._id, status: "discarded" });
    tellAuthor(post, "postDiscarded");
    return true;
  }

  /** What follows a verification: its author's level and badges, its community's lists, and its author's notification. */
  function tellVerified(post: CommunityPostDoc, points: number) {
    if (points > 0) levelUps.pointsRose(post.author);
    achievements.postVerified(post.author);
    communityChanged(post.communityId);
    tellAuthor(post, "postVerified");
  }

  /** Verifies one post awaiting review, and writes what verifying it moves; tells of it unless `quiet`. */
  async function verifyOne(admin: AdminCaller, id: string, verifiedAt: Date, quiet: boolean) {
    const post = await CommunityPost.findOneAndUpdate(
      { _id: id, status: "unverified" },
      { $set: { status: "verified", verifiedAt } },
      { returnDocument: "after" },
    ).lean();
    if (!post) {
      if (await CommunityPost.exists({ _id: id, status: "verified" })) return { message: MESSAGES.postVerified };
      throw noSuchPost();
    }
    // Its author's +50 comes now, once: only the call that verified it gets here (none for an
    // old-rule post, credited when submitted).
    const points = pointsMoved(EARNINGS.communityPost, { ...post, status: "unverified" }, post);
    await Promise.all([
      Community.updateOne({ _id: post.communityId }, { $inc: { postCount: 1 } }),
      countVerifiedPost(deps.models, post, verifiedAt, 1),
      audit.record(admin, "verifyPost", { type: "communityPost", id, summary: post.title }),
      movePoints(deps.models, new Map([[post.author, points]]), verifiedAt),
    ]);
    if (!quiet) tellVerified(post, points);
    return { message: MESSAGES.postVerified };
  }

  return {
    /** Posts awaiting review, oldest first. */
    async queue(): Promise<{ posts: CommunityPost[] }> {
      const docs = await CommunityPost.find({ status: "unverified" })
        .sort({ createdAt: 1 })
        .limit(QUEUE_SIZE)
        .lean<Array<CommunityPostDoc & { status: "unverified" }>>();
      return { posts: await posts.present(docs) };
    },

    /** Any post, whatever its status (a post may have been reviewed since the queue was read). */
    async details(id: string): Promise<CommunityPost> {
      const doc = await CommunityPost.findById(id).lean();
      if (!doc || doc.status === "discarded") throw noSuchPost();
      return (await posts.present([{ ...doc, status: doc.status }]))[0]!;
    },

    /**
     * Verifies a post awaiting review. `quiet`: nothing is told yet (the queue's decision on a held
     * post tells once, by `announceVerified`: decision-ends.ts).
     */
    async verify(admin: AdminCaller, id: string, options: { quiet?: boolean } = {}) {
      const verifiedAt = deps.now();
      // The verification moves counts, points and figures after the post's status: a crash between
      // them is repaired (platform/intents.ts). A post no longer awaiting review names nothing.
      const awaiting = await CommunityPost.findOne({ _id: id, status: "unverified" }, { author: 1, communityId: 1 }).lean();
      const keys = awaiting ? [MEMBER_INTENT.key(awaiting.author), COMMUNITY_INTENT.key(awaiting.communityId)] : [];
      return deps.intents.around(keys, () => verifyOne(admin, id, verifiedAt, options.quiet === true));
    },

    /** Tells of a verified post as its verification does, read afresh; whether it did (not when it is no longer verified). The caller tells once. */
    async announceVerified(id: string): Promise<boolean> {
      const post = await CommunityPost.findOne({ _id: id, status: "verified" }).lean<CommunityPostDoc>();
      if (!post) return false;
      tellVerified(post, pointsMoved(EARNINGS.communityPost, { ...post, status: "unverified" }, post));
      return true;
    },

    /** Removes a post awaiting review (one credited when submitted, under the earlier rule, loses its +50). */
    async discard(admin: AdminCaller, id: string) {
      if (await discardOne(admin, id)) return { message: MESSAGES.postDiscarded };
      const left = await CommunityPost.findById(id, { status: 1 }).lean();
      if (left?.status === "verified") throw new HttpError(409, "already_verified", "Only posts awaiting review can be discarded");
      // Another call discarded it: it is still being removed, or the log says it was.
      if (left?.status === "discarded" || (await audit.happened("discardPost", id))) return { message: MESSAGES.postDiscarded };
      throw noSuchPost();
    },

    /** Discards every post of one author awaiting review (a flood of spam), each as `discard` would. */
    async discardAllBy(admin: AdminCaller, author: string) {
      const waiting = await CommunityPost.find({ author, status: "unverified" }, { _id: 1 }).limit(DISCARD_ALL_MAX).lean();
      const discarded = (await Promise.all(waiting.map((post) => discardOne(admin, String(post._id))))).filter(Boolean).length;
      return { message: MESSAGES.postsDiscarded(discarded, author), discarded };
    },
  };
}
export type PostReviewService = ReturnType<typeof createPostReviewService>;
