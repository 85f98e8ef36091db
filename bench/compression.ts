// bench/compression: what compressing a JSON answer costs the server, per answer, for the levels the
// dynamic compression (server/src/platform/compression.ts) could use: size after compression and
// CPU µs per answer (process CPU, median of rounds), for real answers of the seeded server (trending, a category
// page, the communities list) and the three in one array (a larger answer). In process, no network.
// Run: bun --conditions=@pnyx/source bench/compression.ts
import { allCommunitiesEndpoint, byCategoryEndpoint, trendingEndpoint } from "@pnyx/contract";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { seedNewsIfEmpty } from "../server/src/seed/news/seeder";
import { createTestContext } from "../server/src/test-support/context";

const ctx = await createTestContext();
await seedNewsIfEmpty(ctx.runtime.deps);
const answer = async (endpoint: Parameters<typeof ctx.call>[0], body?: unknown) => (await ctx.call(endpoint, { body })).text();
const trending = await answer(trendingEndpoint, {});
const category = await answer(byCategoryEndpoint, { category: "Technology", page: 1 });
const communities = await answer(allCommunitiesEndpoint);
await ctx.close();
const samples: Array<[string, string]> = [
  ["trending", trending],
  ["byCategory p1", category],
  ["communities", communities],
  ["all three in one array", `[${[trending, category, communities].join(",")}]`],
];

const brotli = (quality: number) => (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
const codecs: Array<[string, (text: string) => Uint8Array]> = [
  ["gzip 1", (b) => gzipSync(b, { level: 1 })],
  ["gzip 6", (b) => gzipSync(b, { level: 6 })],
  ["gzip 9", (b) => gzipSync(b, { level: 9 })],
  ["gzip 6 libdeflate", (b) => Bun.gzipSync(b, { level: 6, library: "libdeflate" })],
  ["br 1", brotli(1)],
  ["br 4", brotli(4)],
  ["br 5", brotli(5)],
  ["br 6", brotli(6)],
  ["br 11", brotli(11)],
];

/** CPU µs of one call (user + system, so other work on a shared machine counts less): median of rounds of ~20 ms each. */
function microseconds(run: () => void): number {
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < 20) {
    run();
    calls++;
  }
  const rounds: number[] = [];
  for (let r = 0; r < 9; r++) {
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i++) run();
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / calls);
  }
  return rounds.sort((a, b) => a - b)[4]!;
}

const rows = [];
for (const [name, json] of samples) {
  const row: Record<string, string> = { answer: name, "raw kB": (Buffer.byteLength(json) / 1024).toFixed(1) };
  for (const [codec, compress] of codecs) {
    const size = compress(json).length;
    row[codec] = `${(size / 1024).toFixed(1)} kB ${microseconds(() => compress(json)).toFixed(0)} µs`;
  }
  rows.push(row);
}
console.table(rows);
