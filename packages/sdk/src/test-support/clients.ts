import type { Endpoint } from "@pnyx/contract";
import type { SetupServer } from "msw/node";
import { createPnyxClient } from "../client";
import { createMemorySessionStore, type PersistedState } from "../session";
import { mockEndpoint, type MockReply } from "../testing";
import { ORIGIN } from "./msw";

/** A client on the test origin over an in-memory store holding `state` (logged out when empty). */
export function clientWith(state: Partial<PersistedState> = {}) {
  const store = createMemorySessionStore(state);
  return { store, client: createPnyxClient({ baseUrl: ORIGIN, sessionStore: store }) };
}

export interface Recorded {
  /** The JSON body as the client sent it (null when there was none). */
  body: unknown;
  /** The authorization header, or null. */
  auth: string | null;
}

/** Answers `endpoint` with `answer`, recording what each request carried. */
export function record<E extends Endpoint>(server: SetupServer, endpoint: E, answer: MockReply<E>): Recorded[] {
  const seen: Recorded[] = [];
  server.use(
    mockEndpoint(endpoint, async (_input, { request }) => {
      const text = await request.text();
      seen.push({ body: text ? JSON.parse(text) : null, auth: request.headers.get("authorization") });
      return answer;
    }),
  );
  return seen;
}

/** Holds an answer until released, to look at what happens meanwhile. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}
