import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Endpoint, HealthResponse, getDetailsEndpoint, healthEndpoint, loginEndpoint, newsletterSignupEndpoint, signupEndpoint } from "@pnyx/contract";
import { FIXED_NAME_FILE_CACHE } from "./platform/site/static-site";
import { createTestContext, type TestContext } from "./test-support/context";

let siteDir: string;
let ctx: TestContext;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), "pnyx-site-"));
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Pnyx</title>");
  mkdirSync(join(siteDir, "assets"));
  writeFileSync(join(siteDir, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(siteDir, "boot.js"), "(() => {})();");
  writeFileSync(join(tmpdir(), "pnyx-secret.txt"), "secret");
  ctx = await createTestContext({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (target: string | Endpoint, init?: { method?: string; body?: unknown }) => ctx.call(target, init);

describe(`GET ${healthEndpoint.path}`, () => {
  it("answers the contract's health shape with the database connected", async () => {
    const res = await get(healthEndpoint);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = HealthResponse.parse(await res.json());
    expect(body).toMatchObject({ status: "ok", version: "0.0.0", database: "connected" });
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    for (const init of [undefined, { body: {} }]) {
      // No endpoint has this path (that is the point), so it is the one literal path here.
      const res = await get("/api/nope/deeper", init);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ code: "not_found", message: "No route for /api/nope/deeper" });
    }
  });

  it("answers every path nothing serves with the one 404, through whichever door it came", async () => {
    // An unknown API path and embed API path (GET, which the site's pages would otherwise take, and
    // other methods), the API's root, and a path outside the API and the socket that no route takes.
    const misses: Array<[string, string]> = [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api/embed/nope"],
      ["POST", "/api/embed/nope"],
      ["DELETE", "/api/embed/thread/nope"],
      ["GET", "/api"],
      ["PUT", "/no/such/page"],
      ["POST", "/"],
    ];
    for (const [method, path] of misses) {
      const res = await ctx.app.handle(new Request(`http://localhost${path}`, { method }));
      expect({ method, path, status: res.status, type: res.headers.get("content-type") }).toEqual({
        method,
        path,
        status: 404,
        type: "application/json; charset=utf-8",
      });
      expect(await res.json()).toEqual({ code: "not_found", message: `No route for ${path}` });
    }
  });
});

describe("OpenAPI", () => {
  it("documents the contract's endpoints with their schemas at /api/openapi.json", async () => {
    // The document is served by the server itself, not a contract endpoint: its path is written here.
    const res = await get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const { path } of [healthEndpoint, loginEndpoint, signupEndpoint, getDetailsEndpoint, newsletterSignupEndpoint]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths[loginEndpoint.path])).toContain("username");
  });
});

describe("static site", () => {
  it("serves index.html for client routes so the client router decides", async () => {
    for (const path of ["/", "/policy", "/category/Science", "/no/such/page"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Pnyx</title>");
    }
  });

  it("serves hashed assets with a long cache", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("console.log(1)");
  });

  it("sends a CSP, frame protection, no referrer and nosniff with every page, the admin area included (item 9)", async () => {
    for (const path of ["/", "/reset-password", "/admin", "/admin/newsletterEmails", "/assets/app-abc123.js"]) {
      const res = await get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves files at fixed names for an hour, with an ETag that makes asking again a 304", async () => {
    const res = await get("/boot.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(FIXED_NAME_FILE_CACHE);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect(await res.text()).toBe("(() => {})();");
    const again = await ctx.app.handle(new Request(`http://localhost/boot.js`, { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("sends the shell with an ETag, revalidated on every visit", async () => {
    const res = await get("/admin");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await ctx.app.handle(new Request(`http://localhost/admin`, { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
  });

  it("answers a missing file with 404, not the page", async () => {
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("never serves files outside the site folder", async () => {
    for (const path of ["/..%2fpnyx-secret.txt", "/%2e%2e/pnyx-secret.txt", "/assets/..%2f..%2fpnyx-secret.txt"]) {
      expect(await (await get(path)).text()).not.toBe("secret");
    }
  });
});

describe(`GET ${healthEndpoint.path} with the database unreachable`, () => {
  it("answers 503 degraded with Retry-After, so a load balancer moves the traffic elsewhere", async () => {
    const { healthRoutes } = await import("./modules/health/routes");
    const app = healthRoutes({ version: "t", startedAt: Date.now(), databaseState: () => "disconnected" });
    const res = await app.handle(new Request(`http://localhost${healthEndpoint.path}`));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(HealthResponse.parse(await res.json())).toMatchObject({ status: "degraded", database: "disconnected" });
  });
});
