import type { Community, MembershipState } from "@pnyx/contract";
import type { CommunitiesResponse, CommunityPageResponse, PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./session";

/** Every community, in the navigation's order. */
export function useCommunities(): UseQueryResult<CommunitiesResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<CommunitiesResponse, PnyxError>({ queryKey: pnyxKeys.communities.list(), queryFn: () => client.communities.all() });
}

/** Home's Top Communities, most subscribed first. */
export function useHomeCommunities(): UseQueryResult<CommunitiesResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<CommunitiesResponse, PnyxError>({ queryKey: pnyxKeys.communities.home(), queryFn: () => client.communities.home() });
}

/** One community with its top posts and post count. */
export function useCommunity(id: string): UseQueryResult<CommunityPageResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<CommunityPageResponse, PnyxError>({ queryKey: pnyxKeys.communities.page(id), queryFn: () => client.communities.get({ id }) });
}

export type MembershipAction = "join" | "leave";

export type UseMembershipResult = UseMutationResult<MembershipState, PnyxError, MembershipAction> & {
  /** Whether the member is in the community (what a running change will make it, while it runs). */
  isMember: boolean;
  isLoggedIn: boolean;
  /** Joins, or leaves when already in. */
  toggle(): void;
};

/**
 * Join / leave a community. The session's joinedCommunities follows the answer (the SDK); every cached
 * list and page showing the community takes the answer's subscriber count.
 */
export function useMembership(communityId: string): UseMembershipResult {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const id = communityId.toLowerCase();
  const mutation = useMutation<MembershipState, PnyxError, MembershipAction>({
    mutationFn: (action) => (action === "join" ? client.communities.join({ communityId: id }) : client.communities.leave({ communityId: id })),
    onSuccess: (state) => patchSubscribers(queryClient, state),
  });
  const running = user && mutation.isPending ? mutation.variables : undefined;
  const isMember = running ? running === "join" : Boolean(user?.joinedCommunities.includes(id));
  return { ...mutation, isMember, isLoggedIn: Boolean(user), toggle: () => mutation.mutate(isMember ? "leave" : "join") };
}

function patchSubscribers(queryClient: QueryClient, state: MembershipState) {
  const patch = (community: Community): Community =>
    community._id === state.communityId ? { ...community, subscriberCount: state.subscriberCount } : community;
  queryClient.setQueriesData<CommunitiesResponse>({ queryKey: pnyxKeys.communities.list() }, (data) => data && { communities: data.communities.map(patch) });
  queryClient.setQueriesData<CommunitiesResponse>({ queryKey: pnyxKeys.communities.home() }, (data) => data && { communities: data.communities.map(patch) });
  queryClient.setQueryData<CommunityPageResponse>(
    pnyxKeys.communities.page(state.communityId),
    (data) => data && { ...data, community: patch(data.community) },
  );
}
