export { PnyxProvider, usePnyxClient, createPnyxQueryClient, type PnyxProviderProps } from "./provider";
export {
  PnyxStringsProvider,
  useStrings,
  type PnyxStrings,
  type PnyxStringsMap,
  type PnyxStringsKey,
} from "./strings";
export { part } from "./helpers/part";
export { isPrivateQueryKey, pnyxKeys } from "./query-keys";
export { useHealth, type UseHealthOptions } from "./hooks/health";
export { vars } from "./theme/contract.css";
export { lightTheme, darkTheme } from "./theme/themes.css";
export { cx } from "./helpers/format";
export { visuallyHidden } from "./theme/a11y.css";
export { PnyxTheme, themeClassNames, type PnyxThemeProps, type ThemeName } from "./theme/PnyxTheme";
export {
  HealthStatus,
  defaultHealthStatusStrings,
  type HealthStatusProps,
  type HealthStatusStrings,
} from "./components/health-status/HealthStatus";
export {
  useToast,
  PnyxToastRegion,
  type Toaster,
  type ToastOptions,
  type ToastTone,
} from "./components/toasts/ToastProvider";
export { useNewsletterSignup } from "./hooks/feedback";
export { useSendSupportMessage } from "./hooks/feedback";
export {
  NewsletterForm,
  defaultNewsletterFormStrings,
  type NewsletterFormProps,
  type NewsletterFormStrings,
} from "./components/newsletter-form/NewsletterForm";
export {
  SupportForm,
  defaultSupportFormStrings,
  type SupportFormProps,
  type SupportFormStrings,
} from "./components/support-form/SupportForm";

// Accounts
export { useSession } from "./hooks/session";
export {
  useLogin,
  useSignup,
  useVerifyEmail,
  useForgotPassword,
  useForgotUsername,
  useResetPassword,
  useSendPasswordReset,
  useDeleteAccount,
  useAdminLogin,
  useLogout,
  useAdminLogout,
} from "./hooks/auth";
export {
  useProfile,
  useUserPosts,
  useUserComments,
  useUpdateProfile,
  useAddCategories,
  useFollow,
  type FollowAction,
  type UseFollowResult,
} from "./hooks/users";
export { useUpload } from "./hooks/uploads";
export { Avatar, type AvatarProps } from "./components/avatar/Avatar";
export {
  LoginForm,
  defaultLoginFormStrings,
  type LoginFormProps,
  type LoginFormStrings,
} from "./components/login-form/LoginForm";
export {
  SignupForm,
  defaultSignupFormStrings,
  type SignupFormProps,
  type SignupFormStrings,
} from "./components/signup-form/SignupForm";
export {
  ForgotUsernameForm,
  ForgotPasswordForm,
  defaultForgotUsernameFormStrings,
  defaultForgotPasswordFormStrings,
  type ForgotFormProps,
  type ForgotFormStrings,
} from "./components/forgot-forms/ForgotForms";
export {
  ResetPasswordForm,
  defaultResetPasswordFormStrings,
  type ResetPasswordFormProps,
  type ResetPasswordFormStrings,
} from "./components/reset-password-form/ResetPasswordForm";
export {
  AdminLoginForm,
  defaultAdminLoginFormStrings,
  type AdminLoginFormProps,
  type AdminLoginFormStrings,
} from "./components/admin-login-form/AdminLoginForm";
export {
  ProfileEditor,
  defaultProfileEditorStrings,
  type ProfileEditorProps,
  type ProfileEditorStrings,
} from "./components/profile-editor/ProfileEditor";
export {
  CategoryPicker,
  defaultCategoryPickerStrings,
  type CategoryPickerProps,
  type CategoryPickerStrings,
} from "./components/category-picker/CategoryPicker";
export {
  FollowButton,
  defaultFollowButtonStrings,
  type FollowButtonProps,
  type FollowButtonStrings,
} from "./components/follow-button/FollowButton";
export {
  ProfileHeader,
  defaultProfileHeaderStrings,
  type ProfileHeaderProps,
  type ProfileHeaderStrings,
} from "./components/profile-header/ProfileHeader";
export {
  LevelProgress,
  defaultLevelProgressStrings,
  type LevelProgressProps,
  type LevelProgressStrings,
} from "./components/level-progress/LevelProgress";
export { BadgeArt, type BadgeArtProps } from "./components/badge-art/BadgeArt";
export { UnlockedArt, type UnlockedArtProps } from "./components/badge-art/UnlockedArt";
export {
  AccountMenu,
  defaultAccountMenuStrings,
  type AccountMenuProps,
  type AccountMenuStrings,
} from "./components/account-menu/AccountMenu";
export {
  MemberActivity,
  defaultMemberActivityStrings,
  type MemberActivityProps,
  type MemberActivityStrings,
} from "./components/member-activity/MemberActivity";
export {
  useNewsletterSubscribers,
  useAddFeedback,
  useFeedbacks,
  useFeedback,
  useSupportMails,
  useSupportMail,
  type FeedbackListResult,
  type SupportMailListResult,
} from "./hooks/feedback";
export {
  NewsletterSubscribersTable,
  defaultNewsletterSubscribersTableStrings,
  type NewsletterSubscribersTableProps,
  type NewsletterSubscribersTableStrings,
} from "./components/newsletter-subscribers-table/NewsletterSubscribersTable";

