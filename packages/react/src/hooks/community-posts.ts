import type { CommunityPost, CreateCommunityPostRequest } from "@pnyx/contract";
import type { CommunityPostsPage, PendingPostsResponse, PnyxError, SubcategoryPostsPage } from "@pnyx/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { nextNumberedPage } from "./paging";
import { useSession } from "./session";

export type CommunityPostsResult = UseInfiniteQueryResult<InfiniteData<CommunityPostsPage, number>, PnyxError>;
export type SubcategoryPostsResult = UseInfiniteQueryResult<InfiniteData<SubcategoryPostsPage, number>, PnyxError>;

/** A community's verified posts, newest first, page after page. */
export function useCommunityPosts(communityId: string): CommunityPostsResult {
  const client = usePnyxClient();
  return useInfiniteQuery<CommunityPostsPage, PnyxError, InfiniteData<CommunityPostsPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.communities.posts(communityId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.communities.posts({ id: communityId, page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}

/** A sub-category's verified posts (its name as in the URL, hyphens for spaces), page after page. */
export function useSubcategoryPosts(name: string): SubcategoryPostsResult {
  const client = usePnyxClient();
  return useInfiniteQuery<SubcategoryPostsPage, PnyxError, InfiniteData<SubcategoryPostsPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.communities.subcategoryPosts(name),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.communities.subcategoryPosts({ subcategory: name, page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}

/** One post (one awaiting review only for its author). */
export function useCommunityPost(id: string): UseQueryResult<CommunityPost, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<CommunityPost, PnyxError>({
    // Who asks decides what is seen (an author sees their post awaiting review).
    queryKey: pnyxKeys.communities.postFor(id, user?.username ?? null),
    queryFn: () => client.communities.post({ id }),
  });
}

/** The member's own posts awaiting review (in one community, or all). */
export function usePendingPosts(communityId: string | null = null): UseQueryResult<PendingPostsResponse, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<PendingPostsResponse, PnyxError>({
    queryKey: pnyxKeys.member.pendingPosts(communityId),
    queryFn: () => client.communities.pendingPosts(communityId ? { communityId } : {}),
    enabled: Boolean(user),
  });
}

/** Submits a post for review; the member's pending posts show it at once. */
export function useCreatePost() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<CommunityPost, PnyxError, CreateCommunityPostRequest>({
    mutationFn: (input) => client.communities.createPost(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pnyxKeys.member.pendingPostLists() }),
  });
}
