// mongosh against the engine (issue 35): the shell's everyday commands, run by the real mongosh
// (the npm package) as a user would, over TCP. Each check prints one JSON line; the test reads them.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmbeddedMongo, type EmbeddedMongo } from "./index.js";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const MONGOSH = join(dirname(require.resolve("mongosh/package.json")), "bin", "mongosh.js");

let mongo: EmbeddedMongo;

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0 });
});

afterAll(async () => {
  await mongo.stop();
});

/** Runs the script in mongosh against the engine; the parsed `out(...)` lines. */
async function shell(script: string): Promise<unknown[]> {
  const prelude = "const out = (value) => print(EJSON.stringify({ out: value }, { relaxed: true }));\n";
  const { stdout } = await run(process.execPath, [MONGOSH, `${mongo.uri}/smoke`, "--quiet", "--norc", "--eval", prelude + script], {
    timeout: 60_000,
    env: { ...process.env, MONGOSH_NO_UPDATE_CHECK: "1", DO_NOT_TRACK: "1" },
  });
  return stdout
    .split("\n")
    .filter((line) => line.startsWith('{"out":'))
    .map((line) => JSON.parse(line).out);
}

it("mongosh's everyday commands: CRUD, indexes, stats(), aggregate, views, collation, catalog", { timeout: 90_000 }, async () => {
  const results = await shell(`
    const c = db.things;
    out(c.insertMany([{ _id: 1, name: "ping", n: 1 }, { _id: 2, name: "PING", n: 2 }, { _id: 3, name: "pong", n: 3 }]).insertedIds);
    out(c.find({ n: { $gte: 2 } }, { _id: 0, name: 1 }).sort({ n: -1 }).toArray());
    out([c.countDocuments(), c.estimatedDocumentCount(), c.countDocuments({ n: { $lt: 3 } })]);
    out(c.createIndex({ name: 1 }));
    out(c.getIndexes().map((i) => i.name));
    const s = c.stats();
    out({ ns: s.ns, count: s.count, nindexes: s.nindexes, ok: s.ok, sized: s.size > 0 && s.totalIndexSize > 0 });
    out([c.dataSize() > 0, c.totalSize() > 0]);
    out(c.aggregate([{ $group: { _id: null, total: { $sum: "$n" } } }]).toArray());
    out(c.updateOne({ _id: 1 }, { $inc: { n: 10 } }).modifiedCount);
    out(c.findOne({ _id: 1 }).n);
    out(c.find({ name: "PING" }).collation({ locale: "en", strength: 2 }).toArray().map((d) => d._id));
    db.createView("big", "things", [{ $match: { n: { $gte: 3 } } }]);
    out(db.big.find({}, { _id: 1 }).sort({ _id: 1 }).toArray());
    out(db.getCollectionInfos({ name: "big" }).map((i) => i.type));
    out(db.getCollectionNames().sort());
    out({ collections: db.stats().collections, views: db.stats().views });
    out(db.adminCommand({ listDatabases: 1 }).databases.map((d) => d.name).filter((n) => n === "smoke"));
    out(c.deleteMany({ n: { $gt: 2 } }).deletedCount);
    out([db.version(), db.hello().isWritablePrimary]);
  `);
  expect(results).toEqual([
    { "0": 1, "1": 2, "2": 3 },
    [{ name: "pong" }, { name: "PING" }],
    [3, 3, 2],
    "name_1",
    ["_id_", "name_1"],
    { ns: "smoke.things", count: 3, nindexes: 2, ok: 1, sized: true },
    [true, true],
    [{ _id: null, total: 6 }],
    1,
    11,
    [1, 2],
    [{ _id: 1 }, { _id: 3 }],
    ["view"],
    ["big", "things"],
    { collections: 1, views: 1 },
    ["smoke"],
    2,
    ["7.0.0", true],
  ]);
});
