import { Schema, type Connection, type Model, type Types } from "mongoose";

/** A news article, from the seed set or a feed; `link` de-duplicates feed items. */
const articleSchema = new Schema(
  {
    category: { type: String, required: true },
    title: { type: String, required: true },
    content: { type: String, required: true, default: "" },
    image: { type: String, default: null },
    source: { type: String, required: true },
    link: { type: String, default: null },
    publishedAt: { type: Date, required: true },
    upvotes: { type: Number, required: true, default: 0, min: 0 },
    downvotes: { type: Number, required: true, default: 0, min: 0 },
    totalComments: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);
// Category feeds and neighbours: newest first within a category.
articleSchema.index({ category: 1, publishedAt: -1, _id: -1 });
// The newest across categories (padding Trending).
articleSchema.index({ publishedAt: -1 });
// Feed items are stored once per link.
articleSchema.index({ link: 1 }, { unique: true, partialFilterExpression: { link: { $type: "string" } } });

export interface ArticleDoc {
  _id: Types.ObjectId;
  category: string;
  title: string;
  content: string;
  image: string | null;
  source: string;
  link: string | null;
  publishedAt: Date;
  upvotes: number;
  downvotes: number;
  totalComments: number;
  createdAt: Date;
  updatedAt: Date;
}
/** An article as lists load it: everything but the text. */
export type ArticleListDoc = Omit<ArticleDoc, "content">;
export type ArticleModel = Model<ArticleDoc>;
export const registerArticleModel = (connection: Connection): ArticleModel => connection.model<ArticleDoc>("Article", articleSchema as never);
