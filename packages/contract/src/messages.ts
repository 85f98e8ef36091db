/**
 * Every user-facing text of the product, verbatim from the product spec. Widgets take these as
 * defaults and let embedders override them (i18n); the server uses the ones it answers with.
 */
export const MESSAGES = {
  // Forms and validation
  fillAllFields: "Please fill in all fields.",
  usernameNoSpaces: "Username can't contain spaces",
  usernameReserved: "This username is reserved",
  enterEmail: "Please enter an email",
  enterSomething: "Please enter something",
  selectOneCategory: "Please select at least one category.",
  fileTooLarge: "File size exceeds 10 MB",
  writeSomething: "Please write something.",
  fillAllPostFields: "Please fill all the fields",
  writeAReply: "Please write a reply",
  pollInvalid: "Please provide a question and at least 2 options",

  // Accounts
  signupSent: "Verification link sent to email. Please verify.",
  accountDeleted: "Account deleted successfully.",
  accountDeleteFailed: "Failed to delete account.",
  usernameResetSent: "Username reset email sent.",
  passwordResetSent: "Password reset email sent.",
  adminLoginSuccess: "Admin login successful",
  /** Login of an unverified account, a new link mailed now / one mailed within the last 10 minutes. */
  verifyEmailResent: "Please verify your email first. We have sent a new verification link to your email.",
  verifyEmailRecent: "Please verify your email first. We sent you a verification link a few minutes ago: check your inbox and spam folder.",
  helpAndSupport: (email: string) => `Please mail us at ${email}`,

  // Newsletter
  newsletterFailed: "Error subscribing to newsletter",
  newsletterSubscribed: (email: string) => `Subscribed to newsletter : ${email}`,

  // Live link
  zoomLoadFailed: "Failed to load zoom link data",
  zoomUpdateFailed: "Failed to update zoom link",
  zoomUpdated: "Zoom link updated successfully!",

  // Login prompts
  loginToViewMoreBang: "Please login to view more!",
  loginToViewMore: "Please login to view more",
  loginToVote: "Please login to like/dislike!",
  loginToVoteComment: "Please login to like/dislike this comment.",
  loginToJoin: "Please login to join a community",
  loginToAct: "Please login to perform action!",
  loginToPost: "Please login to add a post!",
  loginToViewArticle: "Please login to view details of this article.",

  // Other toasts
  noNewArticles: "No new articles yet!",
  commentReported: "Comment Reported",
  linkCopied: "Link copied to clipboard",
  imageAttached: "Image Attached",
  imageRemoved: "Image removed",
  postSubmitted: "Post submitted for review",
  tooManyPendingPosts: (limit: number) => `You have ${limit} posts awaiting review. Please wait until they are reviewed before you post again.`,
  feedbackThanks: "Thanks a lot for your valuable feedback",
  postVerified: "Post Verified Successfully",
  postDiscarded: "Post Discarded Successfully",
  postsDiscarded: (count: number, author: string) => `Discarded ${count} ${count === 1 ? "post" : "posts"} by ${author}`,
  commentDeleted: "Comment deleted successfully",
  reportsDismissed: "Reports dismissed",
  messageSent: "Message sent successfully",
  rewardSent: (name: string, badge: string) => `Email sent to ${name} for achieving ${badge}!`,
  achievementUnlocked: (badge: string) => `New achievement unlocked - ${badge}`,
  levelUpgraded: (badge: string) => `Congrats! level upgraded to ${badge}`,

  // Chat
  chatConnecting: "Connecting to chat room...",
  chatRoomNotFound: "Chat Room Not Found",
  chatRoomNotFoundText: "The chat room you're looking for doesn't exist or has been removed.",
  realtimeUnavailable: "Real-time updates unavailable",

  // Fallbacks
  routerError: "Unexpected Application Error!",
  pageNotFound: "Oops! Page Not Found",

  // Empty states
  noOpinions: "No opinions available",
  noRecents: "No recents",
  noAchievements: "No achievements to show",
  noCommunitiesJoined: "No communities joined",
  noCommunityPosts: "No posts to display in this community",
  noMoreArticles: "No more articles available",
  noMoreOpinions: "No more opinions available",
  noChatRooms: "No chat rooms available",
  noSubcategoryPosts: "No posts to show here",
  noNewsFound: "No News Articles Found",
  noCommunityPostsFound: "No Community Posts Found",
} as const;

/**
 * Texts the React widgets and the script-tag embed both show that the product spec does not give
 * verbatim: one spelling for both (each still overridable per widget or page).
 */
export const WIDGET_TEXTS = {
  loadingOpinions: "Loading opinions…",
  loadMoreOpinions: "Load more opinions",
  yourOpinion: "Your opinion",
  posting: "Posting…",
  chatRoom: "Chat room",
  noMessages: "No messages yet. Say hello!",
  loadOlderMessages: "Load older messages",
  pollChooseOne: "Choose one",
  pollChooseAny: "Choose any",
  pollTakeBack: "Take back my vote",
  /** Above a poll's question; `{name}` is who asked it. */
  pollBy: "Poll by {name}",
  pollYourVote: "your vote",
  pollClosed: "Closed",
} as const;

// Moderation's texts are in modules of their own, so each rides only where it is used: the members'
// (MODERATION_TEXTS) in moderation-texts.ts, the administrators' (MODERATION_ADMIN_TEXTS) in moderation-admin-texts.ts.
