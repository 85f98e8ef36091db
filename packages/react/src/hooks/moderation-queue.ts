import { MODERATION_LIMITS, type ModerationItemPayload, type QueueItem, type QueueStatus, type QueueTargetType } from "@pnyx/contract";
import type { DecideInput, DecideResult, DecisionReasons, ModerationQueuePage, PnyxError } from "@pnyx/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { nextNumberedPage } from "./paging";
import { useSession } from "./session";

// Administrators' hooks for the moderation queue (issue 47): its pages, the site's reasons, decisions,
// and the live queue that patches every cached list.

/** What a queue list shows: a status, an order, and optionally one kind of target, community or publisher. */
export interface ModerationQueueFilters {
  status: QueueStatus;
  sort: "newest" | "mostReported";
  targetType?: QueueTargetType | null;
  communityId?: string | null;
  publisherId?: string | null;
}

type KeyFilters = Parameters<typeof pnyxKeys.admin.moderationQueue>[0];
type QueuePages = InfiniteData<ModerationQueuePage, number>;

const keyFilters = (f: ModerationQueueFilters): KeyFilters => ({
  status: f.status,
  sort: f.sort,
  targetType: f.targetType ?? null,
  communityId: f.communityId ?? null,
  publisherId: f.publisherId ?? null,
});

export type ModerationQueueResult = UseInfiniteQueryResult<QueuePages, PnyxError>;

/** The queue narrowed by `filters`, a page (50 items) at a time. */
export function useModerationQueue(filters: ModerationQueueFilters): ModerationQueueResult {
  const client = usePnyxClient();
  const key = keyFilters(filters);
  return useInfiniteQuery<ModerationQueuePage, PnyxError, QueuePages, readonly unknown[], number>({
    queryKey: pnyxKeys.admin.moderationQueue(key),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      client.moderation.queue({
        status: filters.status,
        sort: filters.sort,
        page: pageParam,
        ...(filters.targetType ? { targetType: filters.targetType } : {}),
        ...(filters.communityId ? { communityId: filters.communityId } : {}),
        ...(filters.publisherId ? { publisherId: filters.publisherId } : {}),
      }),
    getNextPageParam: nextNumberedPage,
  });
}

/** The site's reasons for decisions (a rejection names one). */
export function useDecisionReasons(): UseQueryResult<DecisionReasons, PnyxError> {
  const client = usePnyxClient();
  return useQuery<DecisionReasons, PnyxError>({ queryKey: pnyxKeys.admin.moderationReasons(), queryFn: () => client.moderation.reasons() });
}

/**
 * Approves or rejects queue items; every queue list and the audit log reload, and opinion and community
 * lists follow. More items than one call takes (MODERATION_LIMITS.bulkMax) go in several calls, one
 * after another, their results joined.
 */
export function useDecide() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<DecideResult, PnyxError, DecideInput>({
    mutationFn: async (input) => {
      const results: DecideResult["results"] = [];
      for (let at = 0; at < input.itemIds.length; at += MODERATION_LIMITS.bulkMax) {
        const part = await client.moderation.decide({ ...input, itemIds: input.itemIds.slice(at, at + MODERATION_LIMITS.bulkMax) });
        results.push(...part.results);
      }
      return { results };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.moderationQueues() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.all() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.communities.all() });
    },
  });
}

/** Whether a list with these filters shows this item. */
function fits(filters: KeyFilters, item: QueueItem): boolean {
  return (
    item.status === filters.status &&
    (!filters.targetType || filters.targetType === item.targetType) &&
    (!filters.communityId || filters.communityId === item.context.communityId) &&
    (!filters.publisherId || filters.publisherId === item.context.publisherId)
  );
}

/**
 * Puts a live item into every cached queue list: replaced where it is (or taken out when it no longer
 * fits, e.g. decided), first in a newest-first list it now fits, and a most-reported list it newly
 * fits reloads (its place depends on weights the client does not have). Every list takes the pending count.
 */
export function applyQueueItem(queryClient: QueryClient, { item, pending }: ModerationItemPayload): void {
  for (const [key, data] of queryClient.getQueriesData<QueuePages>({ queryKey: pnyxKeys.admin.moderationQueues() })) {
    if (!data) continue;
    const filters = key.at(-1) as KeyFilters;
    const belongs = fits(filters, item);
    const listed = data.pages.some((page) => page.items.some((i) => i._id === item._id));
    let pages = data.pages.map((page) => ({
      ...page,
      pending,
      items: listed ? (belongs ? page.items.map((i) => (i._id === item._id ? item : i)) : page.items.filter((i) => i._id !== item._id)) : page.items,
    }));
    if (!listed && belongs) {
      if (filters.sort !== "newest" || pages.length === 0) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      } else {
        pages = [{ ...pages[0]!, items: [item, ...pages[0]!.items] }, ...pages.slice(1)];
      }
    }
    queryClient.setQueryData<QueuePages>(key, { ...data, pages });
  }
}

/** While an administrator is logged in, hears the queue live: new, reported-again, appealed and decided items patch every list. */
export function useLiveModerationQueue(): void {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const token = useSession().admin?.token;
  useEffect(() => {
    if (!token) return;
    return client.moderation.watchQueue((payload) => applyQueueItem(queryClient, payload));
  }, [client, queryClient, token]);
}
