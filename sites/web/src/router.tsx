import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from "react-router";
import { routes } from "./routes";

/**
 * The browser's router. The lazy modules of the page being shown load first (the server's HTML
 * preloads them), so the first render is the page itself, the one the server rendered, not a fallback.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  await loadLazyMatches(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData });
}

async function loadLazyMatches(routeList: RouteObject[], pathname: string) {
  const lazyMatches = matchRoutes(routeList, pathname)?.filter((match) => typeof match.route.lazy === "function") ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
