// bench/api: throughput, p99 latency at 64 connections and server CPU per request for the feed
// endpoints and the community pages, against a bare Elysia route in the same run, at 1k and 100k
// articles (and as many community posts).
// Needs wrk (Debian: apt-get install -y wrk). Run: bun run bench:api   (takes a few minutes)
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearWriteLimits, CONNECTIONS, DURATION, fixedBody, fmt, measure, measureBare, start, wrk, type Measured } from "./harness";
import { mixedWorkloadLua, type Mix } from "./mixed-workload";

interface Target {
  name: string;
  path: string;
  body: (ids: { articleId: string; communityId: string }) => string;
}
const targets: Target[] = [
  { name: "trending", path: "/api/news/", body: () => JSON.stringify({ categories: ["General", "Technology", "Business"] }) },
  { name: "byCategory p1", path: "/api/news/byCategory", body: () => JSON.stringify({ category: "Science", page: 1 }) },
  { name: "byId", path: "/api/news/byId/", body: ({ articleId }) => JSON.stringify({ id: articleId }) },
  { name: "getComments", path: "/api/comment/getComments", body: ({ articleId }) => JSON.stringify({ postId: articleId }) },
  { name: "community page", path: "/api/community/individual", body: ({ communityId }) => JSON.stringify({ id: communityId }) },
  { name: "communityPosts p1", path: "/api/community/communityPosts", body: ({ communityId }) => JSON.stringify({ id: communityId, page: 1 }) },
];
const serverScript = join(import.meta.dir, "api-server.ts");

/**
 * Server-rendered pages, next to the answers they are made from: as visitors get them (one render
 * shared for PAGE_FRESH_MS), and rendered for every request (a distinct query string each time),
 * which is what a page costs to make. Measured when the site is built.
 */
const pages: Array<{ name: string; path: (ids: { articleId: string; communityId: string }) => string }> = [
  { name: "page / (home)", path: () => "/" },
  { name: "page /category/Science", path: () => "/category/Science" },
  { name: "page /details/{id}", path: ({ articleId }) => `/details/${articleId}` },
  { name: "page /community/{id}", path: ({ communityId }) => `/community/${communityId}` },
];
const siteBuilt = existsSync(join(import.meta.dir, "../sites/web/dist-server/entry-server.js"));
const getPage = 'wrk.method = "GET"\n';
/** A GET of the path with a new query string each time, so no shared render answers it. */
const renderEach = (path: string) => `n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "${path}?r=" .. n)\nend\n`;

/** Reads spread over the feeds and the newest articles, with writes mixed in (see mixed-workload.ts). */
const MIXES: Array<[string, Mix]> = [
  ["reads only", { area: "news", votes: 0, opinions: 0 }],
  ["90% reads + 10% votes", { area: "news", votes: 0.1, opinions: 0 }],
  ["90% reads + 5% votes + 5% opinions/replies", { area: "news", votes: 0.05, opinions: 0.05 }],
  ["votes only", { area: "news", votes: 1, opinions: 0 }],
  ["opinions/replies only", { area: "news", votes: 0, opinions: 1 }],
  // What each kind of write costs the mix, the recomputations it causes included.
  ["95% reads + 5% votes", { area: "news", votes: 0.05, opinions: 0 }],
  ["95% reads + 5% opinions/replies", { area: "news", votes: 0, opinions: 0.05 }],
  // Communities: pages, post lists, posts and their opinions; post votes and opinions on posts.
  ["communities: reads only", { area: "communities", votes: 0, opinions: 0 }],
  ["communities: 90% reads + 5% votes + 5% opinions/replies", { area: "communities", votes: 0.05, opinions: 0.05 }],
  ["communities: 95% reads + 5% votes", { area: "communities", votes: 0.05, opinions: 0 }],
  ["communities: 95% reads + 5% opinions/replies", { area: "communities", votes: 0, opinions: 0.05 }],
];

/**
 * BENCH_REPEAT=N measures the mixed rows N times, round after round on the same server, and shows
 * each row's median run (by CPU per request) with the range: on a shared 2-core machine one run of a
 * row varies by a quarter from the next.
 */
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
/** The run whose CPU per request is the median of a row's runs. */
function medianRun(list: Measured[]): Measured {
  return [...list].sort((a, b) => a.cpuPerRequest - b.cpuPerRequest)[Math.floor((list.length - 1) / 2)]!;
}

const rows: string[] = [];
const bareResult = await measureBare();
rows.push(`| bare Elysia route | - | ${fmt(bareResult.rps)} | 1.00 | ${fmt(bareResult.p99, 2)} | ${fmt(bareResult.cpuPerRequest, 3)} |`);

