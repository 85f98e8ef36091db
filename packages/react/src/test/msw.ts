import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const TEST_ORIGIN = "http://pnyx.test";

/** An msw server for a test file: unhandled requests fail the test. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
