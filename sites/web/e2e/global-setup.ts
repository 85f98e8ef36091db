import { healthEndpoint } from "@pnyx/contract";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** The administrator the e2e server starts with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: "e2eadmin", password: "e2e-admin-password" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read its mail outbox. */
    dataDir: string;
  }
}

/** Starts the server the way the README's start command does (after install and build), on a free port. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "pnyx-e2e-"));
  const server: ChildProcess = spawn("bun", ["run", "serve"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // Each browser context presents its own address (browser.ts), as separate readers would,
      // so per-address limits (5 sign-ups an hour) apply per simulated reader.
      TRUST_PROXY: "true",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));

  // A server that dies under the tests says why (every later test then fails to connect).
  let stopping = false;
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`\nThe e2e server exited (${code ?? signal}) while tests ran. Its last output:\n${output.slice(-8000)}`);
  });

  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);

  return async () => {
    stopping = true;
    server.kill("SIGTERM");
    await new Promise((done) => server.once("exit", done).once("error", done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}${healthEndpoint.path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGKILL");
  throw new Error(`server did not become healthy within 60 s:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}
