import type { Session, VoteState } from "@pnyx/contract";
import type { PnyxClient, PnyxError } from "@pnyx/sdk";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { usePnyxClient } from "../provider";
import { setArticleVotes, setOpinionVotes } from "./news-cache";
import { useSession } from "./useSession";

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

type Kind = "post" | "comment";
type Counts = { upvotes: number; downvotes: number };

interface Plan {
  action: VoteAction;
  from: VoteValue;
  to: VoteValue;
}
interface Context {
  previous: Counts;
}

const LISTS = {
  post: ["likedPosts", "dislikedPosts"],
  comment: ["likedComments", "dislikedComments"],
} as const;

function voteOf(user: Session | null, kind: Kind, id: string): VoteValue {
  if (!user) return 0;
  const [liked, disliked] = LISTS[kind];
  if (user[liked].includes(id)) return 1;
  if (user[disliked].includes(id)) return -1;
  return 0;
}

/** Puts `id` in the liked list, the disliked list or neither, in the stored session. */
function markSession(client: PnyxClient, kind: Kind, id: string, vote: VoteValue) {
  const state = client.session.get();
  const user = state.user;
  if (!user) return;
  const [liked, disliked] = LISTS[kind];
  const mark = (list: string[], on: boolean) => (on ? (list.includes(id) ? list : [...list, id]) : list.filter((entry) => entry !== id));
  client.session.set({ ...state, user: { ...user, [liked]: mark(user[liked], vote === 1), [disliked]: mark(user[disliked], vote === -1) } });
}

/** Counts after moving the member's vote from `from` to `to`. */
function countsAfter(counts: Counts, from: VoteValue, to: VoteValue): Counts {
  const up = counts.upvotes - (from === 1 ? 1 : 0) + (to === 1 ? 1 : 0);
  const down = counts.downvotes - (from === -1 ? 1 : 0) + (to === -1 ? 1 : 0);
  return { upvotes: Math.max(0, up), downvotes: Math.max(0, down) };
}

function useVote(kind: Kind, target: VoteTarget, options: UseVoteOptions): UseVoteResult {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const id = target._id;
  const vote = voteOf(user, kind, id);
  const setCounts = (qc: QueryClient, counts: Counts) => (kind === "post" ? setArticleVotes : setOpinionVotes)(qc, id, counts);

  // Counts shown instead of the target's own, for as long as the target still has the counts it had
  // when they were set: a target that is not in the query cache (a plain prop) still shows the change,
  // and a newer value from the cache (a live update) wins at once.
  const [override, setOverride] = useState<{ counts: Counts; basis: Counts } | null>(null);
  const latest = useRef<Counts>(target);
  latest.current = { upvotes: target.upvotes, downvotes: target.downvotes };
  const show = (counts: Counts) => setOverride({ counts, basis: latest.current });

  const onError = options.onError;
  const mutation = useMutation<VoteState, PnyxError, Plan, Context>({
    mutationFn: ({ action, from }) => {
      const votes = client.votes;
      if (kind === "post") {
        if (action === "like") return from === 1 ? votes.unlikeArticle(id) : votes.likeArticle(id);
        return from === -1 ? votes.undislikeArticle(id) : votes.dislikeArticle(id);
      }
      if (action === "like") return from === 1 ? votes.unlikeComment(id) : votes.likeComment(id);
      return from === -1 ? votes.undislikeComment(id) : votes.dislikeComment(id);
    },
    onMutate: ({ from, to }) => {
      const previous = { ...latest.current };
      const next = countsAfter(previous, from, to);
      markSession(client, kind, id, to);
      show(next);
      setCounts(queryClient, next);
      return { previous };
    },
    onSuccess: (state) => {
      // The SDK has already put the answered vote in the session.
      const counts = { upvotes: state.upvotes, downvotes: state.downvotes };
      setCounts(queryClient, counts);
      show(counts);
    },
    onError: (error, { from }, context) => {
      markSession(client, kind, id, from);
      if (context) setCounts(queryClient, context.previous);
      setOverride(null);
      onError?.(error);
    },
  });

  const pending = mutation.isPending ? (mutation.variables?.action ?? null) : null;
  // A second press before React re-rendered must not start a second call.
  const running = useRef(false);
  const run = (action: VoteAction) => {
    if (!user || running.current) return;
    running.current = true;
    const to: VoteValue = action === "like" ? (vote === 1 ? 0 : 1) : vote === -1 ? 0 : -1;
    mutation.mutate({ action, from: vote, to }, { onSettled: () => void (running.current = false) });
  };

  const counts =
    override && override.basis.upvotes === target.upvotes && override.basis.downvotes === target.downvotes ? override.counts : target;
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
  return useVote("post", article, options);
}

/** Like/dislike an opinion or reply; same rules as useArticleVote. */
export function useCommentVote(comment: VoteTarget, options: UseVoteOptions = {}): UseVoteResult {
  return useVote("comment", comment, options);
}
