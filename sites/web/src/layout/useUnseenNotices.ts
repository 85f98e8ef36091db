import { pnyxKeys, useNotifications, usePnyxClient, useSession, type NotificationsData } from "@pnyx/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * How many moderation notices the member has not seen, without a request of its own (issue 47): the
 * count the first page of their notifications carries (the notification bell's query, shared), kept
 * current by the member watch's `notices:unseen` (a notice issued, notices seen in another tab or on
 * the notices page). 0 for visitors and until the first answer.
 */
export function useUnseenNotices(): number {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username;
  const token = user?.token;
  const notifications = useNotifications();
  useEffect(() => {
    if (!username || !token) return;
    return client.live.watchUnseenNotices(({ unseen }) =>
      queryClient.setQueryData<NotificationsData>(
        pnyxKeys.member.notifications(username),
        (data) => data && { ...data, pages: data.pages.map((page, i) => (i === 0 ? { ...page, unseenNotices: unseen } : page)) },
      ),
    );
  }, [client, queryClient, username, token]);
  return notifications.data?.pages[0]?.unseenNotices ?? 0;
}
