import type { PublicProfile, Session } from "@pnyx/contract";
import type {
  AddCategoriesInput,
  FollowResponse,
  AddCategoriesResponse,
  PnyxError,
  UpdateProfileInput,
  UserCommentsResponse,
  UserPostsResponse,
} from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./session";

/** A member's public profile (followers, following, level, picture). Idle while `username` is empty. */
export function useProfile(username: string | null | undefined): UseQueryResult<PublicProfile, PnyxError> {
  const client = usePnyxClient();
  const name = (username ?? "").trim().toLowerCase();
  return useQuery<PublicProfile, PnyxError>({
    queryKey: pnyxKeys.users.profile(name),
    queryFn: () => client.users.getDetails({ name }),
    enabled: name.length > 0,
  });
}

/** A member's verified community posts, for the profile's Posts tab. */
export function useUserPosts(username: string | null | undefined): UseQueryResult<UserPostsResponse, PnyxError> {
  const client = usePnyxClient();
  const name = (username ?? "").trim().toLowerCase();
  return useQuery<UserPostsResponse, PnyxError>({
    queryKey: pnyxKeys.users.posts(name),
    queryFn: () => client.users.getPosts({ name }),
    enabled: name.length > 0,
  });
}

/** A member's opinions, for the profile's Opinions tab. */
export function useUserComments(username: string | null | undefined): UseQueryResult<UserCommentsResponse, PnyxError> {
  const client = usePnyxClient();
  const name = (username ?? "").trim().toLowerCase();
  return useQuery<UserCommentsResponse, PnyxError>({
    queryKey: pnyxKeys.users.comments(name),
    queryFn: () => client.users.getComments({ name }),
    enabled: name.length > 0,
  });
}

/** Saves description and picture (multipart); the stored session is replaced with the answer. */
export function useUpdateProfile() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Session, PnyxError, UpdateProfileInput>({
    mutationFn: (input) => client.users.updateProfile(input),
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: pnyxKeys.users.profile(session.username) }),
  });
}

/** Replaces the member's news categories (map of category to boolean). */
export function useAddCategories() {
  const client = usePnyxClient();
  return useMutation<AddCategoriesResponse, PnyxError, AddCategoriesInput>({
    mutationFn: (input) => client.users.addCategories(input),
  });
}

export type FollowAction = "follow" | "unfollow";

interface FollowContext {
  previousProfile: PublicProfile | undefined;
}

export type UseFollowResult = UseMutationResult<FollowResponse, PnyxError, FollowAction, FollowContext> & {
  /** Whether the logged-in member follows `username` (optimistic while a change is on its way). */
  isFollowing: boolean;
  /** Whether `username` is the logged-in member (nobody follows themselves). */
  isSelf: boolean;
  isLoggedIn: boolean;
  /** Follows or unfollows, whichever applies now. */
  toggle(): void;
};

const add = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);
const remove = (list: string[], name: string) => list.filter((entry) => entry !== name);

/**
 * Follow / unfollow `username`. The profile's followers (here) and the session's following (the SDK)
 * change at once and are rolled back if the server refuses.
 */
export function useFollow(username: string): UseFollowResult {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const name = username.trim().toLowerCase();
  const profileKey = pnyxKeys.users.profile(name);

  const mutation = useMutation<FollowResponse, PnyxError, FollowAction, FollowContext>({
    mutationFn: (action) => (action === "follow" ? client.users.followUser({ name }) : client.users.unfollowUser({ name })),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: profileKey });
      const previousProfile = queryClient.getQueryData<PublicProfile>(profileKey);
      const me = client.session.get().user;
      if (previousProfile && me) {
        const change = action === "follow" ? add : remove;
        queryClient.setQueryData<PublicProfile>(profileKey, { ...previousProfile, followers: change(previousProfile.followers, me.username) });
      }
      return { previousProfile };
    },
    onError: (_error, _action, context) => {
      if (context?.previousProfile) queryClient.setQueryData(profileKey, context.previousProfile);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: profileKey });
      const me = client.session.get().user;
      if (me) void queryClient.invalidateQueries({ queryKey: pnyxKeys.users.profile(me.username) });
    },
  });

  // While a change runs it shows (the session follows as soon as the SDK is called).
  const running = user && mutation.isPending ? mutation.variables : undefined;
  const isFollowing = running ? running === "follow" : Boolean(user?.following.includes(name));
  return {
    ...mutation,
    isFollowing,
    isSelf: user?.username === name,
    isLoggedIn: Boolean(user),
    toggle: () => mutation.mutate(isFollowing ? "unfollow" : "follow"),
  };
}
