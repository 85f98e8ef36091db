// @pnyx/contract/testing: the contract as the vocabulary of tests. Zod only; no test runner, no msw.
export { FIXTURE_IDS, anId, assertCanonicalIds } from "./ids";
export { fixture } from "./build";
export {
  FIXTURE_TIME,
  aCommunity,
  aCommunityPost,
  aCommunityPostSummary,
  anAuditEntry,
  aFollowResponse,
  aHealth,
  aLevelInfo,
  aNewsletterSubscriber,
  aPopularOpinion,
  aProfileComment,
  aProfilePost,
  aPublicProfile,
  aSession,
  aVoteState,
  anAdminSession,
  anArticle,
  anArticleSummary,
  anOpinion,
  anUpload,
} from "./fixtures";
