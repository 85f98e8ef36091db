import { searchEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { SearchService } from "./service";

export const searchRoutes = (deps: EndpointDeps, search: SearchService) =>
  new Elysia({ name: "pnyx/search" }).use(mount(deps, searchEndpoint, ({ input }) => search.search(input.searchText)));
