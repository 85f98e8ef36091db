import type { PublicProfile } from "@pnyx/contract";
import type { FollowResponse, PnyxError } from "@pnyx/sdk";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { usePnyxClient } from "../provider";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./useSession";

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
