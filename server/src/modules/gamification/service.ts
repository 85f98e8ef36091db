import { ACHIEVEMENTS, ERROR_CODES, levelFor, type Achievements, type AchievementName, type Badge } from "@pnyx/contract";
import type { MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import type { ServiceDeps } from "../../services";
import { MEASURES, memberFacts, toAchievement } from "./achievements";
import type { Leaders } from "./leaders";
import { shownPoints } from "./points";

/** Points, levels, badges and achievements: what a member has earned. */
export function createGamificationService(deps: Pick<ServiceDeps, "models" | "now">, leaders: Pick<Leaders, "topContributor" | "communityLeader">) {
  const { User, Badge } = deps.models;

  async function badgesOf(username: string): Promise<Badge[]> {
    const held = await Badge.collection.find({ username }, { projection: { name: 1, displayed: 1 } }).toArray();
    const byName = new Map(held.map((b) => [String(b.name), Boolean(b.displayed)]));
    return ACHIEVEMENTS.map((name) => ({ name, unlocked: byName.has(name), displayed: byName.get(name) ?? false }));
  }

  return {
    async level(caller: MemberCaller) {
      const user = await User.findById(caller.userId, { points: 1 }).lean();
      if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, "Your session has expired. Please log in again.");
      return levelFor(shownPoints(user.points));
    },

    badges: (caller: MemberCaller) => badgesOf(caller.username),

    /** Marks the named badges displayed: only unlocked ones (a client cannot unlock, nor un-display). */
    async updateBadges(caller: MemberCaller, achievements: Array<{ name: AchievementName; displayed: boolean }>) {
      const shown = [...new Set(achievements.filter((a) => a.displayed).map((a) => a.name))];
      if (shown.length) await Badge.collection.updateMany({ username: caller.username, name: { $in: shown } }, { $set: { displayed: true } });
      return badgesOf(caller.username);
    },

    /** Every achievement: achieved (its badge unlocked, or met right now) and Current against Goal. */
    async achievements(caller: MemberCaller): Promise<Achievements> {
      const facts = memberFacts(deps.models, caller.username, deps.now(), leaders);
      const [badges, measures] = await Promise.all([
        badgesOf(caller.username),
        Promise.all(ACHIEVEMENTS.map((name) => MEASURES[name](facts, caller.username))),
      ]);
      const map = {} as Achievements;
      for (const [index, name] of ACHIEVEMENTS.entries()) map[name] = toAchievement(measures[index]!, badges[index]!.unlocked);
      return map;
    },
  };
}
export type GamificationService = ReturnType<typeof createGamificationService>;
