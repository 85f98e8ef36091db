// Collations (issue 35): locale-aware comparison for find, sort, count, distinct, update, delete,
// findAndModify and aggregate; collection defaults; indexes with a collation (unique ones too,
// and after a restart); what is refused under one. Through the real driver.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { mongo } from "mongoose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;
const dir = mkdtempSync(join(tmpdir(), "collation-"));

const caseless = { locale: "en_US", strength: 2 };
const baseLetters = { locale: "fr", strength: 1 };

beforeAll(async () => {
  h = await openHarness("collation", { dbPath: dir });
  db = h.conn.getClient().db("collation");
});

afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a command's collation", () => {
  let c: mongo.Collection;
  beforeEach(async () => {
    c = db.collection("words");
    await c.deleteMany({});
    await c.insertMany([
      { _id: 1 as never, x: "ping" },
      { _id: 2 as never, x: "PING" },
      { _id: 3 as never, x: "pong" },
      { _id: 4 as never, x: "café" },
      { _id: 5 as never, x: "Cafe" },
      { _id: 6 as never, x: 11 },
    ]);
  });

  const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);

  it("find: strength 2 ignores case, strength 1 accents too; the simple collation neither", async () => {
    expect(ids(await c.find({ x: "PING" }).collation(caseless).toArray())).toEqual([1, 2]);
    expect(ids(await c.find({ x: "cafe" }).collation(caseless).toArray())).toEqual([5]);
    expect(ids(await c.find({ x: "CAFE" }).collation(baseLetters).toArray())).toEqual([4, 5]);
    expect(ids(await c.find({ x: "PING" }).collation({ locale: "simple" }).toArray())).toEqual([2]);
    expect(ids(await c.find({ x: "PING" }).toArray())).toEqual([2]);
  });

  it("find: $in, $ne, $nin, ranges and $expr compare under it; numbers stay numbers", async () => {
    expect(
      ids(
        await c
          .find({ x: { $in: ["PONG", "CAFE"] } })
          .collation(baseLetters)
          .toArray(),
      ),
    ).toEqual([3, 4, 5]);
    expect(
      ids(
        await c
          .find({ x: { $nin: ["ping", 11] } })
          .collation(caseless)
          .toArray(),
      ),
    ).toEqual([3, 4, 5]);
    expect(
      ids(
        await c
          .find({ x: { $ne: "Ping" } })
          .collation(caseless)
          .toArray(),
      ),
    ).toEqual([3, 4, 5, 6]);
    // "Cafe" < "café" < "ping" < "PING"? Under en_US strength 2, "PING" equals "ping": both are >= "Ping".
    expect(
      ids(
        await c
          .find({ x: { $gte: "Ping", $lt: "pz" } })
          .collation(caseless)
          .toArray(),
      ),
    ).toEqual([1, 2, 3]);
    expect(
      ids(
        await c
          .find({ $expr: { $eq: ["$x", "PONG"] } })
          .collation(caseless)
          .toArray(),
      ),
    ).toEqual([3]);
    expect(
      ids(
        await c
          .find({ x: { $gt: 10 } })
          .collation(caseless)
          .toArray(),
      ),
    ).toEqual([6]);
  });

  it("sort follows the locale; equal strings keep their order", async () => {
    const sorted = await c
      .find({ x: { $type: "string" } })
      .sort({ x: 1, _id: 1 })
      .collation(caseless)
      .toArray();
    expect(sorted.map((d) => d.x)).toEqual(["Cafe", "café", "ping", "PING", "pong"]);
    const binary = await c
      .find({ x: { $type: "string" } })
      .sort({ x: 1 })
      .toArray();
    expect(binary.map((d) => d.x)).toEqual(["Cafe", "PING", "café", "ping", "pong"]);
    const swedish = db.collection("swedish");
    await swedish.insertMany([{ w: "z" }, { w: "ä" }, { w: "a" }]);
    expect((await swedish.find().sort({ w: 1 }).collation({ locale: "sv" }).toArray()).map((d) => d.w)).toEqual(["a", "z", "ä"]);
    expect((await swedish.find().sort({ w: 1 }).collation({ locale: "de" }).toArray()).map((d) => d.w)).toEqual(["a", "ä", "z"]);
  });

  it("numericOrdering compares digits as numbers", async () => {
    const files = db.collection("files");
    await files.insertMany([{ f: "file10" }, { f: "file9" }, { f: "file100" }]);
    const sorted = await files.find().sort({ f: 1 }).collation({ locale: "en", numericOrdering: true }).toArray();
    expect(sorted.map((d) => d.f)).toEqual(["file9", "file10", "file100"]);
  });

  it("count and distinct", async () => {
    expect(await c.countDocuments({ x: "ping" }, { collation: caseless })).toBe(2);
    expect(await c.countDocuments({ x: "ping" })).toBe(1);
    // One value per equal set, the first met standing for it.
    expect(await c.distinct("x", { x: { $type: "string" } }, { collation: baseLetters })).toEqual(["café", "ping", "pong"]);
    expect(await c.distinct("x", { x: { $type: "string" } })).toHaveLength(5);
  });

  it("update, delete and findAndModify touch the documents equal under it", async () => {
    const updated = await c.updateMany({ x: "Ping" }, { $set: { seen: true } }, { collation: caseless });
    expect(updated).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const found = await c.findOneAndUpdate({ x: "CAFE" }, { $set: { x: "tea" } }, { collation: baseLetters, sort: { x: -1 }, returnDocument: "before" });
    expect(found).toMatchObject({ _id: 4, x: "café" });
    expect((await c.deleteMany({ x: "PONG" }, { collation: caseless })).deletedCount).toBe(1);
    expect((await c.deleteOne({ x: "PONG" })).deletedCount).toBe(0);
    expect(ids(await c.find({ seen: true }).toArray())).toEqual([1, 2]);
  });

  it("an upsert under it inserts only when nothing is equal", async () => {
    const r = await c.updateOne({ x: "PONG" }, { $set: { y: 1 } }, { upsert: true, collation: caseless });
    expect(r).toMatchObject({ matchedCount: 1, upsertedCount: 0 });
    expect(await c.countDocuments()).toBe(6);
  });

  it("aggregate: $match, $sort and expressions compare under it; countDocuments' $group is taken", async () => {
    const out = await c
      .aggregate(
        [
          { $match: { x: { $in: ["PING", "CAFE"] } } },
          { $sort: { x: -1, _id: 1 } },
          { $project: { x: 1, isPing: { $eq: ["$x", "Ping"] }, order: { $cmp: ["$x", "PING"] } } },
        ],
        { collation: caseless },
      )
      .toArray();
    expect(out).toEqual([
      { _id: 1, x: "ping", isPing: true, order: 0 },
      { _id: 2, x: "PING", isPing: true, order: 0 },
      { _id: 5, x: "Cafe", isPing: false, order: -1 },
    ]);
  });
});