const perSize: Record<string, Record<string, number>> = {};
const mixedRows: string[] = [];
const ONLY_MIXED = process.env.BENCH_ONLY_MIXED === "1";
// BENCH_SIZES=100000 runs one size only (while iterating); the table for a note needs both.
const SIZES = (process.env.BENCH_SIZES ?? "1000,100000").split(",").map(Number);
for (const size of SIZES) {
  const fixtures = mkdtempSync(join(tmpdir(), "pnyx-bench-fixtures-"));
  const server = await start(serverScript, [], { PORT: "4711", BENCH_ARTICLES: String(size), BENCH_VOTERS: "5000", BENCH_FIXTURES: fixtures });
  const [, , articleId, communityId] = server.line.split(" ") as [string, string, string, string];
  const ids = { articleId, communityId };
  for (const target of ONLY_MIXED ? [] : targets) {
    await wrk(`http://127.0.0.1:4711${target.path}`, fixedBody(target.body(ids))).catch(() => undefined); // warm-up
    const r = await measure(server.child.pid!, `http://127.0.0.1:4711${target.path}`, fixedBody(target.body(ids)));
    (perSize[target.name] ??= {})[size] = r.cpuPerRequest;
    rows.push(`| ${target.name} | ${size / 1000}k | ${fmt(r.rps)} | ${fmt(r.rps / bareResult.rps, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.cpuPerRequest, 3)} |`);
  }
  for (const page of ONLY_MIXED || !siteBuilt ? [] : pages) {
    const path = page.path(ids);
    for (const [variant, lua] of [
      ["shared", getPage],
      ["rendered each time", renderEach(path)],
    ] as const) {
      await wrk(`http://127.0.0.1:4711${path}`, lua).catch(() => undefined); // warm-up
      const r = await measure(server.child.pid!, `http://127.0.0.1:4711${path}`, lua);
      rows.push(
        `| ${page.name}, ${variant} | ${size / 1000}k | ${fmt(r.rps)} | ${fmt(r.rps / bareResult.rps, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.cpuPerRequest, 3)} |`,
      );
    }
  }
  // Mixed workloads: the ratio is to the read-only mix of the same area, run and size.
  let writesWarm = false;
  // BENCH_MIXES=0,1 runs those rows of MIXES only (while iterating); the first row is the ratios' base.
  const chosen = process.env.BENCH_MIXES ? process.env.BENCH_MIXES.split(",").map((i) => MIXES[Number(i)]!) : MIXES;
  const runs = chosen.map((): Measured[] => []);
  for (let round = 0; round < REPEAT; round++) {
    for (const [i, [, mix]] of chosen.entries()) {
      const lua = mixedWorkloadLua(fixtures, mix);
      if (round === 0 && !chosen.slice(0, i).some(([, m]) => m.area === mix.area)) await wrk("http://127.0.0.1:4711", lua).catch(() => undefined); // warm-up
      // The write paths warm up once too (JIT, pooled connections), as on a server that has run a while.
      if (!writesWarm && (mix.votes > 0 || mix.opinions > 0)) {
        writesWarm = true;
        for (const area of ["news", "communities"] as const) {
          await wrk("http://127.0.0.1:4711", mixedWorkloadLua(fixtures, { area, votes: 0.05, opinions: 0.05 })).catch(() => undefined);
        }
      }
      await clearWriteLimits(server.child);
      runs[i]!.push(await measure(server.child.pid!, "http://127.0.0.1:4711", lua));
    }
  }
  const readOnly: Partial<Record<Mix["area"], number>> = {};
  for (const [i, [name, mix]] of chosen.entries()) {
    const r = medianRun(runs[i]!);
    readOnly[mix.area] ??= r.rps;
    const spread =
      REPEAT > 1 ? ` (${fmt(Math.min(...runs[i]!.map((m) => m.cpuPerRequest)), 3)}–${fmt(Math.max(...runs[i]!.map((m) => m.cpuPerRequest)), 3)})` : "";
    mixedRows.push(
      `| ${name} | ${size / 1000}k | ${fmt(r.rps)} | ${fmt(r.rps / readOnly[mix.area]!, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.cpuPerRequest, 3)}${spread} | ${fmt(r.cpuPerRequest / bareResult.cpuPerRequest, 1)} | ${fmt(r.mainThreadCpuPerRequest, 3)} | ${r.non2xx} |`,
    );
  }
  server.child.kill();
}

console.log(`\nbench/api — ${CONNECTIONS} connections, ${DURATION} per row, wrk and server share 2 cores\n`);
console.log("| endpoint | articles (and posts) | req/s | × bare | p99 ms | server CPU ms/req |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
if (!siteBuilt) console.log("\n(the site is not built: run `bun run build` for the server-rendered page rows)");
console.log(
  `\n| workload (5,000 voters${REPEAT > 1 ? `; the median of ${REPEAT} runs, CPU range in brackets` : ""}) | articles (and posts) | req/s | × read-only | p99 ms | server CPU ms/req | CPU × bare | main thread ms/req | non-2xx |`,
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const row of mixedRows) console.log(row);
console.log("\n| endpoint | CPU/req 100k ÷ 1k |\n|---|---|");
for (const [name, bySize] of Object.entries(perSize)) console.log(`| ${name} | ${fmt(bySize[100_000]! / bySize[1000]!, 2)} |`);
process.exit(0);
