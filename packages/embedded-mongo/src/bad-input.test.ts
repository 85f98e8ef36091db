// Hostile and broken clients: random bytes, truncated and oversized frames, malformed
// OP_MSG sections and bad BSON against a live engine, while a mongoose connection keeps working.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serialize } from "bson";
import { openHarness, type Harness } from "./test-support/harness.js";
import { RawClient, frame, opMsg } from "./test-support/raw-client.js";
import { Schema } from "mongoose";

let h: Harness;
const noteSchema = new Schema({ text: { type: String, unique: true }, n: Number });
const noteModel = (conn: Harness["conn"]) => conn.model("Note", noteSchema);
let Note: ReturnType<typeof noteModel>;

beforeAll(async () => {
  h = await openHarness("badinput");
  Note = noteModel(h.conn);
  await Note.init();
});

afterAll(async () => {
  await h.close();
});

/** Deterministic PRNG so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function header(len: number, opCode: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeInt32LE(len, 0);
  b.writeInt32LE(1, 4);
  b.writeInt32LE(opCode, 12);
  return b;
}

function hostileMessages(rand: () => number): Buffer[] {
  const valid = opMsg({ find: "notes", filter: {}, $db: "badinput" });
  const withSeq = opMsg({ insert: "notes", $db: "badinput" }, { sequences: { documents: [{ text: "seq-x" }] } });
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
  const out: Buffer[] = [
    bytes(1),
    bytes(64),
    header(49_000_000, 2013), // oversized length
    header(3, 2013), // below minimum
    header(-5, 2013),
    Buffer.concat([header(40, 9999), bytes(24)]), // unknown opcode
    Buffer.concat([header(21, 2013), Buffer.from([0, 0, 0, 0, 0])]), // OP_MSG with an empty section
    Buffer.concat([header(30, 2013), Buffer.alloc(4), Buffer.from([7]), bytes(9)]), // unknown section kind
    Buffer.concat([header(26, 2013), Buffer.from([0xff, 0xff, 0, 0]), Buffer.from([0]), Buffer.from([5, 0, 0, 0, 0])]), // unknown required flag
    valid.subarray(0, valid.length - 3), // truncated: header says more than sent (connection then idles)
    (() => {
      const b = Buffer.from(valid);
      b.writeInt32LE(1000, 21); // BSON length beyond the frame
      return b;
    })(),
    (() => {
      const b = Buffer.from(withSeq);
      b.writeInt32LE(9999, b.indexOf("documents") - 4); // sequence length beyond the frame
      return b;
    })(),
    frame(2013, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), Buffer.from(serialize({ a: 1 })).subarray(0, 6), Buffer.from([0, 0, 0, 0, 0, 0])])),
    frame(2004, Buffer.concat([Buffer.alloc(4), Buffer.from("admin.$cmd"), bytes(20)])), // OP_QUERY without cstring end
    opMsg({ $db: 12 as unknown as string }),
    opMsg({ find: { $gt: 1 }, $db: "badinput" }),
    opMsg({ find: "notes", filter: { $where: "sleep(1)" }, $db: "badinput" }),
    opMsg({ insert: "notes", documents: "nope", $db: "badinput" }),
    opMsg({ update: "notes", updates: [{ q: 5, u: 7 }], $db: "badinput" }),
    opMsg({ aggregate: "notes", pipeline: [{ $bogus: 1 }], cursor: {}, $db: "badinput" }),
    opMsg({ getMore: "x", collection: "notes", $db: "badinput" }),
    opMsg({ createIndexes: "notes", indexes: [{ key: { a: "2dsphere" }, name: "geo" }], $db: "badinput" }),
    opMsg({ find: "notes", filter: {}, sort: { a: 5 }, $db: "../etc" }),
  ];
  for (let i = 0; i < 40; i++) {
    // Valid frames with random bit flips past the header.
    const b = Buffer.from(rand() < 0.5 ? valid : withSeq);
    for (let k = 0; k < 3; k++) b[16 + Math.floor(rand() * (b.length - 16))] = Math.floor(rand() * 256);
    out.push(b);
    // Random bodies with a plausible header.
    const body = bytes(Math.floor(rand() * 200));
    out.push(Buffer.concat([header(16 + body.length, rand() < 0.5 ? 2013 : 2004), body]));
  }
  return out;
}

describe("bad input", () => {
  it("keeps serving other clients while hostile connections send garbage", async () => {
    const rand = rng(42);
    let okQueries = 0;
    let stop = false;
    const background = (async () => {
      while (!stop) {
        await Note.updateOne({ text: "steady" }, { $inc: { n: 1 } }, { upsert: true });
        expect((await Note.findOne({ text: "steady" }).lean())?.n).toBeGreaterThan(0);
        okQueries++;
      }
    })();
    const messages = hostileMessages(rand);
    let closedByServer = 0;
    for (let i = 0; i < messages.length; i += 6) {
      const batch = messages.slice(i, i + 6);
      await Promise.all(
        batch.map(async (msg) => {
          const c = await RawClient.connect(h.mongo.port);
          // Write in random slices to exercise frame reassembly.
          let off = 0;
          while (off < msg.length) {
            const n = 1 + Math.floor(rand() * msg.length);
            c.send(msg.subarray(off, off + n));
            off += n;
          }
          const closed = await Promise.race([
            c.waitClosed(300),
            c.next(300).then(
              () => false,
              () => false,
            ),
          ]);
          if (closed || c.closed) closedByServer++;
          c.close();
        }),
      );
    }
    stop = true;
    await background;
    expect(okQueries).toBeGreaterThan(5);
    expect(closedByServer).toBeGreaterThan(5);
    // Still healthy afterwards, for mongoose and for a fresh raw connection.
    await Note.create({ text: "after", n: 1 });
    expect(await Note.countDocuments({ text: { $in: ["after", "steady"] } })).toBe(2);
    const fresh = await RawClient.connect(h.mongo.port);
    expect(await fresh.command({ ping: 1, $db: "admin" })).toMatchObject({ ok: 1 });
    fresh.close();
  });

  it("answers command-level nonsense with errors instead of closing", async () => {
    const c = await RawClient.connect(h.mongo.port);
    expect(await c.command({ find: "notes", filter: { a: { $nope: 1 } }, $db: "badinput" })).toMatchObject({ ok: 0 });
    expect(await c.command({ insert: "bad$name", documents: [{}], $db: "badinput" })).toMatchObject({ ok: 0, code: 73 });
    expect(await c.command({ find: "notes", $db: "bad.db" })).toMatchObject({ ok: 0, code: 73 });
    expect(await c.command({ update: "notes", updates: [{ q: {}, u: { $inc: { n: "x" } } }], $db: "badinput" })).toMatchObject({
      ok: 1,
      writeErrors: [{ code: 14 }],
    });
    expect(await c.command({ ping: 1, $db: "admin" })).toMatchObject({ ok: 1 });
    c.close();
  });
});
