import type { PersistedState } from "@pnyx/sdk";
import { useCallback, useSyncExternalStore } from "react";
import { usePnyxClient } from "../client-context";

/**
 * The member and admin sessions from the client's session store, re-rendering on every change
 * (logins, logouts, 401s that revoke a token, other tabs).
 */
export function useSession(): PersistedState {
  const store = usePnyxClient().session;
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, get, get);
}
