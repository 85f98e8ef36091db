// $collStats (what mongosh's db.coll.stats() runs) and $merge's duplicate-key
// error in MongoDB's shape (issue 35), through the real driver.
import type { mongo } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;

beforeAll(async () => {
  h = await openHarness("catalog");
  db = h.conn.getClient().db("catalog");
  await db.collection("c").insertMany([
    { _id: 1 as never, x: "a" },
    { _id: 2 as never, x: "b" },
  ]);
  await db.collection("c").createIndex({ x: 1 }, { unique: true });
});

afterAll(async () => {
  await h.close();
});

describe("$collStats", () => {
  it("answers storage stats, counts and latency as mongosh's stats() asks for them", async () => {
    const [stats] = await db
      .collection("c")
      .aggregate([{ $collStats: { storageStats: { scale: 1 }, count: {}, latencyStats: {} } }])
      .toArray();
    expect(stats).toMatchObject({
      ns: "catalog.c",
      count: 2,
      storageStats: { count: 2, nindexes: 2, scaleFactor: 1, capped: false },
      latencyStats: { reads: { ops: 0 } },
    });
    const { size, indexSizes, totalIndexSize, totalSize } = stats!.storageStats;
    expect(size).toBeGreaterThan(0);
    // Two entries each: an _id key (a number) and an x key (a string), with their record ids.
    expect(indexSizes._id_).toBeGreaterThan(0);
    expect(indexSizes.x_1).toBeGreaterThan(0);
    expect(totalIndexSize).toBe(indexSizes._id_ + indexSizes.x_1);
    expect(totalSize).toBe(size + totalIndexSize);
  });

  it("must be the first stage: 40602; an unknown option: 40415", async () => {
    await expect(
      db
        .collection("c")
        .aggregate([{ $match: {} }, { $collStats: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40602 });
    await expect(
      db
        .collection("c")
        .aggregate([{ $collStats: { frobnicate: {} } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40415 });
  });
});

describe("$merge whenMatched: fail", () => {
  it("answers MongoDB's duplicate-key error: E11000 text, keyPattern and keyValue", async () => {
    await db.collection("target").insertOne({ _id: 1 as never, x: "old" });
    const error = await db
      .collection("c")
      .aggregate([{ $merge: { into: "target", whenMatched: "fail" } }])
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 1 } });
    expect((error as Error).message).toContain("E11000 duplicate key error collection: catalog.target index: _id_ dup key: { _id: 1 }");
  });
});
