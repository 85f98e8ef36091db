import { MESSAGES, MODERATION_TEXTS, WIDGET_TEXTS } from "@pnyx/contract";

const T = MODERATION_TEXTS;

/** What every widget shows of moderation (issue 47), in the contract's words. */
export const DEFAULT_MODERATION_STRINGS = {
  /** The member's own held writing, to them alone. */
  awaitingReview: T.awaitingReview,
  /** An ignored member's writing, folded ("You ignore {name}."), and the control that unfolds it. */
  folded: T.ignoredFolded,
  show: T.ignoredShow,
} as const;

/** Report and its dialog (issue 47), in the contract's words: the thread's opinions and the chat's messages. */
export const DEFAULT_REPORT_STRINGS = {
  report: T.reportAction,
  /** Report once the report is sent (disabled). */
  reported: "Reported",
  reportTitle: T.reportTitle,
  reportReason: T.reportReason,
  reasonSpam: T.reasonSpam,
  reasonAbuse: T.reasonAbuse,
  reasonOffTopic: T.reasonOffTopic,
  reasonIllegal: T.reasonIllegal,
  reasonOther: T.reasonOther,
  reportLegalGround: T.reportLegalGround,
  reportWords: T.reportWords,
  reportSend: T.reportSend,
  reportSending: T.reportSending,
  reportCancel: T.reportCancel,
  reportChooseReason: T.reportChooseReason,
  reportNeedsLegalGround: T.reportNeedsLegalGround,
  reportNeedsWords: T.reportNeedsWords,
} as const;

/** What Report and its dialog say (every key of DEFAULT_REPORT_STRINGS). */
export type ReportStrings = Record<keyof typeof DEFAULT_REPORT_STRINGS, string>;

/** The account bar's texts, shared by every widget that has one (each may say its own `loginPrompt`). */
export const DEFAULT_ACCOUNT_STRINGS = {
  loginPrompt: "Log in to share your opinion.",
  login: "Log in",
  logout: "Log out",
  signedInAs: "Signed in as {name}",
} as const;

/** What the account bar says (every key of DEFAULT_ACCOUNT_STRINGS). */
export type AccountStrings = Record<keyof typeof DEFAULT_ACCOUNT_STRINGS, string>;

/** Every text of <pnyx-opinions>, by key: override any of them per page or per element. */
export const DEFAULT_OPINIONS_STRINGS = {
  ...DEFAULT_ACCOUNT_STRINGS,
  heading: "Opinions",
  count: "{count}",
  loading: WIDGET_TEXTS.loadingOpinions,
  retry: "Try again",
  empty: MESSAGES.noOpinions,
  composerLabel: WIDGET_TEXTS.yourOpinion,
  composerPlaceholder: "Share your opinion",
  post: "Post",
  posting: WIDGET_TEXTS.posting,
  like: "Like",
  dislike: "Dislike",
  /** Said after Like and Dislike to screen readers: "Like (1 like)"; `…One` is the text for exactly one. */
  likes: "{count} likes",
  likesOne: "{count} like",
  dislikes: "{count} dislikes",
  dislikesOne: "{count} dislike",
  replies: "{count} replies on Pnyx",
  repliesOne: "{count} reply on Pnyx",
  loadMore: WIDGET_TEXTS.loadMoreOpinions,
  justNow: "just now",
  ...DEFAULT_MODERATION_STRINGS,
  /** Ignore: its visible text, and its accessible name. */
  ignore: T.ignore,
  ignoreMember: T.ignoreMember,
  /** Report, and the reporter's dialog. */
  ...DEFAULT_REPORT_STRINGS,
} as const;

export type OpinionsStrings = Record<keyof typeof DEFAULT_OPINIONS_STRINGS, string>;
