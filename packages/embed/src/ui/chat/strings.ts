import { MESSAGES, MODERATION_TEXTS, WIDGET_TEXTS } from "@pnyx/contract";
import { DEFAULT_ACCOUNT_STRINGS, DEFAULT_MODERATION_STRINGS, DEFAULT_REPORT_STRINGS } from "../strings";

/**
 * Every text of <pnyx-chat>, by key: override any of them per page (`pnyx.configure({ strings: { chat } })`)
 * or per element (its `strings` attribute). `{name}` placeholders are filled in. The account keys
 * (login, logout, …) are the account bar's, shared with <pnyx-opinions>.
 */
export const DEFAULT_CHAT_STRINGS = {
  heading: "{room}",
  /** The room's name when it is not one of the communities Pnyx knows. */
  room: WIDGET_TEXTS.chatRoom,
  online: "{count} online",
  messages: "Messages",
  empty: WIDGET_TEXTS.noMessages,
  connecting: MESSAGES.chatConnecting,
  notFound: MESSAGES.chatRoomNotFound,
  notFoundText: MESSAGES.chatRoomNotFoundText,
  loadOlder: WIDGET_TEXTS.loadOlderMessages,
  loadingOlder: "Loading…",
  composerLabel: "Message",
  composerPlaceholder: "Type a message…",
  send: "Send",
  sending: "Sending…",
  download: "Download {name}",
  pollBy: WIDGET_TEXTS.pollBy,
  chooseOne: WIDGET_TEXTS.pollChooseOne,
  chooseMany: WIDGET_TEXTS.pollChooseAny,
  vote: "{count} vote",
  votes: "{count} votes",
  voter: "{count} voter",
  voters: "{count} voters",
  yourVote: WIDGET_TEXTS.pollYourVote,
  takeBack: WIDGET_TEXTS.pollTakeBack,
  closesAt: "Closes {time}",
  closed: WIDGET_TEXTS.pollClosed,
  ...DEFAULT_MODERATION_STRINGS,
  /** In the place of a message a moderator removed while the reader watched. */
  removed: MODERATION_TEXTS.removedPlaceholder,
  /** Report on another member's message, and the reporter's dialog; `reportMessage` is Report's accessible name. */
  ...DEFAULT_REPORT_STRINGS,
  reportMessage: MODERATION_TEXTS.reportMessage,
  /** Said once a report is sent. */
  reportReceived: MODERATION_TEXTS.reportReceived,
  ...DEFAULT_ACCOUNT_STRINGS,
  /** The embed's own voice, as the thread's "Log in to share your opinion." (the server's refusal keeps the site's). */
  loginPrompt: "Log in to chat.",
} as const;

/** The texts a chat room shows (every key of DEFAULT_CHAT_STRINGS). */
export type ChatStrings = Record<keyof typeof DEFAULT_CHAT_STRINGS, string>;
