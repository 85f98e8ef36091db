import { getDetailsEndpoint, levelEndpoint, newsletterEmailsEndpoint, newsletterSignupEndpoint } from "@pnyx/contract";
import { aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "./test-support/clients";
import { useMockServer } from "./test-support/msw";
import { errorResponse, mockEndpoint } from "./testing";

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
