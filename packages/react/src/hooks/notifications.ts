import type { Notification, NotificationPushedPayload, NotificationsPage } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient, type UseInfiniteQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { firstHearing } from "./heard-once";
import { useMemberEvents } from "./member-events";
import { useSession } from "./session";

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;
export type NotificationsResult = UseInfiniteQueryResult<NotificationsData, PnyxError>;

/** Pushes keep the list fresh while the socket is up; a refetch on focus covers the gaps. */
const NOTIFICATIONS_STALE_MS = 60_000;

/** The logged-in member's notifications, newest first, page after page; nothing for visitors. */
export function useNotifications(): NotificationsResult {
  const client = usePnyxClient();
  const { user } = useSession();
  return useInfiniteQuery<NotificationsPage, PnyxError, NotificationsData, readonly unknown[], string | null>({
    queryKey: pnyxKeys.member.notifications(user?.username ?? ""),
    initialPageParam: null,
    queryFn: ({ pageParam }) => client.notifications.list(pageParam ? { before: pageParam } : {}),
    getNextPageParam: (last) => (last.hasMore ? (last.notifications.at(-1)?._id ?? null) : null),
    enabled: Boolean(user),
    staleTime: NOTIFICATIONS_STALE_MS,
  });
}

/** How many of the member's notifications are unread (0 for visitors and until the first answer). */
export const unreadCount = (data: NotificationsData | undefined): number => data?.pages[0]?.unread ?? 0;

/** Applies a change to the member's cached notifications, and the unread count the server answered. */
function patch(queryClient: QueryClient, username: string, change: (n: Notification) => Notification, unread: number) {
  queryClient.setQueryData<NotificationsData>(
    pnyxKeys.member.notifications(username),
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, unread, notifications: page.notifications.map(change) })) },
  );
}

/** Adds a pushed notification at the top with the unread count it came with; false when it was heard already. */
export function insertNotification(queryClient: QueryClient, username: string, { notification, unread }: NotificationPushedPayload): boolean {
  // However many bells hear one, it is handled once.
  if (!firstHearing(queryClient, `notification:${notification._id}`)) return false;
  const key = pnyxKeys.member.notifications(username);
  const data = queryClient.getQueryData<NotificationsData>(key);
  if (!data) {
    void queryClient.invalidateQueries({ queryKey: key });
    return true;
  }
  if (data.pages.some((page) => page.notifications.some((n) => n._id === notification._id))) return false;
  const [first, ...rest] = data.pages;
  const top = { ...(first ?? { hasMore: false }), notifications: [notification, ...(first?.notifications ?? [])], unread };
  queryClient.setQueryData<NotificationsData>(key, { ...data, pages: [top, ...rest.map((page) => ({ ...page, unread }))] });
  return true;
}

/**
 * While mounted, the member's new notifications arrive over the socket and join the cached list at
 * once; a verdict on one of their posts also reloads their posts awaiting review. `onNotification`
 * hears each new one once (a toast, a sound).
 */
export function useLiveNotifications(onNotification?: (notification: Notification) => void): void {
  useMemberEvents("watchNotifications", (payload, { username, queryClient }) => {
    if (!insertNotification(queryClient, username, payload)) return;
    if (payload.notification.kind === "postVerified" || payload.notification.kind === "postDiscarded") {
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.member.pendingPostLists() });
    }
    onNotification?.(payload.notification);
  });
}

/** Marks the named notifications read, or all of them ("all"); shown read at once. */
export function useMarkNotificationsRead() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username ?? "";
  return useMutation<{ unread: number }, PnyxError, readonly string[] | "all">({
    mutationFn: (ids) => (ids === "all" ? client.notifications.markAllRead() : client.notifications.markRead({ ids: [...ids] })),
    onSuccess: ({ unread }, ids) => {
      const marked = ids === "all" ? null : new Set(ids);
      patch(queryClient, username, (n) => (!marked || marked.has(n._id) ? { ...n, read: true } : n), unread);
    },
  });
}
