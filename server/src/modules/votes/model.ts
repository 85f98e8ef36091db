import { Schema, type Connection, type Model, type Types } from "mongoose";

export type VoteTarget = "article" | "comment" | "communityPost";

/**
 * One member's like (+1) or dislike (-1) of one target; the unique index makes votes exclusive. A
 * vote taken back leaves its record at 0, and `stamps` names the batches that last wrote it (the
 * latest few): together they let every write be conditional and checkable (see vote-batch.ts).
 */
const voteSchema = new Schema<VoteDoc>(
  {
    user: { type: String, required: true },
    targetType: { type: String, enum: ["article", "comment", "communityPost"], required: true },
    targetId: { type: String, required: true },
    value: { type: Number, enum: [1, 0, -1], required: true },
    stamps: { type: [String], default: undefined },
  },
  { timestamps: true },
);
voteSchema.index({ user: 1, targetType: 1, targetId: 1 }, { unique: true });
// Recent likes (activity feeds): a member's, and everyone's, newest first.
voteSchema.index({ user: 1, targetType: 1, value: 1, updatedAt: -1 });
voteSchema.index({ targetType: 1, value: 1, updatedAt: -1 });

export interface VoteDoc {
  _id: Types.ObjectId;
  user: string;
  targetType: VoteTarget;
  targetId: string;
  value: 1 | 0 | -1;
  stamps?: string[];
  updatedAt?: Date;
}
export type VoteModel = Model<VoteDoc>;
export const registerVoteModel = (connection: Connection): VoteModel => connection.model<VoteDoc>("Vote", voteSchema);
