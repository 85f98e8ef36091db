import { Elysia } from "elysia";
import type { EndpointDeps } from "../../platform/endpoint";
import type { ThreadAccess } from "../publishers/api/thread-access";
import { holdsRoutes } from "./holds/routes";
import type { HoldsService } from "./holds/service";
import { ignoringRoutes } from "./ignoring/routes";
import type { Ignoring } from "./ignoring/service";
import type { Moderation } from "./moderation";
import { queueRoutes } from "./queue-routes";
import { sanctionsRoutes } from "./sanctions/routes";
import type { SanctionsService } from "./sanctions/service";

/**
 * Moderation of writing and of people (issue 47): reports, the queue, its decisions and appeals;
 * sanctions, hold settings, members ignoring members. One plugin, so the app's chain of route plugins
 * stays as long as the type checker follows (more links made App's type too deep: TS2589).
 */
export const queueAndPeopleRoutes = (
  deps: EndpointDeps,
  services: { moderation: Moderation; sanctions: SanctionsService; holds: HoldsService; ignoring: Ignoring; threadAccess: ThreadAccess },
) =>
  new Elysia({ name: "pnyx/moderation-queue-and-people" })
    .use(queueRoutes(deps, services.moderation, services.threadAccess))
    .use(sanctionsRoutes(deps, services.sanctions))
    .use(holdsRoutes(deps, services.holds))
    .use(ignoringRoutes(deps, services.ignoring));
