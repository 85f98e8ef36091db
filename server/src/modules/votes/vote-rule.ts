import { POINTS } from "@pnyx/contract";

// The rule of a vote, apart from any storage: what a call makes of a record, and what moving a record
// from one value to another does to its target's counters and its voter's points. vote-batch.ts
// applies it; recount.ts counts by the same rule (a record holding ±1 is worth POINTS.vote).

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