// News and opinions
export {
  useTrending,
  useArticle,
  useCategoryFeed,
  useNeighbour,
  useFindArticleId,
  useUpdateArticle,
  type UseTrendingOptions,
  type UseCategoryFeedOptions,
  type CategoryFeedResult,
} from "./hooks/news";
export { useSearch } from "./hooks/search";
export {
  useCommunities,
  useCommunity,
  useHomeCommunities,
  useMembership,
  type MembershipAction,
  type UseMembershipResult,
} from "./hooks/communities";
export {
  useOpinions,
  useOpinionThread,
  useAddOpinion,
  useAddReply,
  useEditOpinion,
  useDeleteOpinion,
  useReportOpinion,
  useReportedOpinion,
  usePopularOpinions,
  useCommentCounts,
  type DeleteOpinionInput,
  type ReportOpinionInput,
  type OpinionsResult,
  type OpinionPostKind,
  type PopularOpinionsResult,
} from "./hooks/opinions";
export {
  useArticleVote,
  useCommentVote,
  useCommunityPostVote,
  type UseVoteOptions,
  type UseVoteResult,
  type VoteAction,
  type VoteTarget,
  type VoteValue,
} from "./hooks/votes";
export { useLiveThread, type UseLiveThreadOptions } from "./hooks/live";
export { useInfiniteScroll, type UseInfiniteScrollOptions } from "./helpers/useInfiniteScroll";
export {
  NewsCard,
  ArticleImage,
  defaultNewsCardStrings,
  type ArticleImageProps,
  type NewsCardProps,
  type NewsCardStrings,
} from "./components/news-card/NewsCard";
export {
  ArticleSkeleton,
  NewsCardSkeleton,
  OpinionCardSkeleton,
  ResultCardSkeleton,
  SkeletonList,
  type SkeletonListProps,
} from "./components/skeletons/Skeletons";
export {
  NewsFeed,
  defaultNewsFeedStrings,
  type NewsFeedProps,
  type NewsFeedStrings,
} from "./components/news-feed/NewsFeed";
export {
  ArticleView,
  defaultArticleViewStrings,
  type ArticleViewProps,
  type ArticleViewStrings,
} from "./components/article-view/ArticleView";
export {
  VoteButtons,
  defaultVoteButtonsStrings,
  type VoteButtonsProps,
  type VoteButtonsStrings,
} from "./components/vote-buttons/VoteButtons";
export {
  OpinionCard,
  defaultOpinionCardStrings,
  type OpinionCardProps,
  type OpinionCardStrings,
} from "./components/opinion-thread/OpinionCard";
export {
  OpinionComposer,
  defaultOpinionComposerStrings,
  defaultReplyComposerStrings,
  type OpinionComposerProps,
  type OpinionComposerStrings,
} from "./components/opinion-thread/OpinionComposer";
export {
  OpinionThread,
  defaultOpinionThreadStrings,
  type OpinionThreadProps,
  type OpinionThreadStrings,
} from "./components/opinion-thread/OpinionThread";
export {
  ReplyThread,
  defaultReplyThreadStrings,
  type ReplyThreadProps,
  type ReplyThreadStrings,
} from "./components/reply-thread/ReplyThread";
export {
  PopularOpinions,
  defaultPopularOpinionsStrings,
  type PopularOpinionsProps,
  type PopularOpinionsStrings,
} from "./components/popular-opinions/PopularOpinions";
export {
  SearchResults,
  defaultSearchResultsStrings,
  type SearchResultsProps,
  type SearchResultsStrings,
} from "./components/search-results/SearchResults";

