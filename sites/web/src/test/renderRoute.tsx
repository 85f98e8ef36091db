import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type PersistedState, type SocketFactory } from "@pnyx/sdk";
import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes as appRoutes } from "../routes";

/** A socket that never connects: live widgets stay "connecting" and nothing leaves the test. */
const quietSocket = {
  connected: false,
  active: true,
  on: () => quietSocket,
  off: () => quietSocket,
  emit: () => quietSocket,
  connect: () => quietSocket,
  disconnect: () => quietSocket,
};

/**
 * Renders the site's routes (or given ones) at a path, with a provider whose calls never leave the
 * test, logged in as `state` says (logged out by default).
 */
export function renderRoute(
  path: string,
  routes: RouteObject[] = appRoutes,
  state: Partial<PersistedState> = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, enabled: false } });
  const client = createPnyxClient({
    baseUrl: "http://pnyx.test",
    sessionStore: createMemorySessionStore(state),
    fetch: () => Promise.reject(new Error("offline in unit tests")),
    socket: () => quietSocket as unknown as ReturnType<SocketFactory>,
  });
  const result = render(
    <PnyxProvider client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </PnyxProvider>,
  );
  return { ...result, router };
}
