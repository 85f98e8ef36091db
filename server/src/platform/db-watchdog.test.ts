import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { openDatabase, type Database } from "./db";
import { createDbWatchdog, REBUILD_AFTER_MS, UNREACHABLE_AFTER_MS } from "./db-watchdog";

describe("the database watchdog", () => {
  it("says unreachable once pings fail long enough, rebuilds the client when they keep failing, and recovers", async () => {
    let at = 0;
    let up = true;
    let rebuilds = 0;
    const watchdog = createDbWatchdog({
      ping: () => (up ? Promise.resolve() : Promise.reject(new Error("connect ECONNREFUSED"))),
      rebuild: async () => {
        rebuilds++;
      },
      now: () => at,
      log: () => {},
    });
    try {
      await watchdog.check();
      expect(watchdog.unreachable()).toBe(false);
      up = false;
      await watchdog.check();
      at += UNREACHABLE_AFTER_MS - 1;
      await watchdog.check();
      expect(watchdog.unreachable()).toBe(false);
      at += 1;
      expect(watchdog.unreachable()).toBe(true);
      expect(rebuilds).toBe(0);
      at = REBUILD_AFTER_MS;
      await watchdog.check();
      expect(rebuilds).toBe(1);
      // Still failing: not rebuilt again at once, but after as long again.
      at += 1_000;
      await watchdog.check();
      expect(rebuilds).toBe(1);
      at += REBUILD_AFTER_MS;
      await watchdog.check();
      expect(rebuilds).toBe(2);
      up = true;
      await watchdog.check();
      expect(watchdog.unreachable()).toBe(false);
    } finally {
      watchdog.stop();
    }
  });
});

describe("a database process killed and restarted", () => {
  const ROOT = join(import.meta.dir, "../../..");
  const dbPath = mkdtempSync(join(tmpdir(), "pnyx-watchdog-"));
  let engine: Subprocess | null = null;
  let db: Database | null = null;
  afterAll(async () => {
    await db?.close().catch(() => {});
    engine?.kill(9);
    rmSync(dbPath, { recursive: true, force: true });
  });

  /** The engine as its own process (the CLI), as an operator runs it; resolves with its URI. */
  async function startEngine(port: number): Promise<string> {
    const child = Bun.spawn([process.execPath, "packages/embedded-mongo/src/cli.ts", "--dbpath", dbPath, "--port", String(port)], {
      cwd: ROOT,
      stdout: "pipe",
      stderr: "pipe",
    });
    engine = child;
    const reader = child.stdout.getReader();
    let out = "";
    while (!/listening on (\S+)/.test(out)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`engine did not start: ${out}${await new Response(child.stderr).text()}`);
      out += new TextDecoder().decode(value);
    }
    return /listening on (\S+)/.exec(out)![1]!;
  }
  const until = async (check: () => boolean | Promise<boolean>, what: string, ms: number) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await Bun.sleep(100);
    }
  };
  const works = () =>
    db!.connection
      .db!.collection("probe")
      .findOne({})
      .then(
        () => true,
        () => false,
      );

  it("is told unreachable while it is down, and is used again once it is back, without a restart of ours", async () => {
    const uri = await startEngine(0);
    const port = Number(new URL(uri).port);
    db = await openDatabase({ mongodbUri: uri, log: () => {} });
    await db.connection.db!.collection("probe").insertOne({ at: 1 });
    expect(db.state()).toBe("connected");

    engine!.kill(9);
    await engine!.exited;
    await until(() => db!.state() === "disconnected", "the database to be told unreachable", 10_000);

    await startEngine(port);
    await until(works, "a query to succeed again", 25_000);
    await until(() => db!.state() === "connected", "health to say connected", 5_000);
    expect(await db.connection.db!.collection("probe").countDocuments()).toBe(1);
    // What the watchdog does to a client stuck after such a restart: the same connection (and models) work after it.
    await db.rebuild();
    expect(await db.connection.db!.collection("probe").countDocuments()).toBe(1);
    // Through mongoose's own collection too (what the models use): a forced close would leave it refusing.
    expect(await db.connection.collection("probe").countDocuments()).toBe(1);
    expect(db.state()).toBe("connected");
  }, 45_000);
});
