// Crash safety: an engine in a child process is SIGKILLed at random points while clients
// write; after every restart each acknowledged write must be present and no write may be
// half-applied (batches are all-or-nothing, multi-field updates stay consistent).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import mongoose from "mongoose";

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-support", "crash-child.mjs");
const CYCLES = 22;
const BATCH = 20;

const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), "pnyx-crash-"));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGKILL");
  fs.rmSync(dbPath, { recursive: true, force: true });
});

function startChild(): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [CHILD, dbPath], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    proc.stdout!.on("data", (d) => {
      out += d;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.stderr!.on("data", (d) => (err += d));
    proc.on("exit", (code) => reject(new Error(`child exited early (${code}): ${err}`)));
  });
}

function killChild(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once("exit", () => resolve());
    proc.kill("SIGKILL");
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(`survives ${CYCLES} SIGKILLs without losing acknowledged writes or applying half of one`, async () => {
  const ackedBatches = new Set<number>();
  let attemptedBatches = 0;
  let ackedVersion = 0;
  let attemptedVersion = 0;
  const started = Date.now();

  async function verify(db: mongoose.mongo.Db): Promise<void> {
    const groups = await db
      .collection("batches")
      .aggregate<{ _id: number; n: number; ks: number[] }>([{ $group: { _id: "$batch", n: { $sum: 1 }, ks: { $addToSet: "$k" } } }])
      .toArray();
    const present = new Map(groups.map((g) => [g._id, g]));
    for (const g of groups) {
      expect(g.n, `batch ${g._id} is half-applied`).toBe(BATCH);
      expect(g.ks).toHaveLength(BATCH);
      expect(g._id).toBeLessThan(attemptedBatches);
    }
    for (const b of ackedBatches) expect(present.has(b), `acknowledged batch ${b} lost`).toBe(true);
    const counter = await db.collection<{ _id: string; a: number; b: number; c: number; history: number[] }>("counters").findOne({ _id: "c" });
    if (ackedVersion > 0) expect(counter, "acknowledged counter lost").not.toBeNull();
    if (counter) {
      expect(counter.b, "multi-field update half-applied").toBe(counter.a);
      expect(counter.c).toBe(counter.a);
      expect(counter.history[counter.history.length - 1]).toBe(counter.a);
      expect(counter.a).toBeGreaterThanOrEqual(ackedVersion);
      expect(counter.a).toBeLessThanOrEqual(attemptedVersion);
    }
    expect(await db.collection("batches").countDocuments({ k: 0 })).toBe(groups.length);
  }

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const { proc, port } = await startChild();
    child = proc;
    const client = await new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}`, {
      serverSelectionTimeoutMS: 3000,
      maxPoolSize: 4,
      retryWrites: false,
    }).connect();
    const db = client.db("crash");
    if (cycle === 0) await db.collection("batches").createIndex({ batch: 1, k: 1 }, { unique: true });
    await verify(db);

    let running = true;
    const batchWriter = (async () => {
      while (running) {
        const b = attemptedBatches++;
        const docs = Array.from({ length: BATCH }, (_, k) => ({ batch: b, k, pad: "p".repeat(100) }));
        try {
          await db.collection("batches").insertMany(docs);
          ackedBatches.add(b);
        } catch {
          return;
        }
      }
    })();
    const counterWriter = (async () => {
      while (running) {
        const v = ++attemptedVersion;
        try {
          await db
            .collection<{ _id: string }>("counters")
            .updateOne({ _id: "c" }, { $set: { a: v, b: v, c: v }, $push: { history: { $each: [v], $slice: -5 } } }, { upsert: true });
          ackedVersion = v;
        } catch {
          return;
        }
      }
    })();
    await sleep(60 + Math.floor(Math.random() * 250));
    await killChild(proc);
    running = false;
    await Promise.all([batchWriter, counterWriter]);
    await client.close(true).catch(() => undefined);
  }

  const { proc, port } = await startChild();
  child = proc;
  const client = await new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}`, { serverSelectionTimeoutMS: 3000 }).connect();
  await verify(client.db("crash"));
  // The unique index survived all of it.
  await expect(client.db("crash").collection("batches").insertOne({ batch: 0, k: 0 })).rejects.toMatchObject({ code: 11000 });
  await client.close();
  await killChild(proc);
  expect(ackedBatches.size).toBeGreaterThan(CYCLES);
  expect(ackedVersion).toBeGreaterThan(CYCLES);
  expect(Date.now() - started).toBeLessThan(85_000);
}, 120_000);
