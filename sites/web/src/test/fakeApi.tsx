import type { Endpoint, EndpointResponse } from "@pnyx/contract";
import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type PersistedState } from "@pnyx/sdk";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";

/** The input of a call as the server sees it (parsed by the endpoint's request schema). */
type FakeInput<E extends Endpoint> = E extends { request: { parse(value: unknown): infer Input } } ? Input : undefined;

/** One endpoint's answers: the parsed input in, the answer out (undefined: 404). */
export interface FakeRoute {
  endpoint: Endpoint;
  answer: (input: unknown) => unknown;
}

/** An answer for `endpoint`: the path comes from the contract, and the answer is checked by its schema. */
export function fakeRoute<E extends Endpoint>(endpoint: E, answer: (input: FakeInput<E>) => EndpointResponse<E> | undefined): FakeRoute {
  return { endpoint, answer: answer as (input: unknown) => unknown };
}

/** A fetch that never leaves the test: each call is answered by the route of its endpoint. */
export function fakeFetch(routes: FakeRoute[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? "GET").toUpperCase();
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    const route = routes.find(({ endpoint }) => endpoint.path === url.pathname && endpoint.method === method);
    if (!route) return json(404, { code: "not_found", message: `Nothing at ${method} ${url.pathname}` });
    const { endpoint } = route;
    const raw = method === "GET" ? Object.fromEntries(url.searchParams) : typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const parsed = endpoint.request ? endpoint.request.safeParse(raw) : { success: true as const, data: undefined };
    if (!parsed.success) return json(422, { code: "invalid_input", message: `Invalid request to ${endpoint.path}` });
    const answer = route.answer(parsed.data);
    if (answer === undefined) return json(404, { code: "not_found", message: `Nothing at ${url.pathname}` });
    // A fake answer the real server could not give fails the test where it is written.
    return json(200, endpoint.response.parse(answer));
  };
}

/** Renders `ui` with a Pnyx provider whose client talks to `routes`. */
export function renderWithFakeApi(ui: ReactNode, routes: FakeRoute[], session: Partial<PersistedState> = {}): RenderResult {
  const client = createPnyxClient({ baseUrl: "http://pnyx.test", fetch: fakeFetch(routes), sessionStore: createMemorySessionStore(session) });
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <PnyxProvider client={client} queryClient={queryClient}>
      {ui}
    </PnyxProvider>,
  );
}
