import type { LevelInfo, PublicProfile, Session } from "@pnyx/contract";
import type {
  AddCategoriesInput,
  AddCategoriesResponse,
  PnyxError,
  UpdateProfileInput,
  UserCommentsResponse,
  UserPostsResponse,
} from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../provider";
import { keyStartsWith, pnyxKeys } from "../query-keys";
import { useSession } from "./useSession";

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

export interface UseLevelOptions {
  /** Set false to skip the call (e.g. when the level is already known). */
  enabled?: boolean;
}

/** The logged-in member's level; idle while logged out. */
export function useLevel(options: UseLevelOptions = {}): UseQueryResult<LevelInfo, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<LevelInfo, PnyxError>({
    // Points are part of the key: a vote or post that changes them fetches the new level.
    queryKey: pnyxKeys.member.levelAt(user?.username ?? "", user?.points ?? 0),
    queryFn: () => client.gamification.level(),
    // Keep showing the member's last level while the one for new points loads (never another member's).
    placeholderData: (previous, previousQuery) =>
      user && previousQuery && keyStartsWith(previousQuery.queryKey, pnyxKeys.member.level(user.username)) ? previous : undefined,
    enabled: Boolean(user) && options.enabled !== false,
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
