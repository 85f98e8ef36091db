import type { AuditAction, AuditEntry } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/** One moderation action. Only ever inserted: nothing in the server updates or deletes an entry. */
const auditSchema = new Schema<AuditDoc>(
  {
    admin: { type: String, required: true },
    action: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    summary: { type: String, required: true },
    at: { type: Date, required: true },
    key: { type: String },
  },
  { collection: "auditlog", versionKey: false },
);
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ targetId: 1, action: 1 });
// A line written by a step that may run twice (a decision's follow-ups after a crash) is keyed: once.
auditSchema.index({ key: 1 }, { unique: true, partialFilterExpression: { key: { $type: "string" } } });

export interface AuditDoc {
  _id: Types.ObjectId;
  admin: string;
  action: AuditAction;
  targetType: AuditEntry["targetType"];
  targetId: string;
  summary: string;
  at: Date;
  /** Set when the line must be written once (decision-follow-ups.ts: `decision:<id>`); absent otherwise. */
  key?: string;
}
export type AuditModel = Model<AuditDoc>;
export const registerAuditModel = (connection: Connection): AuditModel => connection.model<AuditDoc>("AuditEntry", auditSchema);
