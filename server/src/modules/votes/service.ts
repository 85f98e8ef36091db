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
 * Moves a counter by one. Only the call that changed a vote record moves its counter, so each record
 * change is counted exactly once and the counter converges to the records under any interleaving.
 * No floor here: a decrement can land before the increment it undoes (a vote taken back while its
 * creation is still counting); a floor would drop it for good. Readers clamp the moment at zero.
 */
async function bump(model: Model<Counted>, id: string, value: 1 | -1, by: 1 | -1) {
  await model.updateOne({ _id: id }, { $inc: { [field(value)]: by } });
}

/**
 * Likes and dislikes: one record per (member, target) under a unique index, so votes are exclusive
 * and a double click counts once. Counters move only when the record changed, and the voter's
 * points with them (+5 for a vote added, -5 for one taken back; a switch is both, so net zero).
 */
export function createVotesService(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "live" | "cache">) {
  const { Vote, User } = deps.models;

  /** The caller's view of a target after a call: its counts, their vote, their points. A pure read. */
  async function read(caller: MemberCaller, type: VoteTarget, targetId: string, model: Model<Counted>): Promise<{ state: VoteState; postId: string | null }> {
    const [target, vote, user] = await Promise.all([
      model.findById(targetId, { upvotes: 1, downvotes: 1, postId: 1 }).lean(),
      Vote.findOne({ user: caller.username, targetType: type, targetId }, { value: 1 }).lean(),
      User.findById(caller.userId, { points: 1 }).lean(),
    ]);
    const state: VoteState = {
      targetId,
      upvotes: Math.max(0, target?.upvotes ?? 0),
      downvotes: Math.max(0, target?.downvotes ?? 0),
      vote: vote ? vote.value : 0,
      points: shownPoints(user?.points ?? 0),
    };
    const postId = type === "article" ? targetId : type === "comment" && target?.postId ? String(target.postId) : null;
    return { state, postId };
  }

  /** Reads the new state and tells caches and live viewers, once, after a call that changed a record. */
  async function changed(caller: MemberCaller, type: VoteTarget, targetId: string, model: Model<Counted>): Promise<VoteState> {
    const { state, postId } = await read(caller, type, targetId, model);
    if (postId && type !== "communityPost") {
      articleChanged(deps.cache, postId);
      deps.live.toArticle(postId, votesChangedEvent, { postId, targetType: type, targetId, upvotes: state.upvotes, downvotes: state.downvotes });
    }
    return state;
  }
  const unchanged = async (caller: MemberCaller, type: VoteTarget, targetId: string, model: Model<Counted>) => (await read(caller, type, targetId, model)).state;

  return {
    async add(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const model = targetModel(deps.models, type);
      if (!(await model.exists({ _id: targetId }))) throw notFound("Nothing to vote on here");
      const key = { user: caller.username, targetType: type, targetId };
      // Switching sides: only the call that flips the record moves the counters.
      const flipped = await Vote.findOneAndUpdate({ ...key, value: (-value) as 1 | -1 }, { $set: { value } }).lean();
      if (flipped) {
        await bump(model, targetId, (-value) as 1 | -1, -1);
        await bump(model, targetId, value, 1);
        return changed(caller, type, targetId, model);
      }
      try {
        await Vote.create({ ...key, value });
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return unchanged(caller, type, targetId, model); // already voted this way
        throw error;
      }
      await bump(model, targetId, value, 1);
      await awardPoints(deps.models, caller.username, POINTS.vote);
      return changed(caller, type, targetId, model);
    },

    async remove(caller: MemberCaller, type: VoteTarget, targetId: string, value: 1 | -1): Promise<VoteState> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const model = targetModel(deps.models, type);
      const removed = await Vote.deleteOne({ user: caller.username, targetType: type, targetId, value });
      if (removed.deletedCount !== 1) return unchanged(caller, type, targetId, model);
      await bump(model, targetId, value, -1);
      await awardPoints(deps.models, caller.username, -POINTS.vote);
      return changed(caller, type, targetId, model);
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
      await bump(targetModel(models, vote.targetType), vote.targetId, vote.value, -1);
      changed.push({ targetType: vote.targetType, targetId: vote.targetId });
    }
  }
  return changed;
}
