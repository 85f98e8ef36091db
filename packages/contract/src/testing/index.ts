// @pnyx/contract/testing: the contract as the vocabulary of tests. Zod only; no test runner, no msw.
export { FIXTURE_IDS, anId, assertCanonicalIds } from "./ids";
export { fixture } from "./build";
export {
  FIXTURE_TIME,
  aCommunity,
  aCommunityPost,
  aCommunityPostSummary,
  anAuditEntry,
  aFeedback,
  aFollowResponse,
  aHealth,
  aLevelInfo,
  aLiveLink,
  aNewsletterSubscriber,
  aNotification,
  aPopularOpinion,
  aPublisher,
  aProfileComment,
  aProfilePost,
  aReportedComment,
  aPublicProfile,
  aSession,
  aSupportMail,
  aVoteState,
  anAdminSession,
  anArticle,
  anArticleSummary,
  anOpinion,
  anUpload,
} from "./fixtures";
export { aMemberStanding, aSanction, someHoldSettings } from "./member-moderation";
export { aBadge, aLeaderboard, aRewardCandidate, achievementMap, activityItems, anAchievement, anActivityItem, badgeList } from "./gamification";
export { aDecisionReason, aNotice, aQueueItem } from "./moderation";
