import type { NotificationKind } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/** One thing a member is told about (see service.ts); only `read` ever changes. */
const notificationSchema = new Schema<NotificationDoc>(
  {
    recipient: { type: String, required: true },
    kind: { type: String, required: true },
    actor: { type: String, default: null },
    postKind: { type: String, required: true },
    postId: { type: String, required: true },
    postTitle: { type: String, default: "" },
    commentId: { type: String, default: null },
    inReplyTo: { type: String, default: null },
    excerpt: { type: String, default: "" },
    read: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
  },
  { collection: "notifications", versionKey: false },
);
// A member's list, newest first, and their unread count.
notificationSchema.index({ recipient: 1, _id: -1 });
notificationSchema.index({ recipient: 1, read: 1 });
// A removed comment takes the notifications about it along.
notificationSchema.index({ commentId: 1 }, { partialFilterExpression: { commentId: { $type: "string" } } });

export interface NotificationDoc {
  _id: Types.ObjectId;
  recipient: string;
  kind: NotificationKind;
  actor: string | null;
  postKind: "article" | "communityPost";
  postId: string;
  postTitle: string;
  commentId: string | null;
  inReplyTo: string | null;
  excerpt: string;
  read: boolean;
  createdAt: Date;
}

export const registerNotificationModel = (connection: Connection): Model<NotificationDoc> =>
  connection.model<NotificationDoc>("Notification", notificationSchema);
