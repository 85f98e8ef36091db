import type { LiveClient } from "@pnyx/sdk";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { usePnyxClient } from "../client-context";
import { useSession } from "./session";

/** The live watches of the member's own events; they share one member watch in the SDK. */
export type MemberWatch = "watchNotifications" | "watchLevelUps" | "watchBadgeUnlocks";
export type MemberEventPayload<W extends MemberWatch> = Parameters<Parameters<LiveClient[W]>[0]>[0];

/** Who heard an event: the member it was for, and the cache to patch. */
export interface MemberEventContext {
  username: string;
  queryClient: QueryClient;
}

/**
 * While a member is logged in, hands each of their `watch` events to `onEvent`. The latest
 * `onEvent` is used without watching again when the caller makes a new one on every render; a new
 * login is a new token, and the watch starts again under it.
 */
export function useMemberEvents<W extends MemberWatch>(watch: W, onEvent: (payload: MemberEventPayload<W>, context: MemberEventContext) => void): void {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username;
  const token = user?.token;
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!username || !token) return;
    const listener = (payload: MemberEventPayload<W>) => latest.current(payload, { username, queryClient });
    return (client.live[watch] as (listener: (payload: MemberEventPayload<W>) => void) => () => void)(listener);
  }, [client, queryClient, username, token, watch]);
}
