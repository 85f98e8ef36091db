import type { PnyxClient } from "@pnyx/sdk";
import type { DefaultOptions } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import { StrictMode, type ReactElement, type ReactNode } from "react";
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

export interface HookWrapperOptions {
  /** Renders under <StrictMode> (effects run twice on mount). */
  strict?: boolean;
  /** Query defaults on top of "no retries". */
  queries?: DefaultOptions["queries"];
}

/** For renderHook: a fresh provider around the hook (no retries, no toast region) and its query cache. */
export function hookWrapper(client: PnyxClient, { strict = false, queries }: HookWrapperOptions = {}) {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, ...queries } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <PnyxProvider client={client} queryClient={queryClient} toasts={false}>
        {children}
      </PnyxProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { queryClient, wrapper };
}

/**
 * hookWrapper for the news, opinion, vote and live-thread hooks: answers never go stale, and
 * "all": results are read after renders there, so every change must re-render.
 */
export function newsHookWrapper(client: PnyxClient) {
  return hookWrapper(client, { queries: { staleTime: Infinity, notifyOnChangeProps: "all" } });
}
