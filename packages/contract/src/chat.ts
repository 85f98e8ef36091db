import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString } from "./identity";
import { LIMITS } from "./limits";
import { defineEvent, socketAck, SocketErrorCode, SocketRefusal, WatchAnswer } from "./realtime";
import { MESSAGES } from "./messages";

// Live chat rooms (product §3, §4 Chat, §5, §7): the rooms are the fifteen communities (topicId =
// community id). Chat shares the one realtime socket (default namespace and path) with threads and
// notifications: members show their token in the handshake; visitors may watch the statistics only.
/** Messages a join answers with, and a history page holds. */
export const CHAT_PAGE_SIZE = 50;
/** Messages a rejoin after a reconnect catches up on; a longer gap starts again from the latest page. */
export const CHAT_CATCH_UP_LIMIT = 200;
/** Polls of a room a join answers with (the newest first: open ones and those closed lately). */
export const CHAT_POLLS_ON_JOIN = 20;
/** Messages per member per window: beyond it a message is refused with `chatTooFast`. */
export const CHAT_RATE = { messages: 5, windowMs: 5000 } as const;
/** Text formatting's font sizes (px) in the composer, 10 to 24 in steps of 2; 14 is the room's own. */
export const CHAT_FONT_SIZES = [10, 12, 14, 16, 18, 20, 22, 24] as const;

/** Chat's refusals are the socket's (realtime.ts); the names stay for readers of chat code. */
export const ChatErrorCode = SocketErrorCode;
export type ChatErrorCode = SocketErrorCode;
export const ChatError = SocketRefusal;
export type ChatError = SocketRefusal;

export const CHAT_MESSAGES = {
  signInToChat: "Please login to chat",
  tooFast: "You are sending messages too fast. Please wait a few seconds.",
  emptyMessage: "Write a message first",
  messageTooLong: `Messages are at most ${LIMITS.chatMessage} characters`,
  notInRoom: "Join the room first",
  pollClosed: "This poll has closed",
  pollNotFound: "No such poll",
  pollChoice: "Choose one of the poll's options",
  pollOneChoice: "This poll takes one choice",
  optionsDiffer: "Each option must be different",
  attachThroughUpload: "Attach files through the upload endpoint",
  joined: (username: string) => `${username} joined the chat`,
  left: (username: string) => `${username} left the chat`,
} as const;

/** What §7 clients send about their member (userData): accepted and ignored, whatever its shape; identity comes from the token. */
export const ChatUserData = z.unknown().optional();

/** A file attached to a message: an upload of the sender's own, by the URL the uploads endpoint gave. */
export const ChatAttachmentInput = z.object({
  url: z.string().regex(/^\/uploads\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, CHAT_MESSAGES.attachThroughUpload),
  /** The file's name as the sender chose it (shown on the download). */
  name: z.string().trim().min(1).max(200),
});

