import type { PnyxClient } from "@pnyx/sdk";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { PnyxProvider, createPnyxQueryClient } from "../provider";

/** Renders a widget inside a fresh provider (light theme; no retries, so errors show at once). */
export function renderWithPnyx(ui: ReactElement, client: PnyxClient): RenderResult {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return render(
    <PnyxProvider client={client} queryClient={queryClient}>
      {ui}
    </PnyxProvider>,
  );
}

/** For renderHook: a fresh provider around the hook (no retries, no toast region) and its query cache. */
export function hookWrapper(client: PnyxClient) {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PnyxProvider client={client} queryClient={queryClient} toasts={false}>
      {children}
    </PnyxProvider>
  );
  return { queryClient, wrapper };
}
