// Nothing silently ignored (issue 35): what the engine does not know or does not implement is refused
// with MongoDB's code and a clear message, driven through the real driver.
import type { mongo } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;

beforeAll(async () => {
  h = await openHarness("refusals");
  db = h.conn.getClient().db("refusals");
  await db.collection("c").insertMany([
    { _id: 1 as never, x: "ping", n: 1 },
    { _id: 2 as never, x: "PING", n: 2 },
  ]);
});

afterAll(async () => {
  await h.close();
});

describe("unknown names get MongoDB's codes", () => {
  it("an unknown aggregation stage: 40324", async () => {
    await expect(
      db
        .collection("c")
        .aggregate([{ $frobnicate: {} }])
        .toArray(),
    ).rejects.toMatchObject({
      code: 40324,
      message: "Unrecognized pipeline stage name: '$frobnicate'",
    });
  });

  it("an unknown expression: 168; an unknown query operator: 2", async () => {
    await expect(
      db
        .collection("c")
        .aggregate([{ $project: { y: { $frobnicate: ["$x"] } } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 168 });
    await expect(
      db
        .collection("c")
        .find({ x: { $frobnicate: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2, message: "unknown operator: $frobnicate" });
  });

  it("an unknown field in a command or a statement: 40415, and nothing is written", async () => {
    await expect(db.command({ find: "c", filter: {}, frobnicate: 1 })).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'find.frobnicate' is an unknown field.",
    });
    // 7.0 has no sort in an update statement (8.0 added it): refused, not applied to some document.
    await expect(db.command({ update: "c", updates: [{ q: {}, u: { $set: { n: 9 } }, sort: { n: -1 } }] })).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'update.updates.sort' is an unknown field.",
    });
    expect(await db.collection("c").countDocuments({ n: 9 })).toBe(0);
  });
});

describe("options the engine does not implement are refused, not ignored", () => {
  it("capped and time-series collections, find's min/max and returnKey, tailable cursors: 2, and nothing is created", async () => {
    await expect(db.createCollection("capped", { capped: true, size: 4096 })).rejects.toMatchObject({
      code: 2,
      message: "create option 'capped' is not supported by the embedded engine",
    });
    await expect(db.createCollection("series", { timeseries: { timeField: "t" } })).rejects.toMatchObject({ code: 2 });
    expect(await db.listCollections({ name: { $in: ["capped", "series"] } }).toArray()).toEqual([]);
    await expect(db.collection("c").find({}).min({ n: 1 }).hint({ n: 1 }).toArray()).rejects.toMatchObject({ code: 2, message: /find's min/ });
    await expect(db.collection("c").find({}, { returnKey: true }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(db.collection("c").find({}, { tailable: true }).toArray()).rejects.toMatchObject({ code: 2 });
  });
});

describe("documents MongoDB would not store", () => {
  it("an _id holding a $-prefixed field: 52", async () => {
    await expect(db.collection("ids").insertOne({ _id: { $a: 1 } as never })).rejects.toMatchObject({
      code: 52,
      message: "_id fields may not contain '$'-prefixed fields: $a is not valid for storage.",
    });
    expect(await db.collection("ids").countDocuments()).toBe(0);
  });
});
