// bench/lighthouse: Lighthouse in mobile emulation (its default: a Moto G Power's screen, simulated
// slow 4G, 4x CPU slowdown) in Debian Chromium, against the built site served by the real server,
// on the home page, a category page, an article with 20 opinions, a community page and a community
// post (as a logged-in member: the page is members-only; LIGHTHOUSE_PAGES=home,article picks some).
// Prints the median of BENCH_RUNS runs (1) per page, then what lost the points: failing audits, and
// the performance opportunities.
// A measurement: it fails only on errors, or when LIGHTHOUSE_MIN is set and a page's performance
// score is below it.
// Needs the built site (`bun run build`) and Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
// Run: bun run bench:lighthouse   (about a minute per page and run on 2 cores)
import { healthEndpoint } from "@pnyx/contract";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fmt } from "./harness";
import { seedLighthouseData } from "./lighthouse-seed";

const root = resolve(import.meta.dir, "..");
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1);
/** LIGHTHOUSE_PAGES=home,article: only these pages (by slug). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((slug) => slug.trim());
const MIN = process.env.LIGHTHOUSE_MIN ? Number(process.env.LIGHTHOUSE_MIN) : null;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportDir = join(root, ".artifacts/lighthouse");

if (MIN !== null && !Number.isFinite(MIN)) fail(`LIGHTHOUSE_MIN must be a number (a performance score, 0–100), not "${process.env.LIGHTHOUSE_MIN}"`);
if (!existsSync(join(root, "sites/web/dist/index.html")))
  fail("bench:lighthouse measures the built site, and sites/web/dist is missing: run `bun run build` first.");
if (!existsSync(chromium)) fail(`No Chromium at ${chromium} (Debian: apt-get install -y chromium; or set CHROMIUM_PATH).`);

interface Page {
  label: string;
  slug: string;
  path: string;
  member: boolean;
}
interface Audit {
  id: string;
  title: string;
  weight?: number;
  displayValue: string | null;
  hints: string[];
}
interface Run {
  version: string;
  finalUrl: string;
  error: string | null;
  warnings: string[];
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number | null>;
  metrics: Record<"fcp" | "lcp" | "tbt" | "cls" | "si", number | null>;
  failing: Record<"accessibility" | "best-practices" | "seo", Audit[]>;
  opportunities: Array<{ id: string; title: string; savingsMs: number; savingsBytes: number }>;
  diagnostics: Audit[];
  broken: Array<{ id: string; error: string }>;
  report: string;
}
/** What the runner's warm-up load saw at the mobile screen: Lighthouse 12.2.3 cannot attribute these on Chromium 156. */
interface Seen {
  lcp: { element: string; ms: number } | null;
  shifts: Array<{ value: number; ms: number; sources: string[] }>;
  issues: string[];
  error?: string;
}

