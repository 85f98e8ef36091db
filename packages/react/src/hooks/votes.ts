import type { VoteState } from "@pnyx/contract";
import { voteIn, type PnyxError, type VoteTargetKind } from "@pnyx/sdk";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { usePnyxClient } from "../client-context";
import { setArticleVotes } from "./article-cache";
import { setCommunityPostVotes } from "./community-post-cache";
import { setOpinionVotes } from "./opinion-cache";
import { useSession } from "./session";

/** The member's vote on a target: 1 liked, -1 disliked, 0 neither. */
export type VoteValue = VoteState["vote"];
export type VoteAction = "like" | "dislike";

/** Anything with an id and like/dislike counts: an article (or its summary) or an opinion. */
export interface VoteTarget {
  _id: string;
  upvotes: number;
  downvotes: number;
}

export interface UseVoteResult {
  /** The member's vote, optimistic while a call runs. */
  vote: VoteValue;
  upvotes: number;
  downvotes: number;
  /** The action running now (its call not answered yet), if any. */
  pending: VoteAction | null;
  isLoggedIn: boolean;
  /** Like, or take the like back when liked (a dislike is switched to a like). Ignored while a call runs or logged out. */
  like(): void;
  /** Dislike, or take the dislike back when disliked (a like is switched). Ignored while a call runs or logged out. */
  dislike(): void;
  /** The last failure (the change was rolled back). */
  error: PnyxError | null;
}

export interface UseVoteOptions {
  /** Told when a vote failed and was rolled back (e.g. to show a toast). */
  onError?: (error: PnyxError) => void;
}

type Counts = { upvotes: number; downvotes: number };

interface Plan {
  action: VoteAction;
  from: VoteValue;
  to: VoteValue;
}
interface Context {
  previous: Counts;
}

/** Counts after moving the member's vote from `from` to `to`. */
function countsAfter(counts: Counts, from: VoteValue, to: VoteValue): Counts {
  const up = counts.upvotes - (from === 1 ? 1 : 0) + (to === 1 ? 1 : 0);
  const down = counts.downvotes - (from === -1 ? 1 : 0) + (to === -1 ? 1 : 0);
  return { upvotes: Math.max(0, up), downvotes: Math.max(0, down) };
}

function useVote(kind: VoteTargetKind, target: VoteTarget, options: UseVoteOptions): UseVoteResult {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const id = target._id;
  const setCounts = (qc: QueryClient, counts: Counts) =>
    (kind === "article" ? setArticleVotes : kind === "communityPost" ? setCommunityPostVotes : setOpinionVotes)(qc, id, counts);

  // Counts shown instead of the target's own, for as long as the target still has the counts it had
  // when they were set: a target that is not in the query cache (a plain prop) still shows the change,
  // and a newer value from the cache (a live update) wins at once.
  const [override, setOverride] = useState<{ counts: Counts; basis: Counts } | null>(null);
  const latest = useRef<Counts>(target);
  latest.current = { upvotes: target.upvotes, downvotes: target.downvotes };
  const show = (counts: Counts) => setOverride({ counts, basis: latest.current });

  const onError = options.onError;
  const mutation = useMutation<VoteState, PnyxError, Plan, Context>({
    // The SDK marks the member's vote in the session at once, settles it and puts it back on failure.
    mutationFn: ({ from, to }) => client.votes.set({ target: kind, id, from, to }),
    onMutate: ({ from, to }) => {
      const previous = { ...latest.current };
      const next = countsAfter(previous, from, to);
      show(next);
      setCounts(queryClient, next);
      return { previous };
    },
    onSuccess: (state) => {
      const counts = { upvotes: state.upvotes, downvotes: state.downvotes };
      setCounts(queryClient, counts);
      show(counts);
    },
    onError: (error, _plan, context) => {
      if (context) setCounts(queryClient, context.previous);
      setOverride(null);
      onError?.(error);
    },
  });

  const running = mutation.isPending ? mutation.variables : undefined;
  const pending = running?.action ?? null;
  // While a call runs its target vote shows (the session follows as soon as the SDK is called).
  const vote = running ? running.to : voteIn(user, kind, id);
  // A second press before React re-rendered must not start a second call.
  const busy = useRef(false);
  const run = (action: VoteAction) => {
    if (!user || busy.current) return;
    busy.current = true;
    const to: VoteValue = action === "like" ? (vote === 1 ? 0 : 1) : vote === -1 ? 0 : -1;
    mutation.mutate({ action, from: vote, to }, { onSettled: () => void (busy.current = false) });
  };

  const counts = override && override.basis.upvotes === target.upvotes && override.basis.downvotes === target.downvotes ? override.counts : target;
  return {
    vote,
    upvotes: counts.upvotes,
    downvotes: counts.downvotes,
    pending,
    isLoggedIn: Boolean(user),
    like: () => run("like"),
    dislike: () => run("dislike"),
    error: mutation.error,
  };
}

/**
 * Like/dislike an article (or its feed summary). Exclusive: liking when liked takes the like back,
 * liking when disliked switches it. Counts and the member's liked/disliked lists change at once,
 * settle from the server's answer and roll back if it refuses.
 */
export function useArticleVote(article: VoteTarget, options: UseVoteOptions = {}): UseVoteResult {
  return useVote("article", article, options);
}

/** Like/dislike an opinion or reply; same rules as useArticleVote. */
export function useCommentVote(comment: VoteTarget, options: UseVoteOptions = {}): UseVoteResult {
  return useVote("comment", comment, options);
}

/** Like/dislike a community post; same rules as useArticleVote. */
export function useCommunityPostVote(post: VoteTarget, options: UseVoteOptions = {}): UseVoteResult {
  return useVote("communityPost", post, options);
}
