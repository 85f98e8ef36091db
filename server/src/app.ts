import type { DatabaseState } from "@pnyx/contract";
import { Elysia } from "elysia";
import type { Config } from "./config";
import { healthRoutes } from "./modules/health/routes";
import { errorHandler, notFound } from "./platform/errors";
import { staticSite } from "./platform/static-site";

export interface AppDeps {
  config: Pick<Config, "version" | "siteDir">;
  startedAt?: number;
  databaseState?: () => DatabaseState;
}

/** Composes the server's plugins without listening, so tests can call `app.handle(request)`. */
export function createApp(deps: AppDeps) {
  return new Elysia({ name: "pnyx" })
    .use(errorHandler)
    .use(
      healthRoutes({
        version: deps.config.version,
        startedAt: deps.startedAt ?? Date.now(),
        databaseState: deps.databaseState ?? (() => "none"),
      }),
    )
    // Unknown API paths answer JSON 404s; everything else falls through to the site.
    .all("/api/*", ({ path }) => {
      throw notFound(`No route for ${path}`);
    })
    .use(staticSite(deps.config.siteDir));
}

export type App = ReturnType<typeof createApp>;
