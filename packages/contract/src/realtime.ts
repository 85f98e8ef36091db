import { z } from "./zod";
import { ObjectIdString } from "./identity";
import { AchievementName } from "./gamification";
import { LevelInfo } from "./levels";
import { Notification, UnreadCount } from "./notifications";
import { Opinion } from "./opinions";

/** Where socket.io is served, next to the API on the same origin. */
export const SOCKET_PATH = "/socket.io/";

/** One socket.io event: its name on the wire and the schema of its payload, shared by both sides. */
export interface SocketEvent<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  name: Name;
  payload: Payload;
}
export const defineEvent = <const Name extends string, Payload extends z.ZodType>(name: Name, payload: Payload): SocketEvent<Name, Payload> => ({
  name,
  payload,
});
export type EventPayload<E extends SocketEvent> = z.input<E["payload"]>;

/**
 * Why the server refused a client event: its acknowledgement says so (or, for an event sent without
 * one, a `refused` event). The codes are the HTTP API's where they mean the same thing.
 */
export const SocketErrorCode = z.enum([
  "unauthorized",
  "invalid_input",
  "rate_limited",
  "room_not_found",
  "not_in_room",
  "poll_closed",
  "poll_not_found",
  "internal_error",
  "embed_scope",
  /** The member is suspended or banned (site-wide, or from the room's community). */
  "sanctioned",
  /** The message contains a word the site does not allow. */
  "blocked_word",
]);
export type SocketErrorCode = z.infer<typeof SocketErrorCode>;
export const SocketRefusal = z.object({
  code: SocketErrorCode,
  message: z.string(),
  /** Seconds to wait before trying again (with `rate_limited`). */
  retryAfter: z.number().int().positive().optional(),
});
export type SocketRefusal = z.infer<typeof SocketRefusal>;
/** A refusal of an event sent without an acknowledgement (server → client). */
export const refusedEvent = defineEvent("refused", SocketRefusal.extend({ event: z.string() }));

/** An acknowledgement: what was asked for, or the reason it was refused. */
export const socketAck = <T extends z.ZodRawShape>(shape: T) =>
  z.discriminatedUnion("ok", [z.object({ ok: z.literal(true), ...shape }), z.object({ ok: z.literal(false), error: SocketRefusal })]);
/** The answer of a watch: it holds from now on (on this connection), or why not. */
export const WatchAnswer = socketAck({});

