import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type PersistedState } from "@pnyx/sdk";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";

/** Answers by API path: the JSON body of the call in, the JSON answer out (undefined: 404). */
export type FakeRoutes = Record<string, (body: Record<string, unknown>) => unknown>;

/** A fetch that never leaves the test: each call is answered by `routes`. */
export function fakeFetch(routes: FakeRoutes): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = routes[url.pathname]?.(body);
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    return answer === undefined ? json(404, { code: "not_found", message: `Nothing at ${url.pathname}` }) : json(200, answer);
  };
}

/** Renders `ui` with a Pnyx provider whose client talks to `routes`. */
export function renderWithFakeApi(ui: ReactNode, routes: FakeRoutes, session: Partial<PersistedState> = {}): RenderResult {
  const client = createPnyxClient({ baseUrl: "http://pnyx.test", fetch: fakeFetch(routes), sessionStore: createMemorySessionStore(session) });
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <PnyxProvider client={client} queryClient={queryClient}>
      {ui}
    </PnyxProvider>,
  );
}
