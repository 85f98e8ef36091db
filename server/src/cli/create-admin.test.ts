import { adminLoginEndpoint } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createRuntime } from "../runtime";

const run = (dataDir: string, args: string[], env: Record<string, string>) =>
  Bun.spawnSync(["bun", "--conditions=@pnyx/source", join(import.meta.dir, "create-admin.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: "cli-test-secret-cli-test-secret-0123456", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });

describe("admin:create", () => {
  it("creates an administrator in the data folder who can then log in", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pnyx-cli-"));
    try {
      const result = run(dataDir, ["Root"], { ADMIN_PASSWORD: "a strong one 123" });
      expect(result.stderr.toString()).toBe("");
      expect(result.stdout.toString()).toContain("Administrator 'root' is ready.");

      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "cli-test-secret-cli-test-secret-0123456", TRUST_PROXY: "true" });
      const runtime = await createRuntime(config, { log: () => {} });
      try {
        const app = createApp(runtime.deps);
        const res = await app.handle(
          new Request(`http://localhost${adminLoginEndpoint.path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: "root", password: "a strong one 123" }),
          }),
        );
        expect(res.status).toBe(200);
      } finally {
        await runtime.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a bad username or a short password", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pnyx-cli-"));
    try {
      expect(run(dataDir, ["a b"], { ADMIN_PASSWORD: "long enough 1" }).exitCode).toBe(2);
      expect(run(dataDir, ["root"], { ADMIN_PASSWORD: "short" }).exitCode).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
