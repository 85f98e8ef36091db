import type { Models } from "../../models";
import { DELETED_AUTHOR } from "../users/model";
import { weekOf } from "./periods";

/**
 * Adds (or takes back) points with one `$inc`. Every award and every take-back is applied exactly
 * once, whatever the order concurrent calls land in, so a total always converges to what the records
 * earned. A take-back may land before the award it undoes (a vote removed while its +5 is in
 * flight); the stored total then dips below zero for that moment, and readers show it as 0. A floor
 * at write time would instead drop the take-back for good and leave points nobody earned.
 * Sent through the driver directly: this runs on every opinion, and nothing here needs a document.
 */
export async function awardPoints(models: Pick<Models, "User" | "WeeklyPoints">, username: string, delta: number, at: Date = new Date()): Promise<void> {
  await Promise.all([models.User.collection.updateOne({ username }, { $inc: { points: delta } }), creditWeek(models, new Map([[username, delta]]), at)]);
}

/**
 * Points moved this week, by member, for the weekly leaderboard: the same moves as the totals, in
 * the week they happened (a take-back this week of last week's award counts against this week).
 */
export async function creditWeek(models: Pick<Models, "WeeklyPoints">, deltas: Map<string, number>, at: Date): Promise<void> {
  const week = weekOf(at);
  const key = week.toISOString().slice(0, 10);
  const moves = [...deltas].filter(([username, delta]) => delta !== 0 && username !== DELETED_AUTHOR);
  if (moves.length === 0) return;
  await models.WeeklyPoints.collection.bulkWrite(
    moves.map(([username, delta]) => ({
      updateOne: { filter: { _id: `${key}|${username}` }, update: { $inc: { points: delta }, $setOnInsert: { username, week } }, upsert: true },
    })) as never,
    { ordered: false },
  );
}

/** Points as members see them: never below zero (see awardPoints). */
export const shownPoints = (stored: number) => Math.max(0, stored);
