import type { CommunityPost, CommunityPostSummary } from "@pnyx/contract";
import type { CommunityPageResponse, CommunityPostsPage } from "@pnyx/sdk";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";

type Counts = { upvotes: number; downvotes: number };
type PostsPage = Pick<CommunityPostsPage, "page" | "hasMore"> & { posts?: CommunityPostSummary[]; topPosts?: CommunityPostSummary[] };

/** A community post's vote counts, wherever it is cached: its own page, post lists, community pages' top posts. */
export function setCommunityPostVotes(queryClient: QueryClient, id: string, counts: Counts): void {
  const patch = <P extends CommunityPostSummary>(post: P): P => (post._id === id ? { ...post, ...counts } : post);
  // Per viewer (an author also sees their post awaiting review): every entry under the post's key.
  queryClient.setQueriesData<CommunityPost>({ queryKey: pnyxKeys.communities.post(id) }, (post) => post && patch(post));
  queryClient.setQueriesData<InfiniteData<PostsPage, number>>(
    { queryKey: pnyxKeys.communities.postLists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          ...(page.posts ? { posts: page.posts.map(patch) } : {}),
          ...(page.topPosts ? { topPosts: page.topPosts.map(patch) } : {}),
        })),
      },
  );
  queryClient.setQueriesData<CommunityPageResponse>(
    { queryKey: pnyxKeys.communities.pages() },
    (data) => data && { ...data, topPosts: data.topPosts.map(patch) },
  );
}
