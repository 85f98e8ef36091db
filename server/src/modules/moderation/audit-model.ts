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
  },
  { collection: "auditlog", versionKey: false },
);
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ targetId: 1, action: 1 });

export interface AuditDoc {
  _id: Types.ObjectId;
  admin: string;
  action: AuditAction;
  targetType: AuditEntry["targetType"];
  targetId: string;
  summary: string;
  at: Date;
}
export type AuditModel = Model<AuditDoc>;
export const registerAuditModel = (connection: Connection): AuditModel => connection.model<AuditDoc>("AuditEntry", auditSchema);
