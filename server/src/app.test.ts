import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HealthResponse } from "@pnyx/contract";
import { createApp } from "./app";

let siteDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), "pnyx-site-"));
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Pnyx</title>");
  mkdirSync(join(siteDir, "assets"));
  writeFileSync(join(siteDir, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(tmpdir(), "pnyx-secret.txt"), "secret");
  app = createApp({ config: { version: "9.9.9", siteDir }, startedAt: Date.now() - 5000 });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const get = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init));

describe("GET /api/health", () => {
  it("answers the contract's health shape", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = HealthResponse.parse(await res.json());
    expect(body).toMatchObject({ status: "ok", version: "9.9.9", database: "none" });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(5);
  });

  it("reports degraded when the database is disconnected", async () => {
    const degraded = createApp({ config: { version: "1", siteDir }, databaseState: () => "disconnected" });
    const res = await degraded.handle(new Request("http://localhost/api/health"));
    expect(await res.json()).toMatchObject({ status: "degraded", database: "disconnected" });
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    for (const init of [undefined, { method: "POST", body: "{}" }]) {
      const res = await get("/api/nope/deeper", init);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ code: "not_found", message: "No route for /api/nope/deeper" });
    }
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

  it("answers a missing file with 404, not the page", async () => {
    const res = await get("/assets/missing.js");
    expect(res.status).toBe(404);
  });

  it("never serves files outside the site folder", async () => {
    for (const path of ["/..%2fpnyx-secret.txt", "/%2e%2e/pnyx-secret.txt", "/assets/..%2f..%2fpnyx-secret.txt"]) {
      const res = await get(path);
      expect(await res.text()).not.toBe("secret");
    }
  });
});
