import { Types } from "mongoose";
import type { Models } from "../../models";
import { intentKind } from "../../platform/intents";

/**
 * The intents' kind for a badge's reward (`reward:<badgeId>`), by the rule its writer keeps
 * (rewards.ts): a reward stays claimed (`rewardedAt`) only once its mail went, which its audit line
 * (`sendReward` on the badge) records, and a claim whose mail failed is opened again. So a claim a
 * crash left without its audit line is opened again, and can be sent (a kill between the mail and its
 * line may send it twice; a reward is never lost). No kept answer shows rewards.
 */
export const REWARD_INTENT = intentKind<Models>("reward", async (models, badgeId) => {
  const badge = Types.ObjectId.isValid(badgeId) ? await models.Badge.findById(badgeId, { rewardedAt: 1 }).lean() : null;
  if (!badge?.rewardedAt) return [];
  const audited = (await models.Audit.exists({ targetId: badgeId, action: "sendReward" })) !== null;
  if (!audited) await models.Badge.updateOne({ _id: badge._id, rewardedAt: badge.rewardedAt }, { $set: { rewardedAt: null } });
  return [];
});
