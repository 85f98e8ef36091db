import type { QueueCause } from "@pnyx/contract";
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

/** One member's report of one comment; the unique index makes a second report a no-op. */
const reportSchema = new Schema<ReportDoc>(
  {
    commentId: { type: String, required: true },
    reporter: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
reportSchema.index({ commentId: 1, reporter: 1 }, { unique: true });

export interface ReportDoc {
  _id: Types.ObjectId;
  commentId: string;
  reporter: string;
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
  createdAt: Date;
  updatedAt: Date;
}

/** Whether a stored opinion earned its author points and counts toward achievements (not a self-reply, not held). */
export const earnsPoints = (doc: Pick<CommentDoc, "selfReply" | "held">) => doc.selfReply !== true && doc.held !== true;
/** Whether a stored opinion counts on its post and its parent (held ones count nowhere until approved). */
export const countsInThread = (doc: Pick<CommentDoc, "held">) => doc.held !== true;
/** The filter of opinions others see and counts count. */
export const NOT_HELD = { held: { $ne: true } } as const;
export type CommentModel = Model<CommentDoc>;
export const registerCommentModel = (connection: Connection): CommentModel => connection.model<CommentDoc>("Comment", commentSchema);
