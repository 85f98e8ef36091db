import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPnyxClient } from "./client";
import { PnyxError } from "./errors";

const origin = "http://pnyx.test";
const healthy = { status: "ok", version: "1.2.3", uptimeSeconds: 4, database: "none", time: "2026-11-22T10:00:00.000Z" };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("client.health()", () => {
  it("returns the parsed health answer", async () => {
    server.use(http.get(`${origin}/api/health`, () => HttpResponse.json(healthy)));
    await expect(createPnyxClient({ baseUrl: origin }).health()).resolves.toEqual(healthy);
  });

  it("sends no token to a public endpoint, even when there is one", async () => {
    let seen: string | null = "unset";
    server.use(
      http.get(`${origin}/api/health`, ({ request }) => {
        seen = request.headers.get("authorization");
        return HttpResponse.json(healthy);
      }),
    );
    await createPnyxClient({ baseUrl: origin, getToken: async () => "t0k3n", getAdminToken: () => "adm1n" }).health();
    expect(seen).toBeNull();
  });

  it("turns the server's {code, message} into a typed PnyxError", async () => {
    server.use(
      http.get(`${origin}/api/health`, () =>
        HttpResponse.json({ code: "not_found", message: "No such route" }, { status: 404 }),
      ),
    );
    const error = await createPnyxClient({ baseUrl: origin }).health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PnyxError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such route" });
  });

  it("keeps the status when the error body is not the error shape", async () => {
    server.use(http.get(`${origin}/api/health`, () => new HttpResponse("boom", { status: 502 })));
    const error = await createPnyxClient({ baseUrl: origin }).health().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "http_error" });
  });

  it("reports an answer that breaks the contract as invalid_response", async () => {
    server.use(http.get(`${origin}/api/health`, () => HttpResponse.json({ status: "fine" })));
    const error = await createPnyxClient({ baseUrl: origin }).health().catch((e: unknown) => e);
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
    await expect(createPnyxClient({ baseUrl: origin, fetch }).health()).resolves.toEqual(healthy);
    expect(seen).toEqual([`GET ${origin}/api/health`]);
  });

  it("reports an unreachable server as status 0 network_error", async () => {
    server.use(http.get(`${origin}/api/health`, () => HttpResponse.error()));
    const error = await createPnyxClient({ baseUrl: origin }).health().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("POST calls", () => {
  it("sends the validated, normalised body and parses the answer", async () => {
    let received: unknown;
    server.use(
      http.post(`${origin}/api/user/newsletterSignup`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ message: "Subscribed" });
      }),
    );
    const answer = await createPnyxClient({ baseUrl: origin }).users.newsletterSignup({ email: " Ada@Example.com " });
    expect(answer).toEqual({ message: "Subscribed" });
    expect(received).toEqual({ email: "ada@example.com" });
  });

  it("refuses invalid input before sending anything", async () => {
    // onUnhandledRequest: "error" would fail the test if a request went out.
    const error = await createPnyxClient({ baseUrl: origin })
      .feedback.sendSupportMessage({ name: "Ada", email: "not-an-email", message: "hi" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "invalid_input", message: "Please enter a valid email" });
  });
});
