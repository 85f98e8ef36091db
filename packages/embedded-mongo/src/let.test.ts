// A command's `let` (issue 35): variables its filters, updates and pipelines read as $$name, through
// the real driver, as MongoDB 7.0 answers them.
import type { mongo } from "mongoose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;
const coll = () => db.collection<{ _id: number; x: number; tag?: string }>("c");

beforeAll(async () => {
  h = await openHarness("letvars");
  db = h.conn.getClient().db("letvars");
});

beforeEach(async () => {
  await coll().deleteMany({});
  await coll().insertMany([
    { _id: 1, x: 10 },
    { _id: 2, x: 20 },
    { _id: 3, x: 30 },
  ]);
});

afterAll(async () => {
  await h.close();
});

describe("let", () => {
  it("find reads a variable in $expr", async () => {
    expect(
      await coll()
        .find({ $expr: { $eq: ["$_id", "$$id"] } }, { let: { id: 2 } })
        .toArray(),
    ).toEqual([{ _id: 2, x: 20 }]);
  });

  it("evaluates each value once as an expression", async () => {
    expect(
      await coll()
        .find({ $expr: { $gt: ["$x", "$$least"] } }, { let: { least: { $add: [10, 5] } } })
        .toArray(),
    ).toEqual([
      { _id: 2, x: 20 },
      { _id: 3, x: 30 },
    ]);
  });

  it("refuses a variable nothing defines with 17276", async () => {
    await expect(
      coll()
        .find({ $expr: { $eq: ["$_id", "$$missing"] } })
        .toArray(),
    ).rejects.toMatchObject({
      code: 17276,
      message: "Use of undefined variable: missing",
    });
    await expect(
      coll()
        .find({ $expr: { $eq: ["$_id", "$$missing"] } }, { let: { id: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 17276 });
  });

  it("a variable bound inside the expression ($map's as) is not undefined", async () => {
    const found = await coll()
      .find({ $expr: { $in: [20, { $map: { input: [1, 2], as: "k", in: { $multiply: ["$$k", "$$ten"] } } }] } }, { let: { ten: 10 } })
      .toArray();
    expect(found).toHaveLength(3);
  });

  it("updates, deletes and findAndModify read it in their filters and pipeline updates", async () => {
    await coll().updateOne({ $expr: { $eq: ["$_id", "$$id"] } }, [{ $set: { tag: "$$label" } }], { let: { id: 1, label: "first" } });
    expect(await coll().findOne({ _id: 1 })).toEqual({ _id: 1, x: 10, tag: "first" });
    await coll().deleteOne({ $expr: { $eq: ["$x", "$$x"] } }, { let: { x: 30 } });
    expect(await coll().countDocuments()).toBe(2);
    const before = await coll().findOneAndUpdate({ $expr: { $eq: ["$_id", "$$id"] } }, { $set: { tag: "second" } }, { let: { id: 2 } });
    expect(before).toEqual({ _id: 2, x: 20 });
    expect(await coll().findOne({ _id: 2 })).toEqual({ _id: 2, x: 20, tag: "second" });
  });

  it("aggregate reads it in $match and later stages", async () => {
    const out = await coll()
      .aggregate([{ $match: { $expr: { $gte: ["$x", "$$from"] } } }, { $project: { _id: 1, scaled: { $multiply: ["$x", "$$factor"] } } }], {
        let: { from: 20, factor: 2 },
      })
      .toArray();
    expect(out).toEqual([
      { _id: 2, scaled: 40 },
      { _id: 3, scaled: 60 },
    ]);
  });
});
