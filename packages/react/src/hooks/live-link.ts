import type { Ack, LiveLink, UpdateLiveLinkRequest } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

/** The live-discussion link. */
export function useLiveLink(): UseQueryResult<LiveLink, PnyxError> {
  const client = usePnyxClient();
  return useQuery<LiveLink, PnyxError>({ queryKey: pnyxKeys.liveLink(), queryFn: () => client.liveLink.get() });
}

/** Administrators: replaces the link; what everyone reads follows at once. */
export function useUpdateLiveLink() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, UpdateLiveLinkRequest>({
    mutationFn: (input) => client.liveLink.update(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pnyxKeys.liveLink() }),
  });
}
