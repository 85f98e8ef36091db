// Differential test: random filters/sorts/limits against an indexed collection must return
// exactly what a full scan of an unindexed copy returns, also after random updates/deletes.
import { describe, expect, it } from "vitest";
import { Engine } from "./engine.js";
import type { Doc } from "./documents.js";
import { SortedList } from "./sorted-list.js";
import { CollectionIndex, NONE, SCAN } from "./collection-index.js";
import { compareValues, MAX_BOUND, MIN_BOUND, TypeBound } from "./bson-order.js";
import { ObjectId, Long, Decimal128 } from "bson";
import { compileFilter } from "./query-exec.js";
import { compileQuery } from "./mingo-options.js";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const ctx = { db: "diff", connectionId: 1 };

async function run(engine: Engine, cmd: Doc): Promise<Doc> {
  const reply = await engine.run({ ...cmd, $db: "diff" }, ctx);
  if (reply.ok !== 1) throw new Error(JSON.stringify(reply));
  return reply;
}

async function findIds(engine: Engine, coll: string, filter: Doc, sort?: Doc, limit?: number, skip?: number): Promise<unknown[]> {
  const r = await run(engine, { find: coll, filter, sort, limit, skip, batchSize: 100000 });
  return (r.cursor.firstBatch as Doc[]).map((d) => d._id);
}

