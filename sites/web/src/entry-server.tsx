// The site rendered on the server: the Bun server imports the built file (dist-server/entry-server.js)
// and asks it for each public page. Same routes, providers and widgets as the browser.
import { createPnyxQueryClient, isPrivateQueryKey, lightTheme } from "@pnyx/react";
import type { RenderedPage, SiteRendererModule } from "@pnyx/contract/site-renderer";
import { EMPTY_SESSION_STATE, createPnyxClient, type SessionStore } from "@pnyx/sdk";
import { dehydrate, type Query } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./App";
import { routes, type PageHandle } from "./routes";
import { pageAssets } from "./ssr/page-assets";
import { pageDocument, shellDocument } from "./ssr/page-document";
import { pageHead } from "./ssr/page-head";
import { renderWithData } from "./ssr/prefetch";
import { documentTitle, ServerHeadContext, type ServerHead } from "./ssr/server-head";

/**
 * The renderer the server loads from the built file. Typed by the seam both sides compile against
 * (@pnyx/contract/site-renderer): a change of shape here fails this typecheck, not a page at run time.
 */
export const createSiteRenderer: SiteRendererModule["createSiteRenderer"] = (options) => {
  // A visitor's client, shared by every render: its session store keeps nothing, so no call can ever
  // make it a member's, and nothing only a member may see enters a page.
  const client = createPnyxClient({ baseUrl: options.origin, fetch: options.fetch, sessionStore: visitorSession });
  const handler = createStaticHandler(routes);

  async function render(request: Request): Promise<RenderedPage | Response | null> {
    const context = await handler.query(request);
    if (context instanceof Response) return context;
    const last = context.matches.at(-1);
    if (!last || !(last.route.handle as PageHandle | undefined)?.serverRendered) return null;

    const queryClient = createPnyxQueryClient();
    // One try each, and a failed query renders its error (not a retry's loading state).
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
    const router = createStaticRouter(handler.dataRoutes, context);
    const head: ServerHead = { title: null };
    const page = (
      <ServerHeadContext.Provider value={head}>
        <App client={client} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServerHeadContext.Provider>
    );
    // The page is sent whole, each part in place: React would otherwise send a part that suspended,
    // or a large one, after the rest with an inline script to move it, which the site's policy blocks.
    const body = await renderWithData(async () => {
      const { prelude } = await prerender(page, { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
      return new Response(prelude).text();
    }, queryClient);

    const url = new URL(request.url);
    const modules = context.matches.map((match) => (match.route.handle as PageHandle | undefined)?.module).filter((m): m is string => !!m);
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" });
    const missing = last.route.path === "*" || failed.some((query) => (query.state.error as { status?: number } | null)?.status === 404);
    const html = pageDocument(options.template, {
      head: pageHead({ pattern: last.route.path ?? "", params: last.params }, head.title ?? documentTitle(null), url, queryClient),
      assets: pageAssets(options.manifest, modules),
      body,
      // A page with a failed query is rendered anew by the browser (it asks again), not hydrated.
      state:
        failed.length > 0
          ? null
          : {
              queries: dehydrate(queryClient, { shouldDehydrateQuery: isPublicData }),
              router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
            },
      htmlClass: lightTheme,
    });
    return { status: missing ? 404 : context.statusCode, html };
  }

  return { render, shell: shellDocument(options.template, lightTheme) };
};

/** Only public data goes into a page: never a session or a member's own data, whatever asked for it. */
const isPublicData = (query: Query) => query.state.status === "success" && !isPrivateQueryKey(query.queryKey);

const visitorSession: SessionStore = {
  get: () => EMPTY_SESSION_STATE,
  set: () => {},
  subscribe: () => () => {},
};
