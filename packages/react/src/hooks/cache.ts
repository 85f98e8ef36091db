import type { QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";

/** After the member session ends: drop what only that member could see, refetch the rest as a visitor. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: pnyxKeys.member.all() });
  queryClient.removeQueries({ queryKey: pnyxKeys.auth() });
  void queryClient.invalidateQueries({ queryKey: pnyxKeys.users.all() });
}

/** After a login: answers to "optional" endpoints may differ for a member. */
export function refreshViewerData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: pnyxKeys.users.all() });
}
