// Part of the message set (messages.ts), in a module of its own: a bundler puts a module where its
// users are, so these texts ride with the widgets that show moderation states, not with every page
// that shows a message (the sign-in window, for one).
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
  /** An ignored member's writing, folded: the line, then the control that unfolds it. */
  ignoredFolded: "You ignore {name}.",
  ignoredShow: "Show",
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
  /** Report's accessible name on a chat message where it stands alone (the script-tag embed's chat). */
  reportMessage: "Report {name}'s message",
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
  /** Refusal of a report of one's own writing (error `invalid_input`). */
  reportOwn: "You cannot report your own writing",
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
