// The embed's tests answer the network as the SDK's do (packages/sdk/src/test-support/msw.ts): msw
// handlers made from the contract's endpoints (`mockEndpoint` of @pnyx/sdk/testing), never a path
// written by hand.
import { SOCKET_PATH, type Endpoint } from "@pnyx/contract";
import { mockEndpoint, type MockAnswer, type MockInput, type MockResolver } from "@pnyx/sdk/testing";
import { http, type RequestHandler } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

/** Where the tests' Pnyx server is (the page's `base`); handlers from mockEndpoint match any origin. */
export const PNYX = "http://pnyx.test";

/**
 * The realtime connection a live widget opens (a thread's live watch) is never answered: it stays
 * connecting for the length of a test (the SDK waits 20 s before trying again), and nothing live arrives.
 */
export const silentRealtime: RequestHandler = http.all(`*${SOCKET_PATH}`, () => new Promise<never>(() => {}));

/**
 * An msw server for a test file, with `always` kept across its tests. A request no handler answers
 * is refused (never sent) and fails the test it was made in, so "nothing was asked" is checked.
 */
export function useMockServer(...always: RequestHandler[]) {
  const server = setupServer(...always);
  const unanswered: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    expect(unanswered.splice(0), "requests no handler answered").toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}

/** One request an endpoint's handler answered: its input as the server reads it, and its credentials. */
export interface Asked<E extends Endpoint> {
  input: MockInput<E>;
  /** The `authorization` header, or null. */
  auth: string | null;
}

/** Answers `endpoint` with `reply` (a body, a `Response`, or a function of the input) from now on; returns what it was asked. */
export function answering<E extends Endpoint>(server: SetupServer, endpoint: E, reply: MockAnswer<E>): Array<Asked<E>> {
  const asked: Array<Asked<E>> = [];
  server.use(
    mockEndpoint(endpoint, (input, context) => {
      asked.push({ input, auth: context.request.headers.get("authorization") });
      return typeof reply === "function" ? (reply as MockResolver<E>)(input, context) : reply;
    }),
  );
  return asked;
}