describe("a collection's default collation and indexes with a collation", () => {
  it("create with a collation: filled in as MongoDB shows it, applied to every operation and to its indexes", async () => {
    const tags = await db.createCollection("tags", { collation: caseless });
    const [info] = await db.listCollections({ name: "tags" }).toArray();
    expect((info as mongo.CollectionInfo | undefined)?.options?.collation).toEqual({
      locale: "en_US",
      caseLevel: false,
      caseFirst: "off",
      strength: 2,
      numericOrdering: false,
      alternate: "non-ignorable",
      maxVariable: "punct",
      normalization: false,
      backwards: false,
      version: "57.1",
    });
    await tags.createIndex({ name: 1 }, { unique: true });
    await tags.insertOne({ _id: "Rust" as never, name: "Rust" });
    // The _id index and the new index take the collection's collation: "rust" is a duplicate of both.
    await expect(tags.insertOne({ _id: "rust" as never, name: "other" })).rejects.toMatchObject({ code: 11000 });
    await expect(tags.insertOne({ _id: "go" as never, name: "RUST" })).rejects.toMatchObject({ code: 11000, keyPattern: { name: 1 } });
    expect(await tags.countDocuments({ name: "rust" })).toBe(1);
    // An operation may still ask for the simple collation.
    expect(await tags.countDocuments({ name: "rust" }, { collation: { locale: "simple" } })).toBe(0);
    const indexes = await tags.listIndexes().toArray();
    expect(indexes.find((i) => i.name === "name_1")?.collation).toMatchObject({ locale: "en_US", strength: 2 });
  });

  it("a unique index with a collation on a simple collection, used by queries of the same collation only", async () => {
    const users = db.collection("users");
    await users.createIndex({ email: 1 }, { unique: true, collation: caseless, name: "email_caseless" });
    await users.insertOne({ email: "Ann@Example.com" });
    await expect(users.insertOne({ email: "ann@example.com" })).rejects.toMatchObject({ code: 11000 });
    await users.insertOne({ email: "bob@example.com" });
    expect(await users.countDocuments({ email: "ANN@EXAMPLE.COM" }, { collation: caseless })).toBe(1);
    // The simple query cannot use the caseless order: it still finds exactly the binary match.
    expect(await users.countDocuments({ email: "ANN@EXAMPLE.COM" })).toBe(0);
    expect(await users.countDocuments({ email: "Ann@Example.com" })).toBe(1);
    const plan = await users.find({ email: "ANN@EXAMPLE.COM" }).collation(caseless).explain();
    expect(plan.queryPlanner.winningPlan).toMatchObject({ inputStage: { indexName: "email_caseless" } });
    const binaryPlan = await users.find({ email: "ANN@EXAMPLE.COM" }).explain();
    expect(binaryPlan.queryPlanner.winningPlan).toMatchObject({ stage: "COLLSCAN" });
    // The same key may be indexed again under another collation, by another name.
    await users.createIndex({ email: 1 }, { name: "email_binary" });
  });

  it("a collated index reads its partial filter under its collation; a validator under the collection's", async () => {
    const members = db.collection("members");
    await members.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { status: "active" }, collation: caseless, name: "active_email" });
    await members.insertOne({ email: "a@x", status: "Active" });
    await expect(members.insertOne({ email: "A@X", status: "ACTIVE" })).rejects.toMatchObject({ code: 11000 });
    await members.insertOne({ email: "a@x", status: "gone" });
    const roles = await db.createCollection("roles", { collation: caseless, validator: { role: { $in: ["admin", "editor"] } } });
    await roles.insertOne({ role: "Admin" });
    await expect(roles.insertOne({ role: "guest" })).rejects.toMatchObject({ code: 121 });
  });

  it("indexes and defaults keep their collation after a restart", async () => {
    await h.close();
    h = await openHarness("collation", { dbPath: dir });
    db = h.conn.getClient().db("collation");
    await expect(db.collection("users").insertOne({ email: "BOB@example.com" })).rejects.toMatchObject({ code: 11000 });
    await expect(db.collection("tags").insertOne({ _id: "RUST" as never, name: "x" })).rejects.toMatchObject({ code: 11000 });
    expect(await db.collection("tags").countDocuments({ name: "RUST" })).toBe(1);
  });
});

