import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** The origin SDK tests point their clients at; handlers from mockEndpoint match any origin. */
export const ORIGIN = "http://pnyx.test";

/** An msw server for a test file: unhandled requests fail the test (so "nothing was sent" is checked). */
export function useMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
