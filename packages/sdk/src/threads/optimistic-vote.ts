// A vote shown before the server answers, by the rule the server counts by; settled from its answer,
// put back if it refuses. One flow for every client: @pnyx/react's vote hooks and the thread store.
import { countsAfter, type VoteState } from "@pnyx/contract";
import type { SetVoteInput, VotesApi } from "../api/votes";
import type { VoteCounts } from "./thread-pages";

/**
 * Moves the member's vote (`votes.set`, which marks it in the session at once) and tells `show` the
 * target's counts three times at most: at once as they will be, then as the server counted them, or
 * back to `counts` when the call fails (the error is thrown on).
 */
export async function voteOptimistically(
  votes: Pick<VotesApi, "set">,
  input: SetVoteInput,
  counts: VoteCounts,
  show: (counts: VoteCounts) => void,
): Promise<VoteState> {
  show(countsAfter({ upvotes: counts.upvotes, downvotes: counts.downvotes }, input.from, input.to));
  try {
    const state = await votes.set(input);
    show({ upvotes: state.upvotes, downvotes: state.downvotes });
    return state;
  } catch (error) {
    show({ upvotes: counts.upvotes, downvotes: counts.downvotes });
    throw error;
  }
}
