import type { DatabaseState } from "@pnyx/contract";
import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import { z } from "zod";
import { createAccountsService } from "./modules/accounts/service";
import { createAuthService } from "./modules/auth/service";
import { authRoutes } from "./modules/auth/routes";
import { chatRoutes } from "./modules/chat/routes";
import { createChatMessages } from "./modules/chat/messages";
import { communitiesRoutes } from "./modules/communities/routes";
import { createCommunityPostsService } from "./modules/communities/posts";
import { createCommunitiesService } from "./modules/communities/service";
import { createAuditLog } from "./modules/moderation/audit";
import { createPostReviewService } from "./modules/moderation/post-review";
import { createLiveLinkService } from "./modules/live-link/service";
import { liveLinkRoutes } from "./modules/live-link/routes";
import { createReportedCommentsService } from "./modules/moderation/reported-comments";
import { moderationRoutes } from "./modules/moderation/routes";
import { createFeedbackService } from "./modules/feedback/service";
import { feedbackRoutes } from "./modules/feedback/routes";
import { createAchievementChecks } from "./modules/gamification/achievement-checks";
import { createLeaders } from "./modules/gamification/leaders";
import { createLevelUps } from "./modules/gamification/level-ups";
import { createRewards } from "./modules/gamification/rewards";
import { gamificationRoutes } from "./modules/gamification/routes";
import { createGamificationService } from "./modules/gamification/service";
import { healthRoutes } from "./modules/health/routes";
import { newsRoutes } from "./modules/news/routes";
import { createNewsService } from "./modules/news/service";
import { opinionsRoutes } from "./modules/opinions/routes";
import { createOpinionsService } from "./modules/opinions/service";
import { notificationsRoutes } from "./modules/notifications/routes";
import { createNotificationsService } from "./modules/notifications/service";
import { searchRoutes } from "./modules/search/routes";
import { createSearchService } from "./modules/search/service";
import { votesRoutes } from "./modules/votes/routes";
import { createVotesService } from "./modules/votes/service";
import { uploadsRoutes } from "./modules/uploads/routes";
import { createUploadsService } from "./modules/uploads/service";
import { createUsersService } from "./modules/users/service";
import { usersRoutes } from "./modules/users/routes";
import { errorHandler, notFound } from "./platform/errors";
import { createOriginGuard } from "./platform/origin-guard";
import { staticSite } from "./platform/static-site";
import type { ServiceDeps } from "./services";

export interface AppDeps extends ServiceDeps {
  startedAt?: number;
  databaseState: () => DatabaseState;
}

/** Composes the server's plugins without listening, so tests can call `app.handle(request)`. */
export function createApp(deps: AppDeps) {
  const endpointDeps = {
    auth: deps.auth,
    trustProxy: deps.config.trustProxy,
    cache: deps.cache,
    sameSite: createOriginGuard({ publicUrl: deps.config.publicUrl }),
  };
  const notifications = createNotificationsService(deps);
  const levelUps = createLevelUps(deps);
  const leaders = createLeaders(deps.models, deps.now);
  const achievements = createAchievementChecks(deps, leaders);
  // Every domain's service, made once here; routes get the one they serve.
  const services = {
    notifications,
    auth: createAuthService(deps),
    accounts: createAccountsService(deps),
    users: createUsersService(deps),
    feedback: createFeedbackService(deps),
    uploads: createUploadsService(deps),
    news: createNewsService(deps),
    search: createSearchService(deps),
    opinions: createOpinionsService(deps, notifications, levelUps, achievements),
    votes: createVotesService(deps, levelUps, achievements),
    gamification: createGamificationService(deps, leaders),
    communities: createCommunitiesService(deps),
    communityPosts: createCommunityPostsService(deps),
    audit: createAuditLog(deps.models.Audit, deps.now),
  };
  const review = createPostReviewService(
    deps,
    services.communityPosts,
    services.audit,
    notifications,
    {
      postVerified(author) {
        // The most verified posts may have changed hands: Community Leader is measured afresh.
        leaders.forget();
        achievements.figuresRose(author, "posts");
      },
    },
    levelUps,
  );
  const rewards = createRewards(deps, services.audit, achievements);
  const reports = createReportedCommentsService(deps, services.audit, achievements);
  const liveLink = createLiveLinkService(deps, services.audit);

  return (
    new Elysia({ name: "pnyx" })
      .use(errorHandler)
      .use(
        openapi({
          path: "/api/docs",
          specPath: "/api/openapi.json",
          provider: null,
          documentation: { info: { title: "Pnyx API", version: deps.config.version } },
          mapJsonSchema: { zod: (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) },
        }),
      )
      .use(healthRoutes({ version: deps.config.version, startedAt: deps.startedAt ?? Date.now(), databaseState: deps.databaseState }))
      .use(authRoutes(endpointDeps, services.auth, services.accounts))
      .use(usersRoutes(endpointDeps, services.users))
      .use(gamificationRoutes({ ...endpointDeps, models: deps.models, now: deps.now }, services.gamification, rewards))
      .use(feedbackRoutes(endpointDeps, services.feedback))
      .use(uploadsRoutes(endpointDeps, deps.uploads, services.uploads))
      .use(newsRoutes(endpointDeps, services.news))
      .use(searchRoutes(endpointDeps, services.search))
      .use(opinionsRoutes(endpointDeps, services.opinions))
      .use(votesRoutes(endpointDeps, services.votes))
      .use(communitiesRoutes(endpointDeps, services.communities, services.communityPosts))
      .use(moderationRoutes(endpointDeps, review, reports, services.audit))
      .use(liveLinkRoutes(endpointDeps, liveLink))
      .use(notificationsRoutes(endpointDeps, notifications))
      .use(chatRoutes(endpointDeps, createChatMessages(deps), () => deps.models.User.countDocuments({ verified: true })))
      // Unknown API paths answer JSON 404s; everything else falls through to the site.
      .all("/api/*", ({ path }) => {
        throw notFound(`No route for ${path}`);
      })
      .use(staticSite(deps.config.siteDir))
  );
}

export type App = ReturnType<typeof createApp>;
