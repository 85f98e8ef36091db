import type { Ack, Notice } from "@pnyx/contract";
import type { AppealInput, NoticesResponse, PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { usePnyxClient } from "../client-context";
import { useNotifications, type NotificationsData } from "./notifications";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./session";

// Members' hooks for their moderation notices (issue 47): statements of reasons, seen marks, one appeal each.

/** The member's notices, newest first, and how many are unseen; idle for visitors. */
export function useModerationNotices(): UseQueryResult<NoticesResponse, PnyxError> {
  const client = usePnyxClient();
  const username = useSession().user?.username ?? "";
  return useQuery<NoticesResponse, PnyxError>({
    queryKey: pnyxKeys.member.moderationNotices(username),
    queryFn: () => client.moderation.notices(),
    enabled: Boolean(username),
  });
}

/**
 * Marks notices seen on the server. The unseen count drops at once (links to the notices stop
 * calling); the notices keep their "new" mark on the page being read, until they are loaded again.
 */
export function useSeeNotices() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const username = useSession().user?.username ?? "";
  return useMutation<Ack, PnyxError, string[]>({
    mutationFn: (ids) => client.moderation.seeNotices({ ids }),
    onSuccess: (_answer, ids) =>
      queryClient.setQueryData<NoticesResponse>(pnyxKeys.member.moderationNotices(username), (data) => {
        if (!data) return data;
        const seen = new Set(ids);
        return { ...data, unseen: data.notices.filter((n) => !n.seen && !seen.has(n._id)).length };
      }),
  });
}

/** Appeals a notice once; the appealed notice takes its place in the list. */
export function useAppeal() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const username = useSession().user?.username ?? "";
  return useMutation<Notice, PnyxError, AppealInput>({
    mutationFn: (input) => client.moderation.appeal(input),
    onSuccess: (notice) =>
      queryClient.setQueryData<NoticesResponse>(
        pnyxKeys.member.moderationNotices(username),
        (data) => data && { ...data, notices: data.notices.map((n) => (n._id === notice._id ? notice : n)) },
      ),
  });
}

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
