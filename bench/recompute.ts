// bench/recompute: what a vote or an opinion costs the readers of the answers it changes. Each cached
// read is asked for once, a second after the changes a write announces (news/changes.ts) for each of
// the 200 newest articles: the server's CPU per answer then, background work of the change included
// (ArticleCounts' refresh), against the same answer served from the cache. In process (no HTTP), on
// the embedded engine, at BENCH_ARTICLES articles (100k) with 12 opinions on each of the 200 newest.
// Run: bun --conditions=@pnyx/source bench/recompute.ts
import { articleByIdEndpoint, byCategoryEndpoint, getCommentsEndpoint, NEWS_CATEGORIES, trendingEndpoint, type Endpoint } from "@pnyx/contract";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { CACHE_TAGS } from "../server/src/platform/cache-tags";
import { createResponseCache } from "../server/src/platform/response-cache";
import { changed, CHANGE_VISIBLE_WITHIN_MS } from "../server/src/modules/freshness/changes";

/** What changed about an article, as the bench measures it. */
type ArticleChange = "articleVotes" | "opinions";
import { createRuntime } from "../server/src/runtime";
import { insertBenchArticles } from "./fixtures";
import { fmt } from "./harness";

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), "pnyx-recompute-"));
const runtime = await createRuntime(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", SITE_DIR: join(dataDir, "none") }), {
  inMemory: true,
  log: () => {},
});
const { Article, Comment } = runtime.deps.models;
const now = Date.now();
await insertBenchArticles(Article, ARTICLES, now);
const newest = (await Article.find({}, { _id: 1 }).sort({ publishedAt: -1 }).limit(200).lean()).map((a) => a._id.toString());
await Comment.insertMany(
  newest.flatMap((postId, k) =>
    Array.from({ length: 12 }, (_, n) => ({
      postId,
      postKind: "article",
      parentId: null,
      text: `Opinion ${n} on article ${k}: ${"a few words more ".repeat(6)}`,
      image: null,
      author: `member${n}`,
      upvotes: n,
      downvotes: n % 3,
      replyCount: 0,
      editedAt: null,
      createdAt: new Date(now - k * 60_000 - n * 1000),
    })),
  ),
  { lean: true },
);

// The answers' cache on a clock the bench moves: a second passes for the cache without waiting it out.
let skipped = 0;
const cache = createResponseCache({ now: () => Date.now() + skipped });
const app = createApp({ ...runtime.deps, cache });
const ask = async (endpoint: Endpoint, body: unknown) => {
  const response = await app.handle(
    new Request(`http://bench${endpoint.path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
  if (response.status !== 200) throw new Error(`${endpoint.path}: ${response.status}`);
  await response.text();
};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Each cached read of the news pages, with every answer it is asked for in one pass. */
const reads: Array<[string, Array<() => Promise<void>>]> = [
  // The home page's, and each category's alone (a member's choice).
  ["trending", [["General", "Technology", "Business"], ...NEWS_CATEGORIES.map((c) => [c])].map((categories) => () => ask(trendingEndpoint, { categories }))],
  ["byCategory, page 1", NEWS_CATEGORIES.map((category) => () => ask(byCategoryEndpoint, { category, page: 1 }))],
  ["byId", newest.map((id) => () => ask(articleByIdEndpoint, { id }))],
  ["getComments", newest.map((postId) => () => ask(getCommentsEndpoint, { postId }))],
];

async function pass(calls: Array<() => Promise<void>>): Promise<number> {
  const before = cpuMs();
  for (const call of calls) await call();
  return (cpuMs() - before) / calls.length;
}

/**
 * CPU per answer a second after `change` was announced for every one of the 200 newest articles
 * (none: no announcement, the second's own background work), from the announcement on.
 */
async function afterChange(calls: Array<() => Promise<void>>, change: ArticleChange | null): Promise<number> {
  // Every answer computed afresh and cached, so none reaches its TTL while measured.
  cache.invalidate(CACHE_TAGS.feeds);
  for (const id of newest) for (const tag of [CACHE_TAGS.opinions(id), CACHE_TAGS.topOpinion(id)]) cache.invalidate(tag);
  await pass(calls);
  // The refill's garbage collected now, not while this is measured.
  Bun.gc(true);
  const before = cpuMs();
  if (change)
    for (const id of newest)
      changed(cache, change === "articleVotes" ? { kind: "articleVotes", articleId: id } : { kind: "opinions", post: { postKind: "article", postId: id } });
  skipped += CHANGE_VISIBLE_WITHIN_MS + 50;
  // Long enough for the refreshes that run on real time (news/article-counts.ts).
  await Bun.sleep(250);
  for (const call of calls) await call();
  return (cpuMs() - before) / calls.length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(`${ARTICLES} articles; CPU ms per answer, median of ${ROUNDS} rounds; after a change: what it adds to the answer from the cache`);
console.log("| answer | answers | from the cache | after a vote on each article | after an opinion on each |");
console.log("|---|---|---|---|---|");
for (const [name, calls] of reads) {
  const hit: number[] = [];
  const vote: number[] = [];
  const opinion: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await pass(calls);
    hit.push(await pass(calls));
    const quiet = await afterChange(calls, null);
    vote.push((await afterChange(calls, "articleVotes")) - quiet);
    opinion.push((await afterChange(calls, "opinions")) - quiet);
  }
  console.log(`| ${name} | ${calls.length} | ${fmt(median(hit), 3)} | +${fmt(median(vote), 3)} | +${fmt(median(opinion), 3)} |`);
}
await runtime.close();
process.exit(0);
