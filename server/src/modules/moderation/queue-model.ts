import type { AuditAction, DecisionReason, QueueCause, QueueItem, QueueStatus, QueueTargetType, ReportReason } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/**
 * One item of the moderation queue (issue 47): one per piece of writing (or per appealed sanction),
 * made by its first report, hold or appeal and changed by the next ones. Decided once per round by a
 * conditional write (pending → approved or rejected); an appeal opens a decided item again.
 */
export interface QueueItemDoc {
  _id: Types.ObjectId;
  targetType: QueueTargetType;
  targetId: string;
  cause: QueueCause;
  status: QueueStatus;
  /** The writing (or a sanction's reason) as it was when it came in. */
  text: string;
  /** The author's username, and their account's id (null when none: a deleted account). */
  author: string;
  authorId: string | null;
  context: QueueItem["context"];
  /** Whether the piece is hidden from everyone but its author now. */
  hidden: boolean;
  /** The undecided reports of this round, summed from the reports (queue-intent.ts). */
  reports: ReportSummary;
  /** When it (last) entered the queue. */
  createdAt: Date;
  lastReportedAt: Date | null;
  appeal: { noticeId: Types.ObjectId; text: string; at: Date } | null;
  decision: DecisionRecord | null;
}

/**
 * A decision as its claim stores it. Decisions since its follow-ups became recoverable also carry
 * them (the outbox, written by the same conditional write as the claim): the decision's id (what its
 * audit line, its notices and its reports are keyed by), the audit action, the reason's words as
 * they were, and `told` (false until every follow-up went: decision-follow-ups.ts).
 */
export interface DecisionRecord {
  by: string;
  at: Date;
  reasonId: string | null;
  note: string | null;
  id?: string;
  action?: AuditAction;
  reason?: string | null;
  rule?: string | null;
  told?: boolean;
  /**
   * Set (false) by the claim of an approval of a piece held before it ever showed: whether its
   * publication was told (live, notifications), claimed once by whoever tells it (decision-ends.ts).
   */
  announced?: boolean;
}

export interface ReportSummary {
  count: number;
  weight: number;
  reasons: Partial<Record<ReportReason, number>>;
  details: Array<{ reason: ReportReason; legalGround: string | null; text: string | null }>;
}

export const NO_REPORTS: ReportSummary = { count: 0, weight: 0, reasons: {}, details: [] };

const queueSchema = new Schema<QueueItemDoc>(
  {
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    cause: { type: String, required: true },
    status: { type: String, required: true },
    text: { type: String, default: "" },
    author: { type: String, required: true },
    authorId: { type: String, default: null },
    context: { type: Schema.Types.Mixed, required: true },
    hidden: { type: Boolean, default: false },
    reports: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    lastReportedAt: { type: Date, default: null },
    appeal: { type: Schema.Types.Mixed, default: null },
    decision: { type: Schema.Types.Mixed, default: null },
  },
  // minimize: false keeps an empty `reports.reasons` ({}), which the contract requires.
  { collection: "moderationqueue", versionKey: false, minimize: false },
);
// One item per piece.
queueSchema.index({ targetType: 1, targetId: 1 }, { unique: true });
// The queue by status, newest first and most reported first; and narrowed by kind, publisher or community.
queueSchema.index({ status: 1, createdAt: -1, _id: -1 });
queueSchema.index({ status: 1, "reports.weight": -1, createdAt: -1, _id: -1 });
queueSchema.index({ status: 1, targetType: 1, createdAt: -1, _id: -1 });
queueSchema.index({ status: 1, "context.publisherId": 1, createdAt: -1, _id: -1 });
queueSchema.index({ status: 1, "context.communityId": 1, createdAt: -1, _id: -1 });
// Decisions whose follow-ups have not all gone yet (decision-follow-ups.ts); older decisions have no `told`.
queueSchema.index({ "decision.told": 1, "decision.at": 1 }, { sparse: true });
// An author's standing: their writing removed and kept.
queueSchema.index({ author: 1, status: 1 });

/** The site's reasons for decisions and sanctions: one document, made with the defaults on first read (reasons.ts). */
export interface ReasonsDoc {
  _id: string;
  reasons: DecisionReason[];
}
const reasonsSchema = new Schema<ReasonsDoc>(
  {
    _id: { type: String, required: true },
    reasons: { type: [new Schema({ id: String, label: String, rule: String }, { _id: false })], required: true },
  },
  { collection: "moderationreasons", versionKey: false },
);

export type QueueModel = Model<QueueItemDoc>;
export type ReasonsModel = Model<ReasonsDoc>;
export const registerQueueModels = (connection: Connection) => ({
  ModerationQueue: connection.model<QueueItemDoc>("ModerationQueueItem", queueSchema),
  ModerationReasons: connection.model<ReasonsDoc>("ModerationReasons", reasonsSchema),
});
