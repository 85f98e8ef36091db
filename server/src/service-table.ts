// The service table: every domain's service made once from the deps, wired to the others it
// needs; routes (app.ts) and the socket hub (chat) get the one they serve.
import { createAccountsService } from "./modules/accounts/service";
import { createAuthService } from "./modules/auth/service";
import { createChatMessages } from "./modules/chat/messages";
import { createCommunityPostsService } from "./modules/communities/posts";
import { createCommunitiesService } from "./modules/communities/service";
import { createAuditLog } from "./modules/moderation/audit";
import { createNotices } from "./modules/moderation/notices";
import { createModeration } from "./modules/moderation/moderation";
import { createReasons } from "./modules/moderation/reasons";
import { createPostReviewService } from "./modules/moderation/post-review";
import { createSanctionsService } from "./modules/moderation/sanctions/service";
import { createWritingRemoval } from "./modules/moderation/sanctions/removal";
import { createHoldsService } from "./modules/moderation/holds/service";
import { createIgnoring } from "./modules/moderation/ignoring/service";
import { createLiveLinkService } from "./modules/live-link/service";
import { createReportedCommentsService } from "./modules/moderation/reported-comments";
import { createFeedbackService } from "./modules/feedback/service";
import { createAchievementChecks } from "./modules/gamification/achievement-checks";
import { createLeaders } from "./modules/gamification/leaders";
import { createLevelUps } from "./modules/gamification/level-ups";
import { createRewards } from "./modules/gamification/rewards";
import { createGamificationService } from "./modules/gamification/service";
import { createArticleCorrections } from "./modules/news/corrections";
import { createNewsService } from "./modules/news/service";
import { createOpinionsService } from "./modules/opinions/service";
import { createNotificationsService } from "./modules/notifications/service";
import { createSearchService } from "./modules/search/service";
import { createVotesService } from "./modules/votes/service";
import { createUploadsService } from "./modules/uploads/service";
import { createUsersService } from "./modules/users/service";
import { createChat } from "./modules/chat/socket";
import { createEmbedService } from "./modules/publishers/api/embed-service";
import { createEmbedGrants } from "./modules/publishers/api/embed-grants";
import { createPublishersService } from "./modules/publishers/api/service";
import { createKeySetAddresses } from "./modules/publishers/api/key-set-fetch";
import { createPublisherTokenVerifier, createSsoTokenChecker } from "./modules/publishers/api/sso-token";
import { createThreadAccess } from "./modules/publishers/api/thread-access";
import { createThreadTokenChecker } from "./modules/publishers/api/thread-token";
import type { ServiceDeps } from "./services";

export function createServices(deps: ServiceDeps) {
  const notifications = createNotificationsService(deps);
  const levelUps = createLevelUps(deps);
  const leaders = createLeaders(deps.models, deps.now);
  const achievements = createAchievementChecks(deps, leaders);
  const votes = createVotesService(deps, levelUps, achievements);
  const services = {
    notifications,
    auth: createAuthService(deps),
    accounts: createAccountsService(deps, votes),
    users: createUsersService(deps),
    feedback: createFeedbackService(deps),
    uploads: createUploadsService(deps),
    news: createNewsService(deps),
    search: createSearchService(deps),
    opinions: createOpinionsService(deps, notifications, levelUps, achievements),
    votes,
    gamification: createGamificationService(deps, leaders),
    communities: createCommunitiesService(deps),
    communityPosts: createCommunityPostsService(deps),
    audit: createAuditLog(deps.models.Audit, deps.now),
    /** Statements of reasons to members (issue 47): every moderation writer issues them here. */
    notices: createNotices(deps),
    /** Members ignoring members (issue 47). */
    ignoring: createIgnoring(deps),
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
  // The site's reasons for decisions and sanctions (issue 47): one stored list, defaults on first read.
  const reasons = createReasons(deps.models);
  // Suspensions and bans (issue 47), with one of the site's reasons; a member's standing is the
  // queue's (standing.ts). A sanction's removal of the member's writing starts here; main.ts sweeps
  // what is due later (and what a restart cut short).
  const writingRemoval = createWritingRemoval(deps, achievements);
  const sanctions = createSanctionsService(deps, services.audit, services.notices, reasons, { removeWriting: writingRemoval.start });
  // The hold settings, and approveHeld / rejectHeld for the queue's decisions on held pieces.
  const holds = createHoldsService(deps, services.audit, services.opinions, review);
  const rewards = createRewards(deps, services.audit, achievements);
  /** Reports, the queue, decisions and appeals (issue 47). */
  const moderation = createModeration(deps, { notices: services.notices, audit: services.audit, review, achievements, reasons, holds, sanctions });
  // Every piece held before it shows goes to the queue (not public until a decision: holds/, queue.ts).
  deps.moderation.onHeld("queue", async (target, cause) => {
    await moderation.enqueue({ targetType: target.type, targetId: target.id }, cause);
  });
  // Administrators watch the queue on the same realtime connection.
  deps.live.mount("moderation", moderation.live.module);
  const reports = createReportedCommentsService(deps, services.audit, achievements, moderation.decisions);
  const liveLink = createLiveLinkService(deps, services.audit);
  const articleCorrections = createArticleCorrections(deps, services.audit);

  // One rule for key-set addresses, at registration and at every fetch.
  const keySetAddresses = createKeySetAddresses({ env: deps.config.env });
  const publishers = createPublishersService({ models: deps.models, registry: deps.publishers, keySetAddresses });
  // One verifier for sign-in and thread tokens: a publisher's key set is fetched once for both.
  const tokenVerifier = createPublisherTokenVerifier({ now: deps.now, keySetAddresses });
  const threadAccess = createThreadAccess({ models: deps.models, registry: deps.publishers, publicUrl: deps.config.publicUrl });
  const embed = createEmbedService(deps, deps.publishers, createSsoTokenChecker({ keySetAddresses, verifier: tokenVerifier }), {
    tokens: createThreadTokenChecker(deps.publishers, tokenVerifier),
    access: threadAccess,
  });
  const embedGrants = createEmbedGrants({
    models: deps.models,
    auth: deps.auth,
    rateLimiter: deps.rateLimiter,
    registry: deps.publishers,
    publicUrl: deps.config.publicUrl,
    now: deps.now,
  });

  const chatMessages = createChatMessages(deps);
  const chat = createChat(deps, chatMessages);
  // The chat's events join every realtime connection (a second table on the same hub replaces this one's).
  deps.live.mount("chat", chat);
  return {
    ...services,
    review,
    sanctions,
    writingRemoval,
    holds,
    rewards,
    moderation,
    reports,
    liveLink,
    articleCorrections,
    threadAccess,
    publishers,
    embed,
    embedGrants,
    chatMessages,
    chat,
    /** Registered members (verified): the chat list's Total Users. */
    totalMembers: () => deps.models.User.countDocuments({ verified: true }),
  };
}
export type Services = ReturnType<typeof createServices>;
