import { articleByIdEndpoint, healthEndpoint, levelEndpoint, verifyEmailEndpoint } from "@pnyx/contract";
import { aHealth, aLevelInfo, aSession, anArticle, FIXTURE_IDS } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { ORIGIN, useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "./index";

const server = useMockServer();
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("mockEndpoint", () => {
  it("answers the endpoint's method and path on any origin", async () => {
    server.use(mockEndpoint(healthEndpoint, aHealth()));
    expect(await (await fetch(`https://elsewhere.example${healthEndpoint.path}`)).json()).toEqual(aHealth());
    await expect(fetch(`${ORIGIN}${healthEndpoint.path}`, { method: "POST" })).rejects.toThrow();
  });

  it("hands the answer the input parsed by the request schema (GET: the query)", async () => {
    const seen: unknown[] = [];
    server.use(
      mockEndpoint(articleByIdEndpoint, (input) => (seen.push(input), anArticle())),
      mockEndpoint(verifyEmailEndpoint, (input) => (seen.push(input), aSession())),
    );
    await post(articleByIdEndpoint.path, { id: FIXTURE_IDS.article.toUpperCase() });
    await fetch(`${ORIGIN}${verifyEmailEndpoint.path}?token=${"t".repeat(30)}`);
    expect(seen).toEqual([{ id: FIXTURE_IDS.article }, { token: "t".repeat(30) }]);
  });

  it("refuses what the server refuses: no token for a member endpoint (401), bad input (422)", async () => {
    server.use(mockEndpoint(levelEndpoint, aLevelInfo()), mockEndpoint(articleByIdEndpoint, anArticle()));
    const unauthorized = await post(levelEndpoint.path, {});
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ code: "unauthorized", message: "Please log in" });
    expect((await post(levelEndpoint.path, {}, { authorization: "Bearer t" })).status).toBe(200);
    const invalid = await post(articleByIdEndpoint.path, { id: "nope" });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ code: "invalid_input" });
  });

  it("checks answers against the response schema: a fixed one at once, a computed one as a 500 naming the field", async () => {
    expect(() => mockEndpoint(healthEndpoint, { status: "fine" } as never)).toThrow(/breaks the contract at status/);
    server.use(mockEndpoint(healthEndpoint, () => ({ ...aHealth(), uptimeSeconds: -1 })));
    const response = await fetch(`${ORIGIN}${healthEndpoint.path}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: "invalid_mock", message: expect.stringMatching(/uptimeSeconds/) });
  });

  it("sends a raw Response as it is, every time it is asked", async () => {
    server.use(mockEndpoint(healthEndpoint, errorResponse(503, "unavailable", "Down")));
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${ORIGIN}${healthEndpoint.path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: "unavailable", message: "Down" });
    }
  });
});
