import type { Models } from "../../models";
import { createBatchLoader } from "../../platform/batch-loader";
import { contributionsSince, contributionsSinceMany, type Contributions } from "./leaders";
import type { MemberStatsDoc } from "./model";
import { statsOf, statsOfMany } from "./stats";

/** The kept figures achievements are measured on, read for one member at a time. */
export interface FigureReads {
  stats(username: string): Promise<MemberStatsDoc>;
  contributionsSince(username: string, since: Date): Promise<Contributions>;
}

type FigureModels = Pick<Models, "MemberStats" | "ContributionDay">;

/** One read per call: a profile page measuring one member. */
export const directFigureReads = (models: FigureModels): FigureReads => ({
  stats: (username) => statsOf(models, username),
  contributionsSince: (username, since) => contributionsSince(models, username, since),
});

/**
 * Reads asked for in the same turn are made together (platform/batch-loader.ts): checking the
 * achievements of a batch of members costs one read of figures and one of days per window, not
 * one of each per member.
 */
export function batchedFigureReads(models: FigureModels): FigureReads {
  const stats = createBatchLoader((usernames) => statsOfMany(models, usernames));
  const days = createBatchLoader(async (keys) => {
    const bySince = new Map<number, string[]>();
    for (const key of keys) {
      const [since, username] = splitWindowKey(key);
      bySince.set(since, [...(bySince.get(since) ?? []), username]);
    }
    const found = new Map<string, Contributions>();
    await Promise.all(
      [...bySince].map(async ([since, usernames]) => {
        for (const [username, sum] of await contributionsSinceMany(models, usernames, new Date(since))) found.set(windowKey(since, username), sum);
      }),
    );
    return found;
  });
  return {
    stats: async (username) => (await stats.load(username))!,
    contributionsSince: async (username, since) => (await days.load(windowKey(since.getTime(), username)))!,
  };
}

/** A member's sum over one window (from its start); not stats.ts's dayKey, which names one day's record. */
const windowKey = (since: number, username: string) => `${since} ${username}`;
function splitWindowKey(key: string): [number, string] {
  const space = key.indexOf(" ");
  return [Number(key.slice(0, space)), key.slice(space + 1)];
}
