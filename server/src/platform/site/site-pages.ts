import { createPageCache, type PageCache } from "./page-cache";
import { createRenderGate, GateFull, type RenderGate } from "./render-gate";
import type { RenderedPage, SiteRenderer } from "@pnyx/contract/site-renderer";

/**
 * How long a rendered page is sent to every visitor who asks: a burst of visitors costs one render.
 * It adds to the bound of the answers the page is made from, so a page shows a write at most
 * CHANGE_VISIBLE_WITHIN_MS + PAGE_FRESH_MS after it (freshness/changes.ts PAGE_VISIBLE_WITHIN_MS).
 */
export const PAGE_FRESH_MS = 500;
// A page is tens of kilobytes: 200 keep memory in the megabytes, whatever URLs are asked for.
const MAX_PAGES_KEPT = 200;
/**
 * A render costs 10-40 ms of CPU (bench/api.ts): two at once, a few more in line; past that a
 * visitor gets the shell at once (the browser renders the page), so a flood of distinct URLs slows
 * no one's API calls.
 */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 8;

/**
 * The HTML for a page path: the public pages rendered with their data for a visitor, the shell for
 * the pages only the browser renders (members', admin). A render that fails sends the shell, so the
 * browser still renders the page: server rendering can make a page faster, never unreachable.
 * Pages are the same for every visitor (no cookie or header changes them), so they are shared.
 * Each is rendered at `origin` (PUBLIC_URL), whatever Host the request named: the page's canonical
 * link, og:url, og:image and JSON-LD name the public address, and the cache, keyed by path and
 * query, holds nothing another Host could have changed.
 */
export function sitePages(
  renderer: () => Promise<SiteRenderer | null>,
  onError: (error: unknown) => void,
  {
    origin,
    cache = createPageCache<RenderedPage>({ ttlMs: PAGE_FRESH_MS, maxEntries: MAX_PAGES_KEPT }),
    gate = createRenderGate({ concurrent: RENDERS_AT_ONCE, maxWaiting: RENDERS_WAITING }),
  }: { origin: string; cache?: PageCache<RenderedPage>; gate?: RenderGate },
) {
  const publicOrigin = new URL(origin).origin;
  return async (request: Request): Promise<RenderedPage | null> => {
    const site = await renderer();
    if (!site) return null;
    // Only the path and query are the request's. Joined to the origin, not resolved against it: a
    // path such as "//other.example/x" stays a path here.
    const asked = new URL(request.url, publicOrigin);
    const path = `${asked.pathname}${asked.search}`;
    const url = new URL(`${publicOrigin}${path}`);
    try {
      return await cache.get(path, () => gate.run(() => render(site, url, onError)));
    } catch (error) {
      // Refused by the gate: the shell now, and nothing kept, so the next visitor may get the page.
      if (error instanceof GateFull) return { status: 200, html: site.shell };
      throw error;
    }
  };
}

async function render(site: SiteRenderer, url: URL, onError: (error: unknown) => void): Promise<RenderedPage> {
  try {
    // A request of its own: one visitor leaving must not stop the render others wait for.
    const page = await site.render(new Request(url.href));
    return page instanceof Response || page === null ? { status: 200, html: site.shell } : page;
  } catch (error) {
    onError(error);
    return { status: 200, html: site.shell };
  }
}
