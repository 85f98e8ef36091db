import { POINTS, votesChangedEvent, type VoteState } from "@pnyx/contract";
import type { Model } from "mongoose";
import type { Models } from "../../models";
import type { MemberCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import { articleChanged } from "../news/changes";
import { awardPoints, shownPoints } from "../gamification/points";
import type { VoteTarget } from "./model";

type Counted = { upvotes: number; downvotes: number; postId?: string };
const field = (value: 1 | -1) => (value === 1 ? "upvotes" : "downvotes");

/** The collection each vote target's counters live in. */
function targetModel(models: Models, type: VoteTarget): Model<Counted> {
  switch (type) {
    case "article":
      return models.Article as never;
    case "comment":
      return models.Comment as never;
    case "communityPost":
      return models.CommunityPost as never;
  }
}

/**
 * Moves counters by the given amounts and answers the target's counts after it, in one update (null
 * when the target does not exist). Only the call that changed a vote record moves its counter, so
 * each record change is counted exactly once and counters converge to the records under any
 * interleaving. No floor here: a decrement can land before the increment it undoes (a vote taken
 * back while its creation is still counting); a floor would drop it for good. Readers clamp at zero.
 */
async function bump(model: Model<Counted>, id: string, inc: Partial<Record<"upvotes" | "downvotes", number>>) {
  return model.findOneAndUpdate({ _id: id }, { $inc: inc }, { returnDocument: "after", lean: true, projection: { upvotes: 1, downvotes: 1, postId: 1 } });
}

/**
 * Likes and dislikes: one record per (member, target) under a unique index, so votes are exclusive
 * and a double click counts once. Counters move only when the record changed, and the voter's
 * points with them (+5 for a vote added, -5 for one taken back; a switch is both, so net zero).
 *
 * A vote that changes something costs three database operations: the record's upsert (which says
 * what it replaced), the counters' update (which answers the new counts and proves the target
 * exists) and the points' update (which answers the new total). Nothing is read back.
 */
export function createVotesService(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "live" | "cache">) {
  const { Vote, User } = deps.models;

  /** The caller's view of a target when a call changed nothing: three reads, on no-op paths only. */
  async function unchanged(caller: MemberCaller, type: VoteTarget, targetId: string, model: Model<Counted>): Promise<VoteState> {
    const [target, vote, user] = await Promise.all([
      model.findById(targetId, { upvotes: 1, downvotes: 1 }).lean(),
      Vote.findOne({ user: caller.username, targetType: type, targetId }, { value: 1 }).lean(),
      User.findById(caller.userId, { points: 1 }).lean(),
    ]);
    if (!target) throw notFound("Nothing to vote on here");
    return state(targetId, target, vote ? vote.value : 0, user?.points ?? 0);
  }

  const state = (targetId: string, counts: Counted, vote: 1 | -1 | 0, points: number): VoteState => ({
    targetId,
    upvotes: Math.max(0, counts.upvotes),
    downvotes: Math.max(0, counts.downvotes),
    vote,
    points: shownPoints(points),
  });

  /** Tells caches (within their bound) and live viewers, once, after a call that changed a record. */
  function announce(type: VoteTarget, targetId: string, counts: Counted) {
    const postId = type === "article" ? targetId : type === "comment" && counts.postId ? String(counts.postId) : null;
    if (!postId || type === "communityPost") return;
    articleChanged(deps.cache, postId);
    deps.live.toArticle(postId, votesChangedEvent, {
      postId,
      targetType: type,
      targetId,
      upvotes: Math.max(0, counts.upvotes),
      downvotes: Math.max(0, counts.downvotes),
    });
  }

  /** Sets the caller's record to `value`, answering the value it replaced (0: there was none). */
  async function setRecord(key: { user: string; targetType: VoteTarget; targetId: string }, value: 1 | -1): Promise<1 | -1 | 0> {
    for (let attempt = 0; ; attempt++) {
      try {
        const before = await Vote.findOneAndUpdate(key, { $set: { value } }, { upsert: true, returnDocument: "before", lean: true, projection: { value: 1 } });
        return before ? before.value : 0;
      } catch (error) {
        // Two first votes at once: one inserted, the other's upsert met the unique index; now it updates.
        if ((error as { code?: number }).code !== 11000 || attempt > 0) throw error;
      }
    }
  }

  return {
    async add(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const model = targetModel(deps.models, type);
      const key = { user: caller.username, targetType: type, targetId };
      const before = await setRecord(key, value);
      if (before === value) return unchanged(caller, type, targetId, model); // already voted this way
      // A switch moves both counters (points stay); a new vote moves one and earns points.
      const counts = await bump(model, targetId, before === 0 ? { [field(value)]: 1 } : { [field(value)]: 1, [field(before)]: -1 });
      if (!counts) {
        // Nothing to vote on: the record made for it goes (it never counted anywhere).
        await Vote.deleteOne({ ...key, value });
        throw notFound("Nothing to vote on here");
      }
      const points =
        before === 0 ? await awardPoints(deps.models, caller.username, POINTS.vote) : ((await User.findById(caller.userId, { points: 1 }).lean())?.points ?? 0);
      announce(type, targetId, counts);
      return state(targetId, counts, value, points);
    },

    async remove(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const model = targetModel(deps.models, type);
      const removed = await Vote.deleteOne({ user: caller.username, targetType: type, targetId, value });
      if (removed.deletedCount !== 1) return unchanged(caller, type, targetId, model);
      const counts = await bump(model, targetId, { [field(value)]: -1 });
      const points = await awardPoints(deps.models, caller.username, -POINTS.vote);
      if (counts) announce(type, targetId, counts);
      return state(targetId, counts ?? { upvotes: 0, downvotes: 0 }, 0, points);
    },
  };
}
export type VotesService = ReturnType<typeof createVotesService>;

/**
 * Withdraws every vote of a member (account deletion), taking each back from its target's counter.
 * Returns the targets whose counts changed.
 */
export async function removeAllVotesOf(models: Models, username: string): Promise<Array<{ targetType: VoteTarget; targetId: string }>> {
  const votes = await models.Vote.find({ user: username }, { _id: 1 }).lean();
  const changed: Array<{ targetType: VoteTarget; targetId: string }> = [];
  for (const { _id } of votes) {
    // The deleted record says which counter to take back, even if it was flipped meanwhile.
    const vote = await models.Vote.findOneAndDelete({ _id }).lean();
    if (vote && /^[0-9a-f]{24}$/.test(vote.targetId)) {
      await bump(targetModel(models, vote.targetType), vote.targetId, { [field(vote.value)]: -1 });
      changed.push({ targetType: vote.targetType, targetId: vote.targetId });
    }
  }
  return changed;
}
