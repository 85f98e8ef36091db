// Summarizes a .cpuprofile written by `bun --cpu-prof` (see README: profiling the server under a
// workload): self time by function and inclusive time of the project's own functions, over the last
// N seconds of the profile only, so the seeding at start does not drown the workload.
// Run: bun bench/cpuprofile-summary.ts /tmp/prof/CPU….cpuprofile [lastSeconds] [rows]
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, lastArg, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: bun bench/cpuprofile-summary.ts FILE.cpuprofile [lastSeconds] [rows]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const rows = Number(rowsArg ?? 30);
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : Number.NEGATIVE_INFINITY;

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

// Self time per node, for the samples inside the window.
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + delta);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const place = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/.*node_modules\/\.bun\/([^/]+).*/, "$1").replace(/.*?\/(packages|server|bench)\//, "$1/");
  return `${n.callFrame.functionName || "(anonymous)"} ${url}:${n.callFrame.lineNumber + 1}`;
};
const ours = (n: ProfileNode) => /\/(packages|server)\/.+\.ts$/.test(n.callFrame.url) && !n.callFrame.url.includes("node_modules");

const selfBy = new Map<string, number>();
const inclusiveBy = new Map<string, number>();
for (const [id, time] of self) {
  const node = nodes.get(id)!;
  selfBy.set(place(node), (selfBy.get(place(node)) ?? 0) + time);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = nodes.get(cur)!;
    if (!ours(n) || seen.has(place(n))) continue;
    seen.add(place(n));
    inclusiveBy.set(place(n), (inclusiveBy.get(place(n)) ?? 0) + time);
  }
}
const table = (title: string, by: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...by].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
};
console.log(`${(total / 1000).toFixed(0)} ms of samples${lastArg ? ` in the last ${lastArg} s` : ""}`);
table("self time", selfBy);
table("inclusive time, the project's own functions", inclusiveBy);
