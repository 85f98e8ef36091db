export { createPnyxClient, type PnyxClient, type PnyxClientOptions } from "./client";
export { authOf, createPnyxCore, embedOf, ignoringOf, liveOf, newsOf, opinionsOf, votesOf, type PnyxCore } from "./core";
export { chatOf } from "./chat/chat-client";
export type { SessionEdits } from "./session-edits";
export type { Transport } from "./transport";
export type { SocketLink } from "./realtime/socket-link";
export type { AuthApi, DeleteAccountInput, VerifyEmailInput } from "./api/auth";
export type {
  AddCategoriesInput,
  AddCategoriesResponse,
  FollowInput,
  FollowResponse,
  UpdateProfileInput,
  UserCommentsResponse,
  UserNameInput,
  UserPostsResponse,
  UsersApi,
} from "./api/users";
export type { UploadInput, UploadResponse, UploadsApi } from "./api/uploads";
export type {
  FeedbackApi,
  FeedbackIdInput,
  FeedbackPage,
  FeedbackPageInput,
  NewsletterEmailsInput,
  NewsletterEmailsResponse,
  SupportMailPage,
} from "./api/feedback";
export type { LiveLinkApi } from "./api/live-link";
export type { ChatApi, ChatHistoryInput, TotalUsersResponse } from "./api/chat";
export type { ChatClient } from "./chat/chat-client";
export type { ChatAttachmentRef, ChatHistory, ChatRoomSession } from "./chat/rooms";
export type { ChatRoomEvents } from "./chat/room";
export { INITIAL_CHAT_STATS, type ChatStatsSnapshot, type ChatStatsStatus, type ChatStatsWatch } from "./chat/stats";
export { INITIAL_ROOM_SNAPSHOT, type ChatRoomSnapshot, type ChatRoomStatus } from "./chat/room-state";
export type { MarkNotificationsReadInput, NotificationsApi, NotificationsInput } from "./api/notifications";
export type {
  AchievementsInput,
  BadgesInput,
  GamificationApi,
  HomeActivityInput,
  LeaderboardInput,
  LevelInput,
  RecentActivityInput,
  SendAchievementMailInput,
  UpdateBadgesInput,
} from "./api/gamification";
export type {
  ArticleInput,
  ByCategoryInput,
  ByCategoryResponse,
  NeighbourInput,
  NeighbourResponse,
  NewsApi,
  TrendingInput,
  TrendingResponse,
} from "./api/news";
export type { SearchApi, SearchInput, SearchResponse } from "./api/search";
export type {
  AddOpinionInput,
  AddReplyInput,
  CommentCountsInput,
  CommentCountsResponse,
  EditOpinionInput,
  ListOpinionsInput,
  OpinionPostKind,
  OpinionThreadInput,
  OpinionThreadResponse,
  OpinionsApi,
  OpinionsPage,
  OwnHeldOpinionsInput,
  OwnHeldOpinionsResponse,
  PopularOpinionsInput,
  PopularOpinionsPage,
  RemoveOpinionInput,
  ReportOpinionInput,
} from "./api/opinions";
export type {
  CommunitiesApi,
  CommunitiesResponse,
  CommunityInput,
  CommunityPageResponse,
  CommunityPostInput,
  CommunityPostsInput,
  CommunityPostsPage,
  CreatePostInput,
  MembershipInput,
  PendingPostsInput,
  PendingPostsResponse,
  SubcategoryPostsInput,
  SubcategoryPostsPage,
} from "./api/communities";
export type {
  AppealInput,
  AuditLogInput,
  AuditLogPage,
  DecideInput,
  DecideResult,
  DecisionReasons,
  DeleteCommentInput,
  DiscardPendingPostsInput,
  DiscardPendingPostsResult,
  ModerationApi,
  ModerationQueueInput,
  ModerationQueuePage,
  NoticesResponse,
  PostIdInput,
  ReportContentInput,
  ReportedCommentsResponse,
  ReviewQueueResponse,
  SeeNoticesInput,
  SetDecisionReasonsInput,
} from "./api/moderation";
export type {
  HoldSettingsInput,
  LiftSanctionInput,
  MemberStandingInput,
  MemberStandingResponse,
  SanctionInput,
  SanctionsApi,
} from "./api/moderation-sanctions";
export type { IgnoreInput, IgnoredMembers, IgnoringApi } from "./api/moderation-ignoring";
export { reportingOf, type ReportingApi } from "./api/moderation-reports";
export type { ArticleVoteInput, CommentVoteInput, SetVoteInput, VotesApi } from "./api/votes";
export type { PublishersApi } from "./api/publishers";
export type { EmbedApi, EmbedGrant, EmbedThread } from "./api/embed";
export { voteIn, type VoteTargetKind, type VoteValue } from "./session-edits";
export type { ThreadLiveHandlers, LiveClient } from "./realtime/live-client";
export type { Subscription } from "./realtime/server-watch";
export type { LinkStatus } from "./realtime/socket-link";
export { LIVE_SOCKET_OPTIONS, socketOrigin, type LiveSocketOptions, type SocketFactory } from "./realtime/socket-options";
export {
  PnyxError,
  SDK_ERROR_CODES,
  invalidInput,
  isPnyxError,
  type PnyxErrorCode,
  type PnyxErrorKind,
  type PnyxErrorOptions,
} from "./errors";
export { ERROR_CODES, type ErrorCode } from "@pnyx/contract";
export { LOGIN_REQUIRED_MESSAGE, type TokenProvider } from "./transport";
export {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  EMPTY_SESSION_STATE,
  type LocalStorageSessionStoreOptions,
  type PersistedState,
  type SessionListener,
  type SessionStore,
  type WebStorageLike,
} from "./session";
/** The entities and live payloads the SDK's calls answer with, so a project needs no direct dependency on @pnyx/contract. */
export type {
  AchievementName,
  AdminSession,
  Article,
  ArticleSummary,
  BadgeUnlockedPayload,
  ChatAttachment,
  ChatMessage,
  ChatStats,
  Community,
  CommunityPost,
  CommunityPostSummary,
  LevelInfo,
  LevelUpPayload,
  MemberStanding,
  ModerationSettings,
  DecisionReason,
  ModerationItemPayload,
  Notice,
  QueueItem,
  ReportReason,
  Notification,
  NotificationPushedPayload,
  Opinion,
  OpinionAddedPayload,
  OpinionDeletedPayload,
  OpinionUpdatedPayload,
  Poll,
  PollDraft,
  PopularOpinion,
  PublicProfile,
  Sanction,
  Session,
  SocketRefusal,
  VoteState,
  VotesChangedPayload,
} from "@pnyx/contract";
export {
  createOpinionThread,
  type OpinionThread,
  type OpinionThreadClient,
  type OpinionThreadOptions,
  type OpinionThreadSnapshot,
} from "./threads/thread-store";
export {
  countsChange,
  createThreadLedger,
  findOpinion,
  opinionsIn,
  removedCount,
  withChangedOpinion,
  withNewOpinion,
  withOwnHeld,
  withPage,
  withoutOpinion,
  withoutOthersHeld,
  type ThreadLedger,
  type ThreadPage,
  type VoteCounts,
} from "./threads/thread-pages";
export { voteOptimistically } from "./threads/optimistic-vote";
export { isAwaitingReview, isFoldedFor } from "./moderation/folding";
export { choicesAfterPress, orderedChoices, pollResults, type PollOptionResult, type PollResults } from "./chat/poll-rules";
export { chatLineKey, chatTimeline, type ChatLine } from "./chat/timeline";
