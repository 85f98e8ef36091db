// count.js: fills every <pnyx-count> of a page with one request per 50 addresses (GET
// /api/embed/counts, cacheable), and keeps them current when a thread on the page changes (the
// thread widget announces `pnyx:count` on the document). No SDK here: it must stay under 1.5 kB.
import { type EmbedCount, type embedCountsEndpoint, MAX_COUNT_URLS, canonicalArticleUrl } from "@pnyx/contract";
import { elementStrings, fill, type PageContext } from "../shared/page";

const COUNTS_PATH: (typeof embedCountsEndpoint)["path"] = "/api/embed/counts";

/** The texts of a count; `{count}` is the number. Not exported: every export is bytes in count.js's budget. */
const DEFAULT_COUNT_STRINGS = { zero: "No opinions yet", one: "1 opinion", other: "{count} opinions" };

/** The event a thread sends on the document when its article's count changes. */
export interface CountChange {
  url: string;
  opinions: number;
}

const shown = new Map<string, Set<Element>>();
/** Each address's last count: a count placed later for it (or filled again) shows it at once. */
const known = new Map<string, number>();
/** The page's settings, as the loader last passed them. */
let page: PageContext;

function show(element: Element, opinions: number): void {
  const strings = { ...DEFAULT_COUNT_STRINGS, ...page.config.strings?.count, ...elementStrings(element) };
  element.textContent = fill(opinions === 0 ? strings.zero : opinions === 1 ? strings.one : strings.other, { count: opinions });
  element.setAttribute("data-count", String(opinions));
}

/** An address's count, from the server or a thread on the page: kept, and shown on its elements. */
function learn({ url, opinions }: CountChange): void {
  known.set(url, opinions);
  for (const element of shown.get(url) ?? []) show(element, opinions);
}

document.addEventListener("pnyx:count", (event) => learn((event as CustomEvent<CountChange>).detail));

/**
 * Fills the elements: addresses not asked yet are asked for (one request per 50), the others show
 * their last count at once, in the page's and the element's texts as they are now.
 */
export function count(elements: Element[], context: PageContext): void {
  page = context;
  const fresh: string[] = [];
  for (const element of elements) {
    const url = canonicalArticleUrl(element.getAttribute("article-url") ?? location.href);
    if (!url) {
      console.error("pnyx: <pnyx-count> needs an absolute article-url", element);
      continue;
    }
    if (!shown.has(url)) {
      shown.set(url, new Set());
      fresh.push(url);
    }
    shown.get(url)!.add(element);
    if (known.has(url)) show(element, known.get(url)!);
  }
  for (let start = 0; start < fresh.length; start += MAX_COUNT_URLS) {
    const urls = fresh.slice(start, start + MAX_COUNT_URLS);
    fetch(`${page.base}${COUNTS_PATH}?${urls.map((url) => `urls=${encodeURIComponent(url)}`).join("&")}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(`HTTP ${response.status}`)))
      .then(
        ({ counts }: { counts: EmbedCount[] }) => counts.forEach(learn),
        (error: unknown) => console.error("pnyx: counts could not be loaded", error),
      );
  }
}
