// bench/engine-index: what one write costs the embedded engine's indexes, the way Pnyx's writes meet
// them — a new vote record (4 indexes) and a new opinion (7 indexes) into collections already
// holding 200k documents, each arriving as a freshly decoded command (as over the wire). The
// entries of a large index lie scattered in memory, so the binary searches that place a new entry
// wait on memory more than they compute: in the server's writes-only profiles these searches were
// the largest single cost (about 15% of the main thread).
// In process, no driver and no BSON: the engine's command path alone. Median of several rounds.
// Run: bun run bench:engine-index
import { mongo } from "mongoose";
import { Engine } from "@pnyx/embedded-mongo";

const SIZE = Number(process.env.BENCH_SIZE ?? 200_000);
const WRITES = 5_000;
const ROUNDS = 5;
const { ObjectId, BSON } = mongo;
/** A document as the engine receives it: decoded from its own bytes, nothing shared with others. */
const decoded = <T extends object>(doc: T): T => BSON.deserialize(BSON.serialize(doc)) as T;

const articles = Array.from({ length: 100_000 }, () => new ObjectId().toString());
const start = Date.now();
const vote = (i: number) => ({
  _id: new ObjectId(),
  user: `voter${i % 5000}`,
  targetType: "article",
  targetId: articles[(i * 7919) % articles.length],
  value: i % 3 === 0 ? -1 : 1,
  updatedAt: new Date(start + i),
  createdAt: new Date(start + i),
});
const opinion = (i: number) => ({
  _id: new ObjectId(),
  postId: articles[(i * 7919) % articles.length],
  postKind: "article",
  parentId: i % 2 ? null : articles[i % 1000],
  text: `Opinion ${i}`,
  author: `user${i % 5000}`,
  upvotes: 0,
  downvotes: 0,
  replyCount: 0,
  createdAt: new Date(start + i),
  updatedAt: new Date(start + i),
});
// The models' indexes (votes/model.ts, opinions/model.ts), besides _id.
const KINDS = [
  {
    name: "vote record (4 indexes)",
    make: vote,
    indexes: [
      { key: { user: 1, targetType: 1, targetId: 1 }, unique: true },
      { key: { user: 1, targetType: 1, value: 1, updatedAt: -1 } },
      { key: { targetType: 1, value: 1, updatedAt: -1 } },
    ],
  },
  {
    name: "opinion (7 indexes)",
    make: opinion,
    indexes: [
      { key: { author: 1, createdAt: -1 } },
      { key: { postId: 1, parentId: 1, createdAt: -1, _id: -1 } },
      { key: { postId: 1, parentId: 1, upvotes: -1, createdAt: -1 } },
      { key: { parentId: 1, createdAt: -1 } },
      { key: { createdAt: -1 } },
      { key: { author: 1, parentId: 1, upvotes: -1 } },
    ],
  },
];

const run = (engine: Engine, cmd: object) => engine.run(cmd, { db: "bench", connectionId: 0 });

const rows: string[] = [];
const flipRows: string[] = [];
for (const kind of KINDS) {
  const engine = new Engine({ ttlIntervalMs: 0 });
  await run(engine, { createIndexes: "c", indexes: kind.indexes.map((index, i) => ({ ...index, name: `i${i}` })) });
  for (let from = 0; from < SIZE; from += 5000) {
    await run(engine, { insert: "c", documents: Array.from({ length: 5000 }, (_, j) => decoded(kind.make(from + j))) });
  }
  const perRound: number[] = [];
  let next = SIZE;
  for (let round = 0; round < ROUNDS; round++) {
    const commands = Array.from({ length: WRITES }, () => ({ insert: "c", documents: [decoded(kind.make(next++))] }));
    const t = performance.now();
    for (const cmd of commands) await run(engine, cmd);
    perRound.push(((performance.now() - t) / WRITES) * 1000);
  }
  rows.push(row(kind.name, perRound));
  if (kind.make === vote) flipRows.push(row("vote record flipped", await flips(engine)));
  await engine.close();
}

/**
 * Records flipped the way a vote batch writes them (votes/vote-batch.ts): update commands of 16
 * statements, each conditional on the record as read (a filter the unique index pins but for `value`
 * and `stamps`), each moving the record in the two recency indexes. µs per statement: planning, matching, moving.
 */
async function flips(engine: Engine): Promise<number[]> {
  const perRound: number[] = [];
  let next = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const commands = Array.from({ length: WRITES / 16 }, () => ({
      update: "c",
      ordered: false,
      updates: Array.from({ length: 16 }, () => {
        const { user, targetType, targetId, value } = vote(next++);
        return {
          // As read: these records were never written since their insert, so they hold no stamps.
          q: decoded({ user, targetType, targetId, value, stamps: null }),
          u: decoded({ $set: { value: -value, updatedAt: new Date(), stamps: [`s${round}`] } }),
        };
      }),
    }));
    const t = performance.now();
    for (const cmd of commands) await run(engine, cmd);
    perRound.push(((performance.now() - t) / WRITES) * 1000);
  }
  return perRound;
}

function row(name: string, perRound: number[]): string {
  perRound.sort((a, b) => a - b);
  const median = perRound[Math.floor(ROUNDS / 2)]!;
  return `| ${name} | ${SIZE / 1000}k | ${median.toFixed(1)} | ${perRound[0]!.toFixed(1)}–${perRound[ROUNDS - 1]!.toFixed(1)} |`;
}

console.log(`\n| insert of one document | documents already there | µs per insert (median of ${ROUNDS}) | range |`);
console.log("|---|---|---|---|");
for (const line of rows) console.log(line);
console.log(`\n| update statement | documents already there | µs per statement (median of ${ROUNDS}) | range |`);
console.log("|---|---|---|---|");
for (const line of flipRows) console.log(line);