describe("query planner", () => {
  it("returns the same documents through indexes as through a full scan", async () => {
    const rand = rng(7);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const engine = new Engine();
    const strings = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen"];
    const mixed = () => pick<unknown>([null, undefined, 1, 2.5, "x", "y", true, new Date(1000), [1, "x"], { k: 1 }]);
    const makeDoc = (i: number): Doc => {
      const d: Doc = {
        _id: i,
        a: Math.floor(rand() * 20),
        b: pick(strings),
        c: Array.from({ length: Math.floor(rand() * 4) }, () => Math.floor(rand() * 10)),
        d: new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 50) * 86_400_000),
        u: (i * 7919) % 1009,
        // Unique, of several types that all have exact spellings (exact-keys.ts) until the updates below.
        w: i % 3 === 0 ? `w${i}` : i % 3 === 1 ? i + 0.5 : new Date(i),
      };
      const e = mixed();
      if (e !== undefined) d.e = e;
      return d;
    };
    const docs = Array.from({ length: 400 }, (_, i) => makeDoc(i));
    await run(engine, { insert: "plain", documents: docs });
    await run(engine, {
      createIndexes: "idx",
      indexes: [
        { key: { a: 1 }, name: "a" },
        { key: { b: 1, a: -1 }, name: "b_a" },
        { key: { c: 1 }, name: "c" },
        { key: { d: -1 }, name: "d" },
        { key: { e: 1 }, name: "e" },
        { key: { u: 1 }, name: "u", unique: true },
        { key: { a: 1, u: -1 }, name: "a_u" },
        { key: { u: 1, b: 1 }, name: "u_b", unique: true },
        { key: { w: 1 }, name: "w", unique: true },
      ],
    });
    await run(engine, { insert: "idx", documents: docs.map((d) => ({ ...d })) });

    const condition = (field: string): unknown => {
      const value = (): unknown => {
        switch (field) {
          case "a":
            return Math.floor(rand() * 22) - 1;
          case "b":
            return pick([...strings, "zzz"]);
          case "c":
            return Math.floor(rand() * 11);
          case "d":
            return new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 52) * 86_400_000);
          case "u":
            return Math.floor(rand() * 1011) - 1;
          case "_id":
            return pick<unknown>([Math.floor(rand() * 402) - 1, `${Math.floor(rand() * 400)}`]);
          case "w": {
            const i = Math.floor(rand() * 402) - 1;
            return pick<unknown>([`w${i}`, i + 0.5, new Date(i), { o: i }, i]);
          }
          default:
            return mixed() ?? null;
        }
      };
      if (field === "b" && rand() < 0.3) {
        const prefix = pick(["a", "b", "c", "ca", "do", "e", "gn", "h", "z", ""]);
        return pick<unknown>([
          new RegExp(`^${prefix}`),
          { $regex: `^${prefix}` },
          new RegExp(`^${prefix}`, "i"),
          { $regex: `^${prefix}|x` },
          new RegExp(`^${prefix}t*`),
        ]);
      }
      switch (Math.floor(rand() * 6)) {
        case 0:
          return value();
        case 1:
          return { $in: [value(), value(), value()] };
        case 2:
          return { $gt: value() };
        case 3:
          return { $gte: value(), $lt: value() };
        case 4:
          return { $lte: value(), $ne: value() };
        default:
          return { $eq: value() };
      }
    };
    const sorts: (Doc | undefined)[] = [undefined, { u: 1 }, { u: -1 }, { a: 1, u: -1 }, { a: -1, u: 1 }, { b: 1, u: 1 }];
    const check = async (round: number) => {
      for (let q = 0; q < 250; q++) {
        // u, _id and w are unique: their equalities and $in are answered by the indexes' hashes.
        const fields = ["a", "b", "c", "d", "e", "u", "_id", "w"];
        const conjunction = () => {
          const part: Doc = {};
          for (let k = 0; k < 1 + Math.floor(rand() * 2); k++) {
            const f = pick(fields);
            part[f] = condition(f);
          }
          return part;
        };
        // A quarter are unions ($or), planned as the union of their branches' scans when they share an index.
        const filter: Doc = rand() < 0.25 ? { $or: Array.from({ length: 1 + Math.floor(rand() * 4) }, conjunction) } : conjunction();
        const sort = pick(sorts);
        const limit = sort && rand() < 0.6 ? 1 + Math.floor(rand() * 15) : undefined;
        const skip = limit && rand() < 0.3 ? Math.floor(rand() * 5) : undefined;
        const expected = await findIds(engine, "plain", filter, sort, limit, skip);
        const actual = await findIds(engine, "idx", filter, sort, limit, skip);
        const label = `round ${round} query ${q}: ${JSON.stringify({ filter, sort, limit, skip })}`;
        if (sort) expect(actual, label).toEqual(expected);
        else expect([...actual].sort(), label).toEqual([...expected].sort());
      }
    };
    await check(0);
    // Random updates and deletes applied to both copies, then compare again.
    for (let i = 0; i < 150; i++) {
      const id = Math.floor(rand() * 400);
      const op = rand();
      const u =
        op < 0.4
          ? { $set: { a: Math.floor(rand() * 20), e: mixed() ?? null } }
          : op < 0.7
            ? { $push: { c: Math.floor(rand() * 10) } }
            : op < 0.9
              ? { $set: { b: pick(strings), d: new Date(Date.UTC(2024, 1, Math.floor(rand() * 28))) } }
              : // A key with no exact spelling: the w index answers by scanning from then on.
                { $set: { w: { o: id } } };
      // The same change to both copies (a refused write would show as a difference below).
      const remove = rand() < 0.1;
      for (const coll of ["plain", "idx"]) {
        const reply = remove
          ? await run(engine, { delete: coll, deletes: [{ q: { _id: id }, limit: 1 }] })
          : await run(engine, { update: coll, updates: [{ q: { _id: id }, u }] });
        expect(reply.writeErrors, JSON.stringify(u)).toBeUndefined();
      }
    }
    await check(1);
    // A field pinned twice (top level and in $and): the scan uses one value, the filter needs both.
    for (const filter of [
      { $and: [{ a: 7 }], a: 5 },
      { a: 5, $and: [{ a: 7 }] },
      { $and: [{ a: 5 }], a: { $in: [5, 6] } },
      { b: "cat", $and: [{ b: { $in: ["cat", "dog"] } }] },
    ]) {
      const ids = async (coll: string) => (await findIds(engine, coll, filter)).map(Number).sort((x, y) => x - y);
      expect(await ids("idx"), JSON.stringify(filter)).toEqual(await ids("plain"));
    }
    await engine.close();
  });

  it("leaves equality to the filter where the index order is not equality (Long, Decimal128 beside numbers)", async () => {
    const engine = new Engine();
    const docs: Doc[] = [
      { _id: 1, x: Long.fromString("9007199254740993"), y: 1 },
      { _id: 2, x: 9007199254740992, y: 1 },
      { _id: 3, x: Decimal128.fromString("0.1"), y: 1 },
      { _id: 4, x: 0.1, y: 1 },
      { _id: 5, x: 7, y: 2 },
    ];
    await run(engine, { insert: "plain", documents: docs });
    await run(engine, { createIndexes: "idx", indexes: [{ key: { x: 1 }, name: "x" }] });
    await run(engine, { insert: "idx", documents: docs });
    const filters: Doc[] = [
      { x: 9007199254740992, y: 1 },
      { x: 9007199254740992 },
      { x: Long.fromString("9007199254740993") },
      { x: 0.1 },
      { x: { $in: [0.1, 9007199254740992] }, y: 1 },
      { x: 7 },
    ];
    for (const filter of filters) {
      const ids = async (coll: string) => (await findIds(engine, coll, filter)).map(Number).sort((a, b) => a - b);
      expect(await ids("idx"), String(JSON.stringify(filter))).toEqual(await ids("plain"));
    }
    await engine.close();
  });

  it("uses an index for equality, range and sort+limit (docsExamined)", async () => {
    const engine = new Engine();
    await run(engine, {
      createIndexes: "t",
      indexes: [
        { key: { n: 1 }, name: "n" },
        { key: { g: 1, at: -1 }, name: "g_at" },
      ],
    });
    await run(engine, { insert: "t", documents: Array.from({ length: 5000 }, (_, i) => ({ n: i, g: i % 10, at: new Date(i * 1000) })) });
    const examined = async (cmd: Doc) => {
      const before = engine.stats.docsExamined;
      await run(engine, cmd);
      return engine.stats.docsExamined - before;
    };
    expect(await examined({ find: "t", filter: { n: 1234 } })).toBe(1);
    expect(await examined({ find: "t", filter: { n: { $gte: 100, $lt: 150 } } })).toBe(50);
    expect(await examined({ find: "t", filter: { n: { $in: [5, 7, 9] } } })).toBe(3);
    expect(await examined({ find: "t", filter: {}, sort: { n: -1 }, limit: 5 })).toBe(5);
    expect(await examined({ find: "t", filter: { g: 3 }, sort: { at: -1 }, limit: 9 })).toBe(9);
    expect(await examined({ find: "t", filter: { g: 3 }, sort: { at: 1 }, limit: 9 })).toBe(9);
    expect(await examined({ aggregate: "t", pipeline: [{ $match: { g: 4 } }, { $sort: { at: -1 } }, { $limit: 3 }], cursor: {} })).toBe(3);
    expect(await examined({ find: "t", filter: { x: 1 } })).toBe(5000);
    // A count up to a limit stops there (skip counted in), and answers as mongod does.
    expect(await examined({ count: "t", query: { g: 3 }, limit: 20 })).toBe(20);
    expect((await run(engine, { count: "t", query: { g: 3 }, limit: 20 })).n).toBe(20);
    expect((await run(engine, { count: "t", query: { g: 3 }, skip: 490, limit: 20 })).n).toBe(10);
    expect(await examined({ count: "t", query: { g: 3 }, skip: 490, limit: 20 })).toBe(500);
    expect((await run(engine, { count: "t", query: { g: 3 }, limit: -7 })).n).toBe(7);
    // A few ids and a shared value: the ids decide, not the index on the shared value.
    const someIds = (await run(engine, { find: "t", filter: { g: 2 }, limit: 3 })).cursor.firstBatch.map((d: Doc) => d._id);
    expect(await examined({ find: "t", filter: { _id: { $in: someIds }, g: 2 } })).toBe(3);
    expect(await examined({ find: "t", filter: { _id: { $in: someIds }, g: 2 }, sort: { at: -1 }, limit: 2 })).toBe(3);
    expect(await examined({ find: "t", filter: { $or: [{ n: 5 }, { n: 4000 }, { n: { $in: [7, 5] } }] } })).toBe(3);
    expect(await examined({ find: "t", filter: { $or: [{ n: 5 }, { x: 1 }] } })).toBe(5000); // one branch cannot use an index
    await run(engine, { createIndexes: "t", indexes: [{ key: { s: 1 }, name: "s" }] });
    await run(engine, { insert: "t", documents: ["apple", "apricot", "banana", "avocado", "ap"].map((s) => ({ s })) });
    expect(await examined({ find: "t", filter: { s: /^ap/ } })).toBe(3);
    // Every field of a unique index pinned, and another field: its one record, checked on that field.
    await run(engine, { createIndexes: "t", indexes: [{ key: { at: 1, n: 1 }, name: "at_n", unique: true, sparse: true }] });
    expect(await examined({ find: "t", filter: { n: 1234, at: new Date(1234_000), g: 4 } })).toBe(1);
    expect(await findIds(engine, "t", { n: 1234, at: new Date(1234_000), g: 4 })).toHaveLength(1);
    expect(await findIds(engine, "t", { n: 1234, at: new Date(1234_000), g: 5 })).toHaveLength(0);
    await engine.close();
  });
});

