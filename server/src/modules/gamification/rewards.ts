import { MESSAGES, type AchievementName, type RewardCandidate, type SendAchievementMailRequest } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import { HttpError, notFound } from "../../platform/errors";
import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../moderation/audit";
import type { AchievementChecks } from "./achievement-checks";
import { REWARD_INTENT } from "./reward-intent";

/** How many reward candidates the administrators' list shows at once. */
const CANDIDATES_SHOWN = 200;

/**
 * Rewards for badges: administrators see who unlocked a badge not yet rewarded, and mail them. The
 * mail goes only to such a member (the request names the candidate; it cannot name a recipient),
 * and the reward is claimed by one conditional write first, so two administrators send it once.
 * A badge is measured again before it is listed and before its mail goes: one whose records no
 * longer earn it (opinions written, then deleted) is not listed, and mailing it locks it instead.
 */
export function createRewards(
  deps: Pick<ServiceDeps, "models" | "mailer" | "now" | "intents">,
  audit: Pick<AuditLog, "record">,
  achievements: Pick<AchievementChecks, "stillEarned" | "lockUnearned">,
) {
  const { Badge, User } = deps.models;

  return {
    async candidates(): Promise<RewardCandidate[]> {
      const unrewarded = await Badge.collection
        .find({ rewardedAt: null }, { projection: { username: 1, name: 1, unlockedAt: 1 } })
        .sort({ unlockedAt: 1 })
        .limit(CANDIDATES_SHOWN)
        .toArray();
      const earned = await Promise.all(unrewarded.map((b) => achievements.stillEarned(String(b.username), b.name as AchievementName, b.unlockedAt as Date)));
      const badges = unrewarded.filter((_, i) => earned[i]);
      const users = await User.collection
        .find({ username: { $in: [...new Set(badges.map((b) => String(b.username)))] } }, { projection: { username: 1, email: 1 } })
        .toArray();
      const emails = new Map(users.map((u) => [String(u.username), String(u.email)]));
      return badges.flatMap((b) => {
        const email = emails.get(String(b.username));
        return email ? [{ name: String(b.username), email, badge: { name: b.name as AchievementName } }] : [];
      });
    },

    async send(admin: AdminCaller, input: SendAchievementMailRequest & { badge: AchievementName }) {
      const member = await User.collection.findOne({ email: input.email }, { projection: { username: 1, email: 1 } });
      const username = member ? String(member.username) : null;
      const open = username ? await Badge.collection.findOne({ username, name: input.badge, rewardedAt: null }, { projection: { unlockedAt: 1 } }) : null;
      if (username && open && !(await achievements.stillEarned(username, input.badge, open.unlockedAt as Date))) {
        await achievements.lockUnearned(username);
        throw new HttpError(409, "no_longer_earned", `${username} no longer meets ${input.badge}: the reward was not sent`);
      }
      // Claimed, mailed, then audited: a crash between the claim and the audit line opens it again (reward-intent.ts).
      const outcome = await deps.intents.around(open ? [REWARD_INTENT.key(String(open._id))] : [], async () => {
        const claimedAt = deps.now();
        const claimed = open ? await Badge.collection.findOneAndUpdate({ _id: open._id, rewardedAt: null }, { $set: { rewardedAt: claimedAt } }) : null;
        if (!member || !username || !claimed) return "unclaimed";
        try {
          await deps.mailer.send({ to: String(member.email), subject: input.subject, text: input.body });
        } catch {
          // Not sent: the reward stays open, so it can be sent again.
          await Badge.collection.updateOne({ _id: claimed._id, rewardedAt: claimedAt }, { $set: { rewardedAt: null } });
          return "unsent";
        }
        await audit.record(admin, "sendReward", { type: "badge", id: String(claimed._id), summary: `${input.badge} for ${username}` });
        return "sent";
      });
      if (outcome === "unsent") throw new HttpError(503, "mail_unavailable", "The mail could not be sent. Please try again later.");
      if (outcome === "unclaimed" || !username) {
        if (username && (await Badge.exists({ username, name: input.badge }))) throw new HttpError(409, "already_rewarded", "This reward was already sent");
        throw notFound("Nobody with this email has this badge to be rewarded");
      }
      return { message: MESSAGES.rewardSent(username, input.badge) };
    },
  };
}
export type Rewards = ReturnType<typeof createRewards>;
