import { CACHE_TAGS } from "../../platform/cache-tags";
import { liveLinkEndpoint, updateLiveLinkEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";

import type { LiveLinkService } from "./service";

export const liveLinkRoutes = (deps: EndpointDeps, service: LiveLinkService) =>
  new Elysia({ name: "pnyx/live-link" })
    // Read on every home page; changed only by an administrator (which drops the entry at once).
    .use(mount(deps, liveLinkEndpoint, () => service.get(), { cache: { key: () => "live", tags: () => [CACHE_TAGS.liveLink], ttlMs: 60_000 } }))
    .use(mount(deps, updateLiveLinkEndpoint, ({ input, caller }) => service.update(caller, input)));
