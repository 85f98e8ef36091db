import type { Model } from "mongoose";
import type { Models } from "../../models";
import type { VoteTarget } from "./model";

/** The collection each vote target's counters live in. Articles join when the news module lands. */
function targetModel(models: Models, type: VoteTarget): Model<{ upvotes: number; downvotes: number }> | null {
  switch (type) {
    case "comment":
      return models.Comment as never;
    case "communityPost":
      return models.CommunityPost as never;
    default:
      return null;
  }
}

/** Withdraws every vote of a member, taking each back from its target's counter (never below zero). */
export async function removeAllVotesOf(models: Models, username: string): Promise<void> {
  const votes = await models.Vote.find({ user: username }).lean();
  for (const vote of votes) {
    const model = targetModel(models, vote.targetType);
    const field = vote.value === 1 ? "upvotes" : "downvotes";
    // Remove the record first: only the call that removed it takes the count back.
    const removed = await models.Vote.deleteOne({ _id: vote._id });
    if (removed.deletedCount === 1 && model && /^[0-9a-f]{24}$/.test(vote.targetId)) {
      await model.updateOne({ _id: vote.targetId, [field]: { $gte: 1 } }, { $inc: { [field]: -1 } });
    }
  }
}
