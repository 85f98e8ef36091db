// One opinion thread as a client without a query cache holds it (the script-tag embed, a plain page):
// its pages of top-level opinions, kept live and free of duplicates by the thread's pure rules, the
// member's own opinions held for review first (to them alone), the member's votes shown at once and
// put back on refusal, reports, and the thread's opinion count. A snapshot for stores such as React's
// useSyncExternalStore, as chat rooms have. While it has listeners it hears the session: once the
// reader is a visitor or another member, the last reader's opinions awaiting review leave the view.
import type { Opinion, OpinionSort, ReportDetails } from "@pnyx/contract";
import type { OpinionsApi, OpinionPostKind } from "../api/opinions";
import type { VotesApi } from "../api/votes";
import type { LiveClient } from "../realtime/live-client";
import { isAwaitingReview } from "../moderation/folding";
import type { SessionStore } from "../session";
import { voteIn } from "../session-edits";
import { voteOptimistically } from "./optimistic-vote";
import {
  countsChange,
  createThreadLedger,
  findOpinion,
  opinionsIn,
  removedCount,
  withChangedOpinion,
  withNewOpinion,
  withOwnHeld,
  withPage,
  withoutOpinion,
  withoutOthersHeld,
  type ThreadPage,
} from "./thread-pages";

export interface OpinionThreadSnapshot {
  /**
   * The top-level opinions shown, in order; null until the first page is in. The member's own held
   * opinions (`awaitingReview`) come first, newest first (`loadOwnHeld`, and those they write).
   */
  opinions: readonly Opinion[] | null;
  /** The post's opinions, replies included (as the server counts them). */
  total: number;
  /** Whether another page can be loaded (`loadMore`). */
  hasMore: boolean;
  /** Whether a page is being loaded. */
  loading: boolean;
  /** Opinions the member reported from this thread. */
  reported: ReadonlySet<string>;
  /** The last failure of a load or a vote (a vote's counts went back). */
  error: unknown;
}

/** What the store needs of a client: the namespaces of any client built on the SDK's core. */
export interface OpinionThreadClient {
  /** Who reads: their votes, their own held opinions; heard while the store has listeners. */
  session: Pick<SessionStore, "get" | "subscribe">;
  opinions: Pick<OpinionsApi, "list" | "add" | "report" | "ownHeld">;
  votes: Pick<VotesApi, "set">;
  live: Pick<LiveClient, "watchThread">;
}

export interface OpinionThreadOptions {
  /** The article (or community post) whose thread this is. */
  postId: string;
  postKind?: OpinionPostKind;
  sort?: OpinionSort;
  /** The opinion count when it is known already (else 0 until `setTotal`). */
  total?: number | undefined;
  /** A first page already in hand (e.g. rendered by the server): shown at once, not asked for again. */
  initial?: ThreadPage | undefined;
  /** Told when an opinion was added or removed (the member's own or anyone's, live). */
  onOpinionsChanged?: () => void;
}

export interface OpinionThread {
  /**
   * Hears every change of the snapshot. While any listener is subscribed the store hears the session
   * too: when the reader becomes a visitor or another member, the opinions awaiting review that are
   * not theirs leave at once (the server shows a member's own hidden opinions to them alone).
   */
  subscribe(listener: () => void): () => void;
  getSnapshot(): OpinionThreadSnapshot;
  /** Loads the first page again (or for the first time), replacing what is shown. */
  reload(): Promise<void>;
  /** Loads the next page; nothing while one is loading or none is left. */
  loadMore(): Promise<void>;
  /** Hears the thread live until the returned function is called. */
  watch(): () => void;
  /**
   * Posts the member's opinion; it shows first at once (once, however often its echo is heard). One
   * the server holds for review shows first too, `awaitingReview`, and counts nowhere.
   */
  add(text: string): Promise<Opinion>;
  /**
   * Asks for the signed-in member's own opinions on this post held for review (threads leave them
   * out) and shows them first; a visitor has none (what was shown goes). Call it again when the
   * session changes.
   */
  loadOwnHeld(): Promise<void>;
  /**
   * Moves the member's vote on a shown opinion to `to`; ignored while that opinion's last vote is on
   * its way, for a visitor, and on an opinion awaiting review (nobody may vote on it).
   */
  vote(opinionId: string, to: 1 | -1 | 0): Promise<void>;
  /**
   * Reports an opinion to the moderators, with the reporter's reason (`illegal` with its legal
   * ground, `other` with words); remembered in `reported`. Rejects with the server's refusal.
   */
  report(opinionId: string, details?: ReportDetails): Promise<void>;
  /** The post's opinion count as the server last said it. */
  setTotal(total: number): void;
}

