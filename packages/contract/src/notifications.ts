import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString } from "./identity";

// A member's notifications: what happened to their posts and opinions while they were elsewhere.

/**
 * - postVerified / postDiscarded: an administrator reviewed the member's community post;
 * - opinionReply: someone replied to the member's opinion (on an article or a community post);
 * - postOpinion: someone gave an opinion on the member's community post.
 */
export const NotificationKind = z.enum(["postVerified", "postDiscarded", "opinionReply", "postOpinion"]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  _id: z.string(),
  kind: NotificationKind,
  /** The member who replied; null when an administrator reviewed a post. */
  actor: z.string().nullable(),
  postKind: z.enum(["article", "communityPost"]),
  postId: z.string(),
  postTitle: z.string(),
  /** The new opinion or reply; null for reviews. */
  commentId: z.string().nullable(),
  /** For a reply: the member's opinion it answers (its thread is where the reply is read). */
  inReplyTo: z.string().nullable(),
  /** The start of the new opinion's text (empty for reviews). */
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof Notification>;

/** How many notifications a page holds, and how much of an opinion a notification quotes. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_EXCERPT_LENGTH = 120;
/** Unread notifications are counted up to this many: beyond, a bell only says "99+". */
export const UNREAD_COUNT_CAP = 100;

/** How many unread notifications there are, at most UNREAD_COUNT_CAP. */
const Unread = z.number().int().nonnegative().max(UNREAD_COUNT_CAP);

export const NotificationsPage = z.object({
  notifications: z.array(Notification),
  /** Unread notifications in all, not only on this page (up to UNREAD_COUNT_CAP). */
  unread: Unread,
  hasMore: z.boolean(),
  /**
   * How many of the member's moderation notices (statements of reasons, issue 47) they have not seen,
   * on the first page only: the count a page starts from without asking for the notices; the member
   * watch's `notices:unseen` keeps it current. Absent on later pages and from older servers.
   */
  unseenNotices: z.number().int().nonnegative().optional(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const UnreadCount = z.object({ unread: Unread });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** The caller's notifications, newest first; `before` (a notification's id) pages back in time. */
export const notificationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/notifications",
  auth: "member",
  request: z.object({ before: ObjectIdString.optional() }),
  response: NotificationsPage,
});

/** Marks some of the caller's notifications read (others' ids are ignored); answers the unread count. */
export const markNotificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notifications/read",
  auth: "member",
  request: z.object({
    ids: z
      .array(ObjectIdString)
      .min(1, "Name at least one notification")
      .max(NOTIFICATIONS_PAGE_SIZE * 5, "Too many notifications at once"),
  }),
  response: UnreadCount,
});

/** Marks every notification of the caller read. */
export const markAllNotificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notifications/readAll",
  auth: "member",
  response: UnreadCount,
});
