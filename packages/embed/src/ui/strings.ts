import { MESSAGES, WIDGET_TEXTS } from "@pnyx/contract";

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
  report: "Report",
  reported: "Reported",
  replies: "{count} replies on Pnyx",
  repliesOne: "{count} reply on Pnyx",
  loadMore: WIDGET_TEXTS.loadMoreOpinions,
  justNow: "just now",
} as const;

export type OpinionsStrings = Record<keyof typeof DEFAULT_OPINIONS_STRINGS, string>;
