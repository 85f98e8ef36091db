// What a client holds of an opinion thread, and the pure rules that merge what the server sends into
// it: pages of top-level opinions (no opinion twice across pages), new ones first, edits replacing,
// deletions leaving with their replies, each change to the thread applied once however often it is
// heard (the member's own post and its live echo; a repeat after a reconnect). The SDK's thread store
// keeps its pages by them; @pnyx/react applies them to the pages in its query cache.
import type { Opinion } from "@pnyx/contract";
import { isAwaitingReview } from "../moderation/folding";

/** A loaded page of top-level opinions (the shape of `opinions.list`'s answer). */
export interface ThreadPage<O extends Opinion = Opinion> {
  comments: O[];
  hasMore: boolean;
}

/** Like and dislike counts. */
export interface VoteCounts {
  upvotes: number;
  downvotes: number;
}

/** Every opinion the pages hold, in the order shown. */
export const opinionsIn = <O extends Opinion>(pages: readonly ThreadPage<O>[]): O[] => pages.flatMap((page) => page.comments);

/** The opinion `id`, if the pages hold it. */
export const findOpinion = <O extends Opinion>(pages: readonly ThreadPage<O>[], id: string): O | undefined =>
  pages.flatMap((page) => page.comments).find((opinion) => opinion._id === id);

/**
 * `page` added after those held. Opinions already shown are left out of it: a new opinion moves the
 * server's pages down by one, so a later page repeats the last one shown.
 */
export function withPage<P extends ThreadPage>(pages: readonly P[], page: P): P[] {
  const held = new Set(opinionsIn(pages).map((opinion) => opinion._id));
  const fresh = page.comments.filter((opinion) => !held.has(opinion._id) && held.add(opinion._id));
  return [...pages, fresh.length === page.comments.length ? page : { ...page, comments: fresh }];
}

/** A new top-level opinion first in the first page; the same pages when one is held already or none is loaded. */
export function withNewOpinion<P extends ThreadPage>(pages: readonly P[], opinion: P["comments"][number]): readonly P[] {
  const [first, ...rest] = pages;
  if (!first || findOpinion(pages, opinion._id)) return pages;
  return [{ ...first, comments: [opinion, ...first.comments] }, ...rest];
}

/** Changes the opinion `id`; `change` returns the fields to change ({} for none). The same pages when nothing changed. */
export function withChangedOpinion<P extends ThreadPage>(pages: readonly P[], id: string, change: (opinion: Opinion) => Partial<Opinion>): readonly P[] {
  let changed = false;
  const next = pages.map((page) => {
    const index = page.comments.findIndex((opinion) => opinion._id === id);
    const opinion = page.comments[index];
    if (!opinion) return page;
    const patch = change(opinion);
    if (Object.keys(patch).length === 0) return page;
    changed = true;
    const comments = [...page.comments];
    comments[index] = { ...opinion, ...patch };
    return { ...page, comments };
  });
  return changed ? next : pages;
}

/** The pages without the opinion `id`; the same pages when it was not there. */
export function withoutOpinion<P extends ThreadPage>(pages: readonly P[], id: string): readonly P[] {
  if (!findOpinion(pages, id)) return pages;
  return pages.map((page) => (page.comments.some((opinion) => opinion._id === id) ? { ...page, comments: page.comments.filter((o) => o._id !== id) } : page));
}

/**
 * The member's own opinions held for review (`opinions.ownHeld`: threads leave them out) before the
 * thread's `shown` opinions, each once: one that `shown` holds too (its approval was heard, or the
 * thread's own copy of a hidden one) stays where `shown` has it. `shown` itself when none is added.
 */
export function withOwnHeld<O extends Opinion>(held: readonly O[], shown: readonly O[]): readonly O[] {
  if (held.length === 0) return shown;
  const inThread = new Set(shown.map((opinion) => opinion._id));
  const first = held.filter((opinion) => !inThread.has(opinion._id));
  return first.length === 0 ? shown : [...first, ...shown];
}

/**
 * The pages without the opinions awaiting review that are not `reader`'s (a visitor: null). Pages
 * loaded for a member show their own hidden opinions, marked; once the session is a visitor's or
 * another member's, those are nobody's to see. The same pages when none goes.
 */
export function withoutOthersHeld<P extends ThreadPage>(pages: readonly P[], reader: string | null): readonly P[] {
  const others = (opinion: Opinion) => isAwaitingReview(opinion) && opinion.author !== reader;
  if (!pages.some((page) => page.comments.some(others))) return pages;
  return pages.map((page) => (page.comments.some(others) ? { ...page, comments: page.comments.filter((opinion) => !others(opinion)) } : page));
}

/** The counts `counts` as a change of an opinion: none when they are its counts already. */
export const countsChange =
  (counts: VoteCounts) =>
  (opinion: VoteCounts): Partial<Opinion> =>
    opinion.upvotes === counts.upvotes && opinion.downvotes === counts.downvotes ? {} : { upvotes: counts.upvotes, downvotes: counts.downvotes };

/** How far a post's opinion count falls when an opinion goes: it and its replies (the server deletes them with it). */
export const removedCount = (known: { replyCount: number } | undefined): number => 1 + (known?.replyCount ?? 0);

/**
 * Which additions, removals and hidings were applied already: each is applied once, and a removed
 * opinion is never added back. A hidden one (pending a moderator's review) may be: its approval.
 */
export interface ThreadLedger {
  /** True the first time `id` is added (and it was not removed), and again after it was hidden; false after. */
  firstAdd(id: string): boolean;
  /** True the first time `id` is removed; false after. */
  firstRemove(id: string): boolean;
  /** True the first time `id` is hidden pending review since it was last added (and it was not removed); false after. */
  firstHide(id: string): boolean;
}

export function createThreadLedger(): ThreadLedger {
  const added = new Set<string>();
  const removed = new Set<string>();
  const hidden = new Set<string>();
  return {
    firstAdd(id) {
      if (added.has(id) || removed.has(id)) return false;
      hidden.delete(id);
      added.add(id);
      return true;
    },
    firstRemove: (id) => !removed.has(id) && Boolean(removed.add(id)),
    firstHide(id) {
      if (hidden.has(id) || removed.has(id)) return false;
      added.delete(id);
      hidden.add(id);
      return true;
    },
  };
}