describe("projections", () => {
  it("keeps the named top-level fields (and _id unless excluded), leaving missing ones out", async () => {
    const engine = new Engine();
    await run(engine, {
      insert: "p",
      documents: [
        { _id: 1, a: 1, b: { c: [1, 2] }, d: null },
        { _id: 2, a: 2 },
      ],
    });
    const find = async (projection: Doc) => (await run(engine, { find: "p", filter: {}, projection, sort: { _id: 1 } })).cursor.firstBatch;
    expect(await find({ a: 1, b: 1, d: true })).toEqual([
      { _id: 1, a: 1, b: { c: [1, 2] }, d: null },
      { _id: 2, a: 2 },
    ]);
    expect(await find({ _id: 0, b: 1 })).toEqual([{ b: { c: [1, 2] } }, {}]);
    expect(await find({ "b.c": 1 })).toEqual([{ _id: 1, b: { c: [1, 2] } }, { _id: 2 }]);
    expect(await find({ a: 0 })).toEqual([{ _id: 1, b: { c: [1, 2] }, d: null }, { _id: 2 }]);
    expect(await find({ a: 0, b: false, _id: 0 })).toEqual([{ d: null }, {}]);
    expect(await find({ "b.c": 0 })).toEqual([
      { _id: 1, a: 1, b: {}, d: null },
      { _id: 2, a: 2 },
    ]);
    await engine.close();
  });
});

