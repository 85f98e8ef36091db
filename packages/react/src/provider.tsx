import type { PnyxClient } from "@pnyx/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { PnyxClientContext } from "./client-context";
import { ToastProvider } from "./components/toasts/ToastProvider";
import { forgetMemberData } from "./hooks/cache";
import { PnyxStringsProvider, type PnyxStrings } from "./strings";
import { PnyxTheme, type ThemeName } from "./theme/PnyxTheme";

export interface PnyxProviderProps {
  client: PnyxClient;
  /** Bring your own QueryClient to share a cache with the host page; one is made otherwise. */
  queryClient?: QueryClient;
  /** Render the toast region (top-right). Turn off when the host page renders its own. */
  toasts?: boolean;
  /**
   * Theme of everything below, toasts and overlays included. `false` renders no wrapper: the host
   * page then sets `lightTheme`/`darkTheme` (or the `--pnyx-*` variables) itself.
   */
  theme?: ThemeName | false;
  /**
   * Texts for every widget below, keyed by widget name (`{ opinionThread: {…}, loginForm: {…} }`).
   * A widget's own `strings` prop still wins: defaults ← provider ← prop.
   */
  strings?: PnyxStrings;
  children: ReactNode;
}

export function createPnyxQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Gives every Pnyx hook and widget below it the SDK client, a query cache, a theme and a toast region. */
export function PnyxProvider({ client, queryClient, toasts = true, theme = "light", strings, children }: PnyxProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createPnyxQueryClient());
  const activeQueryClient = queryClient ?? ownQueryClient;
  useForgetMemberDataOnSessionEnd(client, activeQueryClient);
  const widgets = strings ? <PnyxStringsProvider strings={strings}>{children}</PnyxStringsProvider> : children;
  const content = <ToastProvider region={toasts}>{widgets}</ToastProvider>;
  return (
    <PnyxClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>{theme ? <PnyxTheme theme={theme}>{content}</PnyxTheme> : content}</QueryClientProvider>
    </PnyxClientContext.Provider>
  );
}

export { usePnyxClient } from "./client-context";

/**
 * However the member session ends or changes hands (logout, a 401 that revoked the token, another
 * tab), what only that member could see leaves the cache.
 */
function useForgetMemberDataOnSessionEnd(client: PnyxClient, queryClient: QueryClient) {
  useEffect(() => {
    let previous = client.session.get().user?.username ?? null;
    return client.session.subscribe((state) => {
      const current = state.user?.username ?? null;
      if (previous !== null && current !== previous) forgetMemberData(queryClient);
      previous = current;
    });
  }, [client, queryClient]);
}
