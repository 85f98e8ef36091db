import { liftSanctionEndpoint, memberStandingEndpoint, sanctionEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../../platform/endpoint";
import type { SanctionsService } from "./service";

/** Administrators: suspend or ban a member, lift it, and read a member's standing (admin tokens only). */
export const sanctionsRoutes = (deps: EndpointDeps, sanctions: SanctionsService) =>
  new Elysia({ name: "pnyx/moderation-sanctions" })
    .use(mount(deps, sanctionEndpoint, ({ input, caller }) => sanctions.impose(caller, input)))
    .use(mount(deps, liftSanctionEndpoint, ({ input, caller }) => sanctions.lift(caller, input.sanctionId)))
    .use(mount(deps, memberStandingEndpoint, ({ input }) => sanctions.member(input.username)));
