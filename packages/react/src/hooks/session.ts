import { EMPTY_SESSION_STATE, type PersistedState } from "@pnyx/sdk";
import { useCallback, useSyncExternalStore } from "react";
import { usePnyxClient } from "../client-context";

/**
 * The member and admin sessions from the client's session store, re-rendering on every change
 * (logins, logouts, 401s that revoke a token, other tabs). While a server-rendered page hydrates,
 * the browser renders as the visitor the server saw (no session), then as the stored member.
 */
export function useSession(): PersistedState {
  const store = usePnyxClient().session;
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, get, typeof window === "undefined" ? get : visitor);
}

const visitor = (): PersistedState => EMPTY_SESSION_STATE;
