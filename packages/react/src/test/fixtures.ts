// Account fixtures for the widget and hook tests: the contract's fixtures with these tests' defaults.
import type { AdminSession, LevelInfo, PublicProfile, Session } from "@pnyx/contract";
import { aLevelInfo, aPublicProfile, aSession, anAdminSession } from "@pnyx/contract/testing";
import { createMemorySessionStore, createPnyxClient, type PersistedState } from "@pnyx/sdk";
import { TEST_ORIGIN } from "./msw";

export const session = (over: Partial<Session> = {}): Session =>
  aSession({ selectedCategories: ["Science", "Technology"], description: "Counting engines and poetry.", ...over });

export const adminSession: AdminSession = anAdminSession();

export const level: LevelInfo = aLevelInfo();

export const profile = (over: Partial<PublicProfile> = {}): PublicProfile =>
  aPublicProfile({ description: "Compilers, ships and nanoseconds.", followers: ["linus"], following: ["ada", "alan"], ...over });

/** A client against the msw test origin with an in-memory session (logged out by default). */
export function testClient(state: Partial<PersistedState> = {}) {
  const store = createMemorySessionStore(state);
  return { store, client: createPnyxClient({ baseUrl: TEST_ORIGIN, sessionStore: store }) };
}