describe("building blocks", () => {
  it("orders BSON values by MongoDB's type order", () => {
    const values = [
      MAX_BOUND,
      true,
      "b",
      2,
      null,
      new ObjectId("000000000000000000000001"),
      new Date(5),
      [1],
      { a: 1 },
      Long.fromNumber(3),
      Decimal128.fromString("2.5"),
      "a",
      false,
      MIN_BOUND,
      /x/,
    ];
    const sorted = values.slice().sort(compareValues);
    expect(
      sorted.map((v) =>
        v instanceof TypeBound
          ? v.above
            ? "MAX"
            : "MIN"
          : typeof v === "object" && v !== null
            ? ((v as { _bsontype?: string })._bsontype ?? v.constructor.name)
            : String(v),
      ),
    ).toEqual(["MIN", "null", "2", "Decimal128", "Long", "a", "b", "Object", "Array", "ObjectId", "false", "true", "Date", "RegExp", "MAX"]);
  });

  it("sorted list keeps order through inserts and removals across blocks", () => {
    const list = new SortedList<number>((a, b) => a - b);
    const rand = rng(7);
    const ref: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const v = Math.floor(rand() * 1000);
      list.insert(v);
      ref.push(v);
    }
    // Runs that only grow or only shrink (ObjectIds, times) go at the ends, across block splits,
    // mixed with ties and keys inside the range.
    for (let i = 0; i < 3000; i++) {
      const v = rand() < 0.1 ? Math.floor(rand() * 1000) : i % 3 === 0 ? 1000 + Math.floor(i / 2) : -1 - Math.floor(i / 2);
      list.insert(v);
      ref.push(v);
    }
    for (let i = 0; i < 2000; i++) {
      const v = ref.splice(Math.floor(rand() * ref.length), 1)[0]!;
      expect(list.remove(v)).toBe(true);
    }
    ref.sort((a, b) => a - b);
    expect([...list.all()]).toEqual(ref);
    expect(list.size).toBe(ref.length);
    expect([...list.range(100.5, 200.5, false)]).toEqual(ref.filter((v) => v > 100 && v < 201));
    expect([...list.range(100.5, 200.5, true)]).toEqual(ref.filter((v) => v > 100 && v < 201).reverse());
    expect([...list.range(-300.5, -100.5, false)]).toEqual(ref.filter((v) => v > -300.5 && v < -100.5));
    expect([...list.range(1200.5, 2000.5, true)]).toEqual(ref.filter((v) => v > 1200.5 && v < 2000.5).reverse());
  });

  it("a unique index answers exact keys from its hash, equal values as one key, and scans once a key has none", () => {
    const index = new CollectionIndex({ key: { k: 1 }, name: "k", unique: true });
    const id = new ObjectId();
    const keys: unknown[] = [1, "1", new Date(1), id, null, 0, true];
    keys.forEach((k, i) => index.add([[k]], i + 1));
    expect(index.lookUp([1.0])).toBe(1);
    expect(index.lookUp(["1"])).toBe(2);
    expect(index.lookUp([new Date(1)])).toBe(3);
    expect(index.lookUp([new ObjectId(id.toHexString())])).toBe(4);
    expect(index.lookUp([null])).toBe(5);
    expect(index.lookUp([-0])).toBe(6);
    expect(index.lookUp([true])).toBe(7);
    expect(index.lookUp([2])).toBe(NONE);
    expect(index.lookUp([false])).toBe(NONE);
    // No exact spelling (Long, documents): the caller scans, where 1 and Long(1) are one key.
    expect(index.lookUp([Long.fromNumber(1)])).toBe(SCAN);
    expect(index.conflict([[Long.fromNumber(1)]], 99)).toEqual([Long.fromNumber(1)]);
    expect(index.conflict([[1]], 99)).toEqual([1]);
    expect(index.conflict([[1]], 1)).toBeNull();
    index.delete([[1]], 1);
    expect(index.lookUp([1])).toBe(NONE);
    expect(index.conflict([[1]], 99)).toBeNull();
    // A stored key with no spelling turns the hash off: every answer comes from the ordered entries.
    index.add([[{ o: 1 }]], 8);
    expect(index.lookUp(["1"])).toBe(SCAN);
    expect(index.conflict([["1"]], 99)).toEqual(["1"]);
    expect(index.conflict([[{ o: 1 }]], 99)).toEqual([{ o: 1 }]);
    index.clear();
    expect(index.lookUp(["1"])).toBe(NONE);

    const pair = new CollectionIndex({ key: { a: 1, b: 1 }, name: "a_b", unique: true });
    pair.add([["ab", "c"]], 1);
    expect(pair.lookUp(["ab", "c"])).toBe(1);
    expect(pair.lookUp(["a", "bc"])).toBe(NONE);
    expect(pair.lookUp(["ab", Decimal128.fromString("1")])).toBe(SCAN);

    const tags = new CollectionIndex({ key: { tags: 1 }, name: "tags", unique: true });
    const tagKeys = tags.keysOf({ tags: ["x", "y"] })!;
    tags.add(tagKeys, 1);
    expect(tags.lookUp(["x"])).toBe(SCAN);
    const plain = new CollectionIndex({ key: { a: 1 }, name: "a" });
    plain.add([[1]], 1);
    expect(plain.lookUp([1])).toBe(SCAN);
  });

  it("a unique index finds an ObjectId key by its bytes, however the ObjectId keeps them", () => {
    const index = new CollectionIndex({ key: { _id: 1 }, name: "_id_" });
    const a = new ObjectId("650000000000000000000001");
    const b = new ObjectId("650000000000000000000002"); // the same first six bytes as a
    const c = new ObjectId("650000000001000000000001"); // a's last six bytes
    index.add([[a]], 1);
    index.add([[b]], 2);
    index.add([[c]], 3);
    // An ObjectId of another bson build, which keeps only its 12 bytes.
    const bytesOnly = { _bsontype: "ObjectId", id: Uint8Array.from(Buffer.from(a.toHexString(), "hex")), toHexString: () => a.toHexString() };
    expect(index.lookUp([bytesOnly])).toBe(1);
    expect(index.lookUp([new ObjectId(b.toHexString())])).toBe(2);
    expect(index.lookUp([c])).toBe(3);
    expect(index.lookUp([new ObjectId("650000000000000000000003")])).toBe(NONE);
    expect(index.lookUp([a.toHexString()])).toBe(NONE);
    // Deleted for another record (a key moved since), the key stays; for its own, it goes.
    index.delete([[a]], 9);
    expect(index.lookUp([a])).toBe(1);
    index.delete([[a]], 1);
    expect(index.lookUp([a])).toBe(NONE);
    expect(index.lookUp([b])).toBe(2);
  });
});

