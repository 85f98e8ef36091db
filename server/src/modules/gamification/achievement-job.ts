import { rawCollection } from "../../platform/raw-collection";
import type { ServiceDeps } from "../../services";
import { createAchievementChecks, type AchievementChecks } from "./achievement-checks";
import { createLeaders, topContributorBefore, type Leaders } from "./leaders";
import { addDays, ANNIVERSARY_DAYS, DAY_MS, dayOf } from "./periods";

/** How often the job runs; it also runs once at start. */
export const ACHIEVEMENT_JOB_INTERVAL_MS = 10 * 60_000;
/** A server down longer than this catches up on this many days of closed windows (the oldest are gone anyway). */
const MAX_CATCH_UP_DAYS = 400;

/**
 * The achievements time completes with nobody acting: Anniversary (a year since joining) and Top
 * Contributor (the month's top, as each day closes). (Active Contributor's week can only fill up by a
 * new opinion, and is checked then; time only empties it, and a badge once earned stays.) Each part keeps
 * how far it got (gamificationjobs), so a run after downtime goes through every day that closed
 * while the server was down, with the data of that day. Every instance may run it: unlocks happen
 * once (achievement-checks.ts) and progress only moves forward.
 */
export function createAchievementJob(
  deps: Pick<ServiceDeps, "models" | "now">,
  checks: Pick<AchievementChecks, "unlock">,
  leaders: Pick<Leaders, "topContributor">,
) {
  const { User } = deps.models;
  const jobs = rawCollection(deps.models.GamificationJob);

  async function doneUntil(job: string): Promise<Date | null> {
    const state = await jobs.findOne({ _id: job });
    return state?.doneUntil instanceof Date ? state.doneUntil : null;
  }
  const advance = (job: string, until: Date) => jobs.updateOne({ _id: job }, { $max: { doneUntil: until } }, { upsert: true });

  /** Members whose first year ended since the last run (all members with a year behind them, the first time). */
  async function anniversaries(now: Date): Promise<number> {
    const since = await doneUntil("anniversary");
    const yearAgo = new Date(now.getTime() - ANNIVERSARY_DAYS * DAY_MS);
    const joined = since ? { $gt: new Date(since.getTime() - ANNIVERSARY_DAYS * DAY_MS), $lte: yearAgo } : { $lte: yearAgo };
    const members = await User.collection.find({ verified: true, createdAt: joined }, { projection: { username: 1 } }).toArray();
    for (const member of members) await checks.unlock(String(member.username), "Anniversary");
    await advance("anniversary", now);
    return members.length;
  }

  /** The Top Contributor of each day that closed since the last run, and the leader of the month so far. */
  async function topContributors(now: Date): Promise<number> {
    const today = dayOf(now);
    const last = await doneUntil("top-contributor");
    let day = last ? addDays(last, 1) : today;
    if (today.getTime() - day.getTime() > MAX_CATCH_UP_DAYS * DAY_MS) day = addDays(today, -MAX_CATCH_UP_DAYS);
    let unlocked = 0;
    for (; day.getTime() <= today.getTime(); day = addDays(day, 1)) {
      const leader = await topContributorBefore(deps.models, day);
      if (leader && (await checks.unlock(leader.username, "Top Contributor")).length) unlocked++;
    }
    await advance("top-contributor", today);
    const current = await leaders.topContributor();
    if (current && (await checks.unlock(current.username, "Top Contributor")).length) unlocked++;
    return unlocked;
  }

  return {
    async runOnce(): Promise<string> {
      const now = deps.now();
      const [years, tops] = [await anniversaries(now), await topContributors(now)];
      return `${years} anniversaries, ${tops} top contributors`;
    },
  };
}
export type AchievementJob = ReturnType<typeof createAchievementJob>;

/** Runs the job now and every ACHIEVEMENT_JOB_INTERVAL_MS (main); answers a stop function. */
export function startAchievementJob(deps: Pick<ServiceDeps, "models" | "now" | "live" | "background">, log: (line: string) => void = console.log): () => void {
  const leaders = createLeaders(deps.models, deps.now);
  const job = createAchievementJob(deps, createAchievementChecks(deps, leaders), leaders);
  const run = () =>
    void job
      .runOnce()
      .then((outcome) => log(`achievements job: ${outcome}`))
      .catch((error: unknown) => console.error("achievements job failed", error));
  run();
  const timer = setInterval(run, ACHIEVEMENT_JOB_INTERVAL_MS);
  return () => clearInterval(timer);
}