// Communities
export {
  useCommunityPosts,
  useSubcategoryPosts,
  useCommunityPost,
  usePendingPosts,
  useCreatePost,
  type CommunityPostsResult,
  type SubcategoryPostsResult,
} from "./hooks/community-posts";
export { useLiveLink, useUpdateLiveLink } from "./hooks/live-link";
export {
  CommunityCard,
  defaultCommunityCardStrings,
  defaultCommunityHref,
  defaultCommunityPostHref,
  subCategoryPreview,
  type CommunityCardProps,
  type CommunityCardStrings,
} from "./components/communities/CommunityCard";
export {
  CommunityList,
  defaultCommunityListStrings,
  type CommunitiesQuery,
  type CommunityListProps,
  type CommunityListStrings,
} from "./components/communities/CommunityList";
export {
  CommunityHeader,
  defaultCommunityHeaderStrings,
  type CommunityHeaderProps,
  type CommunityHeaderStrings,
} from "./components/communities/CommunityHeader";
export { JoinButton, defaultJoinButtonStrings, type JoinButtonProps, type JoinButtonStrings } from "./components/communities/JoinButton";
export { SubCategoryTiles, defaultSubCategoryHref, type SubCategoryTilesProps } from "./components/communities/SubCategoryTiles";
export {
  CommunityPostCard,
  defaultCommunityPostCardStrings,
  type CommunityPostCardProps,
  type CommunityPostCardStrings,
} from "./components/community-posts/CommunityPostCard";
export {
  CommunityPostList,
  defaultCommunityPostListStrings,
  type CommunityPostListProps,
  type CommunityPostListStrings,
  type CommunityPostSource,
} from "./components/community-posts/CommunityPostList";
export {
  PostComposer,
  defaultPostComposerStrings,
  type PostComposerProps,
  type PostComposerStrings,
} from "./components/community-posts/PostComposer";
export {
  FeedbackDialog,
  defaultFeedbackDialogStrings,
  type FeedbackDialogProps,
  type FeedbackDialogStrings,
} from "./components/community-posts/FeedbackDialog";
export {
  CommunityPostView,
  defaultCommunityPostViewStrings,
  defaultCommunityRepliesHref,
  type CommunityPostViewProps,
  type CommunityPostViewStrings,
} from "./components/community-posts/CommunityPostView";
export {
  LiveSessionCard,
  defaultLiveSessionCardStrings,
  type LiveSessionCardProps,
  type LiveSessionCardStrings,
} from "./components/live-session-card/LiveSessionCard";

// Notifications
export {
  useNotifications,
  useLiveNotifications,
  useMarkNotificationsRead,
  unreadCount,
  type NotificationsData,
  type NotificationsResult,
} from "./hooks/notifications";
export {
  NotificationBell,
  defaultNotificationBellStrings,
  defaultNotificationHref,
  type NotificationBellProps,
  type NotificationBellStrings,
} from "./components/notification-bell/NotificationBell";