describe("filters of primitive equalities", () => {
  it("match exactly what mingo matches, whatever the fields hold", () => {
    const rand = rng(11);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    // What a field may hold: the filter's primitives, their lookalikes in other types, and shapes
    // the fast test hands to mingo (arrays holding the value, documents, Longs, Decimal128s, null).
    const held = [
      1,
      1.0,
      2,
      -0,
      0,
      Number.NaN,
      "1",
      "a",
      "b",
      "",
      true,
      false,
      null,
      undefined,
      [1, "a"],
      [2],
      { x: 1 },
      Long.fromNumber(1),
      Decimal128.fromString("1"),
      new Date(1),
    ];
    const wanted = [1, 2, 0, -0, 2.5, "1", "a", "b", "", true, false];
    for (let round = 0; round < 3000; round++) {
      const filter: Doc = {};
      for (const field of ["p", "q", "r"]) if (rand() < 0.6) filter[field] = pick(wanted);
      if (Object.keys(filter).length === 0) filter.p = pick(wanted);
      const doc: Doc = { _id: round };
      for (const field of ["p", "q", "r"]) {
        const value = pick(held);
        if (value !== undefined) doc[field] = value;
      }
      expect(compileFilter(filter).test(doc), JSON.stringify({ filter, doc: String(Object.entries(doc)) })).toBe(compileQuery(filter).test(doc));
    }
  });
});
