import { articleByIdEndpoint, byCategoryEndpoint, neighbourEndpoint, searchEndpoint, trendingEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { createSearchService } from "../search/service";
import type { NewsService } from "./service";

export const newsRoutes = (deps: EndpointDeps, news: NewsService, search: ReturnType<typeof createSearchService>) =>
  new Elysia({ name: "pnyx/news" })
    .use(mount(deps, trendingEndpoint, ({ input }) => news.trending(input)))
    .use(mount(deps, articleByIdEndpoint, ({ input }) => news.byId(input.id)))
    .use(mount(deps, byCategoryEndpoint, ({ input }) => news.byCategory(input)))
    .use(mount(deps, neighbourEndpoint, ({ input }) => news.neighbour(input)))
    .use(mount(deps, searchEndpoint, ({ input }) => search.search(input.searchText)));
