// One opinion, wherever the query cache holds it: article threads, reply threads, popular lists;
// and what follows from adding or removing one (reply counts, the post's opinion count). The rules
// are the SDK's thread rules (as the embed's thread store keeps them); this file applies them to the
// shapes the query cache holds.
import type { Opinion } from "@pnyx/contract";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { countsChange, createThreadLedger, removedCount, withNewOpinion, type OpinionThreadResponse, type OpinionsPage, type ThreadLedger } from "@pnyx/sdk";
import { pnyxKeys } from "../query-keys";
import { changeCommentCount, setTopOpinionVotes } from "./article-cache";
import { editRows, entityAt, findInRows, listAt, mapList, paged, row, without, type CacheRow } from "./cache-rows";
import { changeCommunityPostCommentCount } from "./community-post-cache";

/** An article's opinion lists and reply threads: where an opinion's place (parent, replies) is known. */
const THREAD_ROWS: CacheRow<Opinion>[] = [
  row(pnyxKeys.opinions.lists, paged(listAt("comments"))),
  row(pnyxKeys.opinions.threads, entityAt("comment")),
  row(pnyxKeys.opinions.threads, listAt("replies")),
];
/** The member's own held opinions per post: an edit or a deletion (theirs, or a moderator's) reaches them too. */
const HELD_ROWS: CacheRow<Opinion>[] = [row(pnyxKeys.member.heldOpinionLists, listAt("comments"))];
/** Every cached shape that holds an opinion. Adding a list of opinions means adding its row here. */
const OPINION_ROWS: CacheRow<Opinion>[] = [...THREAD_ROWS, row(pnyxKeys.opinions.popularLists, paged(listAt("comments"))), ...HELD_ROWS];

/** Moves a post's opinion count: an article's or a community post's (their ids never overlap, so both are asked). */
function changeOpinionCount(queryClient: QueryClient, postId: string, by: number): void {
  changeCommentCount(queryClient, postId, by);
  changeCommunityPostCommentCount(queryClient, postId, by);
}

/** Changes opinion `id` everywhere it is cached; `change` returns the fields to change ({} for none). */
export function patchOpinion(queryClient: QueryClient, id: string, change: (opinion: Opinion) => Partial<Opinion>): void {
  const apply = <O extends Opinion>(opinion: O): O => {
    if (opinion._id !== id) return opinion;
    const patch = change(opinion);
    return Object.keys(patch).length === 0 ? opinion : { ...opinion, ...patch };
  };
  editRows(queryClient, OPINION_ROWS, id, (list) => mapList(list, apply));
}

/** Whether any cached query holds opinion `id` (a thread, a reply thread, popular opinions). */
export const holdsOpinion = (queryClient: QueryClient, id: string) => findInRows(queryClient, OPINION_ROWS, id, (o) => o._id === id) !== undefined;

/** Sets an opinion's vote counts everywhere, including the "top opinion" numbers of feed cards. */
export function setOpinionVotes(queryClient: QueryClient, id: string, counts: { upvotes: number; downvotes: number }): void {
  patchOpinion(queryClient, id, countsChange(counts));
  setTopOpinionVotes(queryClient, id, counts);
}

/** An edited opinion replaces the old one wherever it is shown. */
export function replaceOpinion(queryClient: QueryClient, opinion: Opinion): void {
  patchOpinion(queryClient, opinion._id, () => ({ ...opinion }));
}

/**
 * Ids already added or removed per cache, so the member's own post and the live event about it
 * (or a repeated event after a reconnect) are applied once.
 */
const applied = new WeakMap<QueryClient, ThreadLedger>();
function appliedFor(queryClient: QueryClient): ThreadLedger {
  let ledger = applied.get(queryClient);
  if (!ledger) applied.set(queryClient, (ledger = createThreadLedger()));
  return ledger;
}

/**
 * A new opinion: top-level ones are put first in the article's loaded lists; replies join their
 * thread (when loaded) and bump the parent's reply count. The post's opinion count goes up. One its
 * author kept marked while it was hidden or held for review is public now: unmarked where it is.
 */
