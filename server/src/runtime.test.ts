import { newsletterSignupEndpoint } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createRuntime } from "./runtime";

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown) =>
  app.handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.30.0.1" },
      body: JSON.stringify(body),
    }),
  );

describe("single-machine default", () => {
  it("keeps its data under DATA_DIR on the embedded engine and finds it again after a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pnyx-restart-"));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
      expect(existsSync(join(dataDir, "jwt-secret"))).toBe(true);

      const first = await createRuntime(config, { log: () => {} });
      expect(first.db.state()).toBe("connected");
      const signup = await post(createApp(first.deps), newsletterSignupEndpoint.path, { email: "keep@example.com" });
      expect(signup.status).toBe(200);
      await first.close();
      expect(existsSync(join(dataDir, "db"))).toBe(true);

      const second = await createRuntime(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "true" }), { log: () => {} });
      try {
        expect(await second.deps.models.Newsletter.countDocuments({ email: "keep@example.com" })).toBe(1);
        // The generated JWT secret is reused, so sessions survive restarts too.
        expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a second server on the same data folder with a clear error", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pnyx-lock-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await createRuntime(config, { log: () => {} });
    try {
      const error = await createRuntime(config, { log: () => {} }).catch((e: unknown) => e);
      expect(String((error as Error).message)).toMatch(/lock|in use|already/i);
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("config", () => {
  it("names the variable when a value is invalid", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_USERNAME: "root" })).toThrow(/ADMIN_PASSWORD/);
  });
});
