import type { Query, QueryClient } from "@tanstack/react-query";

/** Renders past the data each render asks for; a page whose queries depend on others needs two or three. */
const MAX_RENDERS = 4;

/**
 * Renders a page with its data. Each render puts the widgets' queries in the cache as they render
 * (as in the browser); the enabled ones without data are then fetched and the page rendered again,
 * until a render asks for nothing new: that render is the page. The widgets stay as they are: the
 * page's data is whatever its components ask for, nothing listed twice. A page without data
 * dependencies costs two renders (the first only to learn what it asks for).
 */
export async function renderWithData(render: () => Promise<string>, queries: QueryClient): Promise<string> {
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const html = await render();
    const waiting = queries
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && !tried.has(query.queryHash) && isEnabled(query));
    // What is still missing after the last pass renders as loading, and the browser fetches it.
    if (waiting.length === 0 || pass === MAX_RENDERS) return html;
    for (const query of waiting) tried.add(query.queryHash);
    // A query that fails renders its error state, as in the browser; the page is still served.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}
