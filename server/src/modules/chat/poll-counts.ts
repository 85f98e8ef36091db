import { Types } from "mongoose";
import type { Models } from "../../models";
import { intentKind } from "../../platform/intents";

/** What changing a ballot moves in its poll's counts: each option's votes, and the number of voters. */
export interface BallotMove {
  votes: Map<number, number>;
  voters: number;
}

/** The rule of a ballot: what changing it from `before` to `after` (no choices: no ballot) moves. */
export function ballotMove(before: readonly number[], after: readonly number[]): BallotMove {
  const votes = new Map<number, number>();
  for (const c of before) if (!after.includes(c)) votes.set(c, -1);
  for (const c of after) if (!before.includes(c)) votes.set(c, 1);
  const voters = Number(after.length > 0) - Number(before.length > 0);
  return { votes, voters };
}

/** The update that applies a move to a poll (and raises its revision, so listeners know the newest). */
export function incOf(move: BallotMove): Record<string, number> {
  const inc: Record<string, number> = { revision: 1 };
  for (const [choice, by] of move.votes) inc[`options.${choice}.votes`] = by;
  if (move.voters) inc.voters = move.voters;
  return inc;
}

/** A poll's counts as its ballots make them: each ballot counts what moving it from nothing moves (the rule votes move them by). */
export function countBallots(optionCount: number, ballots: ReadonlyArray<readonly number[]>): { votes: number[]; voters: number } {
  const counts = { votes: Array.from({ length: optionCount }, () => 0), voters: 0 };
  for (const choices of ballots) {
    const move = ballotMove([], choices);
    for (const [choice, by] of move.votes) if (choice < optionCount) counts.votes[choice]! += by;
    counts.voters += move.voters;
  }
  return counts;
}

/**
 * The intents' kind for a poll's counts (`poll:<id>`): set to what its ballots say, by `ballotMove`,
 * with its revision raised. No kept answer shows a poll (a room reads it when joining).
 */
export const POLL_INTENT = intentKind<Models>("poll", async (models, id) => {
  const poll = Types.ObjectId.isValid(id) ? await models.Poll.findById(id, { options: 1 }).lean() : null;
  if (!poll) return [];
  const ballots = await models.Ballot.find({ pollId: id }, { choices: 1 }).lean();
  const { votes, voters } = countBallots(
    poll.options.length,
    ballots.map((b) => b.choices),
  );
  const set: Record<string, number> = { voters };
  votes.forEach((n, choice) => {
    set[`options.${choice}.votes`] = n;
  });
  await models.Poll.updateOne({ _id: id }, { $set: set, $inc: { revision: 1 } });
  return [];
});