// Points, levels, badges and achievements
export { useLevel, useLiveLevelUps, type UseLevelOptions } from "./hooks/gamification/level";
export { useBadges, useUpdateBadges, useAchievements, useLiveBadgeUnlocks } from "./hooks/gamification/badges";
export { useBadgeFlow, type PresentBadge, type UseBadgeFlowOptions } from "./hooks/gamification/badge-flow";
export { useRecentActivity, useHomeActivity, type ActivityData, type ActivityResult, type UseActivityOptions } from "./hooks/gamification/activity";
export { useLeaderboard } from "./hooks/gamification/leaderboard";
export {
  GamificationToasts,
  defaultGamificationToastsStrings,
  type GamificationToastsProps,
  type GamificationToastsStrings,
} from "./components/gamification-toasts/GamificationToasts";
export {
  AchievementCard,
  defaultAchievementCardStrings,
  type AchievementCardProps,
  type AchievementCardStrings,
} from "./components/achievements/AchievementCard";
export {
  AchievementsGrid,
  defaultAchievementsGridStrings,
  type AchievementsGridProps,
  type AchievementsGridStrings,
} from "./components/achievements/AchievementsGrid";
export {
  RecentActivity,
  ACTIVITY_FILTERS,
  defaultActivityHref,
  defaultRecentActivityStrings,
  type ActivityFilter,
  type ActivitySource,
  type RecentActivityProps,
  type RecentActivityStrings,
} from "./components/recent-activity/RecentActivity";
export { Leaderboard, defaultLeaderboardStrings, type LeaderboardProps, type LeaderboardStrings } from "./components/leaderboard/Leaderboard";

