import type { Ack, Notice } from "@pnyx/contract";
import type { AppealInput, NoticesResponse, PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
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
