import { markAllNotificationsReadEndpoint, markNotificationsReadEndpoint, notificationsEndpoint, type Notification } from "@pnyx/contract";
import { aNotification } from "@pnyx/contract/testing";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";

// Mock answers for the notification bell, from the contract's endpoints and fixtures.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const LONG_TITLE = "An extraordinarily long title about community moderation, sub-categories and the rules of good-faith argument online";

export const storyNotifications: Notification[] = [
  aNotification({
    _id: "67f0000000000000000000a1",
    actor: "grace",
    postTitle: "Engines that count",
    excerpt: "The first program was a loop.",
    createdAt: minutesAgo(3),
  }),
  aNotification({
    _id: "67f0000000000000000000a2",
    kind: "postOpinion",
    actor: "hedy",
    postKind: "communityPost",
    postTitle: "Small steps to a reading habit",
    inReplyTo: null,
    excerpt: "Start with one page a day.",
    createdAt: minutesAgo(40),
  }),
  aNotification({
    _id: "67f0000000000000000000a3",
    kind: "postVerified",
    actor: null,
    postKind: "communityPost",
    postTitle: "Small steps to a reading habit",
    commentId: null,
    inReplyTo: null,
    excerpt: "",
    read: true,
    createdAt: minutesAgo(180),
  }),
  aNotification({
    _id: "67f0000000000000000000a4",
    kind: "postDiscarded",
    actor: null,
    postKind: "communityPost",
    postTitle: "Buy cheap watches",
    commentId: null,
    inReplyTo: null,
    excerpt: "",
    read: true,
    createdAt: minutesAgo(60 * 30),
  }),
];

const page = (notifications: Notification[], unread: number, hasMore = false) => ({ notifications, unread, hasMore });

export const notifications = {
  some: mockEndpoint(notificationsEndpoint, page(storyNotifications, 2)),
  none: mockEndpoint(notificationsEndpoint, page([], 0)),
  many: mockEndpoint(notificationsEndpoint, page(storyNotifications, 27, true)),
  long: mockEndpoint(
    notificationsEndpoint,
    page(
      storyNotifications.map((n) => ({ ...n, postTitle: LONG_TITLE, excerpt: n.excerpt && `${n.excerpt} ${"Supercalifragilisticexpialidocious-".repeat(4)}` })),
      2,
    ),
  ),
  slow: mockEndpoint(notificationsEndpoint, async () => {
    await delay("infinite");
    return new Response(null, { status: 204 });
  }),
  down: mockEndpoint(notificationsEndpoint, fail(503, "internal_error", "Something went wrong on our side")),
  markRead: mockEndpoint(markNotificationsReadEndpoint, { unread: 1 }),
  markAllRead: mockEndpoint(markAllNotificationsReadEndpoint, { unread: 0 }),
};
