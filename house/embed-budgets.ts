// The publisher embeds' size budgets (issue 32), checked by the test command after the build: what a
// browser downloads for each, gzipped file by file (as a server compresses them), following the
// entry's static and dynamic imports (a thread opens its live connection at once, so socket.io's
// chunk counts). Prints the table; exits 1 when any budget is passed.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkGraph, type BuildManifest } from "./manifest-graph";

const dist = resolve(import.meta.dirname, "../packages/embed/dist");
const manifestPath = join(dist, "embed/.vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("The embeds are not built: run `bun run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
/** The files an entry brings, itself included, each once. */
function graph(entryFile: string, dynamic = true): string[] {
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === entryFile);
  if (!key) throw new Error(`no ${entryFile} in the embed build`);
  return [...chunkGraph(manifest, [key], { dynamic }).values()].map((file) => join(dist, "embed", file));
}

const loader = join(dist, "embed.js");
const css = join(dist, "embed/embed.css");
const widget = (entry: string) => [loader, css, ...graph(entry)];
const rows: Array<{ part: string; files: string[]; budgetKb: number }> = [
  { part: "loader (embed.js)", files: [loader], budgetKb: 3 },
  { part: "counts, beyond the loader", files: graph("count.js"), budgetKb: 1.5 },
  { part: "opinion thread (loader + all it loads)", files: widget("opinions.js"), budgetKb: 80 },
];
if (Object.values(manifest).some((chunk) => chunk.file === "chat.js"))
  rows.push({ part: "chat room (loader + all it loads)", files: widget("chat.js"), budgetKb: 90 });

// Native members' sign-in (issue 45): the window on Pnyx's origin, and the hidden bridge frame every
// native member's page loads with its first thread or room.
if (Object.values(manifest).some((chunk) => chunk.file === "signin.js")) {
  // The window opens no live connection: socket.io's chunk, imported on demand by the SDK's core, never loads.
  rows.push({ part: "sign-in window (its stylesheet + all it loads)", files: [css, ...graph("signin.js", false)], budgetKb: 60 });
  rows.push({ part: "bridge frame", files: graph("bridge.js"), budgetKb: 1.5 });
}

let over = 0;
const table = rows.map(({ part, files, budgetKb }) => {
  const bytes = files.reduce((sum, file) => sum + gz(file), 0);
  const ok = bytes <= budgetKb * 1024;
  if (!ok) over++;
  return { part, "gzip kB": (bytes / 1024).toFixed(2), "budget kB": budgetKb, files: files.length, verdict: ok ? "ok" : "OVER" };
});
console.table(table);
if (over) {
  console.error(`${over} embed budget(s) passed.`);
  process.exit(1);
}
