// bench/page-trace: what holds a phone's main thread while a page loads. Loads one page of a running
// site in Debian Chromium at 4x CPU slowdown (Lighthouse's mobile setting), records a Chrome trace
// until the site has taken the page over (<html data-pnyx-ready>), and prints each main-thread task
// over 50 ms after first contentful paint (what Total Blocking Time counts) with the trace events that
// spent its time (self time), e.g. v8.evaluateModule of a chunk, FunctionCall of hydration, Layout.
// A measurement: it fails only on errors.
//   bun run serve &   then   node bench/page-trace.mjs http://localhost:3000/ [mobile|desktop]
// Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH). The trace is kept in .artifacts/page-trace.json.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const [url, screen = "mobile"] = process.argv.slice(2);
if (!url) {
  console.error("Usage: node bench/page-trace.mjs <page URL of a running site> [mobile|desktop]");
  process.exit(2);
}
const viewport = screen === "desktop" ? { width: 1280, height: 900 } : { width: 412, height: 823 };
const artifacts = resolve(import.meta.dirname, "../.artifacts");
mkdirSync(artifacts, { recursive: true });
const tracePath = join(artifacts, "page-trace.json");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    path: tracePath,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "v8.execute", "blink"],
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-pnyx-ready"), undefined, { timeout: 60_000 });
  await page.waitForTimeout(2_000);
  await browser.stopTracing();
} finally {
  await browser.close();
}

const { traceEvents } = JSON.parse(readFileSync(tracePath, "utf8"));
const mainThreads = new Set(traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
// From the page's request (the blank page before it paints nothing) to its first contentful paint.
const request = traceEvents.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url);
const paint = traceEvents.find((e) => e.name === "firstContentfulPaint" && (!request || e.ts > request.ts));
if (!request || !paint) throw new Error(`the trace has no request for ${url} or no first contentful paint after it`);
const start = request.ts;
const fcp = paint.ts;
const events = traceEvents.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === "X" && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// Self time: an event's duration less its children's (events nest by time on one thread).
const open = [];
for (const event of events) {
  while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
  if (open.length) open.at(-1).self -= event.dur;
  event.self = event.dur;
  open.push(event);
}
const long = events.filter((e) => e.name === "RunTask" && e.ts >= fcp && e.dur > 50_000);
const ms = (us) => (us / 1000).toFixed(0);
console.log(`${url} (${screen}, 4x CPU): first contentful paint at ${ms(fcp - start)} ms`);
console.log(`${long.length} tasks over 50 ms after it; their time over 50 ms: ${ms(long.reduce((sum, t) => sum + t.dur - 50_000, 0))} ms\n`);
for (const task of long) {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const byName = new Map();
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.self);
  // The page's script or resource the task worked for (playwright's own scripts have no http address).
  const source =
    inside
      .find((e) => e.args?.data?.url?.startsWith("http"))
      ?.args.data.url.split("/")
      .pop() ?? "";
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${ms(us)}`);
  console.log(`  +${ms(task.ts - fcp).padStart(5)} ms  ${ms(task.dur).padStart(4)} ms  ${source.slice(0, 32).padEnd(32)}  ${top.join(", ")}`);
}
