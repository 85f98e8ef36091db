import { describe, expect, it } from "vitest";
import { POINTS } from "./limits";
import { callFor, countsAfter, nextValue, pressed, voteEffects, type VoteAction, type VoteValue } from "./vote-rule";

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

describe("the vote rule on the client's side", () => {
  const values: VoteValue[] = [1, 0, -1];

  it("presses: the same press takes the vote back, the other switches it", () => {
    expect(values.map((held) => pressed(held, 1))).toEqual([0, 1, 1]);
    expect(values.map((held) => pressed(held, -1))).toEqual([-1, -1, 0]);
  });

  it("picks the call that moves a record, which the server's rule moves exactly there", () => {
    for (const from of values)
      for (const to of values) {
        const call = callFor(from, to);
        if (from === to && to === 0) expect(call).toBeNull();
        else expect(nextValue(from, call!)).toBe(to);
      }
  });

  it("shows the counts the server will count, never below zero", () => {
    expect(countsAfter({ upvotes: 3, downvotes: 1, id: "x" }, -1, 1)).toEqual({ upvotes: 4, downvotes: 0, id: "x" });
    expect(countsAfter({ upvotes: 0, downvotes: 0 }, 1, 0)).toEqual({ upvotes: 0, downvotes: 0 });
    for (const from of values)
      for (const to of values) {
        const moved = voteEffects(from, to);
        expect(countsAfter({ upvotes: 5, downvotes: 5 }, from, to)).toEqual({ upvotes: 5 + moved.upvotes, downvotes: 5 + moved.downvotes });
      }
  });
});
