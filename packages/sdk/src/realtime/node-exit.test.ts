// A script that stops watching (or closes the client) ends by itself: nothing of the SDK holds the
// process. Proven on a real process (Bun, running the SDK's source with the real socket.io-client)
// against a real socket.io server. socket.io is the server workspace's dependency, not the SDK's: the
// file is skipped when it (or Bun) is not installed. The SDK compiles without Node's types, so the
// few Node APIs used here are typed by hand.
import { LIVE_EVENTS, SOCKET_PATH } from "@pnyx/contract";
import { FIXTURE_IDS } from "@pnyx/contract/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Child {
  stdout: { on(event: "data", listener: (chunk: { toString(): string }) => void): void };
  stderr: { on(event: "data", listener: (chunk: { toString(): string }) => void): void };
  on(event: "exit", listener: (code: number | null) => void): void;
  kill(): boolean;
}
interface ChildProcesses {
  spawn(command: string, args: string[], options: { stdio: string[] }): Child;
  spawnSync(command: string, args: string[], options: { stdio: string }): { status: number | null };
}
interface HttpServer {
  listen(port: number, host: string, ready: () => void): void;
  address(): { port: number };
  close(): void;
}
interface IoSocket {
  on(event: string, listener: (...args: never[]) => void): void;
}
interface IoServer {
  on(event: "connection", listener: (socket: IoSocket) => void): void;
  close(): void;
}
type IoServerClass = new (http: HttpServer, options: { path: string }) => IoServer;

const node = <T>(name: string): Promise<T> => import(/* @vite-ignore */ name) as Promise<T>;
const { spawn, spawnSync } = await node<ChildProcesses>("node:child_process");
const { createServer } = await node<{ createServer(): HttpServer }>("node:http");
const { createRequire } = await node<{ createRequire(from: URL): (id: string) => unknown }>("node:module");

function loadSocketIoServer(): IoServerClass | null {
  try {
    const require = createRequire(new URL("../../../../server/package.json", import.meta.url));
    return (require("socket.io") as { Server: IoServerClass }).Server;
  } catch {
    return null;
  }
}
const Server = loadSocketIoServer();
const hasBun = spawnSync("bun", ["--version"], { stdio: "ignore" }).status === 0;

/** The script, run with `bun -e`: one watch, awaited, then stopped (or the client closed, or neither). */
const script = (baseUrl: string, mode: string) => `
import { createPnyxClient } from ${JSON.stringify(new URL("../client.ts", import.meta.url).pathname)};
const client = createPnyxClient({ baseUrl: ${JSON.stringify(baseUrl)} });
const stop = client.live.watchThread(${JSON.stringify(FIXTURE_IDS.article)}, {});
await stop.ready;
console.log("ready");
if (${JSON.stringify(mode)} === "stop") stop();
if (${JSON.stringify(mode)} === "close") client.close();
`;

describe.skipIf(!Server || !hasBun)("a script using the live client", () => {
  const seen: string[] = [];
  let http: HttpServer;
  let io: IoServer;
  let baseUrl = "";

  beforeAll(async () => {
    http = createServer();
    io = new (Server as IoServerClass)(http, { path: SOCKET_PATH });
    io.on("connection", (socket) => {
      seen.push("connect");
      socket.on(LIVE_EVENTS.watchArticle, (_payload: never, ack: (answer: object) => void) => {
        seen.push("watch");
        ack({ ok: true });
      });
      socket.on(LIVE_EVENTS.unwatchArticle, () => seen.push("unwatch"));
      socket.on("disconnect", (reason: string) => seen.push(`disconnect: ${reason}`));
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${http.address().port}`;
  });
  afterAll(() => {
    io?.close();
    http?.close();
  });

  /** Runs the script; resolves with its exit code and output, or with code null if it still runs after `graceMs`. */
  function run(mode: "stop" | "close" | "hold", graceMs: number) {
    const child = spawn("bun", ["--conditions=@pnyx/source", "-e", script(baseUrl, mode)], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk.toString()));
    child.stderr.on("data", (chunk) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        timer = setTimeout(() => {
          child.kill();
          resolve({ code: null, output });
        }, graceMs);
      };
      // The grace period starts once the watch is acknowledged (starting Bun on a busy machine takes a while).
      child.stdout.on("data", () => timer === undefined && output.includes("ready") && arm());
      // A script that never gets ready is not left behind either.
      const hard = setTimeout(() => child.kill(), 45_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        clearTimeout(hard);
        resolve({ code, output });
      });
    });
  }

  it("ends by itself once its only watch is stopped", { timeout: 60_000 }, async () => {
    seen.length = 0;
    const { code, output } = await run("stop", 10_000);
    expect(output).toContain("ready");
    expect(code).toBe(0);
    await expectSeen(["connect", "watch", "disconnect: client namespace disconnect"]);
  });

  it("ends by itself after client.close()", { timeout: 60_000 }, async () => {
    seen.length = 0;
    const { code, output } = await run("close", 10_000);
    expect(output).toContain("ready");
    expect(code).toBe(0);
    await expectSeen(["connect", "watch", "disconnect: client namespace disconnect"]);
  });

  it("(the control) keeps running while the watch is held", { timeout: 60_000 }, async () => {
    seen.length = 0;
    const { code, output } = await run("hold", 1500);
    expect(output).toContain("ready");
    expect(code).toBeNull();
  });

  /**
   * What the server saw. The unwatch is left out: the client sends it just before closing, and socket.io
   * drops an event whose handler would run after the same batch's disconnect (it dispatches on the next tick).
   */
  async function expectSeen(expected: string[]) {
    const deadline = Date.now() + 5000;
    const seenNow = () => seen.filter((event) => event !== "unwatch");
    while (seenNow().length < expected.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seenNow()).toEqual(expected);
  }
});
