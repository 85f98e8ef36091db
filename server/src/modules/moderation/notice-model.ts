import type { Notice } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/** A statement of reasons to one member (issue 47). Kept: a decision's notice is its record for the member. */
export interface NoticeDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  kind: Notice["kind"];
  about: { targetType: NonNullable<Notice["about"]>["targetType"]; targetId: string; excerpt: string } | null;
  outcome: Notice["outcome"];
  reason: string | null;
  rule: string | null;
  note: string | null;
  until: Date | null;
  appealable: boolean;
  /** The sanction a `sanctioned` notice stated (granting its appeal lifts it: sanction-appeal.ts); absent otherwise. */
  sanctionId?: Types.ObjectId;
  /** Set when the notice must be issued once (a decision's, per recipient: decision-follow-ups.ts); absent otherwise. */
  key?: string;
  appealedAt: Date | null;
  createdAt: Date;
  seenAt: Date | null;
}

const aboutSchema = new Schema<NonNullable<NoticeDoc["about"]>>({ targetType: String, targetId: String, excerpt: String }, { _id: false });

const noticeSchema = new Schema<NoticeDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true },
    about: { type: aboutSchema, default: null },
    outcome: { type: String, required: true },
    reason: { type: String, default: null },
    rule: { type: String, default: null },
    note: { type: String, default: null },
    until: { type: Date, default: null },
    appealable: { type: Boolean, required: true },
    sanctionId: { type: Schema.Types.ObjectId },
    key: { type: String },
    appealedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    seenAt: { type: Date, default: null },
  },
  { collection: "moderationnotices", versionKey: false },
);
noticeSchema.index({ userId: 1, createdAt: -1, _id: -1 });
// A keyed notice is issued once, however often its writer runs (a decision's follow-ups after a crash).
noticeSchema.index({ key: 1 }, { unique: true, partialFilterExpression: { key: { $type: "string" } } });

export type NoticeModel = Model<NoticeDoc>;
export const registerNoticeModel = (connection: Connection): NoticeModel => connection.model<NoticeDoc>("ModerationNotice", noticeSchema);
