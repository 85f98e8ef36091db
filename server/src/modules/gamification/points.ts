import { POINTS, pointsHeld, type VoteValue } from "@pnyx/contract";
import type { mongo } from "mongoose";
import type { Models } from "../../models";
import { rawCollection } from "../../platform/raw-collection";
import { DELETED_AUTHOR, type UserDoc } from "../users/model";
import type { WeeklyPointsDoc } from "./model";
import { weekOf } from "./periods";

/**
 * A way to earn points: which records earn them, and what one record is worth to its member while
 * it holds what it holds. Writers move a member's points by what their change to a record moved its
 * worth (`pointsMoved`); a repair counts a member's points by the same worths (`countPoints`). A new
 * way to earn points is one more row of EARNINGS, and both follow.
 */
export interface Earning<R> {
  /** The collection of the records, and the field that names their member. */
  records: "Vote" | "Comment" | "CommunityPost";
  owner: "user" | "author";
  /** Every field `worth` reads: the recount groups the records by them. */
  fields: ReadonlyArray<keyof R & string>;
  /** Points the record is worth while it holds this (a field absent from older records is undefined or null). */
  worth(record: R): number;
}
const earning = <R>(row: Earning<R>) => row;

/** The one table of how points are earned. */
export const EARNINGS = {
  /** A vote held (a like or a dislike): the contract's `pointsHeld`, which the clients show votes by too. */
  vote: earning<{ value: VoteValue }>({ records: "Vote", owner: "user", fields: ["value"], worth: ({ value }) => pointsHeld(value) }),
  /**
   * An opinion or reply, except a reply to one's own opinion (stored with `selfReply`; older records
   * lack it) and one held for review (`held`, until it is approved).
   */
  opinion: earning<{ selfReply?: boolean | null; held?: boolean | null }>({
    records: "Comment",
    owner: "author",
    fields: ["selfReply", "held"],
    worth: ({ selfReply, held }) => (selfReply === true || held === true ? 0 : POINTS.opinion),
  }),
  /**
   * A community post, once verified; one awaiting review under the earlier rule (no `creditOnVerify`)
   * was credited when submitted. A post being discarded is worth nothing (it is removed next).
   */
  communityPost: earning<{ status: "unverified" | "verified" | "discarded"; creditOnVerify?: boolean | null }>({
    records: "CommunityPost",
    owner: "author",
    fields: ["status", "creditOnVerify"],
    worth: ({ status, creditOnVerify }) => (status === "verified" || (status === "unverified" && creditOnVerify !== true) ? POINTS.communityPost : 0),
  }),
} as const;

/** What changing a record from `before` to `after` (null: absent, before it was stored or once removed) moves its member's points by. */
export function pointsMoved<R>(way: Earning<R>, before: R | null, after: R | null): number {
  return (after ? way.worth(after) : 0) - (before ? way.worth(before) : 0);
}

/** What these records (stored, or removed: sign -1) move their members' points by, summed per member. */
export function pointsOf<R>(way: Earning<R>, records: ReadonlyArray<R & { author: string }>, sign: 1 | -1): Map<string, number> {
  const moves = new Map<string, number>();
  for (const record of records) moves.set(record.author, (moves.get(record.author) ?? 0) + sign * way.worth(record));
  return moves;
}

/**
 * `visit` run on each row of a table of earnings, each row with its own record type (the rows as a
 * union would let no `worth` be called: each takes only its own records).
 */
function eachEarning<Records, T>(table: { readonly [Name in keyof Records]: Earning<Records[Name]> }, visit: <R>(way: Earning<R>) => T): T[] {
  const answers: T[] = [];
  for (const name in table) answers.push(visit(table[name]));
  return answers;
}

/** A member's points from one way of earning them: their records grouped by what `worth` reads. */
async function countPointsBy<R>(models: Pick<Models, "Vote" | "Comment" | "CommunityPost">, way: Earning<R>, username: string): Promise<number> {
  const groups = await models[way.records].aggregate<{ _id: R; n: number }>([
    { $match: { [way.owner]: username } },
    { $group: { _id: Object.fromEntries(way.fields.map((field) => [field, `$${field}`])), n: { $sum: 1 } } },
  ]);
  return groups.reduce((sum, { _id, n }) => sum + n * way.worth(_id), 0);
}

/** A member's points as their records earn them, by EARNINGS (a repair's count; the request path never counts). */
export async function countPoints(models: Pick<Models, "Vote" | "Comment" | "CommunityPost">, username: string): Promise<number> {
  const totals = await Promise.all(eachEarning(EARNINGS, (way) => countPointsBy(models, way, username)));
  return totals.reduce((a, b) => a + b, 0);
}

/** Sets a member's points to what their records earn (repairs and migrations); answers them. */
export async function recountPoints(models: Pick<Models, "Vote" | "Comment" | "CommunityPost" | "User">, username: string): Promise<number> {
  const points = await countPoints(models, username);
  await models.User.updateOne({ username }, { $set: { points } });
  return points;
}

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
  const totals: mongo.AnyBulkWriteOperation<UserDoc>[] = moves.map(([username, delta]) => ({
    updateOne: { filter: { username }, update: { $inc: { points: delta } } },
  }));
  await Promise.all([rawCollection(models.User).bulkWrite(totals, { ordered: false }), creditWeek(models, moves, at)]);
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
  const credits: mongo.AnyBulkWriteOperation<WeeklyPointsDoc>[] = moves.map(([username, delta]) => ({
    updateOne: { filter: { _id: `${key}|${username}` }, update: { $inc: { points: delta }, $setOnInsert: { username, week } }, upsert: true },
  }));
  await rawCollection(models.WeeklyPoints).bulkWrite(credits, { ordered: false });
}

/** Points as members see them: never below zero (see movePoints). */
export const shownPoints = (stored: number) => Math.max(0, stored);
