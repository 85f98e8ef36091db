import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A real redis-server (Debian's package; .ci/run installs it) on a free loopback port, without persistence. */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "redis-server";
/** Whether redis-server can be started here (CI always can: tests that need it fail there rather than skip). */
export const hasRedisServer = spawnSync(REDIS_SERVER, ["--version"]).status === 0 || process.env.CI === "true";

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on `port` (a free one by default; a stopped server's to restart it in place). */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited ${code}: ${out}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
