// One community post, wherever the query cache holds it: its page (per viewer), post lists, community pages.
import type { CommunityPostSummary } from "@pnyx/contract";
import type { QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";
import { editRows, findInRows, listAt, listsAt, mapList, one, paged, row, type CacheRow } from "./cache-rows";

/** What every cached copy of a community post has, whole or as a summary. */
export type CommunityPostCounts = Pick<CommunityPostSummary, "_id" | "upvotes" | "downvotes" | "totalComments">;

/** Every cached shape that holds a community post. Adding a list of posts means adding its row here. */
const COMMUNITY_POST_ROWS: CacheRow<CommunityPostCounts>[] = [
  // Per viewer (an author also sees their post awaiting review): every entry under the post's key.
  row(pnyxKeys.communities.post, one()),
  row(pnyxKeys.communities.postLists, paged(listsAt("posts", "topPosts"))),
  row(pnyxKeys.communities.pages, listAt("topPosts")),
];

/** Changes community post `id` everywhere it is cached; `change` returns the fields to change ({} for none). */
export function patchCommunityPost(queryClient: QueryClient, id: string, change: (post: CommunityPostCounts) => Partial<CommunityPostCounts>): void {
  const apply = <P extends CommunityPostCounts>(post: P): P => {
    if (post._id !== id) return post;
    const patch = change(post);
    return Object.keys(patch).length === 0 ? post : { ...post, ...patch };
  };
  editRows(queryClient, COMMUNITY_POST_ROWS, id, (list) => mapList(list, apply));
}

/** Whether any cached query holds community post `id` (its page, a list, a community's top posts). */
export const holdsCommunityPost = (queryClient: QueryClient, id: string) => findInRows(queryClient, COMMUNITY_POST_ROWS, id, (p) => p._id === id) !== undefined;

/** Sets a community post's vote counts everywhere. */
export function setCommunityPostVotes(queryClient: QueryClient, id: string, counts: { upvotes: number; downvotes: number }): void {
  patchCommunityPost(queryClient, id, (post) => (post.upvotes === counts.upvotes && post.downvotes === counts.downvotes ? {} : counts));
}

/** Moves a community post's opinion count by `by` (never below zero) everywhere. */
export function changeCommunityPostCommentCount(queryClient: QueryClient, postId: string, by: number): void {
  if (by === 0) return;
  patchCommunityPost(queryClient, postId, (post) => ({ totalComments: Math.max(0, post.totalComments + by) }));
}
