import { LEADERBOARD_SIZE, type Leaderboard, type LeaderboardEntry, type LeaderboardPeriod } from "@pnyx/contract";
import type { mongo } from "mongoose";
import type { Models } from "../../models";
import { weekOf } from "./periods";

/**
 * The leaderboard: the top LEADERBOARD_SIZE by points, from an index sorted by points (all time:
 * members' totals; this week: the week's records), and the caller's own rank, counted as the
 * members strictly ahead plus one, so equal points share a rank.
 */
export async function leaderboard(
  models: Pick<Models, "User" | "WeeklyPoints">,
  period: LeaderboardPeriod,
  caller: string | null,
  now: Date,
): Promise<Leaderboard> {
  const source: { collection: mongo.Collection<mongo.Document>; scope: Record<string, unknown> } =
    period === "all" ? { collection: models.User.collection, scope: {} } : { collection: models.WeeklyPoints.collection, scope: { week: weekOf(now) } };
  const { collection, scope } = source;
  const top = await collection
    .find({ ...scope, points: { $gt: 0 } }, { projection: { username: 1, points: 1 } })
    .sort({ points: -1, username: 1 })
    .limit(LEADERBOARD_SIZE)
    .toArray();
  const entries: LeaderboardEntry[] = [];
  for (const [index, row] of top.entries()) {
    const points = Number(row.points);
    const previous = entries[index - 1];
    entries.push({ rank: previous && previous.points === points ? previous.rank : index + 1, username: String(row.username), points });
  }
  let me: LeaderboardEntry | null = null;
  if (caller) {
    const listed = entries.find((entry) => entry.username === caller);
    if (listed) me = listed;
    else {
      const own = await collection.findOne({ ...scope, username: caller }, { projection: { points: 1 } });
      const points = Math.max(0, Number(own?.points ?? 0));
      me = { rank: (await collection.countDocuments({ ...scope, points: { $gt: points } })) + 1, username: caller, points };
    }
  }
  return { period, entries, me };
}
