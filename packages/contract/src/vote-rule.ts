import { POINTS } from "./limits";

// The rule of a vote, apart from any storage, one for every side: what a press or a call makes of a
// record, and what moving a record from one value to another does to its target's counters and its
// voter's points. The server's vote batch applies it (server/src/modules/votes/vote-batch.ts, and its
// recount counts by it); the SDK picks the call for a move (`callFor`); React and the embed show a
// vote's counts before the server answers (`countsAfter`).

/** What a vote record holds: a like, a dislike, or nothing (taken back; the record stays). */
export type VoteValue = 1 | 0 | -1;

/** One call on a record: `add` sets it to `value`; `remove` clears it if it holds `value`. */
export interface VoteAction {
  action: "add" | "remove";
  value: 1 | -1;
}

/** What moving a record changes: its target's two counters and its voter's points. */
export interface VoteEffects {
  upvotes: number;
  downvotes: number;
  points: number;
}

/** The value a record holds after `call`, from the value it held. */
export function nextValue(held: VoteValue, call: VoteAction): VoteValue {
  if (call.action === "add") return call.value;
  return held === call.value ? 0 : held;
}

/** The points a record is worth to its voter while it holds `value`. */
export const pointsHeld = (value: VoteValue) => (value === 0 ? 0 : POINTS.vote);

/** What moving a record from `from` to `to` does: a switch moves both counters and no points. */
export function voteEffects(from: VoteValue, to: VoteValue): VoteEffects {
  return {
    upvotes: Number(to === 1) - Number(from === 1),
    downvotes: Number(to === -1) - Number(from === -1),
    points: pointsHeld(to) - pointsHeld(from),
  };
}

/** The counter a vote's value moves. */
export const counterOf = (value: 1 | -1) => (value === 1 ? "upvotes" : "downvotes");

/** What pressing Like (1) or Dislike (-1) does to the vote held: the same press takes it back. */
export const pressed = (held: VoteValue, press: 1 | -1): VoteValue => (held === press ? 0 : press);

/**
 * The call that moves a record from `from` to `to` (the inverse of `nextValue`): a new vote is added
 * (a switch too), 0 removes `from`; null when there is nothing to move.
 */
export function callFor(from: VoteValue, to: VoteValue): VoteAction | null {
  if (to !== 0) return { action: "add", value: to };
  if (from !== 0) return { action: "remove", value: from };
  return null;
}

/** A target's counts after a vote moves from `from` to `to` (never below zero), as the server will count them. */
export function countsAfter<C extends { upvotes: number; downvotes: number }>(counts: C, from: VoteValue, to: VoteValue): C {
  const moved = voteEffects(from, to);
  return { ...counts, upvotes: Math.max(0, counts.upvotes + moved.upvotes), downvotes: Math.max(0, counts.downvotes + moved.downvotes) };
}