export const ChatAttachmentKind = z.enum(["image", "video", "audio", "file"]);
export const ChatAttachment = z.object({
  url: z.string(),
  name: z.string(),
  mimetype: z.string(),
  size: z.number().int().nonnegative(),
  /** Images show inline; the others are offered as downloads (audio and video with a player). */
  kind: ChatAttachmentKind,
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/** A line of a room (§3 Chat message): a member's message, or a system note of a join or leave (not stored). */
export const ChatMessage = z.object({
  id: z.string(),
  topicId: z.string(),
  type: z.enum(["user", "system"]),
  username: z.string(),
  avatar: z.string().nullable(),
  message: z.string(),
  attachment: ChatAttachment.nullable(),
  timestamp: z.iso.datetime(),
  /** Hidden from everyone but its sender until a moderator decides (issue 47): only the sender's catch-up and history carry it. */
  awaitingReview: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const trimmed = (max: number, tooLong: string) => z.string().trim().min(1, MESSAGES.pollInvalid).max(max, tooLong);

/** A poll as its author drafts it (§3 Poll draft, §5). Its creation time is the server's (a `createdAt` sent is ignored). */
export const PollDraft = z
  .object({
    question: trimmed(LIMITS.pollQuestion, `The question is at most ${LIMITS.pollQuestion} characters`),
    options: z
      .array(trimmed(LIMITS.pollOption, `An option is at most ${LIMITS.pollOption} characters`))
      .min(LIMITS.pollMinOptions, MESSAGES.pollInvalid)
      .max(LIMITS.pollMaxOptions, `A poll has at most ${LIMITS.pollMaxOptions} options`),
    allowMultiple: z.boolean().default(false),
    /** Hours the poll stays open: one of LIMITS.pollDurationsHours. */
    duration: z
      .literal(LIMITS.pollDurationsHours, `Choose a duration of ${LIMITS.pollDurationsHours.join(", ")} hours`)
      .default(LIMITS.pollDefaultDurationHours),
  })
  .refine((draft) => new Set(draft.options.map((o) => o.toLowerCase())).size === draft.options.length, {
    message: CHAT_MESSAGES.optionsDiffer,
    path: ["options"],
  });
export type PollDraft = z.input<typeof PollDraft>;

export const Poll = z.object({
  _id: z.string(),
  topicId: z.string(),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), votes: z.number().int().nonnegative() })),
  allowMultiple: z.boolean(),
  duration: z.number().int().positive(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  closed: z.boolean(),
  /** Members who voted. */
  voters: z.number().int().nonnegative(),
  /** Rises with every change: of two results heard out of order, the higher one is the newer. */
  revision: z.number().int().nonnegative(),
});
export type Poll = z.infer<typeof Poll>;

export const ChatStats = z.object({
  /** Distinct members connected to the chat now, on every instance. */
  activeUsers: z.number().int().nonnegative(),
  /** Distinct members who joined a room today (UTC). */
  joinedUsers: z.number().int().nonnegative(),
});
export type ChatStats = z.infer<typeof ChatStats>;

// ---- socket events (client → server; each answers through its acknowledgement) ----

/** §7: {username, userId} or null; accepted and ignored (the member is the handshake's). */
export const JoinChatroomPayload = z.unknown();
export const JoinRoomPayload = z.object({
  topicId: ObjectIdString,
  userData: ChatUserData,
  /** The last message the client holds (a rejoin after a reconnect): only what came after it is sent. */
  since: ObjectIdString.optional(),
});
export const JoinRoomAnswer = socketAck({
  /** The latest page (a first join, or a gap longer than CHAT_CATCH_UP_LIMIT), else what came after `since`. */
  messages: z.array(ChatMessage),
  /** Whether `messages` continues the client's list (false: replace it). */
  continues: z.boolean(),
  /** Whether older messages are there to page through (GET /api/chatroom/messages). */
  hasOlder: z.boolean(),
  polls: z.array(Poll),
  /** The caller's choices in those polls, by poll id. */
  myVotes: z.record(z.string(), z.array(z.number().int().nonnegative())),
  count: z.number().int().nonnegative(),
});
export type JoinRoomAnswer = z.infer<typeof JoinRoomAnswer>;
export const LeaveRoomPayload = z.object({ topicId: ObjectIdString }).nullish();
/** A message's text (the composer, the SDK and the server apply this one rule): trimmed, at most LIMITS.chatMessage characters. */
export const ChatMessageText = z.string().trim().max(LIMITS.chatMessage, CHAT_MESSAGES.messageTooLong);
/** A message: text, an attachment, or both (never neither). `userData` is accepted and ignored: the sender is the handshake's member. */
export const SendMessagePayload = z
  .object({
    topicId: ObjectIdString,
    message: ChatMessageText.default(""),
    attachment: ChatAttachmentInput.nullish(),
    userData: ChatUserData,
  })
  .refine((payload) => payload.message !== "" || payload.attachment, { message: CHAT_MESSAGES.emptyMessage, path: ["message"] });
export const SendMessageAnswer = socketAck({ message: ChatMessage });
export const CreatePollPayload = z.object({ topicId: ObjectIdString, pollData: PollDraft, userData: ChatUserData });
export type CreatePollPayload = z.input<typeof CreatePollPayload>;
export const CreatePollAnswer = socketAck({ poll: Poll });
export const VotePollPayload = z.object({
  pollId: ObjectIdString,
  choices: z
    .array(
      z
        .number()
        .int()
        .nonnegative()
        .max(LIMITS.pollMaxOptions - 1),
    )
    .max(LIMITS.pollMaxOptions),
});
export const VotePollAnswer = socketAck({ poll: Poll, choices: z.array(z.number().int().nonnegative()) });

export const RoomUsersCount = z.object({ topicId: z.string(), count: z.number().int().nonnegative() });
export type RoomUsersCount = z.infer<typeof RoomUsersCount>;

/**
 * Messages that left a room's view (issue 47): removed by a moderator (a rejected queue item, a
 * sanction that removes the member's writing), or hidden pending review once reported enough (their
 * sender, who still sees a hidden one, is not told). Viewers drop them from what they show.
 */
export const ChatMessagesRemoved = z.object({ topicId: z.string(), messageIds: z.array(z.string()).min(1) });
export type ChatMessagesRemoved = z.infer<typeof ChatMessagesRemoved>;

/**
 * Messages shown again after review (issue 47): a moderator approved a message hidden pending review.
 * Viewers put them back in order (once each); the sender's own copy loses `awaitingReview`.
 */
export const ChatMessagesRestored = z.object({ topicId: z.string(), messages: z.array(ChatMessage).min(1) });
export type ChatMessagesRestored = z.infer<typeof ChatMessagesRestored>;

/** Client → server: each event with its payload; those with an answer acknowledge with `chatAnswers`' schema. */
export const chatClientEvents = {
  /** The statistics watch (§7): visitors send null; members are known by their handshake token. */
  joinChatroom: defineEvent("join-chatroom", JoinChatroomPayload),
  joinRoom: defineEvent("joinRoom", JoinRoomPayload),
  leaveRoom: defineEvent("leaveRoom", LeaveRoomPayload),
  message: defineEvent("message", SendMessagePayload),
  poll: defineEvent("poll", CreatePollPayload),
  votePoll: defineEvent("poll-vote", VotePollPayload),
} as const;
export const chatAnswers = {
  joinChatroom: WatchAnswer,
  joinRoom: JoinRoomAnswer,
  leaveRoom: WatchAnswer,
  message: SendMessageAnswer,
  poll: CreatePollAnswer,
  votePoll: VotePollAnswer,
} as const;

/** Server → client. */
export const chatServerEvents = {
  statsUpdate: defineEvent("user-stats-update", ChatStats),
  newMessage: defineEvent("new-message", ChatMessage),
  /** The system line of a member's first connection entering the room. */
  userJoined: defineEvent("user-joined", ChatMessage),
  /** The system line of a member's last connection leaving the room. */
  userLeft: defineEvent("user-left", ChatMessage),
  roomUsersCount: defineEvent("room-users-count", RoomUsersCount),
  newPoll: defineEvent("new-poll", Poll),
  /** A poll's results changed (a vote) or it closed. */
  pollUpdated: defineEvent("poll-updated", Poll),
  /** Messages removed or hidden by moderation: viewers drop them (issue 47). */
  messagesRemoved: defineEvent("messages-removed", ChatMessagesRemoved),
  /** Messages shown again after review: viewers put them back in order (issue 47). */
  messagesRestored: defineEvent("messages-restored", ChatMessagesRestored),
} as const;

// ---- endpoints ----

export const TotalUsers = z.object({ totalUsers: z.number().int().nonnegative() });
/** Registered members (§7): the chat list's Total Users. */
export const chatTotalUsersEndpoint = defineEndpoint({ embed: true, method: "GET", path: "/api/chatroom/total-users", response: TotalUsers });

export const ChatHistoryPage = z.object({ messages: z.array(ChatMessage), hasOlder: z.boolean() });
export type ChatHistoryPage = z.infer<typeof ChatHistoryPage>;
/** A room's messages before `before` (oldest first, CHAT_PAGE_SIZE of them): scrolling back in time. */
export const chatHistoryEndpoint = defineEndpoint({
  embed: true,
  method: "GET",
  path: "/api/chatroom/messages",
  auth: "member",
  request: z.object({ topicId: ObjectIdString, before: ObjectIdString.optional() }),
  response: ChatHistoryPage,
});
