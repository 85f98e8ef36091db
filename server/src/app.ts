import type { DatabaseState } from "@pnyx/contract";
import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import { z } from "zod";
import { authRoutes } from "./modules/auth/routes";
import { chatRoutes } from "./modules/chat/routes";
import { communitiesRoutes } from "./modules/communities/routes";
import { liveLinkRoutes } from "./modules/live-link/routes";
import { moderationRoutes } from "./modules/moderation/routes";
import { queueAndPeopleRoutes } from "./modules/moderation/queue-and-people-routes";
import { feedbackRoutes } from "./modules/feedback/routes";
import { gamificationRoutes } from "./modules/gamification/routes";
import { healthRoutes } from "./modules/health/routes";
import { newsRoutes } from "./modules/news/routes";
import { opinionsRoutes } from "./modules/opinions/routes";
import { notificationsRoutes } from "./modules/notifications/routes";
import { searchRoutes } from "./modules/search/routes";
import { sitemapRoutes } from "./modules/sitemap/routes";
import { votesRoutes } from "./modules/votes/routes";
import { uploadsRoutes } from "./modules/uploads/routes";
import { usersRoutes } from "./modules/users/routes";
import { publishersRoutes } from "./modules/publishers/api/routes";
import { demoPageRoute } from "./modules/publishers/pages/demo-page";
import { embedWindowsRoute } from "./modules/publishers/pages/embed-windows";
import { threadSnapshotRoute } from "./modules/publishers/pages/thread-snapshot";
import { errorHandler, noRoute } from "./platform/errors";
import { compression } from "./platform/compression";
import { cors } from "./platform/cors";
import { httpCache } from "./platform/http-cache";
import { createOriginGuard } from "./platform/origin-guard";
import { embedAssets } from "./platform/site/embed-assets";
import { staticSite } from "./platform/site/static-site";
import { lazySiteRenderer } from "./platform/site/site-renderer";
import { sitePages } from "./platform/site/site-pages";
import type { ServiceDeps } from "./services";
import { createServices, type Services } from "./service-table";

export interface AppDeps extends ServiceDeps {
  startedAt?: number;
  databaseState: () => DatabaseState;
}

const noSuchRoute = ({ path }: { path: string }): never => {
  throw noRoute(path);
};

/** Composes the server's plugins without listening, so tests can call `app.handle(request)`. */
export function createApp(deps: AppDeps, services: Services = createServices(deps)) {
  const endpointDeps = {
    auth: deps.auth,
    trustProxy: deps.config.trustProxy,
    cache: deps.cache,
    sameSite: createOriginGuard({ publicUrl: deps.config.publicUrl, isAllowed: deps.publishers.isRegistered }),
  };
  const snapshots = { models: deps.models, opinions: services.opinions, publicUrl: deps.config.publicUrl, now: deps.now };
  // Public pages are rendered with the data the API gives a visitor, asked of this app in process.
  const renderer = lazySiteRenderer({
    entry: deps.config.siteRenderer,
    siteDir: deps.config.siteDir,
    origin: deps.config.publicUrl,
    handle: (request) => app.handle(request),
  });
  const pages = sitePages(renderer, (error) => console.error("Server rendering failed; sent the shell:", error), { origin: deps.config.publicUrl });
  const app = new Elysia({ name: "pnyx" })
    .use(errorHandler)
    // ETags and 304s first, then compression of what is still sent (both on every route below).
    .use(httpCache)
    .use(compression)
    .use(cors(deps.publishers.isRegistered))
    .use(
      openapi({
        path: "/api/docs",
        specPath: "/api/openapi.json",
        provider: null,
        documentation: { info: { title: "Pnyx API", version: deps.config.version } },
        mapJsonSchema: { zod: (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) },
      }),
    )
    .use(healthRoutes({ version: deps.config.version, startedAt: deps.startedAt ?? Date.now(), databaseState: deps.databaseState }))
    .use(authRoutes(endpointDeps, services.auth, services.accounts))
    .use(usersRoutes(endpointDeps, services.users))
    .use(gamificationRoutes({ ...endpointDeps, models: deps.models, now: deps.now }, services.gamification, services.rewards))
    .use(feedbackRoutes(endpointDeps, services.feedback))
    .use(uploadsRoutes(endpointDeps, deps.uploads, services.uploads))
    .use(newsRoutes(endpointDeps, services.news, services.articleCorrections))
    .use(searchRoutes(endpointDeps, services.search))
    .use(opinionsRoutes(endpointDeps, services.opinions, services.threadAccess))
    .use(votesRoutes(endpointDeps, services.votes, services.threadAccess))
    .use(communitiesRoutes(endpointDeps, services.communities, services.communityPosts))
    .use(moderationRoutes(endpointDeps, services.review, services.reports, services.audit, services.notices))
    .use(queueAndPeopleRoutes(endpointDeps, services))
    .use(liveLinkRoutes(endpointDeps, services.liveLink))
    .use(notificationsRoutes(endpointDeps, services.notifications))
    .use(chatRoutes(endpointDeps, services.chatMessages, services.totalMembers))
    .use(publishersRoutes(endpointDeps, services.publishers, services.embed, services.embedGrants))
    // What no route serves answers the one JSON 404 (noRoute): an unknown API path by any method (GET
    // has its own: GET routes are looked up before `all` ones, and the site's `/*` would take it), and
    // any other path by a method the site does not serve. As routes, not Elysia's own not-found: a
    // global mapResponse (httpCache, compression) empties the body on that path.
    .get("/api", noSuchRoute)
    .get("/api/*", noSuchRoute)
    .all("/*", noSuchRoute)
    .use(sitemapRoutes({ models: deps.models, publicUrl: deps.config.publicUrl, now: deps.now }))
    .use(threadSnapshotRoute(snapshots))
    .use(demoPageRoute(snapshots))
    .use(embedWindowsRoute())
    .use(embedAssets(deps.config.embedDir))
    .use(staticSite(deps.config.siteDir, { pages }));
  return app;
}

export type App = ReturnType<typeof createApp>;
