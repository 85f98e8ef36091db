import type { Ack } from "@pnyx/contract";
import type { IgnoredMembers, OwnHeldOpinionsResponse, PnyxError, ReportContentInput } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./session";

// Members' own moderation tools (issue 47): whom they ignore, reports of community posts and chat
// messages with a reason, and their own opinions held for review. The SDK stores each ignore answer in
// the session's `ignoring`, so every fold (isFoldedFor) changes at once through useSession.

/** The members the member ignores, in the order they were ignored; idle for visitors. */
export function useIgnoredMembers(): UseQueryResult<IgnoredMembers, PnyxError> {
  const client = usePnyxClient();
  const username = useSession().user?.username ?? "";
  return useQuery<IgnoredMembers, PnyxError>({
    queryKey: pnyxKeys.member.ignored(username),
    queryFn: () => client.moderation.ignored(),
    enabled: Boolean(username),
  });
}

/** Ignores (`ignore`) or stops ignoring (`unignore`) a member; the list and the session's folds follow the answer. */
function useIgnoring(action: "ignore" | "unignore") {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const username = useSession().user?.username ?? "";
  return useMutation<IgnoredMembers, PnyxError, string>({
    mutationFn: (name) => client.moderation[action]({ username: name }),
    onSuccess: (answer) => queryClient.setQueryData(pnyxKeys.member.ignored(username), answer),
  });
}

/** Ignores a member: their opinions, replies, posts and chat messages fold for the member everywhere. */
export const useIgnoreMember = () => useIgnoring("ignore");
/** Stops ignoring a member: their writing unfolds at once. */
export const useUnignoreMember = () => useIgnoring("unignore");

/** Reports a community post or a chat message with the reporter's reason (ReportDialog). */
export function useReportContent() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, ReportContentInput>({ mutationFn: (input) => client.moderation.report(input) });
}

/**
 * The member's own opinions and replies on a post held for review (each `awaitingReview`), oldest
 * first; threads leave them out, so the thread shows them to their author from here. Idle for visitors.
 */
export function useOwnHeldOpinions(postId: string): UseQueryResult<OwnHeldOpinionsResponse, PnyxError> {
  const client = usePnyxClient();
  const username = useSession().user?.username ?? "";
  return useQuery<OwnHeldOpinionsResponse, PnyxError>({
    queryKey: pnyxKeys.member.heldOpinions(postId),
    queryFn: () => client.opinions.ownHeld({ postId }),
    enabled: Boolean(username) && postId.length > 0,
  });
}
