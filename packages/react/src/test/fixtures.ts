import type { AdminSession, LevelInfo, PublicProfile, Session } from "@pnyx/contract";
import { createMemorySessionStore, createPnyxClient, type PersistedState } from "@pnyx/sdk";
import { TEST_ORIGIN } from "./msw";

export const session = (over: Partial<Session> = {}): Session => ({
  token: "member-token",
  username: "ada",
  email: "ada@example.com",
  selectedCategories: ["Science", "Technology"],
  joinedCommunities: [],
  profilePicture: null,
  description: "Counting engines and poetry.",
  likedPosts: [],
  dislikedPosts: [],
  likedComments: [],
  dislikedComments: [],
  points: 740,
  followers: ["grace"],
  following: [],
  ...over,
});

export const adminSession: AdminSession = { message: "Admin login successful", username: "root", token: "admin-token" };

export const level: LevelInfo = { level: 2, badge: "Silver", currentPoints: 740, goalPoints: 1000 };

export const profile = (over: Partial<PublicProfile> = {}): PublicProfile => ({
  username: "grace",
  description: "Compilers, ships and nanoseconds.",
  profilePicture: { url: "/uploads/grace.png", mimetype: "image/png" },
  followers: ["linus"],
  following: ["ada", "alan"],
  points: 1200,
  level: { level: 3, badge: "Gold", currentPoints: 1200, goalPoints: 1500 },
  joinedAt: "2026-01-02T03:04:05.000Z",
  ...over,
});

/** A client against the msw test origin with an in-memory session (logged out by default). */
export function testClient(state: Partial<PersistedState> = {}) {
  const store = createMemorySessionStore(state);
  return { store, client: createPnyxClient({ baseUrl: TEST_ORIGIN, sessionStore: store }) };
}
