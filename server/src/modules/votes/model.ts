import { Schema, type Connection, type Model, type Types } from "mongoose";

export type VoteTarget = "article" | "comment" | "communityPost";

/** One member's like (+1) or dislike (-1) of one target; the unique index makes votes exclusive. */
const voteSchema = new Schema(
  {
    user: { type: String, required: true },
    targetType: { type: String, enum: ["article", "comment", "communityPost"], required: true },
    targetId: { type: String, required: true },
    value: { type: Number, enum: [1, -1], required: true },
  },
  { timestamps: true },
);
voteSchema.index({ user: 1, targetType: 1, targetId: 1 }, { unique: true });

export interface VoteDoc {
  _id: Types.ObjectId;
  user: string;
  targetType: VoteTarget;
  targetId: string;
  value: 1 | -1;
}
export type VoteModel = Model<VoteDoc>;
export const registerVoteModel = (connection: Connection): VoteModel => connection.model<VoteDoc>("Vote", voteSchema as never);
