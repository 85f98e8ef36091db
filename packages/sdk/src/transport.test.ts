import { getDetailsEndpoint, levelEndpoint, loginEndpoint, newsletterEmailsEndpoint, newsletterSignupEndpoint } from "@pnyx/contract";
import { aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "./test-support/clients";
import { useMockServer } from "./test-support/msw";
import { errorResponse, mockEndpoint } from "./testing";
import { retryAfterSeconds } from "./transport";

const server = useMockServer();
const admin = anAdminSession();
const unauthorized = errorResponse(401, "unauthorized", "Session expired");

describe("POST calls", () => {
  it("sends the validated, normalised body and parses the answer", async () => {
    const seen = record(server, newsletterSignupEndpoint, { message: "Subscribed" });
    const answer = await clientWith().client.feedback.newsletterSignup({ email: " Ada@Example.com " });
    expect(answer).toEqual({ message: "Subscribed" });
    expect(seen[0]?.body).toEqual({ email: "ada@example.com" });
  });
});

describe("revoked tokens", () => {
  it("a 401 to a member call clears the member session only", async () => {
    server.use(mockEndpoint(levelEndpoint, unauthorized));
    const { client, store } = clientWith({ user: aSession(), admin });
    await expect(client.gamification.level()).rejects.toMatchObject({ status: 401, message: "Session expired" });
    expect(store.get()).toEqual({ user: null, admin });
  });

  it("a 401 to an admin call clears the admin session only", async () => {
    server.use(mockEndpoint(newsletterEmailsEndpoint, unauthorized));
    const { client, store } = clientWith({ user: aSession(), admin });
    await expect(client.feedback.newsletterEmails()).rejects.toMatchObject({ status: 401 });
    expect(store.get()).toEqual({ user: aSession(), admin: null });
  });

  it("a 401 to an optional call that carried the token clears the member session", async () => {
    server.use(mockEndpoint(getDetailsEndpoint, unauthorized));
    const { client, store } = clientWith({ user: aSession() });
    await expect(client.users.getDetails({ name: "grace" })).rejects.toMatchObject({ status: 401 });
    expect(store.get().user).toBeNull();
  });

  it("other failures (403, 500) keep the session", async () => {
    server.use(mockEndpoint(levelEndpoint, errorResponse(403, "forbidden", "No")));
    const { client, store } = clientWith({ user: aSession() });
    await expect(client.gamification.level()).rejects.toMatchObject({ status: 403 });
    expect(store.get().user).toEqual(aSession());
  });

  it("a login that happened while the refused call was in flight is kept", async () => {
    const { client, store } = clientWith({ user: aSession() });
    server.use(
      mockEndpoint(levelEndpoint, () => {
        store.set({ user: aSession({ token: "fresh-token" }), admin: null });
        return unauthorized;
      }),
    );
    await expect(client.gamification.level()).rejects.toMatchObject({ status: 401 });
    expect(store.get().user?.token).toBe("fresh-token");
  });
});

describe("refusals", () => {
  it("a 429 carries its Retry-After, in seconds", async () => {
    const limited = errorResponse(429, "rate_limited", "Too many login attempts. Please wait a minute and try again.");
    limited.headers.set("retry-after", "42");
    server.use(mockEndpoint(loginEndpoint, limited));
    await expect(clientWith().client.auth.login({ username: "ada", password: "pw" })).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
      kind: "server",
      retryAfter: 42,
    });
  });

  it("a member call without a token fails before sending, as the server's 401 would", async () => {
    await expect(clientWith().client.gamification.level()).rejects.toMatchObject({ status: 401, code: "unauthorized", kind: "local" });
  });

  it("an unreachable server is a network error with status 0", async () => {
    server.use(mockEndpoint(levelEndpoint, Response.error()));
    await expect(clientWith({ user: aSession() }).client.gamification.level()).rejects.toMatchObject({ status: 0, code: "network_error", kind: "network" });
  });
});

describe("retryAfterSeconds", () => {
  it("reads delay-seconds and HTTP dates; anything else is unknown", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Wed, 01 Jan 2025 00:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Tue, 31 Dec 2024 23:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
  });
});
