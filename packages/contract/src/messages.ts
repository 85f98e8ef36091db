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

/**
 * Moderation's texts (issue 47), for the server's notices and mails and for every widget that shows
 * held, removed and sanctioned states. `{…}` placeholders are filled in.
 */
export const MODERATION_TEXTS = {
  /** Notice titles, by kind. */
  noticeRemoved: "Your writing was removed",
  noticeHeld: "Your writing is awaiting review",
  noticeSanctioned: "Your account is restricted",
  noticeReportOutcome: "About your report",
  noticeAppealOutcome: "About your appeal",
  /** What was decided, in one line. */
  outcomeRemoved: "It was removed for breaking a rule of this site.",
  outcomeKept: "It was reviewed and stays up.",
  outcomeRestricted: "You cannot write until {until}.",
  outcomeRestrictedForGood: "You can no longer write here.",
  outcomeHeld: "It shows to others once a moderator has reviewed it.",
  outcomeReversed: "On appeal, the decision was reversed.",
  /** How to appeal, under a decision that can be appealed. */
  appealHow: "If you think this is wrong, you can appeal once from your notices on Pnyx.",
  /** The answer to a report of a community post or a chat message. */
  reportReceived: "Thank you: a moderator will look at it.",
  /** The mail sent with a notice. */
  mailSubject: "A moderation decision on Pnyx",
  /** A held piece, to its author. */
  awaitingReview: "Awaiting review",
  /** A removed piece, in its place. */
  removedPlaceholder: "This was removed by a moderator.",
  /** An ignored member's writing, folded. */
  ignoredFolded: "You ignore {name}. Show",
  /** The action on another member's writing (its visible text; the name is in its accessible name). */
  ignore: "Ignore",
  ignoreMember: "Ignore {name}",
  /** The toast once a member is ignored. */
  ignoredNow: "You now ignore {name}: their writing is folded for you. Unignore them from your profile.",
  /** The member's list of those they ignore (IgnoredMembers, on their profile). */
  ignoredTitle: "Members you ignore",
  ignoredLoading: "Loading the members you ignore…",
  ignoredFailed: "Could not load the members you ignore",
  ignoredEmpty: "You ignore nobody.",
  unignore: "Unignore",
  unignoreMember: "Unignore {name}",
  /** The Report action on a community post or a chat message. */
  reportAction: "Report",
  /** More actions on a chat message (its menu: Report, Ignore). */
  messageActions: "Actions on {name}'s message",
  /** Refusals of a sanctioned member's writes (error `sanctioned`). */
  suspendedUntil: "Your account is suspended until {until}: {reason}",
  banned: "Your account is banned: {reason}",
  bannedFromCommunity: "You are banned from this community: {reason}",
  suspendedFromCommunityUntil: "You are suspended from this community until {until}: {reason}",
  /** Refusal of writing that matches a blocked word (error `blocked_word`). */
  blockedWord: "Your text contains a word this site does not allow. Please change it.",
  /** Why a piece is held, as its notice says it. */
  heldNewMember: "New members' first writings are reviewed before they show.",
  heldWord: "It contains a word this site reviews before it shows.",
  /** A reply to an opinion that is still awaiting review (error `conflict`). */
  heldNoReplies: "This opinion is awaiting review: replies open once it is approved.",
  /** The reporter's dialog (ReportDialog): a reason, the legal ground of `illegal`, a few words for `other`. */
  reportTitle: "Report this",
  reportReason: "Why are you reporting it?",
  reasonSpam: "Spam",
  reasonAbuse: "Abuse or harassment",
  reasonOffTopic: "Off-topic",
  reasonIllegal: "Illegal content",
  reasonOther: "Something else",
  reportLegalGround: "Which law or rule does it break?",
  reportWords: "In a few words, what is wrong?",
  reportSend: "Send report",
  reportSending: "Sending…",
  reportCancel: "Cancel",
  reportChooseReason: "Please choose a reason",
  reportNeedsLegalGround: "Please name the law or rule it breaks",
  reportNeedsWords: "Please say in a few words what is wrong",
  /** The member's notices (ModerationNotices) and the link to them. */
  noticesTitle: "Your notices",
  noticesLink: "Notices ({count} new)",
  noticesLoading: "Loading your notices…",
  noticesFailed: "Could not load your notices",
  noticesEmpty: "You have no notices.",
  noticeNew: "New",
  noticeAbout: "About: “{excerpt}”",
  noticeReason: "Reason: {reason}",
  noticeRule: "Rule: {rule}",
  noticeNote: "Moderator's note: {note}",
  appealOpen: "Appeal",
  appealLabel: "Why is this decision wrong?",
  appealSend: "Send appeal",
  appealSending: "Sending…",
  appealCancel: "Cancel",
  appealNeedsWords: "Please say why",
  appealSent: "Your appeal was sent: a moderator will look at it again.",
  appealedOn: "You appealed on {date}.",
} as const;
// The administrators' moderation texts (MODERATION_ADMIN_TEXTS) are in moderation-admin-texts.ts.
