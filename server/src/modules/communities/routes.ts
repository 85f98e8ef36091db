import { CACHE_TAGS } from "../../platform/cache-tags";
import {
  allCommunitiesEndpoint,
  communityEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  homeCommunitiesEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  pendingCommunityPostsEndpoint,
  subcategoryPostsEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";

import { findSubCategory } from "./directory";
import type { CommunityPostsService } from "./posts";
import type { CommunitiesService } from "./service";

/** Community lists change with memberships and posts (marked then); a minute bounds anything else. */
const COMMUNITIES_TTL_MS = 60_000;

export const communitiesRoutes = (deps: EndpointDeps, communities: CommunitiesService, posts: CommunityPostsService) =>
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
    )
    .use(
      mount(deps, createCommunityPostEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return posts.create(caller, input);
      }),
    )
    .use(
      mount(deps, communityPostsEndpoint, ({ input }) => posts.byCommunity(input.id, input.page), {
        cache: { key: (i) => `${i.id}|${i.page}`, tags: (i) => [CACHE_TAGS.community(i.id)], ttlMs: COMMUNITIES_TTL_MS },
      }),
    )
    .use(
      mount(deps, subcategoryPostsEndpoint, ({ input }) => posts.bySubCategory(input.subcategory, input.page), {
        cache: {
          // One entry per sub-category and page, however the name was spelled.
          key: (i) => `${findSubCategory(i.subcategory)?.name ?? i.subcategory.toLowerCase()}|${i.page}`,
          tags: (i) => [CACHE_TAGS.community(findSubCategory(i.subcategory)?.communityId ?? "none")],
          ttlMs: COMMUNITIES_TTL_MS,
        },
      }),
    )
    .use(
      mount(deps, communityPostDetailsEndpoint, ({ input, caller }) => posts.details(caller, input.id), {
        // Verified posts read the same for everyone; one awaiting review is its author's alone, never kept.
        cache: { key: (i) => i.id, tags: (i) => [CACHE_TAGS.communityPost(i.id)], ttlMs: COMMUNITIES_TTL_MS, privateFallback: true },
      }),
    )
    .use(mount(deps, pendingCommunityPostsEndpoint, ({ input, caller }) => posts.pending(caller, input.communityId)));
