// The type of <PnyxProvider strings>: every widget's texts, keyed by widget name. The merge itself is in
// strings-context.tsx (defaults ← provider ← prop).
import type { ReactNode } from "react";
import { StringsScope, type PnyxStringsKey } from "./strings-context";
import type { AdminLoginFormStrings } from "./components/admin-login-form/AdminLoginForm";
import type { ArticleViewStrings } from "./components/article-view/ArticleView";
import type { CategoryPickerStrings } from "./components/category-picker/CategoryPicker";
import type { FollowButtonStrings } from "./components/follow-button/FollowButton";
import type { ForgotFormStrings } from "./components/forgot-forms/ForgotForms";
import type { HealthStatusStrings } from "./components/health-status/HealthStatus";
import type { LevelProgressStrings } from "./components/level-progress/LevelProgress";
import type { LoginFormStrings } from "./components/login-form/LoginForm";
import type { NewsCardStrings } from "./components/news-card/NewsCard";
import type { NewsFeedStrings } from "./components/news-feed/NewsFeed";
import type { NewsletterFormStrings } from "./components/newsletter-form/NewsletterForm";
import type { OpinionCardStrings } from "./components/opinion-thread/OpinionCard";
import type { OpinionComposerStrings } from "./components/opinion-thread/OpinionComposer";
import type { OpinionThreadStrings } from "./components/opinion-thread/OpinionThread";
import type { PopularOpinionsStrings } from "./components/popular-opinions/PopularOpinions";
import type { ProfileEditorStrings } from "./components/profile-editor/ProfileEditor";
import type { ProfileHeaderStrings } from "./components/profile-header/ProfileHeader";
import type { ReplyThreadStrings } from "./components/reply-thread/ReplyThread";
import type { ResetPasswordFormStrings } from "./components/reset-password-form/ResetPasswordForm";
import type { SearchResultsStrings } from "./components/search-results/SearchResults";
import type { SignupFormStrings } from "./components/signup-form/SignupForm";
import type { SupportFormStrings } from "./components/support-form/SupportForm";
import type { VoteButtonsStrings } from "./components/vote-buttons/VoteButtons";
import type { NewsletterSubscribersTableStrings } from "./components/newsletter-subscribers-table/NewsletterSubscribersTable";
import type { ModerationMarksStrings } from "./components/moderation/member-marks";
import type { IgnoredMembersStrings } from "./components/moderation/IgnoredMembers";
import type { AccountMenuStrings } from "./components/account-menu/AccountMenu";
import type { CommunityCardStrings } from "./components/communities/CommunityCard";
import type { CommunityHeaderStrings } from "./components/communities/CommunityHeader";
import type { CommunityListStrings } from "./components/communities/CommunityList";
import type { JoinButtonStrings } from "./components/communities/JoinButton";
import type { CommunityPostCardStrings } from "./components/community-posts/CommunityPostCard";
import type { CommunityPostListStrings } from "./components/community-posts/CommunityPostList";
import type { CommunityPostViewStrings } from "./components/community-posts/CommunityPostView";
import type { FeedbackDialogStrings } from "./components/community-posts/FeedbackDialog";
import type { PostComposerStrings } from "./components/community-posts/PostComposer";
import type { LiveSessionCardStrings } from "./components/live-session-card/LiveSessionCard";
import type { NotificationBellStrings } from "./components/notification-bell/NotificationBell";
import type { AuditLogStrings } from "./components/admin/AuditLog";
import type { FeedbackInboxStrings } from "./components/admin/FeedbackInbox";
import type { LiveLinkEditorStrings } from "./components/admin/LiveLinkEditor";
import type { PostReviewStrings } from "./components/admin/PostReview";
import type { PublishersAdminStrings } from "./components/admin/publishers/publishers-admin-strings";
import type { ThreadCorrectionStrings } from "./components/admin/publishers/ThreadCorrection";
import type { ReportedCommentsStrings } from "./components/admin/ReportedComments";
import type { ReviewQueueStrings } from "./components/admin/ReviewQueue";
import type { MemberActivityStrings } from "./components/member-activity/MemberActivity";
import type { GamificationToastsStrings } from "./components/gamification-toasts/GamificationToasts";
import type { AchievementCardStrings } from "./components/achievements/AchievementCard";
import type { AchievementsGridStrings } from "./components/achievements/AchievementsGrid";
import type { RecentActivityStrings } from "./components/recent-activity/RecentActivity";
import type { LeaderboardStrings } from "./components/leaderboard/Leaderboard";
import type { RewardsTableStrings } from "./components/admin/RewardsTable";
import type { ChatComposerStrings } from "./components/chat/ChatComposer";
import type { ChatRoomStrings } from "./components/chat/ChatRoom";
import type { ChatRoomListStrings } from "./components/chat/ChatRoomList";
import type { ChatRoomNotFoundStrings } from "./components/chat/ChatRoomNotFound";
import type { CreatePollDialogStrings } from "./components/chat/CreatePollDialog";
import type { PollCardStrings } from "./components/chat/PollCard";
import type { ReportDialogStrings } from "./components/moderation/ReportDialog";
import type { ModerationQueueStrings } from "./components/moderation/moderation-queue-strings";
import type { ModerationNoticesStrings } from "./components/moderation/ModerationNotices";
import type { MemberStandingStrings } from "./components/moderation/member-standing-strings";
import type { ModerationSettingsStrings } from "./components/moderation/moderation-settings-strings";

