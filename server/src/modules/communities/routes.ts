import { allCommunitiesEndpoint, communityEndpoint, homeCommunitiesEndpoint, joinCommunityEndpoint, leaveCommunityEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import { CACHE_TAGS } from "../../platform/response-cache";
import type { CommunitiesService } from "./service";

/** Community lists change with memberships and posts (marked then); a minute bounds anything else. */
const COMMUNITIES_TTL_MS = 60_000;

export const communitiesRoutes = (deps: EndpointDeps, communities: CommunitiesService) =>
  new Elysia({ name: "pnyx/communities" })
    .use(
      mount(deps, allCommunitiesEndpoint, () => communities.all(), {
        cache: { key: () => "all", tags: () => [CACHE_TAGS.communities], ttlMs: COMMUNITIES_TTL_MS },
      }),
    )
    .use(
      mount(deps, homeCommunitiesEndpoint, () => communities.home(), {
        cache: { key: () => "home", tags: () => [CACHE_TAGS.communities], ttlMs: COMMUNITIES_TTL_MS },
      }),
    )
    .use(
      mount(deps, communityEndpoint, ({ input }) => communities.individual(input.id), {
        cache: { key: (i) => i.id, tags: (i) => [CACHE_TAGS.communities, CACHE_TAGS.community(i.id)], ttlMs: COMMUNITIES_TTL_MS },
      }),
    )
    .use(
      mount(deps, joinCommunityEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return communities.join(caller, input.communityId);
      }),
    )
    .use(
      mount(deps, leaveCommunityEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return communities.leave(caller, input.communityId);
      }),
    );
