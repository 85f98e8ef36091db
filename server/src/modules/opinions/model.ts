import type { QueueCause, ReportReason } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/** An opinion (top-level) or a reply (with parentId) on a news article or a community post. */
const commentSchema = new Schema<CommentDoc>(
  {
    postId: { type: String, required: true },
    postKind: { type: String, enum: ["article", "communityPost"], required: true, default: "article" },
    parentId: { type: String, default: null },
    text: { type: String, required: true },
    image: { type: String, default: null },
    author: { type: String, required: true },
    upvotes: { type: Number, required: true, default: 0, min: 0 },
    downvotes: { type: Number, required: true, default: 0, min: 0 },
    replyCount: { type: Number, required: true, default: 0, min: 0 },
    editedAt: { type: Date, default: null },
    /** A reply to the author's own opinion: it earns no points and counts toward no achievement. */
    selfReply: { type: Boolean, default: false },
    /**
     * Held for review (moderation/holds: a new member's first writings, a word of the site's list):
     * shown to its author only, counted nowhere (no post or reply count, no points, no figures) until
     * approved, when the field goes. Absent otherwise.
     */
    held: { type: Boolean },
    heldCause: { type: String },
    /**
     * Set (true) while a moderator's decision is awaited (issue 47): shown to its author only, and
     * counted in no count (its post's opinions, its parent's replies). Absent otherwise.
     */
    hidden: { type: Boolean },
    /** `<postId>|<author>` while hidden: finds an author's hidden opinions on a post in one probe of its own index. */
    hiddenKey: { type: String },
  },
  { timestamps: true },
);
commentSchema.index({ author: 1, createdAt: -1 });
// A thread newest first, and by upvotes (also the top opinion of each article): each index holds the
// whole sort, so a page reads its own entries only, however long the thread.
commentSchema.index({ postId: 1, parentId: 1, createdAt: -1, _id: -1 });
commentSchema.index({ postId: 1, parentId: 1, upvotes: -1, createdAt: -1 });
// Popular opinions: recent top-level ones.
commentSchema.index({ parentId: 1, createdAt: -1 });
// Everyone's recent activity (home), and a member's opinions liked POPULAR_LIKES times (Subject Expert).
commentSchema.index({ createdAt: -1 });
commentSchema.index({ author: 1, parentId: 1, upvotes: -1 });
// Held opinions (only they carry the field): the queue's, and a recount's.
commentSchema.index({ held: 1 }, { sparse: true });
// The hidden ones (few), which their authors still see: only documents that have the field are in it.
commentSchema.index({ hiddenKey: 1 }, { sparse: true });

/**
 * One member's report of one piece of writing; the unique index makes a second report a no-op. Kept
 * once decided (its outcome is the reporter's record, which their reports' weight follows:
 * moderation/trust.ts); removed with its piece only while undecided.
 */
const reportSchema = new Schema<ReportDoc>(
  {
    /** The reported piece's id (an opinion's, a community post's or a chat message's: ids never collide); named when only opinions were reported. */
    commentId: { type: String, required: true },
    /** Absent on reports made before issue 47 (all of opinions). */
    targetType: { type: String },
    reporter: { type: String, required: true },
    reporterId: { type: String },
    reason: { type: String, default: "other" },
    legalGround: { type: String, default: null },
    text: { type: String, default: null },
    /** What the report weighed when made (REPORT_TRUST); reports before issue 47 weigh 1. */
    weight: { type: Number, default: 1 },
    /** Set by the decision: `upheld` (the piece was removed) or `rejected` (it was kept); null while pending. */
    outcome: { type: String, default: null },
    /** The decision that gave the outcome (its follow-ups tell these reporters: decision-follow-ups.ts); absent on older reports. */
    decisionId: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
reportSchema.index({ commentId: 1, reporter: 1 }, { unique: true });
// A reporter's record: their upheld and rejected reports.
reportSchema.index({ reporterId: 1, outcome: 1 });

export interface ReportDoc {
  _id: Types.ObjectId;
  commentId: string;
  targetType?: "comment" | "communityPost" | "chatMessage";
  reporter: string;
  reporterId?: string;
  reason?: ReportReason;
  legalGround?: string | null;
  text?: string | null;
  weight?: number;
  outcome?: "upheld" | "rejected" | null;
  decisionId?: string;
  createdAt: Date;
}
export type ReportModel = Model<ReportDoc>;
export const registerReportModel = (connection: Connection): ReportModel => connection.model<ReportDoc>("Report", reportSchema);

export interface CommentDoc {
  _id: Types.ObjectId;
  postId: string;
  postKind: "article" | "communityPost";
  parentId: string | null;
  text: string;
  image: string | null;
  author: string;
  upvotes: number;
  downvotes: number;
  replyCount: number;
  editedAt: Date | null;
  /** Absent on opinions stored before the rule (they were all counted). */
  selfReply?: boolean;
  /** Held for review: counted nowhere until approved. */
  held?: true;
  heldCause?: Extract<QueueCause, "heldNewMember" | "heldWord">;
  /** Awaiting a moderator's decision: its author's only (see the schema). */
  hidden?: boolean;
  hiddenKey?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Whether a stored opinion earned its author points and counts toward achievements (not a self-reply, not held). */
export const earnsPoints = (doc: Pick<CommentDoc, "selfReply" | "held">) => doc.selfReply !== true && doc.held !== true;
/**
 * Whether a stored opinion counts on its post and its parent: one held for review counts nowhere
 * until approved, one hidden awaiting a decision was taken out when it was hidden.
 */
export const countsInThread = (doc: Pick<CommentDoc, "held" | "hidden">) => doc.held !== true && doc.hidden !== true;

/** What finds an author's hidden opinions on a post (the `hiddenKey` index). */
export const hiddenKeyOf = (postId: string, author: string) => `${postId}|${author}`;

/**
 * The filter part of every public read and count of opinions: those neither held for review nor
 * hidden awaiting a decision (both their author's only). Points and figures leave out only the held.
 */
export const VISIBLE = { held: { $ne: true }, hidden: { $ne: true } } as const;
export type CommentModel = Model<CommentDoc>;
export const registerCommentModel = (connection: Connection): CommentModel => connection.model<CommentDoc>("Comment", commentSchema);