/** A thread store over `client`'s calls and realtime link. */
export function createOpinionThread(client: OpinionThreadClient, options: OpinionThreadOptions): OpinionThread {
  const { postId, postKind = "article", sort = "top", onOpinionsChanged } = options;
  const readerNow = () => client.session.get().user?.username ?? null;
  /** Whose opinions awaiting review may show: the reader the store last saw. */
  let reader = readerNow();
  let pages: readonly ThreadPage[] | null = options.initial ? [options.initial] : null;
  /** The member's own opinions held for review, newest first: shown before the pages' opinions. */
  let held: readonly Opinion[] = [];
  let snapshot: OpinionThreadSnapshot = {
    opinions: pages ? opinionsIn(pages) : null,
    total: options.total ?? 0,
    hasMore: options.initial?.hasMore ?? false,
    loading: false,
    reported: new Set(),
    error: null,
  };
  const listeners = new Set<() => void>();
  /** Stops hearing the session (set while the store has listeners). */
  let stopSession: (() => void) | null = null;
  const ledger = createThreadLedger();
  const voting = new Set<string>();
  /** Raised by every reload: a page asked for before it is dropped. */
  let generation = 0;

  function update(patch: Partial<OpinionThreadSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  }
  const shown = (from: readonly ThreadPage[]) => withOwnHeld(held, opinionsIn(from));
  function setPages(next: readonly ThreadPage[]) {
    // A page answered for the session before (a member since signed out) keeps none of their held opinions.
    const kept = withoutOthersHeld(next, readerNow());
    if (kept === pages) return;
    pages = kept;
    update({ opinions: shown(kept), hasMore: kept.at(-1)?.hasMore ?? false });
  }
  /** The session changed hands: what awaits review and is not the new reader's goes. */
  function readerChanged() {
    const now = readerNow();
    if (now === reader) return;
    reader = now;
    held = held.filter((opinion) => opinion.author === now);
    if (pages) {
      pages = withoutOthersHeld(pages, now);
      update({ opinions: shown(pages) });
    }
  }
  function setHeld(next: readonly Opinion[]) {
    if (next.length === 0 && held.length === 0) return;
    held = next;
    if (pages) update({ opinions: shown(pages) });
  }
  /** Drops `id` from the held opinions; whether it was one. */
  function dropHeld(id: string): boolean {
    if (!held.some((opinion) => opinion._id === id)) return false;
    setHeld(held.filter((opinion) => opinion._id !== id));
    return true;
  }
  const changeOpinion = (id: string, change: (opinion: Opinion) => Partial<Opinion>) => pages && setPages(withChangedOpinion(pages, id, change));
  const moveTotal = (by: number) => update({ total: Math.max(0, snapshot.total + by) });

  function added(opinion: Opinion) {
    // Held: shown to its author first and counted nowhere; its approval is heard as a new opinion.
    if (isAwaitingReview(opinion)) {
      if (opinion.parentId === null) setHeld([opinion, ...held.filter((o) => o._id !== opinion._id)]);
      return;
    }
    if (!ledger.firstAdd(opinion._id)) return;
    dropHeld(opinion._id);
    if (opinion.parentId === null) {
      // Its author kept it, marked, while it was hidden: approved, it shows unmarked where it is.
      if (pages && findOpinion(pages, opinion._id)) changeOpinion(opinion._id, () => ({ ...opinion, awaitingReview: undefined }));
      else if (pages) setPages(withNewOpinion(pages, opinion));
    } else changeOpinion(opinion.parentId, (parent) => ({ replyCount: parent.replyCount + 1 }));
    moveTotal(1);
    onOpinionsChanged?.();
  }
  function removed(id: string, parentId: string | null) {
    if (!ledger.firstRemove(id)) return;
    const known = pages ? findOpinion(pages, id) : undefined;
    // A held opinion counted nowhere: its removal moves no count.
    if (dropHeld(id) && !known) return;
    if (pages) setPages(withoutOpinion(pages, id));
    if (parentId) changeOpinion(parentId, (parent) => ({ replyCount: Math.max(0, parent.replyCount - 1) }));
    moveTotal(-removedCount(known));
    onOpinionsChanged?.();
  }

  /**
   * An opinion hidden pending a moderator's review (`opinion:deleted` marked `pendingReview`): it leaves
   * every reader's view but its author's, who keeps it marked; the count falls by one. Its approval is
   * heard as `opinion:added`.
   */
  function hidden(id: string, parentId: string | null) {
    if (!ledger.firstHide(id)) return;
    const known = pages ? findOpinion(pages, id) : undefined;
    if (known && known.author === client.session.get().user?.username) changeOpinion(id, () => ({ awaitingReview: true }));
    else if (pages) setPages(withoutOpinion(pages, id));
    if (parentId) changeOpinion(parentId, (parent) => ({ replyCount: Math.max(0, parent.replyCount - 1) }));
    moveTotal(-1);
    onOpinionsChanged?.();
  }

  async function load(number: number, first: boolean) {
    const asked = first ? ++generation : generation;
    update({ loading: true });
    try {
      const page = await client.opinions.list({ postKind, postId, sort, page: number });
      if (asked !== generation) return;
      setPages(first || !pages ? [page] : withPage(pages, page));
      update({ loading: false, error: null });
    } catch (error) {
      if (asked === generation) update({ loading: false, error });
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopSession) {
        stopSession = client.session.subscribe(readerChanged);
        // The session may have changed while nobody listened.
        readerChanged();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stopSession) return;
        stopSession();
        stopSession = null;
      };
    },
    getSnapshot: () => snapshot,
    reload: () => load(1, true),
    async loadMore() {
      if (snapshot.loading || !snapshot.hasMore || !pages) return;
      await load(pages.length + 1, false);
    },
    watch: () =>
      client.live.watchThread(postId, {
        onOpinionAdded: ({ opinion }) => added(opinion),
        onOpinionUpdated: ({ opinion }) => changeOpinion(opinion._id, () => ({ ...opinion })),
        onOpinionDeleted: ({ commentId, parentId, pendingReview }) =>
          pendingReview ? hidden(commentId, parentId ?? null) : removed(commentId, parentId ?? null),
        onVotesChanged: ({ targetType, targetId, upvotes, downvotes }) => {
          if (targetType === "comment") changeOpinion(targetId, countsChange({ upvotes, downvotes }));
        },
      }),
    async add(text) {
      const written = await client.opinions.add({ postKind, postId, text });
      added(written);
      return written;
    },
    async loadOwnHeld() {
      const username = client.session.get().user?.username;
      if (!username) return setHeld([]);
      try {
        const answer = await client.opinions.ownHeld({ postId });
        // The answer of a session that has ended since is not the reader's.
        if (client.session.get().user?.username !== username) return;
        // Held replies stay with their opinion's replies (read on Pnyx): the thread shows opinions.
        const comments = answer.comments.filter((opinion) => opinion.parentId === null);
        const seen = new Set(comments.map((opinion) => opinion._id));
        // Oldest first from the server; the member's written meanwhile are kept. Newest first.
        setHeld([...held.filter((opinion) => opinion.author === username && !seen.has(opinion._id)), ...comments.toReversed()]);
      } catch (error) {
        update({ error });
      }
    },
    async vote(opinionId, to) {
      const user = client.session.get().user;
      const opinion = pages ? findOpinion(pages, opinionId) : undefined;
      if (!user || !opinion || isAwaitingReview(opinion) || voting.has(opinionId)) return;
      voting.add(opinionId);
      const from = voteIn(user, "comment", opinionId);
      try {
        await voteOptimistically(client.votes, { target: "comment", id: opinionId, from, to }, opinion, (counts) =>
          changeOpinion(opinionId, countsChange(counts)),
        );
      } catch (error) {
        update({ error });
      } finally {
        voting.delete(opinionId);
      }
    },
    async report(opinionId, details = {}) {
      await client.opinions.report({ commentId: opinionId, ...details });
      update({ reported: new Set([...snapshot.reported, opinionId]) });
    },
    setTotal: (total) => total !== snapshot.total && update({ total }),
  };
}
