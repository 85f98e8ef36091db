import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { READY_ATTRIBUTE } from "../src/ssr/ready-mark";

const require = createRequire(import.meta.url);
const axeSource = require.resolve("axe-core/axe.min.js");
export const screenshotDir = resolve(import.meta.dirname, "../../../.artifacts/screenshots");

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let readers = 0;
/** A distinct client address per simulated reader (the e2e server trusts X-Forwarded-For). */
export function readerAddress(): string {
  readers++;
  return `10.${process.pid % 250}.${Math.floor(readers / 250) % 250}.${readers % 250}`;
}

/** One Debian Chromium per test file, driven by playwright-core (no downloaded browser). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(path: string, viewport: ViewportName = "desktop"): Promise<Page> {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: inject("baseUrl"),
        extraHTTPHeaders: { "x-forwarded-for": readerAddress() },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      (page as Page & { pnyxErrors: string[] }).pnyxErrors = errors;
      waitForReadyOnLoad(page);
      await page.goto(path);
      return page;
    },
  };
}

/**
 * Makes the page's goto and reload also wait until the site has taken the page over: a server-rendered
 * page shows its buttons before React hydrates them, and a tap in between is lost. Pages that are not
 * the site (publishers' pages with embeds) have no #root and are not waited for.
 */
function waitForReadyOnLoad(page: Page): void {
  const untilReady = () =>
    page.waitForFunction((attribute) => !document.getElementById("root") || document.documentElement.hasAttribute(attribute), READY_ATTRIBUTE, {
      timeout: 15_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady();
    return response;
  };
}

/**
 * Resolves once the page's realtime link has asked to watch a thread (`article:watch`) and the server
 * has answered: events from then on reach the page. Call it before the page loads.
 */
export function threadWatched(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      const asked = new Set<string>();
      socket.on("framesent", ({ payload }) => {
        // socket.io: 42<ack id>["article:watch",…] asks, 43<ack id>[…] answers.
        const ask = /^42(\d+)\["article:watch"/.exec(String(payload));
        if (ask) asked.add(ask[1]!);
      });
      socket.on("framereceived", ({ payload }) => {
        const answer = /^43(\d+)/.exec(String(payload));
        if (answer && asked.has(answer[1]!)) resolve();
      });
    });
  });
}

const inFlight = new WeakMap<Page, Set<object>>();

/** Counts the page's requests in flight from now on (socket.io's transport, which stays open, aside). */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<object>();
  inFlight.set(page, open);
  page.on("request", (request) => {
    if (!request.url().includes("/socket.io/")) open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/**
 * Waits until the page has its data: loaded, no request in flight for `quietMs`, nothing busy.
 * Playwright's "networkidle" waits 500 ms of silence after every page; a page whose last answer
 * came needs only a frame or two to show it.
 */
export async function settle(page: Page, quietMs = 120): Promise<void> {
  watchRequests(page);
  await page.waitForLoadState("load");
  const open = inFlight.get(page)!;
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => {});
}

/** Errors the page printed or threw so far; a clean page has none. */
export const pageErrors = (page: Page): string[] => (page as Page & { pnyxErrors?: string[] }).pnyxErrors ?? [];

/** Full-page screenshot under .artifacts/screenshots (ignored by git), for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true });
}

/** Runs axe in the page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  // Evaluated over the devtools protocol, which the site's CSP rightly does not allow as an inline
  // <script>; the page keeps its real policy, so a CSP violation of the site itself still shows.
  await page.evaluate(readFileSync(axeSource, "utf8"));
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
    ).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations).toEqual([]);
}
