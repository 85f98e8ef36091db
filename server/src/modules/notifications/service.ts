import {
  NOTIFICATION_EXCERPT_LENGTH,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  notificationPushedEvent,
  type Notification,
  type NotificationsPage,
} from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { excerpt } from "../../platform/excerpt";
import { createGroupCommit, type Queued } from "../../platform/group-commit";
import type { ServiceDeps } from "../../services";
import { DELETED_AUTHOR } from "../users/model";
import type { NotificationDoc } from "./model";
import { unseenNoticesOf } from "../moderation/notices";

/** What a write tells a member; who and when are filled in here. */
export type NewNotification = Omit<NotificationDoc, "_id" | "read" | "createdAt">;

export const excerptOf = (text: string) => excerpt(text, NOTIFICATION_EXCERPT_LENGTH);

/** Notifications of 50 ms share their commands; the write that caused them was answered already. */
const BATCH_WINDOW_MS = 50;
const MAX_BATCH = 256;

const present = (doc: NotificationDoc): Notification => ({
  _id: doc._id.toString(),
  kind: doc.kind,
  actor: doc.actor,
  postKind: doc.postKind,
  postId: doc.postId,
  postTitle: doc.postTitle,
  commentId: doc.commentId,
  inReplyTo: doc.inReplyTo,
  excerpt: doc.excerpt,
  read: doc.read,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * Members' notifications: stored, listed newest first with the unread count, marked read, and pushed
 * to the member's sockets the moment they are stored. Writes hand them over with `notify` and are
 * answered without waiting; nobody is told about their own doing, and a deleted account about nothing.
 * Those of a few ms are stored together (one insert, one unread count per member), and unread ones
 * are counted up to UNREAD_COUNT_CAP, so a member with thousands unread costs no more than one with a hundred.
 */
export function createNotificationsService(deps: Pick<ServiceDeps, "models" | "live" | "background" | "now">) {
  const { Notification: Notifications } = deps.models;
  // The count command answers a number: no unread notification is read out and sent to be counted.
  const unreadOf = async (recipient: string) => {
    const answer = await Notifications.db.db!.command({
      count: Notifications.collection.collectionName,
      query: { recipient, read: false },
      limit: UNREAD_COUNT_CAP,
    });
    return Number(answer.n ?? 0);
  };

  async function store(batch: Array<Queued<NewNotification, void>>): Promise<[]> {
    const createdAt = deps.now();
    const docs: NotificationDoc[] = batch.map(({ call }) => ({ ...call, _id: new Types.ObjectId(), read: false, createdAt }));
    await Notifications.collection.insertMany(docs, { ordered: false });
    // A push carries the member's unread count: a count command each, only for members someone may hear.
    const recipients = [...new Set(docs.map((d) => d.recipient))].filter((r) => deps.live.mayReachMember(r));
    const unread = new Map(await Promise.all(recipients.map(async (r) => [r, await unreadOf(r)] as const)));
    for (const doc of docs) {
      let count = unread.get(doc.recipient);
      // Someone may have started listening while the others were counted.
      if (count === undefined && deps.live.mayReachMember(doc.recipient)) unread.set(doc.recipient, (count = await unreadOf(doc.recipient)));
      if (count !== undefined) deps.live.toMember(doc.recipient, notificationPushedEvent, { notification: present(doc), unread: count });
    }
    for (const queued of batch) queued.resolve();
    return [];
  }
  const queue = createGroupCommit<NewNotification, void>({ windowMs: BATCH_WINDOW_MS, maxBatch: MAX_BATCH, write: store });

  return {
    /** Stores and pushes in the background: the write that caused them is answered at once. */
    notify(items: NewNotification[]): void {
      for (const item of items) {
        if (item.recipient === item.actor || item.recipient === DELETED_AUTHOR) continue;
        deps.background.run("notifications", () => queue.submit(item));
      }
    },

    /** An edited opinion's notifications quote what it says now (text edited away leaves every inbox). */
    async opinionEdited(commentId: string, text: string): Promise<void> {
      await Notifications.updateMany({ commentId }, { $set: { excerpt: excerptOf(text) } });
    },

    async list(caller: MemberCaller, before: string | undefined): Promise<NotificationsPage> {
      const filter = before ? { recipient: caller.username, _id: { $lt: new Types.ObjectId(before) } } : { recipient: caller.username };
      const [docs, unread, unseenNotices] = await Promise.all([
        Notifications.find(filter)
          .sort({ _id: -1 })
          .limit(NOTIFICATIONS_PAGE_SIZE + 1)
          .lean<NotificationDoc[]>(),
        unreadOf(caller.username),
        // The first page also carries the member's unseen moderation notices: the site's notices
        // link starts from it, with no request of its own (the member watch's `notices:unseen` follows).
        before ? undefined : unseenNoticesOf(deps.models, caller.userId),
      ]);
      const page = { notifications: docs.slice(0, NOTIFICATIONS_PAGE_SIZE).map(present), unread, hasMore: docs.length > NOTIFICATIONS_PAGE_SIZE };
      return unseenNotices === undefined ? page : { ...page, unseenNotices };
    },

    /** Only the caller's own: another member's ids match nothing. */
    async markRead(caller: MemberCaller, ids: string[]) {
      await Notifications.updateMany(
        { recipient: caller.username, _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, read: false },
        { $set: { read: true } },
      );
      return { unread: await unreadOf(caller.username) };
    },

    async markAllRead(caller: MemberCaller) {
      await Notifications.updateMany({ recipient: caller.username, read: false }, { $set: { read: true } });
      return { unread: await unreadOf(caller.username) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
