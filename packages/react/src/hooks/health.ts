import type { HealthResponse } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

export interface UseHealthOptions {
  /** Poll every n ms (e.g. a status line); off by default. */
  refetchInterval?: number | false;
}

export function useHealth(options: UseHealthOptions = {}): UseQueryResult<HealthResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<HealthResponse, PnyxError>({
    queryKey: pnyxKeys.health(),
    queryFn: () => client.health(),
    refetchInterval: options.refetchInterval ?? false,
    staleTime: 10_000,
  });
}
