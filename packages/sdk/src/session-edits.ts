// The one place that changes a stored session. Namespaces (and, through them, the React hooks) ask
// for an edit by name; nothing else calls `store.set`.
import type { AdminSession, NewsCategory, Session, VoteState } from "@pnyx/contract";
import type { SessionStore } from "./session";

/**
 * What a vote is on: an article, an opinion or reply ("comment"), or a community post ("communityPost").
 * The same names as the server's and the realtime events' `targetType`. Articles and community posts
 * share the session's likedPosts/dislikedPosts lists.
 */
export type VoteTargetKind = "article" | "comment" | "communityPost";
/** A member's vote on a target: 1 liked, -1 disliked, 0 neither. */
export type VoteValue = VoteState["vote"];
/** Puts an optimistic edit back; does nothing once the session changed hands. */
export type Undo = () => void;

const VOTE_LISTS = {
  article: ["likedPosts", "dislikedPosts"],
  communityPost: ["likedPosts", "dislikedPosts"],
  comment: ["likedComments", "dislikedComments"],
} as const;

const mark = (list: string[], id: string, on: boolean) =>
  on ? (list.includes(id) ? list : [...list, id]) : list.includes(id) ? list.filter((entry) => entry !== id) : list;

/** The member's vote on a target, as the session's liked/disliked lists say. */
export function voteIn(user: Session | null, target: VoteTargetKind, id: string): VoteValue {
  if (!user) return 0;
  const [liked, disliked] = VOTE_LISTS[target];
  return user[liked].includes(id) ? 1 : user[disliked].includes(id) ? -1 : 0;
}

export interface SessionEdits {
  /** The stored member session (to read; change it only through the edits below). */
  user(): Session | null;
  /** The member token now: hand it to a later edit so an answer for an older session changes nothing. */
  token(): string | undefined;
  setUser(user: Session | null): void;
  setAdmin(admin: AdminSession | null): void;
  /** Forgets the slice a refused (401) token came from, unless a newer login replaced it. */
  forgetRefused(slice: "member" | "admin", token: string): void;
  /** Ends the member session if `token` is still its token (e.g. the account was deleted). */
  endIfSameToken(token: string | undefined): void;
  /** Applies `patch` to the member session if `token` is still its token. */
  patchIfSameToken(patch: Partial<Session>, token: string | undefined): void;
  /** A profile answer (the whole session): stored if it is the same member; an empty token keeps the stored one. */
  takeProfile(answer: Session): Session;
  /** Marks the vote at once (liked/disliked lists); the returned undo puts the previous vote back. */
  markVote(target: VoteTargetKind, id: string, to: VoteValue): Undo;
  /** Settles a vote from the server's answer: the lists from `state.vote`, `points` from `state.points`. */
  settleVote(target: VoteTargetKind, id: string, state: VoteState, token: string | undefined): void;
  /** Marks `name` as followed or not at once; the returned undo puts the previous state back. */
  markFollowing(name: string, on: boolean): Undo;
  setFollowing(following: string[], token: string | undefined): void;
  /** Stores whom the member ignores (the server's answer), if `token` is still the session's. */
  setIgnoring(ignoring: string[], token: string | undefined): void;
  setCategories(categories: NewsCategory[], token: string | undefined): void;
  /**
   * Moves the session's points by what an opinion write earned or lost, as the server's answer says
   * (`earned`: a reply to one's own opinion earns nothing); never below zero.
   */
  earnPoints(token: string | undefined, earned: number): void;
}

export function createSessionEdits(store: SessionStore): SessionEdits {
  const user = () => store.get().user;
  const token = () => store.get().user?.token;
  const setUser = (next: Session | null) => store.set({ ...store.get(), user: next });
  const patchIfSameToken = (patch: Partial<Session>, expected: string | undefined) => {
    const current = user();
    if (current && current.token === expected) setUser({ ...current, ...patch });
  };
  const voteLists = (current: Session, target: VoteTargetKind, id: string, vote: VoteValue): Partial<Session> => {
    const [liked, disliked] = VOTE_LISTS[target];
    return { [liked]: mark(current[liked], id, vote === 1), [disliked]: mark(current[disliked], id, vote === -1) };
  };

  return {
    user,
    token,
    setUser,
    setAdmin: (admin) => store.set({ ...store.get(), admin }),
    forgetRefused(slice, refused) {
      const state = store.get();
      if (slice === "member" && state.user?.token === refused) store.set({ ...state, user: null });
      if (slice === "admin" && state.admin?.token === refused) store.set({ ...state, admin: null });
    },
    endIfSameToken(expected) {
      if (token() === expected) setUser(null);
    },
    patchIfSameToken,
    takeProfile(answer) {
      const current = user();
      const next = { ...answer, token: answer.token || current?.token || "" };
      if (current && current.username === next.username) setUser(next);
      return next;
    },
    markVote(target, id, to) {
      const current = user();
      if (!current) return () => {};
      const before = voteIn(current, target, id);
      const marked = { ...current, ...voteLists(current, target, id, to) };
      if (before !== to) setUser(marked);
      return () => {
        const now = user();
        if (!now || now.token !== current.token || voteIn(now, target, id) === before) return;
        const [liked, disliked] = VOTE_LISTS[target];
        // Untouched since the mark: the lists as they were (order included); else just this id.
        const untouched = now[liked] === marked[liked] && now[disliked] === marked[disliked];
        setUser({ ...now, ...(untouched ? { [liked]: current[liked], [disliked]: current[disliked] } : voteLists(now, target, id, before)) });
      };
    },
    settleVote(target, id, state, expected) {
      const current = user();
      if (current && current.token === expected) patchIfSameToken({ ...voteLists(current, target, id, state.vote), points: state.points }, expected);
    },
    markFollowing(name, on) {
      const current = user();
      if (!current) return () => {};
      const before = current.following.includes(name);
      const marked = mark(current.following, name, on);
      if (before !== on) setUser({ ...current, following: marked });
      return () => {
        const now = user();
        if (!now || now.token !== current.token || now.following.includes(name) === before) return;
        setUser({ ...now, following: now.following === marked ? current.following : mark(now.following, name, before) });
      };
    },
    setFollowing: (following, expected) => patchIfSameToken({ following }, expected),
    setIgnoring: (ignoring, expected) => patchIfSameToken({ ignoring }, expected),
    setCategories: (selectedCategories, expected) => patchIfSameToken({ selectedCategories }, expected),
    earnPoints(expected, earned) {
      const current = user();
      if (current && earned !== 0) patchIfSameToken({ points: Math.max(0, current.points + earned) }, expected);
    },
  };
}

/** Makes an opinion write, then moves the calling session's points by what its answer says it earned. */
export async function withEarnedPoints<T extends { earned: number }>(session: Pick<SessionEdits, "token" | "earnPoints">, call: () => Promise<T>): Promise<T> {
  const token = session.token();
  const answer = await call();
  session.earnPoints(token, answer.earned);
  return answer;
}
