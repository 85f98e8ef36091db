// Read-only views (issue 35): reads run the view's pipeline first (views over views too), writes
// and indexes are refused with MongoDB's codes, definitions survive a restart. Through the real driver.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { mongo } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;
const dir = mkdtempSync(join(tmpdir(), "views-"));

beforeAll(async () => {
  h = await openHarness("views", { dbPath: dir });
  db = h.conn.getClient().db("views");
  await db.collection("people").insertMany([
    { _id: 1 as never, name: "Ann", age: 34, city: "Oslo" },
    { _id: 2 as never, name: "Bob", age: 17, city: "Rome" },
    { _id: 3 as never, name: "Cem", age: 51, city: "Oslo" },
  ]);
  await db.createCollection("adults", { viewOn: "people", pipeline: [{ $match: { age: { $gte: 18 } } }] });
  await db.createCollection("adultNames", { viewOn: "adults", pipeline: [{ $project: { _id: 0, name: 1, city: 1 } }] });
});

afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusedOnView = (ns: string) => ({ code: 166, message: `Namespace views.${ns} is a view, not a collection` });

describe("reading a view", () => {
  it("find (filter, sort, skip, limit, projection), count, distinct and aggregate see the view's documents", async () => {
    const adults = db.collection("adults");
    expect(await adults.find({}, { sort: { age: -1 } }).toArray()).toEqual([
      { _id: 3, name: "Cem", age: 51, city: "Oslo" },
      { _id: 1, name: "Ann", age: 34, city: "Oslo" },
    ]);
    expect(await adults.find({ city: "Oslo" }, { sort: { age: 1 }, skip: 1, limit: 1, projection: { name: 1, _id: 0 } }).toArray()).toEqual([{ name: "Cem" }]);
    expect(await adults.countDocuments()).toBe(2);
    expect(await adults.estimatedDocumentCount()).toBe(2);
    expect(await adults.distinct("city")).toEqual(["Oslo"]);
    expect(await adults.aggregate([{ $group: { _id: "$city", n: { $sum: 1 } } }]).toArray()).toEqual([{ _id: "Oslo", n: 2 }]);
  });

  it("a view over a view runs both pipelines, the inner first; $lookup from a view reads what it shows", async () => {
    expect(await db.collection("adultNames").find().sort({ name: 1 }).toArray()).toEqual([
      { name: "Ann", city: "Oslo" },
      { name: "Cem", city: "Oslo" },
    ]);
    const joined = await db
      .collection("people")
      .aggregate([{ $match: { city: "Rome" } }, { $lookup: { from: "adults", localField: "age", foreignField: "age", as: "adultOfSameAge" } }])
      .toArray();
    expect(joined[0]?.adultOfSameAge).toEqual([]);
    const oslo = await db
      .collection("people")
      .aggregate([{ $match: { _id: 1 } }, { $lookup: { from: "adults", localField: "city", foreignField: "city", as: "adultsThere" } }])
      .toArray();
    expect(oslo[0]?.adultsThere.map((p: { name: string }) => p.name)).toEqual(["Ann", "Cem"]);
  });

  it("listCollections shows views as views; a view's collation cannot be overridden", async () => {
    const infos = await db.listCollections({ name: "adults" }).toArray();
    expect(infos).toEqual([
      { name: "adults", type: "view", options: { viewOn: "people", pipeline: [{ $match: { age: { $gte: 18 } } }] }, info: { readOnly: true } },
    ]);
    await expect(db.collection("adults").find().collation({ locale: "en", strength: 2 }).toArray()).rejects.toMatchObject({ code: 167 });
  });
});

describe("what a view refuses", () => {
  it("writes, indexes and stats answer 166 and change nothing", async () => {
    const adults = db.collection("adults");
    await expect(adults.insertOne({ name: "Dan", age: 40 })).rejects.toMatchObject(refusedOnView("adults"));
    await expect(adults.updateMany({}, { $set: { x: 1 } })).rejects.toMatchObject(refusedOnView("adults"));
    await expect(adults.deleteMany({})).rejects.toMatchObject(refusedOnView("adults"));
    await expect(adults.findOneAndDelete({})).rejects.toMatchObject(refusedOnView("adults"));
    await expect(adults.createIndex({ name: 1 })).rejects.toMatchObject(refusedOnView("adults"));
    await expect(adults.listIndexes().toArray()).rejects.toMatchObject(refusedOnView("adults"));
    expect(await db.collection("people").countDocuments()).toBe(3);
  });

  it("a definition with $out, options a view has not, or a collation are refused", async () => {
    await expect(db.createCollection("bad1", { viewOn: "people", pipeline: [{ $out: "x" }] })).rejects.toMatchObject({ code: 167 });
    await expect(db.createCollection("bad2", { viewOn: "people", pipeline: [], validator: { a: 1 } })).rejects.toMatchObject({ code: 72 });
    await expect(db.createCollection("bad3", { viewOn: "people", pipeline: [], collation: { locale: "en" } })).rejects.toMatchObject({ code: 2 });
    await expect(db.createCollection("bad4", { viewOn: "bad4", pipeline: [] })).rejects.toMatchObject({ code: 93 });
    await expect(db.command({ collMod: "adults", viewOn: "adultNames", pipeline: [] })).rejects.toMatchObject({ code: 93 });
    await expect(db.command({ collMod: "adults", viewOn: "people", pipeline: [], collation: { locale: "en" } })).rejects.toMatchObject({ code: 72 });
    expect((await db.listCollections({ name: /^bad/ }).toArray()).length).toBe(0);
  });
});

describe("changing and keeping views", () => {
  it("collMod changes a view's pipeline; drop removes it; definitions survive a restart", async () => {
    await db.command({ collMod: "adults", viewOn: "people", pipeline: [{ $match: { age: { $gte: 50 } } }] });
    expect(await db.collection("adults").countDocuments()).toBe(1);
    await db.createCollection("scratch", { viewOn: "people", pipeline: [] });
    expect(await db.collection("scratch").drop()).toBe(true);
    await h.close();
    h = await openHarness("views", { dbPath: dir });
    db = h.conn.getClient().db("views");
    expect(await db.collection("adults").countDocuments()).toBe(1);
    expect(await db.collection("adultNames").countDocuments()).toBe(1);
    expect((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual(["adultNames", "adults", "people"]);
  });
});
