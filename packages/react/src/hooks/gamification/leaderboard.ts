import type { Leaderboard, LeaderboardPeriod } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../../client-context";
import { pnyxKeys } from "../../query-keys";
import { useSession } from "../session";

/** Points this week or of all time: the top 50, and the viewer's own place when logged in. */
export function useLeaderboard(period: LeaderboardPeriod): UseQueryResult<Leaderboard, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  return useQuery<Leaderboard, PnyxError>({
    queryKey: pnyxKeys.leaderboard(period, user?.username ?? null),
    queryFn: () => client.gamification.leaderboard({ period }),
    // Switching period keeps the last board on screen until the other one arrives.
    placeholderData: keepPreviousData,
  });
}
