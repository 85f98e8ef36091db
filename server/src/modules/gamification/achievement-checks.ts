import { ACHIEVEMENTS, badgeUnlockedEvent, type AchievementName } from "@pnyx/contract";
import { createGroupCommit, type Queued } from "../../platform/group-commit";
import type { ServiceDeps } from "../../services";
import { MEASURES, memberFacts, stillEarned } from "./achievements";
import { batchedFigureReads, directFigureReads, type FigureReads } from "./figure-reads";
import type { Leaders } from "./leaders";

/** As level-ups: members whose figures rose within 50 ms are checked together (nobody waits on a check). */
const BATCH_WINDOW_MS = 50;
const MAX_BATCH = 256;

/** What moved, and so which achievements it can have completed. */
export type Occasion = "opinions" | "likes" | "posts" | "time";
const OCCASIONS: Record<Occasion, AchievementName[]> = {
  opinions: ["Active Contributor", "Active Commenter", "Lively Debater", "Insightful Analyst", "Mentor", "Active Engager"],
  likes: ["Subject Expert", "Popular Post"],
  posts: ["Knowledge Contributor", "Community Leader", "Top Community Member", "Century Posts"],
  time: ["Top Contributor", "Anniversary"],
};

/**
 * Unlocks badges the moment their achievement is met, and tells the member over their sockets, once
 * per badge: an unlock is an upsert on the (member, badge) unique index, so of any number of
 * concurrent checks on any instance exactly one creates it and sends the event. When a member's
 * figures fall (their opinions deleted), the badges they hold are measured again and those no longer
 * earned (achievements.ts stillEarned) lock again, unless already rewarded: a badge cannot be farmed
 * by writing and deleting. Callers name the member and get an answer at once; checks run in the background.
 */
export function createAchievementChecks(
  deps: Pick<ServiceDeps, "models" | "live" | "background" | "now">,
  leaders: Pick<Leaders, "topContributor" | "communityLeader">,
) {
  const { Badge } = deps.models;

  /** The badges each of these members holds, in one read. */
  async function heldBadges(usernames: string[]): Promise<Map<string, Set<string>>> {
    const held = new Map(usernames.map((username) => [username, new Set<string>()]));
    const badges = await Badge.collection
      .find({ username: usernames.length === 1 ? usernames[0] : { $in: usernames } }, { projection: { username: 1, name: 1 } })
      .toArray();
    for (const badge of badges) held.get(String(badge.username))?.add(String(badge.name));
    return held;
  }

  /** Unlocks what the member has met of `names` (those not held yet); answers the badges this call unlocked. */
  async function unlockMet(username: string, names: AchievementName[], held: Set<string>, reads: FigureReads): Promise<AchievementName[]> {
    const open = names.filter((name) => !held.has(name));
    if (open.length === 0) return [];
    const now = deps.now();
    const facts = memberFacts(deps.models, username, now, leaders, reads);
    const met = (await Promise.all(open.map(async (name) => ((await MEASURES[name](facts, username)).met ? name : null)))).filter(
      (name): name is AchievementName => name !== null,
    );
    return unlock(username, met, now);
  }

  /** Creates these badges for the member (those they hold already stay as they are); tells of the new ones. */
  async function unlock(username: string, names: AchievementName[], at: Date): Promise<AchievementName[]> {
    const created = await Promise.all(
      names.map(async (name) => {
        const result = await Badge.collection.updateOne(
          { username, name },
          { $setOnInsert: { username, name, unlockedAt: at, displayed: false, rewardedAt: null } },
          { upsert: true },
        );
        return result.upsertedCount === 1 ? name : null;
      }),
    );
    const unlocked = created.filter((name): name is AchievementName => name !== null);
    for (const badge of unlocked) deps.live.toMember(username, badgeUnlockedEvent, { badge });
    return unlocked;
  }

  /** Locks again the member's unrewarded badges their records no longer earn; answers those locked. */
  async function lockUnearned(username: string): Promise<AchievementName[]> {
    const held = await Badge.collection.find({ username, rewardedAt: null }, { projection: { name: 1, unlockedAt: 1 } }).toArray();
    if (held.length === 0) return [];
    const facts = memberFacts(deps.models, username, deps.now(), leaders);
    const locked: AchievementName[] = [];
    for (const badge of held) {
      const name = badge.name as AchievementName;
      if (await stillEarned(facts, username, name, badge.unlockedAt as Date)) continue;
      const removed = await Badge.collection.deleteOne({ _id: badge._id, rewardedAt: null });
      if (removed.deletedCount === 1) locked.push(name);
    }
    return locked;
  }

  async function check(batch: Array<Queued<{ username: string; occasion: Occasion }, void>>): Promise<[]> {
    const perMember = new Map<string, Set<AchievementName>>();
    for (const { call } of batch) {
      const names = perMember.get(call.username) ?? new Set();
      for (const name of OCCASIONS[call.occasion]) names.add(name);
      perMember.set(call.username, names);
    }
    // One read of badges, and of each kind of figure, for the whole batch.
    const held = await heldBadges([...perMember.keys()]);
    const reads = batchedFigureReads(deps.models);
    await Promise.all([...perMember].map(([username, names]) => unlockMet(username, [...names], held.get(username)!, reads)));
    for (const queued of batch) queued.resolve();
    return [];
  }
  const queue = createGroupCommit<{ username: string; occasion: Occasion }, void>({ windowMs: BATCH_WINDOW_MS, maxBatch: MAX_BATCH, write: check });

  return {
    /** The member's figures rose: any achievement that completed unlocks its badge, once. */
    figuresRose(username: string, occasion: Occasion = "opinions"): void {
      deps.background.run("achievement-checks", () => queue.submit({ username, occasion }));
    },
    /** Checks now and waits (the scheduled job, tests). */
    checkNow: async (username: string, names: readonly AchievementName[] = ACHIEVEMENTS) =>
      unlockMet(username, [...names], (await heldBadges([username])).get(username)!, directFigureReads(deps.models)),
    /** The member's figures fell (opinions deleted): badges no longer earned lock again. */
    figuresFell(username: string): void {
      deps.background.run("achievement-checks", () => lockUnearned(username));
    },
    /** Locks now and waits (rewards, before listing or mailing; tests). */
    lockUnearned,
    /** Whether the member's records still earn this badge, unlocked then. */
    stillEarned: (username: string, name: AchievementName, unlockedAt: Date) =>
      stillEarned(memberFacts(deps.models, username, deps.now(), leaders), username, name, unlockedAt),
    /** Unlocks a badge whose achievement was decided elsewhere (the job's closed windows). */
    unlock: (username: string, name: AchievementName) => unlock(username, [name], deps.now()),
  };
}
export type AchievementChecks = ReturnType<typeof createAchievementChecks>;
