import { describe, expect, it } from "bun:test";
import { addCategoriesEndpoint, defineEndpoint, uploadEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { z } from "zod";
import type { Auth } from "./auth";
import { mount } from "./endpoint";
import { HttpError, errorHandler } from "./errors";

// /api/echo, /api/teapot and /api/crash are this test's own routes (no contract endpoint has them).
// Request input is validated by mount() with the endpoint's contract schema; errors take one shape.
const echo = defineEndpoint({
  method: "POST",
  path: "/api/echo",
  request: z.object({ username: z.string().min(3) }),
  response: z.object({ username: z.string() }),
});
const publicOnly = { authenticate: async () => null } as unknown as Auth;

const app = new Elysia()
  .use(errorHandler)
  .use(mount({ auth: publicOnly, trustProxy: false }, echo, ({ input }) => input))
  .get("/api/teapot", () => {
    throw new HttpError(418, "teapot", "I am a teapot");
  })
  .get("/api/crash", () => {
    throw new Error("database password is hunter2");
  });

const call = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init));
const post = (body: string) => call(echo.path, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("error handler", () => {
  it("maps a thrown HttpError to its status and {code, message}", async () => {
    const res = await call("/api/teapot");
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ code: "teapot", message: "I am a teapot" });
  });

  it("refuses an operator object where a string belongs with 422 and does not echo it", async () => {
    const res = await post(JSON.stringify({ username: { $ne: null } }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("invalid_input");
    expect(body.message).toContain("username");
    expect(JSON.stringify(body)).not.toContain("$ne");
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await post("{not json");
    expect([400, 422]).toContain(res.status);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(["code", "message"]);
  });

  it("hides the details of unexpected errors behind a 500", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const res = await call("/api/crash");
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: "internal_error", message: "Something went wrong on our side" });
    } finally {
      console.error = original;
    }
  });

  it("lets valid input through", async () => {
    const res = await post(JSON.stringify({ username: "ada" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: "ada" });
  });
});

describe("auth before the body", () => {
  it("answers an anonymous member call with 401 without reading its malformed body", async () => {
    const { createTestContext } = await import("../test-support/context");
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.handle(
        new Request(`http://localhost${addCategoriesEndpoint.path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
      );
      expect(res.status).toBe(401);
      const upload = await ctx.app.handle(new Request(`http://localhost${uploadEndpoint.path}?x=1`, { method: "POST", body: new FormData() }));
      expect(upload.status).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});

describe("a database that cannot be reached", () => {
  const down = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:27017"), { name: "MongoServerSelectionError" });
  const failingAuth = { authenticate: async () => Promise.reject(down()) } as unknown as Auth;
  const outage = new Elysia()
    .use(errorHandler)
    // A member endpoint: its account lookup runs while the body is read (the login's case in issue 36).
    .use(mount({ auth: failingAuth, trustProxy: false }, addCategoriesEndpoint, () => ({ message: "never" }) as never))
    .get("/api/down", () => {
      throw new Error("write failed", { cause: down() });
    });
  const ask = (path: string, init?: RequestInit) => outage.handle(new Request(`http://localhost${path}`, init));

  it("answers 503 database_unavailable with Retry-After, never a 400 that blames the caller", async () => {
    for (const res of [
      await ask(addCategoriesEndpoint.path, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer x" }, body: "{}" }),
      await ask("/api/down"),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ code: "database_unavailable", message: expect.stringContaining("try again") });
    }
  });
});
