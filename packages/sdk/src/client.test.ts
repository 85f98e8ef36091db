import { getDetailsEndpoint, healthEndpoint, levelEndpoint, newsletterEmailsEndpoint, userPostsEndpoint } from "@pnyx/contract";
import { aHealth, aLevelInfo, aPublicProfile, aSession, anAdminSession } from "@pnyx/contract/testing";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createPnyxClient } from "./client";
import { PnyxError } from "./errors";
import { createMemorySessionStore } from "./session";
import { clientWith, record } from "./test-support/clients";
import { ORIGIN, useMockServer } from "./test-support/msw";
import { errorResponse, mockEndpoint } from "./testing";

const server = useMockServer();
const healthy = aHealth();
const admin = anAdminSession();
const level = aLevelInfo();

describe("client.health()", () => {
  it("returns the parsed health answer", async () => {
    server.use(mockEndpoint(healthEndpoint, healthy));
    await expect(createPnyxClient({ baseUrl: ORIGIN }).health()).resolves.toEqual(healthy);
  });

  it("returns a degraded server's 503 answer (database unreachable) instead of throwing it", async () => {
    const degraded = { ...healthy, status: "degraded" as const, database: "disconnected" as const };
    server.use(mockEndpoint(healthEndpoint, () => HttpResponse.json(degraded, { status: 503 })));
    await expect(createPnyxClient({ baseUrl: ORIGIN }).health()).resolves.toEqual(degraded);
  });

  it("sends no token to a public endpoint, even when there is one", async () => {
    const seen = record(server, healthEndpoint, healthy);
    await createPnyxClient({ baseUrl: ORIGIN, getToken: async () => "t0k3n", getAdminToken: () => "adm1n" }).health();
    expect(seen.map((r) => r.auth)).toEqual([null]);
  });

  it("turns the server's {code, message} into a typed PnyxError", async () => {
    server.use(mockEndpoint(healthEndpoint, errorResponse(404, "not_found", "No such route")));
    const error = await createPnyxClient({ baseUrl: ORIGIN })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PnyxError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such route" });
  });

  it("keeps the status when the error body is not the error shape", async () => {
    server.use(mockEndpoint(healthEndpoint, () => new HttpResponse("boom", { status: 502 })));
    const error = await createPnyxClient({ baseUrl: ORIGIN })
      .health()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "http_error" });
  });

  it("reports an answer that breaks the contract as invalid_response", async () => {
    // A raw Response is the one way a mock may break the contract, as a faulty server would.
    server.use(mockEndpoint(healthEndpoint, () => HttpResponse.json({ status: "fine" })));
    const error = await createPnyxClient({ baseUrl: ORIGIN })
      .health()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid_response" });
  });

  it("sends through the fetch passed in options (e.g. an in-process server)", async () => {
    // No msw handler: the request must go to this function, not the global fetch.
    const seen: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${request.url}`);
      return Response.json(healthy);
    };
    await expect(createPnyxClient({ baseUrl: ORIGIN, fetch }).health()).resolves.toEqual(healthy);
    expect(seen).toEqual([`GET ${ORIGIN}${healthEndpoint.path}`]);
  });

  it("reports an unreachable server as status 0 network_error", async () => {
    server.use(mockEndpoint(healthEndpoint, () => HttpResponse.error()));
    const error = await createPnyxClient({ baseUrl: ORIGIN })
      .health()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("client.session", () => {
  it("is the store the client uses", () => {
    const { client, store } = clientWith({ user: aSession() });
    expect(client.session).toBe(store);
  });
});

describe("tokens per auth level", () => {
  const auths = (seen: { auth: string | null }[]) => seen.map((r) => r.auth);

  it("sends nothing to public endpoints, even when logged in as member and admin", async () => {
    const seen = record(server, userPostsEndpoint, { posts: [] });
    await clientWith({ user: aSession(), admin }).client.users.getPosts({ name: "grace" });
    expect(auths(seen)).toEqual([null]);
  });

  it("sends the member token to optional endpoints when there is one, and nothing otherwise", async () => {
    const seen = record(server, getDetailsEndpoint, aPublicProfile());
    await clientWith({ user: aSession() }).client.users.getDetails({ name: "grace" });
    await clientWith({}).client.users.getDetails({ name: "grace" });
    expect(auths(seen)).toEqual(["Bearer member-token", null]);
  });

  it("sends the member token (not the admin's) to member endpoints", async () => {
    const seen = record(server, levelEndpoint, level);
    await expect(clientWith({ user: aSession(), admin }).client.gamification.level()).resolves.toEqual(level);
    expect(auths(seen)).toEqual(["Bearer member-token"]);
  });

  it("sends the admin token (not the member's) to admin endpoints", async () => {
    const seen = record(server, newsletterEmailsEndpoint, { subscribers: [], page: 1, hasMore: false, total: 0 });
    await clientWith({ user: aSession(), admin }).client.feedback.newsletterEmails();
    expect(auths(seen)).toEqual(["Bearer admin-token"]);
  });

  it("fails fast with 401 'Please log in' when a member or admin call has no token", async () => {
    // onUnhandledRequest: "error" fails the test if anything is sent.
    const memberOnly = clientWith({ admin }).client;
    await expect(memberOnly.gamification.level({ username: "ada" })).rejects.toMatchObject({ status: 401, code: "unauthorized", message: "Please log in" });
    await expect(memberOnly.auth.sendPasswordReset()).rejects.toBeInstanceOf(PnyxError);
    await expect(clientWith({ user: aSession() }).client.feedback.newsletterEmails()).rejects.toMatchObject({ status: 401, message: "Please log in" });
  });

  it("prefers an embedder's own token providers over the store", async () => {
    const seen = record(server, levelEndpoint, level);
    const adminSeen = record(server, newsletterEmailsEndpoint, { subscribers: [], page: 1, hasMore: false, total: 0 });
    const client = createPnyxClient({
      baseUrl: ORIGIN,
      sessionStore: createMemorySessionStore({ user: aSession(), admin }),
      getToken: async () => "host-member",
      getAdminToken: () => "host-admin",
    });
    await client.gamification.level();
    await client.feedback.newsletterEmails();
    expect(auths(seen)).toEqual(["Bearer host-member"]);
    expect(auths(adminSeen)).toEqual(["Bearer host-admin"]);
  });
});
