import type { Achievements, AchievementName, Badge } from "@pnyx/contract";
import type { PnyxClient, PnyxError, UpdateBadgesInput } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../../client-context";
import { pnyxKeys } from "../../query-keys";
import { firstHearing } from "../heard-once";
import { useMemberEvents } from "../member-events";
import { useSession } from "../session";

// Badges and achievements: what the member has unlocked, and what each achievement takes.

/** The logged-in member's fourteen badges (unlocked, displayed); idle while logged out. */
export function useBadges(): UseQueryResult<Badge[], PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<Badge[], PnyxError>({
    queryKey: pnyxKeys.member.badges(user?.username ?? ""),
    queryFn: () => client.gamification.badges(),
    enabled: Boolean(user),
  });
}

/** Saves the member's badge list back and keeps the server's answer as their cached badges. */
export async function saveBadges(client: PnyxClient, queryClient: QueryClient, username: string, input: UpdateBadgesInput): Promise<Badge[]> {
  const saved = await client.gamification.updateBadges(input);
  queryClient.setQueryData(pnyxKeys.member.badges(username), saved);
  return saved;
}

/** Marks badges displayed (their toasts were shown); the cached badges become the server's answer. */
export function useUpdateBadges() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username ?? "";
  return useMutation<Badge[], PnyxError, UpdateBadgesInput>({ mutationFn: (input) => saveBadges(client, queryClient, username, input) });
}

/** Each achievement's state for the logged-in member: achieved or not, Current against Goal; idle while logged out. */
export function useAchievements(): UseQueryResult<Achievements, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<Achievements, PnyxError>({
    queryKey: pnyxKeys.member.achievements(user?.username ?? ""),
    queryFn: () => client.gamification.achievements(),
    enabled: Boolean(user),
  });
}

/**
 * While mounted, hears the member unlock a badge (the server says so once per badge) and reloads
 * their badges and achievements; `onUnlock` hears each badge once, however many listeners are mounted.
 */
export function useLiveBadgeUnlocks(onUnlock?: (badge: AchievementName) => void): void {
  useMemberEvents("watchBadgeUnlocks", ({ badge }, { username, queryClient }) => {
    if (!firstHearing(queryClient, `badge-unlocked:${username}:${badge}`)) return;
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.member.badges(username) });
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.member.achievements(username) });
    onUnlock?.(badge);
  });
}
