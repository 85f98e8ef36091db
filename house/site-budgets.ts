// The site's JavaScript budgets (issue 33), checked by the test command after the build: what a first
// visit downloads, gzipped file by file as the server sends them. The entry with its static imports
// is the first load of / (the home page is in it); every other page adds its route module and what
// that imports beyond the entry, which the server-rendered HTML preloads. Prints the table; exits 1
// when any budget is passed.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkGraph, type BuildManifest } from "./manifest-graph";

const dist = resolve(import.meta.dirname, "../sites/web/dist");
const manifestPath = join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("The site is not built: run `bun run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;

/**
 * kB gzipped: the first load of / (React, the router, the query cache, the SDK with zod, the shell and
 * the home page; the top bar's menus load on demand). 214 when set: the goal is 120.
 */
const FIRST_LOAD_KB = 220;
/**
 * kB gzipped a page may add to the first load. 75 since the menus left the first load: react-aria's
 * collections, overlays and selection now come with the pages that use them (the admin area's
 * rewards table adds 71; it was 60 when they were in the first load).
 */
const PAGE_KB = 75;

const gzKb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;
const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const entry = chunkGraph(manifest, entryKeys);
const rows = [{ part: "first load of / (entry and its imports)", kb: gzKb(entry.values()), budgetKb: FIRST_LOAD_KB }];
for (const key of Object.keys(manifest)
  .filter((k) => k.startsWith("src/pages/"))
  .sort()) {
  const extra = [...chunkGraph(manifest, [key]).entries()].filter(([k]) => !entry.has(k)).map(([, file]) => file);
  rows.push({ part: `+ ${key.slice("src/pages/".length)}`, kb: gzKb(extra), budgetKb: PAGE_KB });
}

let over = 0;
console.table(
  rows.map(({ part, kb, budgetKb }) => {
    const ok = kb <= budgetKb;
    if (!ok) over++;
    return { part, "gzip kB": kb.toFixed(1), "budget kB": budgetKb, verdict: ok ? "ok" : "OVER" };
  }),
);
if (over) {
  console.error(`${over} site budget(s) passed.`);
  process.exit(1);
}