/** Every widget's full set of texts, keyed by widget name. */
export interface PnyxStringsMap {
  accountMenu: AccountMenuStrings;
  achievementCard: AchievementCardStrings;
  achievementsGrid: AchievementsGridStrings;
  auditLog: AuditLogStrings;
  chatComposer: ChatComposerStrings;
  chatRoom: ChatRoomStrings;
  chatRoomList: ChatRoomListStrings;
  chatRoomNotFound: ChatRoomNotFoundStrings;
  createPollDialog: CreatePollDialogStrings;
  pollCard: PollCardStrings;
  communityCard: CommunityCardStrings;
  communityHeader: CommunityHeaderStrings;
  communityList: CommunityListStrings;
  communityPostCard: CommunityPostCardStrings;
  communityPostList: CommunityPostListStrings;
  communityPostView: CommunityPostViewStrings;
  feedbackDialog: FeedbackDialogStrings;
  feedbackInbox: FeedbackInboxStrings;
  joinButton: JoinButtonStrings;
  leaderboard: LeaderboardStrings;
  liveLinkEditor: LiveLinkEditorStrings;
  liveSessionCard: LiveSessionCardStrings;
  notificationBell: NotificationBellStrings;
  postComposer: PostComposerStrings;
  postReview: PostReviewStrings;
  publishersAdmin: PublishersAdminStrings;
  threadCorrection: ThreadCorrectionStrings;
  recentActivity: RecentActivityStrings;
  reportedComments: ReportedCommentsStrings;
  reportDialog: ReportDialogStrings;
  moderationQueue: ModerationQueueStrings;
  moderationNotices: ModerationNoticesStrings;
  /** Awaiting review, folds, Ignore and Report on members' writing (shared by cards, posts and chat). */
  moderationMarks: ModerationMarksStrings;
  ignoredMembers: IgnoredMembersStrings;
  memberStanding: MemberStandingStrings;
  moderationSettings: ModerationSettingsStrings;
  reviewQueue: ReviewQueueStrings;
  rewardsTable: RewardsTableStrings;
  adminLoginForm: AdminLoginFormStrings;
  articleView: ArticleViewStrings;
  categoryPicker: CategoryPickerStrings;
  followButton: FollowButtonStrings;
  gamificationToasts: GamificationToastsStrings;
  forgotPasswordForm: ForgotFormStrings;
  forgotUsernameForm: ForgotFormStrings;
  healthStatus: HealthStatusStrings;
  levelProgress: LevelProgressStrings;
  loginForm: LoginFormStrings;
  memberActivity: MemberActivityStrings;
  newsCard: NewsCardStrings;
  newsFeed: NewsFeedStrings;
  newsletterForm: NewsletterFormStrings;
  newsletterSubscribersTable: NewsletterSubscribersTableStrings;
  opinionCard: OpinionCardStrings;
  /** The top-level opinion box. */
  opinionComposer: OpinionComposerStrings;
  opinionThread: OpinionThreadStrings;
  popularOpinions: PopularOpinionsStrings;
  profileEditor: ProfileEditorStrings;
  profileHeader: ProfileHeaderStrings;
  /** The reply box (an `OpinionComposer` with a `parentId`). */
  replyComposer: OpinionComposerStrings;
  replyThread: ReplyThreadStrings;
  resetPasswordForm: ResetPasswordFormStrings;
  searchResults: SearchResultsStrings;
  signupForm: SignupFormStrings;
  supportForm: SupportFormStrings;
  voteButtons: VoteButtonsStrings;
}

/** Texts for `<PnyxProvider strings>`, keyed by widget name. Each entry is partial: give only what you change. */
export type PnyxStrings = { [K in keyof PnyxStringsMap]?: Partial<PnyxStringsMap[K]> };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a widget is in the map but not in `PnyxStringsKey`, or the other way round. */
const keysMatch: Same<keyof PnyxStringsMap, PnyxStringsKey> = true;
void keysMatch;

/** Sets texts for every widget below, like `<PnyxProvider strings>`, for one part of a page. */
export function PnyxStringsProvider({ strings, children }: { strings: PnyxStrings; children: ReactNode }) {
  return <StringsScope strings={strings}>{children}</StringsScope>;
}

export { useStrings, mergeStrings, type PnyxStringsKey } from "./strings-context";
