// configureFailPoint's failCommand (issue 35): how a client is tested against server errors, and
// $listLocalSessions listing the sessions seen, through the real driver.
import mongoose, { type mongo } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./test-support/harness.js";

let h: Harness;
let admin: mongo.Db;
let db: mongo.Db;

beforeAll(async () => {
  h = await openHarness("failpoints");
  admin = h.conn.getClient().db("admin");
  db = h.conn.getClient().db("failpoints");
  await db.collection("c").insertOne({ _id: 1 as never, x: 0 });
});

afterAll(async () => {
  await h.close();
});

describe("failCommand", () => {
  it("fails the chosen command the given number of times with the given code and labels, then lets it through", async () => {
    await admin.command({ configureFailPoint: "failCommand", mode: { times: 1 }, data: { failCommands: ["update"], errorCode: 8, errorLabels: ["Label"] } });
    const error = await db
      .collection("c")
      .updateOne({ _id: 1 as never }, { $set: { x: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 8 });
    expect((error as { hasErrorLabel(label: string): boolean }).hasErrorLabel("Label")).toBe(true);
    expect(await db.collection("c").findOne({ _id: 1 as never })).toEqual({ _id: 1, x: 0 });
    await db.collection("c").updateOne({ _id: 1 as never }, { $set: { x: 1 } });
    expect(await db.collection("c").findOne({ _id: 1 as never })).toEqual({ _id: 1, x: 1 });
  });

  it("alwaysOn until off; other commands pass; a write concern error rides on a success", async () => {
    await admin.command({ configureFailPoint: "failCommand", mode: "alwaysOn", data: { failCommands: ["count"], errorCode: 2 } });
    await expect(db.collection("c").estimatedDocumentCount()).rejects.toMatchObject({ code: 2 });
    await expect(db.collection("c").estimatedDocumentCount()).rejects.toMatchObject({ code: 2 });
    expect(await db.collection("c").findOne({})).not.toBeNull();
    await admin.command({ configureFailPoint: "failCommand", mode: "off" });
    expect(await db.collection("c").estimatedDocumentCount()).toBe(1);

    await admin.command({
      configureFailPoint: "failCommand",
      mode: { times: 1 },
      data: { failCommands: ["insert"], writeConcernError: { code: 91, errmsg: "Replication is being shut down" } },
    });
    await expect(db.collection("c").insertOne({ _id: 2 as never })).rejects.toMatchObject({ code: 91 });
    expect(await db.collection("c").countDocuments({ _id: 2 as never })).toBe(1);
  });

  it("closeConnection: the connection closes instead of an answer, a network error to the driver; the next command goes through", async () => {
    const client = await new mongoose.mongo.MongoClient(h.mongo.uri, { retryReads: false }).connect();
    try {
      await admin.command({ configureFailPoint: "failCommand", mode: { times: 1 }, data: { failCommands: ["count"], closeConnection: true } });
      const c = client.db("failpoints").collection("c");
      const error = await c.estimatedDocumentCount().catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: "MongoNetworkError" });
      expect(await c.estimatedDocumentCount()).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it("refuses what it does not implement", async () => {
    await expect(admin.command({ configureFailPoint: "failCommand", mode: "alwaysOn", data: { failCommands: ["find"], appName: "x" } })).rejects.toMatchObject({
      code: 2,
    });
    await expect(admin.command({ configureFailPoint: "somethingElse", mode: "alwaysOn" })).rejects.toMatchObject({ code: 2 });
  });
});

describe("$listLocalSessions", () => {
  it("lists the sessions seen, with their last use", async () => {
    const session = h.conn.getClient().startSession();
    await db.collection("c").findOne({}, { session });
    const sessions = await db.aggregate([{ $listLocalSessions: {} }]).toArray();
    const id = (session.id as { id: { toString(encoding: string): string } }).id.toString("hex");
    expect(sessions.some((s) => s._id.id.toString("hex") === id && s.lastUse instanceof Date)).toBe(true);
    await session.endSession();
  });
});
