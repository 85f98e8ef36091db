import { Schema, type Connection, type Model, type Types } from "mongoose";

/** An opinion (top-level) or a reply (with parentId) on a news article or a community post. */
const commentSchema = new Schema(
  {
    postId: { type: String, required: true },
    postKind: { type: String, enum: ["article", "communityPost"], required: true, default: "article" },
    parentId: { type: String, default: null },
    text: { type: String, required: true },
    image: { type: String, default: null },
    author: { type: String, required: true },
    upvotes: { type: Number, required: true, default: 0, min: 0 },
    downvotes: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);
commentSchema.index({ author: 1, createdAt: -1 });
commentSchema.index({ postId: 1, parentId: 1, createdAt: -1 });

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
  createdAt: Date;
  updatedAt: Date;
}
export type CommentModel = Model<CommentDoc>;
export const registerCommentModel = (connection: Connection): CommentModel => connection.model<CommentDoc>("Comment", commentSchema as never);
