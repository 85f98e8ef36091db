// Durability without crashes: restart with data and indexes, journal compaction into a
// snapshot, a torn or corrupt journal tail, and the dbPath lock.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import mongoose from "mongoose";
import { DbPathLockedError, startEmbeddedMongo, type EmbeddedMongoOptions } from "./index.js";
import { JOURNAL_FILE } from "./persistence.js";
import { SNAPSHOT_FILE } from "./snapshot.js";

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "pnyx-persist-"));
  dirs.push(d);
  return d;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function withDb<T>(
  opts: EmbeddedMongoOptions,
  fn: (db: mongoose.mongo.Db, mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>) => Promise<T>,
): Promise<T> {
  const mongo = await startEmbeddedMongo(opts);
  const client = await new mongoose.mongo.MongoClient(mongo.uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await fn(client.db("app"), mongo);
  } finally {
    await client.close();
    await mongo.stop();
  }
}

describe("persistence", () => {
  it("keeps documents, collections and indexes across restarts", async () => {
    const dbPath = tempDir();
    await withDb({ dbPath }, async (db) => {
      await db.collection("users").createIndex({ email: 1 }, { unique: true });
      await db.collection("users").insertMany([
        { email: "a@x", n: 1, at: new Date(5), bin: Buffer.from("hi") },
        { email: "b@x", n: 2 },
      ]);
      await db.collection("users").updateOne({ email: "a@x" }, { $inc: { n: 10 } });
      await db.collection("users").deleteOne({ email: "b@x" });
      await db.collection("empty").insertOne({ x: 1 });
      await db.collection("empty").deleteMany({});
    });
    await withDb({ dbPath }, async (db) => {
      const users = await db.collection("users").find().toArray();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: "a@x", n: 11, at: new Date(5) });
      expect(Buffer.from(users[0]!.bin.buffer).toString()).toBe("hi");
      await expect(db.collection("users").insertOne({ email: "a@x" })).rejects.toMatchObject({ code: 11000 });
      const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(["empty", "users"]);
    });
  });

  it("replays the journal when no snapshot was written and compacts when it grows", async () => {
    const dbPath = tempDir();
    await withDb({ dbPath, journalLimitBytes: 20_000 }, async (db, mongo) => {
      for (let i = 0; i < 40; i++) await db.collection("log").insertMany(Array.from({ length: 10 }, (_, j) => ({ i, j, pad: "x".repeat(50) })));
      expect(mongo.stats().snapshots).toBeGreaterThan(0);
      expect(mongo.stats().journalBytes).toBeLessThan(20_000 + 2_000);
    });
    expect(fs.existsSync(path.join(dbPath, SNAPSHOT_FILE))).toBe(true);
    await withDb({ dbPath }, async (db) => {
      expect(await db.collection("log").countDocuments()).toBe(400);
    });
  });

  it("ignores a torn last record and a corrupt tail", async () => {
    // Journal copies taken while the engine runs stand for the disk state after a crash.
    const opts = { snapshotIntervalMs: 0, journalLimitBytes: 1 << 30 };
    const live = tempDir();
    const journalOf = (dir: string) => path.join(dir, JOURNAL_FILE);
    let five = Buffer.alloc(0);
    let six = Buffer.alloc(0);
    await withDb({ ...opts, dbPath: live }, async (db) => {
      for (let i = 0; i < 5; i++) await db.collection("t").insertOne({ i });
      five = fs.readFileSync(journalOf(live));
      await db.collection("t").insertOne({ i: 5, more: "x".repeat(100) });
      six = fs.readFileSync(journalOf(live));
    });
    expect(six.length).toBeGreaterThan(five.length + 100);
    const ids = async (dbPath: string) => withDb({ ...opts, dbPath }, async (db) => (await db.collection("t").find().toArray()).map((d) => d.i));

    const torn = tempDir();
    fs.writeFileSync(journalOf(torn), six.subarray(0, five.length + Math.floor((six.length - five.length) / 2)));
    expect(await ids(torn)).toEqual([0, 1, 2, 3, 4]);

    const corrupt = tempDir();
    const flipped = Buffer.from(six);
    flipped[flipped.length - 20] = flipped[flipped.length - 20]! ^ 0xff;
    fs.writeFileSync(journalOf(corrupt), flipped);
    expect(await ids(corrupt)).toEqual([0, 1, 2, 3, 4]);

    const intact = tempDir();
    fs.writeFileSync(journalOf(intact), six);
    expect(await ids(intact)).toEqual([0, 1, 2, 3, 4, 5]);

    // After recovery from a torn tail, new writes land after the last good record.
    const resumed = tempDir();
    fs.writeFileSync(journalOf(resumed), Buffer.concat([five, Buffer.from([1, 2, 3])]));
    await withDb({ ...opts, dbPath: resumed }, async (db) => {
      await db.collection("t").insertOne({ i: 99 });
    });
    expect(await ids(resumed)).toEqual([0, 1, 2, 3, 4, 99]);
  });

  it("refuses a second engine on the same dbPath with a clear error", async () => {
    const dbPath = tempDir();
    const first = await startEmbeddedMongo({ dbPath });
    await expect(startEmbeddedMongo({ dbPath })).rejects.toThrow(DbPathLockedError);
    await expect(startEmbeddedMongo({ dbPath })).rejects.toThrow(/already in use|locked/);
    await first.stop();
    const second = await startEmbeddedMongo({ dbPath });
    await second.stop();
  });

  it("acknowledges concurrent writes through group commit", async () => {
    const dbPath = tempDir();
    await withDb({ dbPath }, async (db, mongo) => {
      const before = mongo.stats().journalRecords;
      await Promise.all(Array.from({ length: 200 }, (_, i) => db.collection("c").insertOne({ i })));
      expect(mongo.stats().journalRecords - before).toBe(200);
      expect(await db.collection("c").countDocuments()).toBe(200);
    });
    await withDb({ dbPath }, async (db) => expect(await db.collection("c").countDocuments()).toBe(200));
  });
});
