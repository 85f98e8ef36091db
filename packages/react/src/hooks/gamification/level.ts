import type { LevelInfo } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../../client-context";
import { keyStartsWith, pnyxKeys } from "../../query-keys";
import { firstHearing } from "../heard-once";
import { useMemberEvents } from "../member-events";
import { useSession } from "../session";

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

/**
 * While mounted, hears the member reach a new level (the server says so once per level) and reloads
 * their level; `onLevelUp` hears each new level once, however many listeners are mounted.
 */
export function useLiveLevelUps(onLevelUp?: (level: LevelInfo) => void): void {
  useMemberEvents("watchLevelUps", ({ level }, { username, queryClient }) => {
    if (!firstHearing(queryClient, `level-up:${username}:${level.level}`)) return;
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.member.level(username) });
    onLevelUp?.(level);
  });
}