// Administrators
export {
  useReviewQueue,
  useReviewPost,
  useReviewDecision,
  useReportedComments,
  useDeleteComment,
  useDismissReports,
  useDiscardPendingPostsBy,
  useAuditLog,
  type ReviewDecision,
  type AuditLogResult,
} from "./hooks/moderation";
export { ReviewQueue, defaultReviewQueueStrings, type ReviewQueueProps, type ReviewQueueStrings } from "./components/admin/ReviewQueue";
export { PostReview, defaultPostReviewStrings, type PostReviewProps, type PostReviewStrings } from "./components/admin/PostReview";
export {
  ReportedComments,
  defaultReportedCommentsStrings,
  type ReportedCommentsProps,
  type ReportedCommentsStrings,
} from "./components/admin/ReportedComments";
export {
  FeedbackInbox,
  FeedbackMessage,
  defaultFeedbackInboxStrings,
  type FeedbackInboxProps,
  type FeedbackInboxStrings,
  type FeedbackMessageProps,
  type InboxKind,
} from "./components/admin/FeedbackInbox";
export {
  LiveLinkEditor,
  defaultLiveLinkEditorStrings,
  type LiveLinkEditorProps,
  type LiveLinkEditorStrings,
} from "./components/admin/LiveLinkEditor";
export { AuditLog, defaultAuditLogStrings, type AuditLogProps, type AuditLogStrings } from "./components/admin/AuditLog";
export { ReportDialog, defaultReportDialogStrings, type ReportDialogProps, type ReportDialogStrings } from "./components/moderation/ReportDialog";
export {
  ModerationQueue,
  defaultModerationQueueStrings,
  type ModerationQueueProps,
  type ModerationQueueStrings,
} from "./components/moderation/ModerationQueue";
export {
  useModerationQueue,
  useDecisionReasons,
  useDecide,
  useLiveModerationQueue,
  type ModerationQueueFilters,
  type ModerationQueueResult,
} from "./hooks/moderation-queue";
export {
  ModerationNotices,
  defaultModerationNoticesStrings,
  type ModerationNoticesProps,
  type ModerationNoticesStrings,
} from "./components/moderation/ModerationNotices";
export { useModerationNotices, useSeeNotices, useAppeal, useUnseenNotices } from "./hooks/moderation-notices";
export {
  AwaitingReviewBadge,
  FoldedPiece,
  Foldable,
  HeldNoReplies,
  RemovedPlaceholder,
  useFold,
  defaultModerationMarksStrings,
  type ModerationMarksStrings,
} from "./components/moderation/member-marks";
export { IgnoreButton, ReportContentButton, MessageActions } from "./components/moderation/member-actions";
export { IgnoredMembers, defaultIgnoredMembersStrings, type IgnoredMembersProps, type IgnoredMembersStrings } from "./components/moderation/IgnoredMembers";
export { useIgnoredMembers, useIgnoreMember, useUnignoreMember, useReportContent, useOwnHeldOpinions } from "./hooks/member-moderation";
export {
  MemberStanding,
  defaultMemberStandingStrings,
  type MemberStandingProps,
  type MemberStandingStrings,
  type SanctionCommunity,
} from "./components/moderation/MemberStanding";
export {
  ModerationSettings,
  defaultModerationSettingsStrings,
  type ModerationSettingsProps,
  type ModerationSettingsStrings,
} from "./components/moderation/ModerationSettings";
export {
  useMemberStanding,
  useSanction,
  useLiftSanction,
  useHoldSettings,
  useSetHoldSettings,
  useSetDecisionReasons,
} from "./hooks/admin-moderation";
export { useRewardCandidates, useSendReward } from "./hooks/gamification/rewards";
export { RewardsTable, defaultRewardsTableStrings, type RewardsTableProps, type RewardsTableStrings } from "./components/admin/RewardsTable";
export {
  usePublishers,
  useCreatePublisher,
  useUpdatePublisher,
  useRotatePublisherSecret,
  useEndPublisherRotation,
  useRemovePublisher,
} from "./hooks/publishers";
export {
  PublishersAdmin,
  defaultPublishersAdminStrings,
  type PublishersAdminProps,
  type PublishersAdminStrings,
} from "./components/admin/publishers/PublishersAdmin";
export {
  ThreadCorrection,
  defaultThreadCorrectionStrings,
  type ThreadCorrectionProps,
  type ThreadCorrectionStrings,
} from "./components/admin/publishers/ThreadCorrection";

// Live chat
export { useChatStats, useTotalUsers } from "./hooks/chat-stats";
export { useChatRoom, type ChatRoomActions, type UseChatRoomResult } from "./hooks/chat-room";
export {
  ChatRoomList,
  defaultChatRoomListStrings,
  type ChatRoomListProps,
  type ChatRoomListStrings,
} from "./components/chat/ChatRoomList";
export { ChatRoom, defaultChatRoomStrings, type ChatRoomProps, type ChatRoomStrings } from "./components/chat/ChatRoom";
export {
  ChatRoomNotFound,
  defaultChatRoomNotFoundStrings,
  type ChatRoomNotFoundProps,
  type ChatRoomNotFoundStrings,
} from "./components/chat/ChatRoomNotFound";
export {
  ChatComposer,
  CHAT_ATTACHMENT_TYPES,
  defaultChatComposerStrings,
  type ChatComposerProps,
  type ChatComposerStrings,
} from "./components/chat/ChatComposer";
export { PollCard, defaultPollCardStrings, type PollCardProps, type PollCardStrings } from "./components/chat/PollCard";
export {
  CreatePollDialog,
  defaultCreatePollDialogStrings,
  type CreatePollDialogProps,
  type CreatePollDialogStrings,
} from "./components/chat/CreatePollDialog";
export { matchChatSuggestions } from "./components/chat/chat-suggestions";
export { defaultChatListHref, defaultChatRoomHref } from "./helpers/hrefs";
