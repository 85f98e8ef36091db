import type { ActivityItem } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../../client-context";
import { pnyxKeys } from "../../query-keys";
import { nextPageBefore } from "../paging";
import { useSession } from "../session";

// Recent activity: what members did (opinions, replies, posts, likes), newest first, page after page.

export type ActivityData = InfiniteData<ActivityItem[], string | null>;
export type ActivityResult = UseInfiniteQueryResult<ActivityData, PnyxError>;

export interface UseActivityOptions {
  /** Items per page (the server serves up to ACTIVITY_PAGE_MAX); 20 by default. */
  pageSize?: number;
  /** Set false to skip the call. */
  enabled?: boolean;
}

const DEFAULT_PAGE_SIZE = 20;

function useActivityFeed(
  queryKey: readonly unknown[],
  fetchPage: (page: { number: number; before?: string }) => Promise<ActivityItem[]>,
  pageSize: number,
  enabled: boolean,
): ActivityResult {
  return useInfiniteQuery<ActivityItem[], PnyxError, ActivityData, readonly unknown[], string | null>({
    queryKey,
    initialPageParam: null,
    queryFn: ({ pageParam }) => fetchPage(pageParam ? { number: pageSize, before: pageParam } : { number: pageSize }),
    getNextPageParam: nextPageBefore(pageSize),
    enabled,
  });
}

/** The logged-in member's own activity (their profile's recents, the recents page); idle while logged out. */
export function useRecentActivity({ pageSize = DEFAULT_PAGE_SIZE, enabled = true }: UseActivityOptions = {}): ActivityResult {
  const client = usePnyxClient();
  const { user } = useSession();
  return useActivityFeed(
    pnyxKeys.member.recentActivity(user?.username ?? "", pageSize),
    (page) => client.gamification.recent(page),
    pageSize,
    Boolean(user) && enabled,
  );
}

/** Everyone's activity on public content: the home page's Recent Activities. */
export function useHomeActivity({ pageSize = DEFAULT_PAGE_SIZE, enabled = true }: UseActivityOptions = {}): ActivityResult {
  const client = usePnyxClient();
  return useActivityFeed(pnyxKeys.activity.home(pageSize), (page) => client.gamification.homeActivity(page), pageSize, enabled);
}
