// How a chat poll shows and what a press on one of its options asks for: one rule for @pnyx/react's
// PollCard and the embed's PollView.
import type { Poll } from "@pnyx/contract";

export interface PollOptionResult {
  text: string;
  votes: number;
  /** Its share of all votes, in whole per cent (0 while nobody voted). */
  share: number;
  /** Whether the member chose it. */
  chosen: boolean;
}

export interface PollResults {
  /** Closed by the server, or past its closing time on the clock given. */
  closed: boolean;
  /** Votes over all options (a member of a many-choice poll counts once per choice). */
  total: number;
  options: PollOptionResult[];
}

/** The poll's results at `now`, with the member's choices (`mine`, option indexes) marked. */
export function pollResults(poll: Poll, mine: readonly number[], now: number): PollResults {
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const chosen = new Set(mine);
  return {
    closed: poll.closed || Date.parse(poll.closesAt) <= now,
    total,
    options: poll.options.map((option, index) => ({
      text: option.text,
      votes: option.votes,
      share: total ? Math.round((option.votes / total) * 100) : 0,
      chosen: chosen.has(index),
    })),
  };
}

/** Choices as the server takes them: each once, in option order. */
export const orderedChoices = (choices: Iterable<number>): number[] => [...new Set(choices)].sort((a, b) => a - b);

/**
 * The choices after pressing option `index`: a one-choice poll takes the press, or takes the vote back
 * when it was the choice; a many-choice poll adds or removes that option. An empty list takes the vote back.
 */
export function choicesAfterPress(poll: Pick<Poll, "allowMultiple">, mine: readonly number[], index: number): number[] {
  const chosen = new Set(mine);
  if (!poll.allowMultiple) return chosen.has(index) ? [] : [index];
  if (!chosen.delete(index)) chosen.add(index);
  return orderedChoices(chosen);
}
