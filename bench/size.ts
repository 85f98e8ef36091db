// bench/size: raw and gzip size of each built package and of the site's JavaScript and CSS.
// Run after `bun run build`: `bun bench/size.ts` (or `bun run bench:size`). Not a test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkGraph, type BuildManifest } from "../house/manifest-graph";

const root = resolve(import.meta.dir, "..");

interface Row {
  part: string;
  files: string[];
}

const rows: Row[] = [
  { part: "@pnyx/contract (esm)", files: ["packages/contract/dist/index.js"] },
  { part: "@pnyx/sdk (esm)", files: ["packages/sdk/dist/index.js"] },
  { part: "@pnyx/react (esm)", files: ["packages/react/dist/index.js"] },
  { part: "@pnyx/react styles.css", files: ["packages/react/dist/index.css"] },
  { part: "site JS (all chunks)", files: listAssets("sites/web/dist/assets", ".js") },
  { part: "site JS, first load of /", files: firstLoadFiles() },
  { part: "site CSS", files: listAssets("sites/web/dist/assets", ".css") },
];

/** The entry chunk and everything it imports statically: what a first visit downloads. */
function firstLoadFiles(): string[] {
  const manifestPath = join(root, "sites/web/dist/.vite/manifest.json");
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return [...chunkGraph(manifest, entries).values()].map((file) => join("sites/web/dist", file));
}

function listAssets(dir: string, ext: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const table: Array<{ part: string; raw: string; gzip: string }> = [];
let missing = 0;
for (const row of rows) {
  if (row.files.length === 0 || row.files.some((f) => !existsSync(join(root, f)))) {
    table.push({ part: row.part, raw: "not built", gzip: "-" });
    missing++;
    continue;
  }
  let raw = 0;
  let gz = 0;
  for (const file of row.files) {
    const bytes = readFileSync(join(root, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  table.push({ part: row.part, raw: kb(raw), gzip: kb(gz) });
}

const width = Math.max(...table.map((r) => r.part.length));
console.log(`${"part".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`);
for (const r of table) console.log(`${r.part.padEnd(width)}  ${r.raw.padStart(10)}  ${r.gzip.padStart(10)}`);
if (missing) console.log(`\n${missing} part(s) not built: run \`bun run build\` first.`);
