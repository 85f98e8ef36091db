import { Elysia } from "elysia";
import type { EndpointDeps } from "../../platform/endpoint";
import { holdsRoutes } from "./holds/routes";
import type { HoldsService } from "./holds/service";
import { ignoringRoutes } from "./ignoring/routes";
import type { Ignoring } from "./ignoring/service";
import { sanctionsRoutes } from "./sanctions/routes";
import type { SanctionsService } from "./sanctions/service";

/**
 * Moderation of people and of what shows (issue 47): sanctions, hold settings, members ignoring
 * members. One plugin, so the app's chain of route plugins stays as long as the type checker follows.
 */
export const peopleRoutes = (deps: EndpointDeps, services: { sanctions: SanctionsService; holds: HoldsService; ignoring: Ignoring }) =>
  new Elysia({ name: "pnyx/moderation-people" })
    .use(sanctionsRoutes(deps, services.sanctions))
    .use(holdsRoutes(deps, services.holds))
    .use(ignoringRoutes(deps, services.ignoring));
