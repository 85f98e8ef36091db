import { Schema, type Connection, type Model, type Types } from "mongoose";

/** A news article: from the seed set, a feed (news/feeds), or a publisher's page (an embed's thread); `link` makes each address one article. */
const articleSchema = new Schema<ArticleDoc>(
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
    /**
     * Shown in Pnyx's lists (feeds, trending, search, the sitemap, the home page). Missing means
     * listed (every article stored before the field was); only a publisher's thread that no token
     * signed yet, the site's embed demo, or an administrator's choice makes it false.
     */
    listed: { type: Boolean, default: true },
    /** The publisher whose page made it (an embed's thread); null for the seed set and feeds. */
    publisherId: { type: String, default: null },
    /** When what the title, picture and category say was signed (the newest token's `iat`) or an administrator set it. */
    signedAt: { type: Date, default: null },
    /** An administrator decided `listed`: publishers' tokens no longer change it. */
    listingLocked: { type: Boolean, default: false },
  },
  { timestamps: true },
);
// Category feeds and neighbours: newest first within a category.
articleSchema.index({ category: 1, publishedAt: -1, _id: -1 });
// The newest across categories (padding Trending).
articleSchema.index({ publishedAt: -1 });
// The unlisted ones (the sitemap's count of listed articles is all of them but these).
articleSchema.index({ listed: 1 });
// Each address is stored once (feed items, embed threads: news/create-article.ts).
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
  /** Missing on articles stored before the field: listed. */
  listed?: boolean;
  publisherId?: string | null;
  signedAt?: Date | null;
  listingLocked?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The filter part that keeps an article list to listed articles (a missing field is listed). */
export const LISTED = { listed: { $ne: false } } as const;
/** An article as lists load it: everything but the text. */
export type ArticleListDoc = Omit<ArticleDoc, "content">;
export type ArticleModel = Model<ArticleDoc>;
export const registerArticleModel = (connection: Connection): ArticleModel => connection.model<ArticleDoc>("Article", articleSchema);