export const WatchArticlePayload = z.object({ postId: ObjectIdString });
export const OpinionAddedPayload = z.object({ postId: z.string(), opinion: Opinion });
export const OpinionUpdatedPayload = z.object({ postId: z.string(), opinion: Opinion });
export const OpinionDeletedPayload = z.object({
  postId: z.string(),
  commentId: z.string(),
  parentId: z.string().nullable(),
  /**
   * Hidden pending a moderator's decision (issue 47), not deleted: it leaves everyone's view but its
   * author's (who keeps it, marked awaiting review), and comes back with `opinion:added` if approved.
   */
  pendingReview: z.literal(true).optional(),
});
export const VotesChangedPayload = z.object({
  postId: z.string(),
  targetType: z.enum(["article", "comment"]),
  targetId: z.string(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
});
export type OpinionAddedPayload = z.infer<typeof OpinionAddedPayload>;
export type OpinionUpdatedPayload = z.infer<typeof OpinionUpdatedPayload>;
export type OpinionDeletedPayload = z.infer<typeof OpinionDeletedPayload>;
export type VotesChangedPayload = z.infer<typeof VotesChangedPayload>;

/** Live article threads: rooms are per article; clients watch (acknowledged with WatchAnswer) and unwatch (client → server). */
export const watchArticleEvent = defineEvent("article:watch", WatchArticlePayload);
export const unwatchArticleEvent = defineEvent("article:unwatch", WatchArticlePayload);
/** What the watchers of an article hear (server → client). */
export const opinionAddedEvent = defineEvent("opinion:added", OpinionAddedPayload);
export const opinionUpdatedEvent = defineEvent("opinion:updated", OpinionUpdatedPayload);
export const opinionDeletedEvent = defineEvent("opinion:deleted", OpinionDeletedPayload);
export const votesChangedEvent = defineEvent("votes:changed", VotesChangedPayload);
export type ArticleEvent = typeof opinionAddedEvent | typeof opinionUpdatedEvent | typeof opinionDeletedEvent | typeof votesChangedEvent;

/**
 * A connection's next token for the same member (an embed token renewed every few minutes, a
 * refreshed session): the connection keeps its rooms and watches instead of being made again.
 * Acknowledged `{ ok: true }`; refused `unauthorized` when the token is not a current session of the
 * connection's member (a visitor's connection, another member, an ended session): connect again then.
 */
export const RenewSessionPayload = z.object({ token: z.string().min(10).max(4096) });
export const renewSessionEvent = defineEvent("session:renew", RenewSessionPayload);

/**
 * A member's own notifications, level-ups and badges: the connection's member (the token shown in the
 * handshake) is told of new ones from the watch on, until unwatch; a visitor's watch is refused
 * (`unauthorized`). Rooms are per connection: a client watches again after every reconnect.
 */
export const WatchNotificationsPayload = z.object({}).nullish();
export const watchNotificationsEvent = defineEvent("notifications:watch", WatchNotificationsPayload);
export const unwatchNotificationsEvent = defineEvent("notifications:unwatch", z.object({}).nullish());
export const NotificationPushedPayload = z.object({ notification: Notification, unread: UnreadCount.shape.unread });
export type NotificationPushedPayload = z.infer<typeof NotificationPushedPayload>;
/** A new notification for the watching member, with their unread count after it (server → client). */
export const notificationPushedEvent = defineEvent("notification:new", NotificationPushedPayload);
/** The member's points reached a new level (server → client): sent once per level reached, to their sockets. */
export const LevelUpPayload = z.object({ level: LevelInfo });
export type LevelUpPayload = z.infer<typeof LevelUpPayload>;
export const levelUpEvent = defineEvent("level:up", LevelUpPayload);
/** One of the member's badges unlocked (server → client): sent once per badge; the badge flow runs on it. */
export const BadgeUnlockedPayload = z.object({ badge: AchievementName });
export type BadgeUnlockedPayload = z.infer<typeof BadgeUnlockedPayload>;
export const badgeUnlockedEvent = defineEvent("badge:unlocked", BadgeUnlockedPayload);
/**
 * How many moderation notices the member has not seen (server → client, issue 47): sent to the
 * member's watch when a notice is issued to them and when they mark notices seen.
 */
export const UnseenNoticesPayload = z.object({ unseen: z.number().int().nonnegative() });
export type UnseenNoticesPayload = z.infer<typeof UnseenNoticesPayload>;
export const unseenNoticesEvent = defineEvent("notices:unseen", UnseenNoticesPayload);
export type MemberEvent = typeof notificationPushedEvent | typeof levelUpEvent | typeof badgeUnlockedEvent | typeof unseenNoticesEvent;

/** The events' names alone, for code that only matches names (tests, stories). */
export const LIVE_EVENTS = {
  watchArticle: watchArticleEvent.name,
  unwatchArticle: unwatchArticleEvent.name,
  opinionAdded: opinionAddedEvent.name,
  opinionUpdated: opinionUpdatedEvent.name,
  opinionDeleted: opinionDeletedEvent.name,
  votesChanged: votesChangedEvent.name,
  watchNotifications: watchNotificationsEvent.name,
  unwatchNotifications: unwatchNotificationsEvent.name,
  notificationPushed: notificationPushedEvent.name,
  levelUp: levelUpEvent.name,
  badgeUnlocked: badgeUnlockedEvent.name,
  unseenNotices: unseenNoticesEvent.name,
} as const;
