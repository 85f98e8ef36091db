import { moderationSettingsEndpoint, setModerationSettingsEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../../platform/endpoint";
import type { HoldsService } from "./service";

/** Administrators: the hold settings and word list (admin tokens only). */
export const holdsRoutes = (deps: EndpointDeps, holds: HoldsService) =>
  new Elysia({ name: "pnyx/moderation-holds" })
    .use(mount(deps, moderationSettingsEndpoint, () => holds.settings()))
    .use(mount(deps, setModerationSettingsEndpoint, ({ input, caller }) => holds.replaceSettings(caller, input)));
