import type { ChatStatsSnapshot, PnyxError, TotalUsersResponse } from "@pnyx/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

/**
 * The chat's live statistics (Active Users, Joined Today; 0 until heard) and the connection state,
 * while mounted. The statistics socket joins as the logged-in member, or as a visitor, and the SDK
 * reconnects it when the member changes.
 */
export function useChatStats(): ChatStatsSnapshot {
  const client = usePnyxClient();
  const subscribe = useCallback((onChange: () => void) => client.chat.watchStats(onChange), [client]);
  return useSyncExternalStore(subscribe, client.chat.getStats, client.chat.getStats);
}

/** Registered members: the chat list's Total Users. */
export function useTotalUsers(): UseQueryResult<TotalUsersResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<TotalUsersResponse, PnyxError>({ queryKey: pnyxKeys.chat.totalUsers(), queryFn: () => client.chat.totalUsers() });
}
