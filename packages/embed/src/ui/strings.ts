import { MESSAGES } from "@pnyx/contract";

/** Every text of <pnyx-opinions>, by key: override any of them per page or per element. */
export const DEFAULT_OPINIONS_STRINGS = {
  heading: "Opinions",
  count: "{count}",
  loading: "Loading opinions…",
  retry: "Try again",
  empty: MESSAGES.noOpinions,
  composerLabel: "Your opinion",
  composerPlaceholder: "Share your opinion",
  post: "Post",
  posting: "Posting…",
  loginPrompt: "Log in to share your opinion.",
  login: "Log in",
  logout: "Log out",
  signedInAs: "Signed in as {name}",
  username: "Username",
  password: "Password",
  cancel: "Cancel",
  loginFailed: "Could not log in.",
  like: "Like",
  dislike: "Dislike",
  likes: "{count} likes",
  dislikes: "{count} dislikes",
  report: "Report",
  reported: "Reported",
  replies: "{count} replies on Pnyx",
  loadMore: "Load more opinions",
  justNow: "just now",
} as const;

export type OpinionsStrings = Record<keyof typeof DEFAULT_OPINIONS_STRINGS, string>;
