// Mongoose models shaped like the product's (users, articles, comments, votes).
import mongoose, { Schema, type Connection } from "mongoose";

export const userSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    phone: { type: String, unique: true, sparse: true },
    karma: { type: Number, default: 0 },
    roles: { type: [String], default: [] },
    bookmarks: [{ type: Schema.Types.ObjectId, ref: "Article" }],
    avatar: Buffer,
    lastSeenAt: Date,
    bestScore: Number,
  },
  { timestamps: true },
);

export const articleSchema = new Schema(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    author: { type: Schema.Types.ObjectId, ref: "User" },
    category: { type: String, required: true },
    publishedAt: { type: Date, required: true },
    tags: { type: [String], default: [] },
    score: { type: Number, default: 0 },
    commentCount: { type: Number, default: 0 },
  },
  { timestamps: true },
);
articleSchema.index({ category: 1, publishedAt: -1 });

export const commentSchema = new Schema(
  {
    article: { type: Schema.Types.ObjectId, ref: "Article", required: true, index: true },
    author: { type: Schema.Types.ObjectId, ref: "User", required: true },
    parent: { type: Schema.Types.ObjectId, ref: "Comment", default: null },
    body: { type: String, required: true },
    deleted: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export const voteSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    targetType: { type: String, enum: ["article", "comment"], required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
    value: { type: Number, enum: [1, -1], required: true },
  },
  { timestamps: true },
);
voteSchema.index({ user: 1, targetType: 1, targetId: 1 }, { unique: true });

export function models(conn: Connection) {
  return {
    User: conn.model("User", userSchema),
    Article: conn.model("Article", articleSchema),
    Comment: conn.model("Comment", commentSchema),
    Vote: conn.model("Vote", voteSchema),
  };
}

export type Models = ReturnType<typeof models>;
export { mongoose };
