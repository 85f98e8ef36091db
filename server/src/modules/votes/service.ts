import { POPULAR_LIKES, votesChangedEvent, type VoteState } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import { communityOfComment, communityOfPost } from "../communities/community-of";
import type { WritePlace } from "../moderation/gate";
import type { AchievementChecks } from "../gamification/achievement-checks";
import type { LevelUps } from "../gamification/level-ups";
import { changed, type ThreadPost } from "../freshness/changes";
import type { VoteTarget } from "./model";
import { createVoteBatcher, type ChangedTarget } from "./vote-batch";

/** Rounds of take-backs when an account goes (a vote on its way when the token was revoked lands in the first). */
const WITHDRAW_ROUNDS = 3;
/** How far below POPULAR_LIKES a target's count, as a batch saw it, gets read back. */
const POPULAR_MARGIN = 16;

/**
 * Likes and dislikes: one record per (member, target) under a unique index, so votes are exclusive
 * and a double click counts once. Counters move only when a record changed, and the voter's points
 * with them (+5 for a vote added, -5 for one taken back; a switch is both, so net zero). Calls are
 * written in batches (see vote-batch.ts): a vote costs a share of a handful of commands, not a few
 * round trips of its own.
 */
export function createVotesService(
  deps: Pick<ServiceDeps, "models" | "rateLimiter" | "live" | "cache" | "background" | "intents" | "moderation">,
  levelUps: Pick<LevelUps, "pointsRose">,
  achievements: Pick<AchievementChecks, "figuresRose">,
) {
  /** Tells caches (within their bound) and live viewers, once per batch, what a batch changed. */
  function announce(changes: ChangedTarget[]) {
    for (const { type, targetId, upvotes, downvotes, postId: commentPost, postKind, communityId } of changes) {
      if (type === "communityPost") {
        changed(deps.cache, { kind: "communityPostVotes", postId: targetId, communityId: communityId ?? null });
        continue;
      }
      if (type === "article") changed(deps.cache, { kind: "articleVotes", articleId: targetId });
      else if (commentPost) {
        const post: ThreadPost =
          postKind === "communityPost" ? { postKind, postId: commentPost, communityId: null } : { postKind: "article", postId: commentPost };
        changed(deps.cache, { kind: "opinionVotes", post });
      }
      const postId = type === "article" ? targetId : commentPost;
      if (postId) deps.live.toThread(postId, votesChangedEvent, { postId, targetType: type, targetId, upvotes, downvotes });
    }
  }
  /**
   * Likes that may have completed Subject Expert or Popular Post: targets this batch left near
   * POPULAR_LIKES are read back (after the write, so the last like that got a target there sees it)
   * and their authors checked. The margin covers other instances' batches between ours.
   */
  function checkPopular(changes: ChangedTarget[]) {
    const near = (type: VoteTarget) => changes.filter((c) => c.type === type && c.upvotes >= POPULAR_LIKES - POPULAR_MARGIN).map((c) => c.targetId);
    const [comments, posts] = [near("comment"), near("communityPost")];
    if (comments.length + posts.length === 0) return;
    deps.background.run("popular-checks", async () => {
      const popular = { upvotes: { $gte: POPULAR_LIKES } };
      const ids = (list: string[]) => list.map((id) => new Types.ObjectId(id));
      const [opinions, verified] = await Promise.all([
        comments.length
          ? deps.models.Comment.collection.find({ _id: { $in: ids(comments) }, parentId: null, ...popular }, { projection: { author: 1 } }).toArray()
          : [],
        posts.length
          ? deps.models.CommunityPost.collection.find({ _id: { $in: ids(posts) }, status: "verified", ...popular }, { projection: { author: 1 } }).toArray()
          : [],
      ]);
      for (const author of new Set([...opinions, ...verified].map((d) => String(d.author)))) achievements.figuresRose(author, "likes");
    });
  }
  const batcher = createVoteBatcher(deps.models, deps.intents, {
    publishCounts(changes) {
      announce(changes);
      checkPopular(changes);
    },
  });

  /** Where a vote goes, for a sanction's check: a community post's community (or that of the post a comment is on), looked up only when asked. */
  const placeOf = (type: VoteTarget, targetId: string): WritePlace => {
    if (type === "communityPost") return { communityId: () => communityOfPost(deps.models, targetId) };
    if (type === "comment") return { communityId: () => communityOfComment(deps.models, targetId) };
    return {};
  };

  return {
    stats: batcher.stats,
    async add(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.moderation.assertMayWrite(caller.userId, placeOf(type, targetId));
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const state = await batcher.submit({ caller, type, targetId, action: "add", value });
      levelUps.pointsRose(caller.username);
      return state;
    },
    async remove(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.moderation.assertMayWrite(caller.userId, placeOf(type, targetId));
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      return batcher.submit({ caller, type, targetId, action: "remove", value });
    },

    /**
     * Takes back every vote of a member whose account goes, through the batches like any vote (so
     * counters and points move by the same rule, inside the batches' intents), then removes the
     * records. The account's token is revoked first, so no new vote comes; one already on its way may
     * land after its take-back, and is taken back in a next round. Answers the targets whose counts moved.
     */
    async withdrawAll(caller: MemberCaller): Promise<Array<{ targetType: VoteTarget; targetId: string }>> {
      const { Vote } = deps.models;
      const moved = new Map<string, { targetType: VoteTarget; targetId: string }>();
      for (let round = 0; round < WITHDRAW_ROUNDS; round++) {
        const held = await Vote.find({ user: caller.username, value: { $ne: 0 } }, { targetType: 1, targetId: 1 }).lean();
        if (held.length === 0) break;
        await Promise.all(
          held.map(async ({ _id, targetType, targetId }) => {
            // A target gone (or an id no target can have) counts nothing: its record just goes.
            const gone = () => Vote.deleteOne({ _id, user: caller.username });
            if (!Types.ObjectId.isValid(targetId) || targetId !== targetId.toLowerCase()) return gone();
            try {
              await batcher.submit({ caller, type: targetType, targetId, action: "clear" });
              moved.set(`${targetType}:${targetId}`, { targetType, targetId });
            } catch (error) {
              if (!(error instanceof HttpError && error.status === 404)) throw error;
              await gone();
            }
          }),
        );
      }
      await Vote.deleteMany({ user: caller.username, value: 0 });
      return [...moved.values()];
    },
  };
}
export type VotesService = ReturnType<typeof createVotesService>;