export function insertOpinion(queryClient: QueryClient, opinion: Opinion): void {
  if (!appliedFor(queryClient).firstAdd(opinion._id)) return;
  editRows(queryClient, HELD_ROWS, opinion._id, without(opinion._id));
  const kept = findInRows(queryClient, THREAD_ROWS, opinion._id, (o) => o._id === opinion._id);
  if (kept) patchOpinion(queryClient, opinion._id, () => ({ ...opinion, awaitingReview: undefined }));
  else if (opinion.parentId === null) {
    queryClient.setQueriesData<InfiniteData<OpinionsPage, number>>({ queryKey: pnyxKeys.opinions.listsOf(opinion.postId) }, (data) => {
      if (!data) return data;
      const pages = withNewOpinion(data.pages, opinion);
      return pages === data.pages ? data : { ...data, pages: [...pages] };
    });
  } else {
    const parentId = opinion.parentId;
    queryClient.setQueryData<OpinionThreadResponse>(pnyxKeys.opinions.thread(parentId), (data) =>
      data && !data.replies.some((r) => r._id === opinion._id) ? { ...data, replies: [...data.replies, opinion] } : data,
    );
  }
  if (opinion.parentId !== null) patchOpinion(queryClient, opinion.parentId, (parent) => ({ replyCount: parent.replyCount + 1 }));
  changeOpinionCount(queryClient, opinion.postId, 1);
}

export interface RemovedOpinion {
  commentId: string;
  /** The post (article or community post), to lower its opinion count. */
  postId?: string | undefined;
  /** For a reply: the opinion whose reply count goes down. */
  parentId?: string | null | undefined;
}

/**
 * A deleted opinion (and, on the server, its replies) leaves every list; its parent's reply count
 * and the post's opinion count go down. A reply thread whose opinion was deleted is refetched.
 */
export function removeOpinion(queryClient: QueryClient, { commentId, postId, parentId }: RemovedOpinion): void {
  if (!appliedFor(queryClient).firstRemove(commentId)) return;
  const known = findInRows(queryClient, THREAD_ROWS, commentId, (o) => o._id === commentId);
  editRows(queryClient, OPINION_ROWS, commentId, without(commentId));
  if (queryClient.getQueryData(pnyxKeys.opinions.thread(commentId))) {
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.thread(commentId) });
  }
  const parent = parentId ?? known?.parentId ?? null;
  if (parent) patchOpinion(queryClient, parent, (o) => ({ replyCount: Math.max(0, o.replyCount - 1) }));
  const post = postId ?? known?.postId;
  // The server deletes the opinion's replies with it.
  if (post) changeOpinionCount(queryClient, post, -removedCount(known));
}

/**
 * An opinion hidden pending a moderator's review (`opinion:deleted` marked `pendingReview`, issue 47):
 * it leaves every list but its author's, who keeps it where it is, marked awaiting review; its
 * parent's reply count and the post's opinion count fall by one (as the server's do). An approval is
 * heard as `opinion:added` and brings it back (insertOpinion).
 */
export function hideOpinion(queryClient: QueryClient, { commentId, postId, parentId }: RemovedOpinion, reader: string | undefined): void {
  if (!appliedFor(queryClient).firstHide(commentId)) return;
  const known = findInRows(queryClient, THREAD_ROWS, commentId, (o) => o._id === commentId);
  if (known && reader !== undefined && known.author === reader) patchOpinion(queryClient, commentId, () => ({ awaitingReview: true }));
  else editRows(queryClient, OPINION_ROWS, commentId, without(commentId));
  const parent = parentId ?? known?.parentId ?? null;
  if (parent) patchOpinion(queryClient, parent, (o) => ({ replyCount: Math.max(0, o.replyCount - 1) }));
  const post = postId ?? known?.postId;
  if (post) changeOpinionCount(queryClient, post, -1);
}
