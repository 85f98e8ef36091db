import { pressed, type VoteState } from "@pnyx/contract";
import { voteIn, voteOptimistically, type PnyxError, type VoteTargetKind } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useReducer, useRef } from "react";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { holdsArticle, setArticleVotes } from "./article-cache";
import { holdsCommunityPost, setCommunityPostVotes } from "./community-post-cache";
import { holdsOpinion, setOpinionVotes } from "./opinion-cache";
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
/** Counts a vote showed on a target no cached list holds, and the target's counts they were made from. */
interface Shown {
  counts: Counts;
  basis: Counts;
}

const CACHES = {
  article: { holds: holdsArticle, set: setArticleVotes },
  comment: { holds: holdsOpinion, set: setOpinionVotes },
  communityPost: { holds: holdsCommunityPost, set: setCommunityPostVotes },
} as const;

function useVote(kind: VoteTargetKind, target: VoteTarget, options: UseVoteOptions): UseVoteResult {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const id = target._id;
  const cache = CACHES[kind];
  const shownKey = pnyxKeys.shownVotes(kind, id);

  // One store, the query cache: a target a cached list holds is patched there, wherever it shows
  // (and the live echo patches the same rows). A target no list holds (a plain prop) keeps the counts
  // its votes showed under its own key, for as long as the target still has the counts they were made
  // from: a newer value given by the host wins at once.
  // Subscribed, so another widget's vote on the same target shows here too; read directly, so this
  // widget's own write shows in the render it asks for.
  useQuery<Shown | null>({ queryKey: shownKey, queryFn: () => null, initialData: null, enabled: false, staleTime: Infinity });
  const shown = queryClient.getQueryData<Shown | null>(shownKey) ?? null;
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const latest = useRef<Counts>(target);
  latest.current = { upvotes: target.upvotes, downvotes: target.downvotes };
  const write = (counts: Counts) => {
    if (cache.holds(queryClient, id)) cache.set(queryClient, id, counts);
    else queryClient.setQueryData<Shown>(shownKey, { counts, basis: latest.current });
    rendered();
  };

  const onError = options.onError;
  /** The vote on its way: started in onMutate, which runs within the press (so its counts show in the same render). */
  const flight = useRef<Promise<VoteState> | null>(null);
  const mutation = useMutation<VoteState, PnyxError, Plan>({
    // The SDK's one optimistic flow (as the embed's threads vote): the counts show at once by the
    // server's rule, settle from its answer and go back if it refuses; the SDK marks the member's
    // vote in the session the same way.
    onMutate: ({ from, to }) => {
      flight.current = voteOptimistically(client.votes, { target: kind, id, from, to }, { ...latest.current }, write);
    },
    mutationFn: () => flight.current!,
    onError: (error) => {
      queryClient.setQueryData<Shown | null>(shownKey, null);
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
    const to = pressed(vote, action === "like" ? 1 : -1);
    mutation.mutate({ action, from: vote, to }, { onSettled: () => void (busy.current = false) });
  };

  const counts = shown && shown.basis.upvotes === target.upvotes && shown.basis.downvotes === target.downvotes ? shown.counts : target;
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
