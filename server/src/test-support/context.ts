import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Endpoint, signupEndpoint, verifyEmailEndpoint } from "@pnyx/contract";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createRuntime, type Runtime, type RuntimeOptions } from "../runtime";

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  ip?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

/** The URL path and default method of a call to `target` (an endpoint's GET input goes in the query). */
function requestLine(target: string | Endpoint, options: CallOptions): { path: string; method: string | undefined; body: unknown } {
  if (typeof target === "string") return { path: target, method: undefined, body: options.body };
  if (target.method !== "GET" || options.body === undefined) return { path: target.path, method: target.method, body: options.body };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return { path: `${target.path}?${query}`, method: target.method, body: undefined };
}

export interface TestContext {
  runtime: Runtime;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  /**
   * JSON call with optional bearer token and client address (X-Forwarded-For; the test config trusts it).
   * `target` is a contract endpoint (its path, and its method unless `method` says otherwise; a GET
   * endpoint's `body` is sent as the query string) or, for paths the contract does not name (uploaded
   * files, deliberately odd spellings), a path (GET without a body, POST with one).
   */
  call(target: string | Endpoint, options?: CallOptions): Promise<Response>;
  /** The mails sent so far (after background sends finish), oldest first, as raw .eml text. */
  outbox(): Promise<string[]>;
  /** The first link to `path` in the newest mail to `to`. */
  linkFrom(to: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/** A whole server on a fresh in-memory embedded engine, temp folders for mail and uploads. */
export async function createTestContext(env: Record<string, string> = {}, options: Pick<RuntimeOptions, "engineOverSocket"> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "pnyx-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, "no-site"),
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://pnyx.test",
    TRUST_PROXY: "true",
    NODE_ENV: "test",
    ...env,
  });
  const runtime = await createRuntime(config, { inMemory: true, log: () => {}, ...options });
  const app = createApp(runtime.deps);
  const outboxDir = join(dataDir, "outbox");

  const outbox = async () => {
    await runtime.deps.background.idle();
    try {
      return readdirSync(outboxDir)
        .sort()
        .map((f) => readFileSync(join(outboxDir, f), "utf8"));
    } catch {
      return [];
    }
  };

  return {
    runtime,
    app,
    dataDir,
    call(target, options = {}) {
      const line = requestLine(target, options);
      const path = line.path;
      const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? "10.0.0.1", ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: RequestInit["body"];
      if (options.form) body = options.form;
      else if (line.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(line.body);
      }
      const method = options.method ?? line.method ?? (body === undefined ? "GET" : "POST");
      return app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
    },
    outbox,
    async linkFrom(to, path) {
      const mail = (await outbox()).reverse().find((m) => m.includes(`To: ${to}`));
      if (!mail) throw new Error(`no mail to ${to}`);
      // Quoted-printable may wrap long lines with "=\n".
      const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const match = new RegExp(`http://pnyx\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      if (!match) throw new Error(`no ${path} link in mail to ${to}`);
      return match[1]!;
    },
    async close() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up and verifies a member through the real endpoints; returns their session token. */
export async function createMember(ctx: TestContext, username: string, password = "correct horse battery"): Promise<string> {
  const email = `${username}@example.com`;
  const signup = await ctx.call(signupEndpoint, { body: { username, email, password }, ip: `10.1.${username.length}.${username.charCodeAt(0)}` });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const token = await ctx.linkFrom(email, "/verify-email");
  const verified = await ctx.call(verifyEmailEndpoint, { body: { token } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}
