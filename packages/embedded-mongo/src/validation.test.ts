// Collection validators (issue 35): query-style and $jsonSchema, validationLevel and
// validationAction, collMod, bypassDocumentValidation, and after a restart, through the real driver.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { mongo } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let db: mongo.Db;
const dir = mkdtempSync(join(tmpdir(), "validation-"));

beforeAll(async () => {
  h = await openHarness("validation", { dbPath: dir });
  db = h.conn.getClient().db("validation");
});

afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const refused = { code: 121, message: "Document failed validation" };

describe("validators", () => {
  it("a query-style validator refuses an insert that breaks it, and an update that would", async () => {
    const c = await db.createCollection("query", { validator: { x: { $type: "string" } } });
    await c.insertOne({ _id: 1 as never, x: "fine" });
    await expect(c.insertOne({ _id: 2 as never, x: 5 })).rejects.toMatchObject(refused);
    await expect(c.updateOne({ _id: 1 as never }, { $set: { x: 5 } })).rejects.toMatchObject(refused);
    expect(await c.find().toArray()).toEqual([{ _id: 1, x: "fine" }]);
  });

  it("a $jsonSchema validator: required, bsonType, properties, enum, bounds, additionalProperties", async () => {
    const c = await db.createCollection("schema", {
      validator: {
        $jsonSchema: {
          bsonType: "object",
          required: ["name", "age"],
          additionalProperties: false,
          properties: {
            _id: {},
            name: { bsonType: "string", minLength: 1 },
            age: { bsonType: "int", minimum: 0, maximum: 150 },
            role: { enum: ["member", "admin"] },
          },
        },
      },
    });
    await c.insertOne({ name: "Ada", age: 36, role: "admin" });
    for (const bad of [
      { name: "Ada" },
      { name: "", age: 3 },
      { name: "Ada", age: 200 },
      { name: "Ada", age: 3, role: "owner" },
      { name: "Ada", age: 3, extra: 1 },
    ]) {
      await expect(c.insertOne(bad)).rejects.toMatchObject(refused);
    }
    expect(await c.countDocuments()).toBe(1);
  });

  it("refuses a $jsonSchema keyword it does not implement when the validator is set", async () => {
    await expect(db.createCollection("odd", { validator: { $jsonSchema: { dependencies: { a: ["b"] } } } })).rejects.toMatchObject({ code: 9 });
  });

  it("validationAction warn lets it through; moderate skips documents that already failed; bypassDocumentValidation skips", async () => {
    const c = await db.createCollection("levels");
    await c.insertMany([
      { _id: 1 as never, x: 1 },
      { _id: 2 as never, x: "ok" },
    ]);
    await db.command({ collMod: "levels", validator: { x: { $type: "string" } }, validationLevel: "moderate" });
    // Already invalid: moderate lets its updates through. Valid: an update that breaks it is refused.
    await c.updateOne({ _id: 1 as never }, { $set: { y: 1 } });
    await expect(c.updateOne({ _id: 2 as never }, { $set: { x: 2 } })).rejects.toMatchObject(refused);
    await c.insertOne({ _id: 3 as never, x: 3 }, { bypassDocumentValidation: true });
    await db.command({ collMod: "levels", validationAction: "warn" });
    await c.insertOne({ _id: 4 as never, x: 4 });
    expect(await c.countDocuments()).toBe(4);
    const [info] = await db.listCollections({ name: "levels" }).toArray();
    expect(info).toMatchObject({ options: { validator: { x: { $type: "string" } }, validationLevel: "moderate", validationAction: "warn" } });
  });

  it("collMod refuses what it does not implement, and bad levels", async () => {
    await expect(db.command({ collMod: "levels", validationLevel: "sometimes" })).rejects.toMatchObject({ code: 2 });
    await expect(db.command({ collMod: "levels", index: { keyPattern: { x: 1 }, hidden: true } })).rejects.toMatchObject({ code: 2 });
  });

  it("keeps validators across a restart (the journal records collMod)", async () => {
    await h.close();
    h = await openHarness("validation", { dbPath: dir });
    db = h.conn.getClient().db("validation");
    await expect(db.collection("query").insertOne({ x: 5 })).rejects.toMatchObject(refused);
    const [info] = await db.listCollections({ name: "levels" }).toArray();
    expect(info).toMatchObject({ options: { validationAction: "warn" } });
  });
});
