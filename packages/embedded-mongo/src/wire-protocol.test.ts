// The wire protocol at byte level: legacy OP_QUERY handshake, OP_MSG kind-1 sequences,
// moreToCome, int64 cursor ids, batching, unknown commands.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Long, calculateObjectSize } from "bson";
import { startEmbeddedMongo, type EmbeddedMongo } from "./index.js";
import { RawClient, opQuery } from "./test-support/raw-client.js";
import { FrameReader } from "./frame-reader.js";
import { crc32 } from "./crc32.js";

let mongo: EmbeddedMongo;
let client: RawClient;

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await RawClient.connect(mongo.port);
});

afterAll(async () => {
  client.close();
  await mongo.stop();
});

describe("wire protocol", () => {
  it("answers the legacy OP_QUERY handshake with OP_REPLY", async () => {
    client.send(opQuery("admin.$cmd", { ismaster: 1, helloOk: true, client: { driver: { name: "raw" } } }));
    const reply = await client.next();
    expect(reply.opCode).toBe(1);
    expect(reply.numberReturned).toBe(1);
    expect(reply.doc).toMatchObject({ ok: 1, ismaster: true, helloOk: true, maxWireVersion: 21, minWireVersion: 0, logicalSessionTimeoutMinutes: 30 });
    expect(reply.doc).not.toHaveProperty("topologyVersion");
    expect(reply.doc).not.toHaveProperty("setName");
  });

  it("answers OP_MSG hello and unknown commands (59)", async () => {
    const hello = await client.command({ hello: 1, $db: "admin" });
    expect(hello).toMatchObject({ ok: 1, isWritablePrimary: true, maxWireVersion: 21 });
    const unknown = await client.command({ frobnicate: 1, $db: "admin" });
    expect(unknown).toMatchObject({ ok: 0, code: 59, codeName: "CommandNotFound" });
  });

  it("accepts kind-1 document sequences and honours moreToCome", async () => {
    const docs = Array.from({ length: 5 }, (_, i) => ({ _id: i, v: `d${i}` }));
    const r = await client.command({ insert: "seq", $db: "wire" }, { sequences: { documents: docs } });
    expect(r).toMatchObject({ ok: 1, n: 5 });
    // moreToCome (flag bit 1): fire-and-forget insert, no reply must come back.
    const { opMsg } = await import("./test-support/raw-client.js");
    client.send(opMsg({ insert: "seq", documents: [{ _id: 100 }], writeConcern: { w: 0 }, $db: "wire" }, { flags: 2 }));
    const count = await client.command({ count: "seq", $db: "wire" });
    expect(count).toMatchObject({ ok: 1, n: 6 });
  });

  it("returns int64 cursor ids and continues with getMore", async () => {
    await client.command({ insert: "big", documents: Array.from({ length: 250 }, (_, i) => ({ i })), $db: "wire" });
    const first = await client.command({ find: "big", filter: {}, batchSize: 101, $db: "wire" });
    expect(first.cursor.firstBatch).toHaveLength(101);
    // The raw client reads int64 as Long (promoteLongs: false): an int32 id would break the driver.
    const id = first.cursor.id as Long;
    expect(id._bsontype).toBe("Long");
    expect(id.isZero()).toBe(false);
    const more = await client.command({ getMore: id, collection: "big", batchSize: 100, $db: "wire" });
    expect(more.cursor.nextBatch).toHaveLength(100);
    const last = await client.command({ getMore: id, collection: "big", $db: "wire" });
    expect(last.cursor.nextBatch).toHaveLength(49);
    expect(last.cursor.id._bsontype).toBe("Long");
    expect(last.cursor.id.isZero()).toBe(true);
    const gone = await client.command({ getMore: id, collection: "big", $db: "wire" });
    expect(gone).toMatchObject({ ok: 0, code: 43 });
  });

  it("caps getMore batches near 16 MB", async () => {
    const blob = "x".repeat(1024 * 1024);
    for (let i = 0; i < 20; i++) await client.command({ insert: "huge", documents: [{ i, blob }], $db: "wire" });
    const first = await client.command({ find: "huge", filter: {}, batchSize: 0, $db: "wire" });
    const more = await client.command({ getMore: first.cursor.id, collection: "huge", $db: "wire" });
    expect(more.cursor.nextBatch.length).toBeGreaterThan(10);
    expect(more.cursor.nextBatch.length).toBeLessThan(20);
    const rest = await client.command({ getMore: first.cursor.id, collection: "huge", $db: "wire" });
    expect(more.cursor.nextBatch.length + rest.cursor.nextBatch.length).toBe(20);
  });

  it("keeps a batch of many small documents within 16 MiB, counting each array entry's key", async () => {
    // ~60-byte documents: 16 MiB of them is ~280k entries, whose array keys ("0" … "279999") and type
    // bytes add ~2 MB; a batch cut on the documents' own sizes alone overflowed the reply (10334).
    const total = 300_000;
    const pad = "x".repeat(40);
    for (let start = 0; start < total; start += 50_000) {
      const documents = Array.from({ length: 50_000 }, (_, j) => ({ _id: start + j, pad }));
      expect(await client.command({ insert: "small", documents, $db: "wire" })).toMatchObject({ ok: 1, n: 50_000 });
    }
    const first = await client.command({ find: "small", filter: {}, batchSize: 0, $db: "wire" });
    const more = await client.command({ getMore: first.cursor.id, collection: "small", $db: "wire" });
    expect(more).toMatchObject({ ok: 1 });
    expect(calculateObjectSize(more)).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(more.cursor.nextBatch.length).toBeGreaterThan(200_000);
    expect(more.cursor.nextBatch.length).toBeLessThan(total);
    const rest = await client.command({ getMore: first.cursor.id, collection: "small", $db: "wire" });
    expect(more.cursor.nextBatch.length + rest.cursor.nextBatch.length).toBe(total);
    expect(rest.cursor.id.isZero()).toBe(true);
  });

  it("refuses transactions with code 20", async () => {
    const tx = await client.command({ insert: "t", documents: [{}], txnNumber: Long.fromNumber(1), autocommit: false, startTransaction: true, $db: "wire" });
    expect(tx).toMatchObject({ ok: 0, code: 20 });
  });
});

describe("building blocks", () => {
  it("frame reader reassembles split frames and rejects bad lengths", () => {
    const r = new FrameReader();
    const f = Buffer.alloc(20);
    f.writeInt32LE(20, 0);
    expect(r.push(f.subarray(0, 3))).toEqual([]);
    expect(r.push(f.subarray(3, 10))).toEqual([]);
    expect(r.push(Buffer.concat([f.subarray(10), f]))).toHaveLength(2);
    const bad = Buffer.alloc(8);
    bad.writeInt32LE(49_000_000, 0);
    expect(() => new FrameReader().push(bad)).toThrow();
    const tiny = Buffer.alloc(8);
    tiny.writeInt32LE(4, 0);
    expect(() => new FrameReader().push(tiny)).toThrow();
  });

  it("crc32 matches the IEEE reference value", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });
});
