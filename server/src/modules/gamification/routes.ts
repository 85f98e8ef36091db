import { levelEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { GamificationService } from "./service";

export const gamificationRoutes = (deps: EndpointDeps, gamification: GamificationService) =>
  new Elysia({ name: "pnyx/gamification" }).use(
    mount(deps, levelEndpoint, ({ input, caller }) => {
      assertSelf(caller, input.username);
      return gamification.level(caller);
    }),
  );
