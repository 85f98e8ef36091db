// Started by bench/lighthouse.ts under Node (Lighthouse supports Node only): runs Lighthouse on each
// page, `runs` times, in Debian Chromium, and writes a summary of each run (scores, metrics, failing
// audits, opportunities) as JSON, plus each run's HTML report.
//   node bench/lighthouse-runner.mjs <plan.json> <results.json>
// plan: { baseUrl, blankPath, chromium, runs, reportDir, session, pages: [{ label, slug, path, member }] }
// results: { seen: [per page: what the warm-up load saw], runs: [per page: [per run: summary]] }
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import puppeteer from "puppeteer-core";

const [planFile, resultsFile] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planFile, "utf8"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Lighthouse's own defaults, then what a visitor's first visit lacks: no session, no cookies.
const KEEP_SESSION = ["file_systems", "shader_cache", "service_workers", "cache_storage"];
const VISITOR = [...KEEP_SESSION, "local_storage", "indexeddb", "cookies"];

const browser = await puppeteer.launch({
  executablePath: plan.chromium,
  headless: true,
  defaultViewport: null,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/** Puts the member's session where the site keeps it, or takes it away. */
async function setSession(session) {
  const page = await browser.newPage();
  await page.goto(plan.baseUrl + plan.blankPath);
  await page.evaluate((state) => (state ? localStorage.setItem("persist:a", JSON.stringify(state)) : localStorage.removeItem("persist:a")), session);
  await page.close();
}

/** What a developer needs from an item of a failing audit: the element, the message or the URL. */
function hint(item) {
  const text =
    item.node?.snippet ??
    item.node?.selector ??
    item.description ??
    item.issueType ??
    item.source?.url ??
    item.sourceLocation?.url ??
    item.url ??
    item.scriptUrl;
  if (typeof text !== "string") return null;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function summarize(lhr) {
  const failing = {};
  for (const id of CATEGORIES.slice(1)) {
    failing[id] = lhr.categories[id].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode))
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        hints: (audit.details?.items ?? []).map(hint).filter(Boolean).slice(0, 3),
      }));
  }
  const perfRefs = lhr.categories.performance.auditRefs.filter((ref) => ref.group !== "hidden");
  const perf = perfRefs.map((ref) => lhr.audits[ref.id]).filter(Boolean);
  const opportunities = perf
    .filter((a) => a.details?.type === "opportunity" && ((a.details.overallSavingsMs ?? 0) > 0 || (a.details.overallSavingsBytes ?? 0) > 0))
    .map((a) => ({ id: a.id, title: a.title, savingsMs: a.details.overallSavingsMs ?? 0, savingsBytes: a.details.overallSavingsBytes ?? 0 }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  const metricIds = new Set(perfRefs.filter((ref) => ref.group === "metrics").map((ref) => ref.id));
  const diagnostics = perf
    .filter((a) => a.details?.type !== "opportunity" && !metricIds.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? null, hints: (a.details?.items ?? []).map(hint).filter(Boolean).slice(0, 1) }));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    version: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100)])),
    metrics: {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      si: metric("speed-index"),
    },
    failing,
    opportunities,
    diagnostics,
    // Audits Lighthouse could not run (12.2.3's trace engine fails on some of Chromium's newer traces).
    broken: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === "error")
      .map((a) => ({ id: a.id, error: a.errorMessage ?? "" })),
  };
}

/**
 * Watches a load at Lighthouse's mobile screen for what its own attributions would name: the LCP
 * element, the elements that shifted, and the issues Chrome logs (a Content-Security-Policy
 * violation, say). Lighthouse measures CLS from an unthrottled load too ("simulate" throttling).
 */
async function watchLoad(page) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
  await page.setUserAgent(userAgents.mobile);
  const issues = [];
  const cdp = await page.createCDPSession();
  cdp.on("Audits.issueAdded", ({ issue }) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    const where = csp?.sourceCodeLocation ? `${csp.sourceCodeLocation.url}:${csp.sourceCodeLocation.lineNumber + 1}` : "";
    issues.push(
      csp
        ? `${issue.code}: ${csp.contentSecurityPolicyViolationType} ${csp.violatedDirective}${csp.isReportOnly ? " (report-only)" : ""} ${csp.blockedURL ?? where}`.trim()
        : `${issue.code}: ${issue.details.genericIssueDetails?.errorType ?? JSON.stringify(issue.details).slice(0, 160)}`,
    );
  });
  await cdp.send("Audits.enable");
  await page.evaluateOnNewDocument(() => {
    const seen = { lcp: null, shifts: [] };
    Object.defineProperty(window, "__pnyxLighthouse", { value: seen });
    const describe = (node) => {
      if (!node || node.nodeType !== 1) return node ? `#text "${(node.textContent ?? "").trim().slice(0, 40)}"` : "(removed)";
      const parts = [];
      for (let n = node; n && n.nodeType === 1 && parts.length < 3; n = n.parentElement) {
        const named = ["aria-label", "alt"].find((a) => n.getAttribute(a));
        parts.unshift(`${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${named ? `[${named}="${n.getAttribute(named).slice(0, 30)}"]` : ""}`);
      }
      const src = node.getAttribute("src");
      const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      return `${parts.join(" > ")}${src ? ` src=${src}` : text ? ` "${text}"` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.lcp = { element: describe(e.element), ms: Math.round(e.startTime) };
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.hadRecentInput) seen.shifts.push({ value: e.value, ms: Math.round(e.startTime), sources: e.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => ({ ...(await page.evaluate(() => window.__pnyxLighthouse)), issues: [...new Set(issues)] });
}

const results = { seen: [], runs: plan.pages.map(() => []) };
try {
  // Warm-up: each page loaded once at the mobile screen, unthrottled, as on a server that has run a
  // while (pictures drawn and kept, answers cached, code compiled). Not measured; what it saw is kept.
  for (const p of plan.pages) {
    await setSession(p.member ? plan.session : null);
    const page = await browser.newPage();
    const seen = await watchLoad(page);
    await page.goto(plan.baseUrl + p.path, { waitUntil: "networkidle0", timeout: 60_000 }).catch((e) => console.error(`warm-up of ${p.path}: ${e.message}`));
    results.seen.push(await seen().catch((e) => ({ lcp: null, shifts: [], issues: [], error: e.message })));
    await page.close();
  }
  mkdirSync(plan.reportDir, { recursive: true });
  for (let run = 0; run < plan.runs; run++) {
    for (const [i, p] of plan.pages.entries()) {
      const started = Date.now();
      await setSession(p.member ? plan.session : null);
      const page = await browser.newPage();
      // The default (mobile) config: Moto G Power screen, simulated slow 4G, 4x CPU slowdown.
      const result = await lighthouse(
        plan.baseUrl + p.path,
        { logLevel: "error", output: "html" },
        { extends: "lighthouse:default", settings: { onlyCategories: CATEGORIES, clearStorageTypes: p.member ? KEEP_SESSION : VISITOR } },
        page,
      );
      await page.close().catch(() => {});
      if (!result) throw new Error(`Lighthouse gave no result for ${p.path}`);
      const report = join(plan.reportDir, `${p.slug}-run${run + 1}.html`);
      writeFileSync(report, String(result.report));
      results.runs[i].push({ ...summarize(result.lhr), report });
      console.error(`  lighthouse ${p.label}: run ${run + 1}/${plan.runs} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  writeFileSync(resultsFile, JSON.stringify(results));
} finally {
  await browser.close();
}