describe("what a collation refuses", () => {
  const refused = (what: string) => ({ code: 2, message: `${what} under a collation other than simple is not supported by the embedded engine` });

  it("a bad spec: unknown field 40415, no locale 40414, unknown locale and bad values 2", async () => {
    const c = db.collection("words");
    await expect(
      c
        .find({})
        .collation({ locale: "en", strenght: 2 } as never)
        .toArray(),
    ).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'collation.strenght' is an unknown field.",
    });
    await expect(
      c
        .find({})
        .collation({ strength: 2 } as never)
        .toArray(),
    ).rejects.toMatchObject({ code: 40414 });
    await expect(c.find({}).collation({ locale: "xx_YY" }).toArray()).rejects.toMatchObject({ code: 2, message: /Field 'locale' is invalid/ });
    await expect(c.find({}).collation({ locale: "en", strength: 7 }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(
      c
        .find({})
        .collation({ locale: "en", strength: "2" as never })
        .toArray(),
    ).rejects.toMatchObject({ code: 14 });
    await expect(
      c
        .find({})
        .collation({ locale: "en", caseFirst: "sideways" as never })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
    await expect(db.createCollection("bad", { collation: { locale: "nope" } })).rejects.toMatchObject({ code: 2 });
  });

  it("options Intl cannot express: backwards, maxVariable space", async () => {
    const c = db.collection("words");
    await expect(c.find({}).collation({ locale: "fr", backwards: true }).toArray()).rejects.toMatchObject({ code: 2, message: /backwards/ });
    await expect(c.find({}).collation({ locale: "en", alternate: "shifted", maxVariable: "space" }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(c.find({}).collation({ locale: "en", alternate: "shifted", strength: 4 }).toArray()).rejects.toMatchObject({ code: 2, message: /shifted/ });
    // A malformed operator is refused before any document is read, as without a collation.
    const empty = await db.createCollection("empty");
    await expect(
      empty
        .find({ x: { $in: 5 } })
        .collation(caseless)
        .toArray(),
    ).rejects.toMatchObject({ code: 2, message: "$in needs an array" });
  });

  it("grouping, joins, set operators and array updates under a collation are refused, and nothing is written", async () => {
    const c = db.collection("words");
    const before = await c.find().toArray();
    await expect(c.aggregate([{ $group: { _id: "$x", n: { $sum: 1 } } }], { collation: caseless }).toArray()).rejects.toMatchObject(
      refused("$group by a computed key"),
    );
    await expect(
      c.aggregate([{ $lookup: { from: "tags", localField: "x", foreignField: "name", as: "t" } }], { collation: caseless }).toArray(),
    ).rejects.toMatchObject(refused("$lookup"));
    await expect(c.aggregate([{ $project: { s: { $setUnion: [["$x"], ["a"]] } } }], { collation: caseless }).toArray()).rejects.toMatchObject(
      refused("$setUnion"),
    );
    await expect(
      c.aggregate([{ $group: { _id: null, first: { $top: { sortBy: { x: 1 }, output: "$x" } } } }], { collation: caseless }).toArray(),
    ).rejects.toMatchObject(refused("$top"));
    await expect(c.updateMany({}, { $addToSet: { tags: "A" } }, { collation: caseless })).rejects.toMatchObject(refused("$addToSet"));
    await expect(c.updateMany({}, { $pull: { tags: "A" } as never }, { collation: caseless })).rejects.toMatchObject(refused("$pull"));
    await expect(c.updateOne({ x: "ping" }, { $set: { "a.$[e]": 1 } }, { collation: caseless, arrayFilters: [{ e: "x" }] })).rejects.toMatchObject(
      refused("arrayFilters"),
    );
    expect(await c.find().toArray()).toEqual(before);
    // The same without a collation runs as before.
    expect(await c.aggregate([{ $group: { _id: "$x", n: { $sum: 1 } } }]).toArray()).not.toHaveLength(0);
  });
});
