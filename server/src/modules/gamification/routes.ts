import {
  achievementsEndpoint,
  badgesEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  levelEndpoint,
  peopleWithBadgesEndpoint,
  recentEndpoint,
  sendAchievementMailEndpoint,
  updateBadgesEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { Models } from "../../models";
import { recentActivity } from "./activity";
import { leaderboard } from "./leaderboard";
import type { Rewards } from "./rewards";
import type { GamificationService } from "./service";

/** Everyone's activity is shown within this long of happening (one computation per page meanwhile). */
const HOME_ACTIVITY_TTL_MS = 2_000;

export const gamificationRoutes = (deps: EndpointDeps & { models: Models; now: () => Date }, gamification: GamificationService, rewards: Rewards) =>
  new Elysia({ name: "pnyx/gamification" })
    .use(
      mount(deps, levelEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return gamification.level(caller);
      }),
    )
    .use(
      mount(deps, badgesEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return gamification.badges(caller);
      }),
    )
    .use(
      mount(deps, updateBadgesEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return gamification.updateBadges(caller, input.achievements);
      }),
    )
    .use(
      mount(deps, achievementsEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return gamification.achievements(caller);
      }),
    )
    .use(
      mount(deps, recentEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return recentActivity(deps.models, { member: caller.username }, { number: input.number, before: input.before ? new Date(input.before) : undefined });
      }),
    )
    .use(
      mount(
        deps,
        homeActivityEndpoint,
        ({ input }) => recentActivity(deps.models, "everyone", { number: input.number, before: input.before ? new Date(input.before) : undefined }),
        { cache: { key: (input) => `${input.number}|${input.before ?? ""}`, tags: () => [], ttlMs: HOME_ACTIVITY_TTL_MS } },
      ),
    )
    .use(mount(deps, leaderboardEndpoint, ({ input, caller }) => leaderboard(deps.models, input.period, caller?.username ?? null, deps.now())))
    .use(mount(deps, peopleWithBadgesEndpoint, () => rewards.candidates()))
    .use(mount(deps, sendAchievementMailEndpoint, ({ input, caller }) => rewards.send(caller, input)));