const work = mkdtempSync(join(tmpdir(), "pnyx-lighthouse-"));
const dataDir = join(work, "data");
let server: ChildProcess | undefined;
let exitCode = 0;
try {
  console.error("bench:lighthouse: seeding…");
  const fixtures = await seedLighthouseData(dataDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = await startServer(port, baseUrl);

  const allPages: Page[] = [
    { label: "/", slug: "home", path: "/", member: false },
    { label: `/category/${fixtures.category}`, slug: "category", path: `/category/${fixtures.category}`, member: false },
    { label: "/details/{id} (20 opinions)", slug: "article", path: `/details/${fixtures.articleId}`, member: false },
    { label: "/community/{id}", slug: "community", path: `/community/${fixtures.communityId}`, member: false },
    { label: "/cpostdetails/{id} (member)", slug: "community-post", path: `/cpostdetails/${fixtures.postId}`, member: true },
  ];
  const pages = ONLY ? allPages.filter((page) => ONLY.includes(page.slug)) : allPages;
  if (pages.length === 0) fail(`LIGHTHOUSE_PAGES names none of the pages (${allPages.map((page) => page.slug).join(", ")})`);
  const planFile = join(work, "plan.json");
  const resultsFile = join(work, "results.json");
  writeFileSync(
    planFile,
    JSON.stringify({ baseUrl, blankPath: healthEndpoint.path, chromium, runs: RUNS, reportDir, session: { user: fixtures.member, admin: null }, pages }),
  );
  console.error(`bench:lighthouse: ${pages.length} pages × ${RUNS} run(s) on ${baseUrl}`);
  const runner = spawn("node", [join(import.meta.dir, "lighthouse-runner.mjs"), planFile, resultsFile], { cwd: import.meta.dir, stdio: "inherit" });
  const code = await new Promise<number | null>((done, reject) => runner.once("exit", done).once("error", reject));
  if (code !== 0 || !existsSync(resultsFile)) throw new Error(`the Lighthouse runner (node) exited ${code}`);
  const { seen, runs: results } = JSON.parse(readFileSync(resultsFile, "utf8")) as { seen: Seen[]; runs: Run[][] };

  const medians = results.map((runs) => median(runs));
  console.log(
    `\nbench/lighthouse — Lighthouse ${results[0]![0]!.version} mobile (simulated slow 4G, 4× CPU), Chromium, ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} per page`,
  );
  console.log(`article ${fixtures.articleId} (20 opinions), community ${fixtures.communityId}, community post ${fixtures.postId}\n`);
  console.log("| page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const [i, page] of pages.entries()) {
    const runs = results[i]!;
    const score = (id: keyof Run["scores"]) => fmt(medianOf(runs.map((r) => r.scores[id])));
    const perfRange =
      runs.length > 1 ? ` (${Math.min(...runs.map((r) => r.scores.performance ?? NaN))}–${Math.max(...runs.map((r) => r.scores.performance ?? NaN))})` : "";
    const metric = (id: keyof Run["metrics"]) => medianOf(runs.map((r) => r.metrics[id]));
    console.log(
      `| ${page.label} | ${score("performance")}${perfRange} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${fmt(metric("fcp") / 1000, 1)} s | ${fmt(metric("lcp") / 1000, 1)} s | ${fmt(metric("tbt"))} ms | ${fmt(metric("cls"), 3)} |`,
    );
  }

  for (const [i, page] of pages.entries()) {
    const run = medians[i]!;
    console.log(`\n## ${page.label}${RUNS > 1 ? " (the median run)" : ""} — report: ${relative(root, run.report)}`);
    const landed = new URL(run.finalUrl);
    if (landed.pathname !== page.path) {
      console.log(
        `  ! measured ${landed.pathname}, not ${page.path}${page.member ? ": the member's session was not taken (the site keeps it in localStorage 'persist:a'), so this is what a logged-out visitor sees" : ""}`,
      );
    }
    if (run.error) console.log(`  ! Lighthouse error: ${run.error}`);
    for (const warning of run.warnings) console.log(`  ! ${warning}`);
    console.log("  Performance opportunities (estimated savings):");
    for (const o of run.opportunities.slice(0, 6)) {
      const bytes = o.savingsBytes ? `, ${fmt(o.savingsBytes / 1024)} KiB` : "";
      console.log(`    - ${o.id}: ${o.title} — ${fmt(o.savingsMs)} ms${bytes}`);
    }
    if (run.opportunities.length === 0) console.log("    (none)");
    if (run.diagnostics.length > 0) {
      console.log("  Performance diagnostics:");
      for (const d of run.diagnostics) printAudit(d);
    }
    printSeen(seen[i]!);
    for (const [category, title] of [
      ["accessibility", "Accessibility"],
      ["best-practices", "Best practices"],
      ["seo", "SEO"],
    ] as const) {
      const audits = run.failing[category];
      if (audits.length === 0) continue;
      console.log(`  ${title}, failing:`);
      for (const a of audits) printAudit(a);
    }
  }

  // The same few audits fail on every page (Lighthouse 12.2.3's trace engine and this Chromium): said once.
  const broken = new Map(results.flat().flatMap((r) => r.broken.map((b) => [b.id, b.error] as const)));
  if (broken.size > 0) {
    console.log(`\nAudits Lighthouse could not run (no score lost; their attribution is replaced by what the warm-up saw): ${[...broken.keys()].join(", ")}`);
    console.log(`  first error: ${[...broken.values()][0]}`);
  }

  if (results.some((runs) => runs.some((r) => r.error))) {
    console.error("\nbench:lighthouse: Lighthouse reported errors (above): the figures of those pages are not to be trusted.");
    exitCode = 1;
  } else if (MIN !== null) {
    const below = pages.filter((_, i) => medianOf(results[i]!.map((r) => r.scores.performance)) < MIN);
    if (below.length > 0) {
      console.error(`\nbench:lighthouse: performance below LIGHTHOUSE_MIN=${MIN} on ${below.map((p) => p.label).join(", ")}`);
      exitCode = 1;
    }
  }
} catch (error) {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((done) => server!.once("exit", done));
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function printAudit(a: Audit) {
  const weight = a.weight === 0 ? " (weight 0: costs no points)" : "";
  console.log(`    - ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ""}${weight}`);
  for (const h of a.hints) console.log(`        ${h.replace(/\s+/g, " ")}`);
}

function printSeen(s: Seen) {
  if (s.error) return console.log(`  (the warm-up load could not be watched: ${s.error})`);
  console.log("  Seen in the warm-up load (mobile screen, unthrottled, as Lighthouse's CLS):");
  if (s.lcp) console.log(`    LCP element: ${s.lcp.element}`);
  const shifts = s.shifts.filter((x) => x.value >= 0.001).sort((a, b) => b.value - a.value);
  for (const x of shifts.slice(0, 4)) console.log(`    layout shift ${fmt(x.value, 3)} at ${fmt(x.ms)} ms: ${x.sources.join("; ")}`);
  if (shifts.length > 4) console.log(`    … and ${shifts.length - 4} smaller shifts`);
  for (const issue of s.issues) console.log(`    Chrome issue: ${issue}`);
}

/** The median of the numbers given (the lower middle one of an even count); NaN when there are none. */
function medianOf(values: Array<number | null>): number {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : NaN;
}

/** The run whose performance score is the median: its failing audits and opportunities are shown. */
function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))[Math.floor((runs.length - 1) / 2)]!;
}

/** The real server (server/src/main.ts, as `bun run serve` starts it) on the seeded DATA_DIR; resolves once healthy. */
async function startServer(port: number, baseUrl: string): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    PUBLIC_URL: baseUrl,
  };
  // The seeded folder is the whole configuration: no outside database, secret, feeds or Redis.
  for (const key of ["MONGODB_URI", "JWT_SECRET", "REDIS_URL", "NEWS_FEEDS", "SITE_DIR", "EMBED_DIR", "ADMIN_USERNAME", "ADMIN_PASSWORD", "RATE_LIMITS"])
    delete env[key];
  const child = spawn("bun", ["--conditions=@pnyx/source", join(root, "server/src/main.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.slice(-4000)}`);
    const healthy = await fetch(`${baseUrl}${healthEndpoint.path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await Bun.sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`the server was not healthy within 60 s:\n${output.slice(-4000)}`);
}

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : reject(new Error("no free port"))));
    });
  });
}
