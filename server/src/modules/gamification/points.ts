import type { Models } from "../../models";
import { DELETED_AUTHOR } from "../users/model";
import { weekOf } from "./periods";

/**
 * The one door for points: moves each member's total by its delta with one bulk `$inc` (by username),
 * and credits the same moves to the week they happen in. Every award and every take-back is applied
 * exactly once, whatever the order concurrent calls land in, so a total always converges to what the
 * records earned. A take-back may land before the award it undoes (a vote removed while its +5 is in
 * flight); the stored total then dips below zero for that moment, and readers show it as 0. A floor
 * at write time would instead drop the take-back for good and leave points nobody earned.
 * Sent through the driver directly: this runs on every vote and opinion, and needs no document.
 */
export async function movePoints(models: Pick<Models, "User" | "WeeklyPoints">, deltas: ReadonlyMap<string, number>, at: Date): Promise<void> {
  const moves = [...deltas].filter(([, delta]) => delta !== 0);
  if (moves.length === 0) return;
  await Promise.all([
    models.User.collection.bulkWrite(
      moves.map(([username, delta]) => ({ updateOne: { filter: { username }, update: { $inc: { points: delta } } } })) as never,
      { ordered: false },
    ),
    creditWeek(models, moves, at),
  ]);
}

/**
 * Points moved this week, by member, for the weekly leaderboard: the same moves as the totals, in
 * the week they happened (a take-back this week of last week's award counts against this week).
 */
async function creditWeek(models: Pick<Models, "WeeklyPoints">, deltas: Array<[string, number]>, at: Date): Promise<void> {
  const week = weekOf(at);
  const key = week.toISOString().slice(0, 10);
  const moves = deltas.filter(([username]) => username !== DELETED_AUTHOR);
  if (moves.length === 0) return;
  await models.WeeklyPoints.collection.bulkWrite(
    moves.map(([username, delta]) => ({
      updateOne: { filter: { _id: `${key}|${username}` }, update: { $inc: { points: delta }, $setOnInsert: { username, week } }, upsert: true },
    })) as never,
    { ordered: false },
  );
}

/** Points as members see them: never below zero (see movePoints). */
export const shownPoints = (stored: number) => Math.max(0, stored);
