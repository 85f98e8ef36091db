// What the wrk benchmarks share: a server started in its own process (so its CPU can be read from
// /proc), wrk runs with their req/s, p99 and non-2xx answers, and server CPU per request.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const DURATION = process.env.BENCH_DURATION ?? "10s";
export const CONNECTIONS = 64;
const CLK_TCK = 100;

/** Starts `script` under bun with the source conditions; resolves with the line it prints starting with "ready". */
export function start(script: string, args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("bun", ["--conditions=@pnyx/source", script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("ready"));
      if (line) resolve({ child, line });
    });
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
}

/** What a bench server prints once it has forgotten its voters' write counts. */
export const WRITE_LIMITS_CLEARED = "write limits cleared";

/**
 * Asks a bench server (api-server.ts, started with voters) to forget its voters' write counts, and
 * waits until it has: a mixed row then starts as if it ran minutes after the last one.
 */
export function clearWriteLimits(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      if (!String(chunk).includes(WRITE_LIMITS_CLEARED)) return;
      child.stdout!.off("data", onData);
      resolve();
    };
    child.stdout!.on("data", onData);
    child.kill("SIGUSR2");
  });
}

/** utime + stime, in ms, from a /proc stat file. */
function statCpuMs(path: string): number {
  const fields = readFileSync(path, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** utime + stime of a process and its threads, in ms. */
export const cpuMs = (pid: number): number => statCpuMs(`/proc/${pid}/stat`);

/**
 * utime + stime of a process's main thread only, in ms: the JavaScript that serves requests,
 * without the JIT compiler's and the garbage collector's helper threads (which a server that has
 * run a while mostly no longer needs, and which vary most from run to run).
 */
export const mainThreadCpuMs = (pid: number): number => statCpuMs(`/proc/${pid}/task/${pid}/stat`);

/** A wrk script that posts one JSON body. */
export const fixedBody = (body: string) => `wrk.method = "POST"\nwrk.body = '${body}'\nwrk.headers["Content-Type"] = "application/json"\n`;

export interface WrkResult {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
}

export function wrk(url: string, lua: string): Promise<WrkResult> {
  const script = join(tmpdir(), `pnyx-wrk-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(script, lua);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}`, "--latency", "-s", script, url]);
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.once("error", reject);
    child.once("exit", () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
      const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
      const p99 = p99raw ? Number(p99raw[1]) * (p99raw[2] === "us" ? 0.001 : p99raw[2] === "s" ? 1000 : 1) : NaN;
      const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      if (non2xx) console.error(`  ! ${non2xx} non-2xx answers for ${url}`);
      resolve({ rps, p99, requests, non2xx });
    });
  });
}

export type Measured = WrkResult & { cpuPerRequest: number; mainThreadCpuPerRequest: number };

/** A wrk run with the server's CPU over it, per request: all its threads, and its main thread. */
export async function measure(pid: number, url: string, lua: string): Promise<Measured> {
  const before = cpuMs(pid);
  const mainBefore = mainThreadCpuMs(pid);
  const result = await wrk(url, lua);
  const cpu = cpuMs(pid) - before;
  const main = mainThreadCpuMs(pid) - mainBefore;
  return { ...result, cpuPerRequest: result.requests ? cpu / result.requests : NaN, mainThreadCpuPerRequest: result.requests ? main / result.requests : NaN };
}

export const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");

/** The bare Elysia route of api-server.ts, measured: every ratio's base. */
export async function measureBare(): Promise<Measured> {
  const bare = await start(join(import.meta.dir, "api-server.ts"), ["bare"], { PORT: "4710" });
  const result = await measure(bare.child.pid!, "http://127.0.0.1:4710/api/bare", fixedBody("{}"));
  bare.child.kill();
  return result;
}
