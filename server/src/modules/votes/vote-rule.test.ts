import { describe, expect, it } from "bun:test";
import { POINTS } from "@pnyx/contract";
import { nextValue, voteEffects, type VoteAction, type VoteValue } from "./vote-rule";

const P = POINTS.vote;

describe("the vote rule", () => {
  // held, call → the value after it
  const calls: Array<[VoteValue, VoteAction, VoteValue]> = [
    [0, { action: "add", value: 1 }, 1],
    [0, { action: "add", value: -1 }, -1],
    [0, { action: "remove", value: 1 }, 0],
    [0, { action: "remove", value: -1 }, 0],
    [1, { action: "add", value: 1 }, 1],
    [1, { action: "add", value: -1 }, -1],
    [1, { action: "remove", value: 1 }, 0],
    [1, { action: "remove", value: -1 }, 1],
    [-1, { action: "add", value: 1 }, 1],
    [-1, { action: "add", value: -1 }, -1],
    [-1, { action: "remove", value: 1 }, -1],
    [-1, { action: "remove", value: -1 }, 0],
  ];
  it.each(calls)("a record holding %p after %p holds %p", (held, call, after) => {
    expect(nextValue(held, call)).toBe(after);
  });

  // from, to → counters and points
  const moves: Array<[VoteValue, VoteValue, { upvotes: number; downvotes: number; points: number }]> = [
    [0, 0, { upvotes: 0, downvotes: 0, points: 0 }],
    [0, 1, { upvotes: 1, downvotes: 0, points: P }],
    [0, -1, { upvotes: 0, downvotes: 1, points: P }],
    [1, 0, { upvotes: -1, downvotes: 0, points: -P }],
    [1, 1, { upvotes: 0, downvotes: 0, points: 0 }],
    [1, -1, { upvotes: -1, downvotes: 1, points: 0 }],
    [-1, 0, { upvotes: 0, downvotes: -1, points: -P }],
    [-1, 1, { upvotes: 1, downvotes: -1, points: 0 }],
    [-1, -1, { upvotes: 0, downvotes: 0, points: 0 }],
  ];
  it.each(moves)("a record moved from %p to %p moves %p", (from, to, effects) => {
    expect(voteEffects(from, to)).toEqual(effects);
  });
});
