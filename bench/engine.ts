// Benchmark (not a test): mongoose against the embedded engine, durable mode (dbPath in a
// temp dir, every write fsync'd). Run: bun run bench:engine
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose, { Schema } from "mongoose";
import { startEmbeddedMongo } from "@pnyx/embedded-mongo";

const CATEGORIES = ["news", "tech", "sport", "culture", "science", "politics", "local", "opinion"];
const FEED_RUNS = 500;

const articleSchema = new Schema({
  title: String,
  slug: { type: String, unique: true },
  category: String,
  publishedAt: Date,
  score: Number,
  body: String,
});
articleSchema.index({ category: 1, publishedAt: -1 });

function articles(from: number, count: number) {
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, j) => {
    const i = from + j;
    return {
      title: `Article ${i}`,
      slug: `article-${i}`,
      category: CATEGORIES[i % CATEGORIES.length],
      publishedAt: new Date(start + ((i * 7919) % 1_000_003) * 60_000),
      score: i % 100,
      body: "lorem ipsum dolor sit amet ".repeat(8),
    };
  });
}

/** Mean latency of the feed query (category filter, newest first, 9 items). */
async function feedMicros(feed: (category: string) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 500; i++) await feed(CATEGORIES[i % 8]!); // warm-up (JIT)
  const t = performance.now();
  for (let i = 0; i < FEED_RUNS; i++) await feed(CATEGORIES[i % 8]!);
  return ((performance.now() - t) * 1000) / FEED_RUNS;
}

async function main(): Promise<void> {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), "pnyx-bench-"));
  const mongo = await startEmbeddedMongo({ dbPath });
  const conn = await mongoose.createConnection(`${mongo.uri}/bench`).asPromise();
  const rows: [string, string][] = [];
  try {
    const Article = conn.model("Article", articleSchema);
    await Article.init();

    let t = performance.now();
    await Article.insertMany(articles(0, 10_000));
    const insertMs = performance.now() - t;
    rows.push(["insertMany 10k docs", `${insertMs.toFixed(0)} ms (${Math.round(10_000 / (insertMs / 1000))} docs/s)`]);

    for (let i = 0; i < 1_000; i++) await Article.findOne({ slug: `article-${i}` }).lean(); // warm-up (JIT)
    t = performance.now();
    for (let i = 0; i < 10_000; i++) {
      const doc = await Article.findOne({ slug: `article-${(i * 37) % 10_000}` }).lean();
      if (!doc) throw new Error("missing doc");
    }
    const findMs = performance.now() - t;
    rows.push([
      "findOne by unique slug x10k (after 1k warm-up)",
      `${Math.round(10_000 / (findMs / 1000))} ops/s (${((findMs * 1000) / 10_000).toFixed(0)} µs/op)`,
    ]);

    const Feed = conn.model("Feed", articleSchema, "feed");
    await Feed.init();
    await Feed.insertMany(articles(0, 1_000));
    const feed = (category: string) => Feed.find({ category }).sort({ publishedAt: -1 }).limit(9).lean();
    const feed1k = await feedMicros(feed);
    rows.push(["feed query @ 1k docs", `${feed1k.toFixed(0)} µs/query`]);
    for (let from = 1_000; from < 100_000; from += 10_000) await Feed.insertMany(articles(from, Math.min(10_000, 100_000 - from)));
    const total = await Feed.estimatedDocumentCount();
    const before = mongo.stats().docsExamined;
    const feed100k = await feedMicros(feed);
    const examinedPerQuery = (mongo.stats().docsExamined - before) / (FEED_RUNS + 500);
    rows.push([`feed query @ ${Math.round(total / 1000)}k docs`, `${feed100k.toFixed(0)} µs/query (${examinedPerQuery.toFixed(1)} docs examined/query)`]);
    rows.push(["feed ratio 100k / 1k", `${(feed100k / feed1k).toFixed(2)}x (target <= 1.5x)`]);
    if (typeof Bun !== "undefined") Bun.gc(true);
    else (globalThis as { gc?: () => void }).gc?.();
    rows.push(["RSS with 100k+10k docs (engine + mongoose, one process)", `${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`]);
  } finally {
    await conn.close();
    const t = performance.now();
    await mongo.stop();
    rows.push(["stop (final snapshot)", `${(performance.now() - t).toFixed(0)} ms`]);
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
  const runtime = typeof Bun !== "undefined" ? `bun ${Bun.version}` : `node ${process.version}`;
  console.log(`\n@pnyx/embedded-mongo benchmark — ${runtime}, durable dbPath, ${os.cpus().length} cores\n`);
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`| ${"measure".padEnd(width)} | result`);
  console.log(`|${"-".repeat(width + 2)}|${"-".repeat(40)}`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v}`);
}

declare const Bun: { version: string; gc(force: boolean): void } | undefined;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
