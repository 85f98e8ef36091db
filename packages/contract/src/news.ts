import { z } from "./zod";
import { FeedCategory, NewsCategory } from "./categories";
import { defineEndpoint } from "./endpoint";
import { ArticleImageUrl } from "./embed";
import { ObjectIdString } from "./identity";
import { ArticleTitle } from "./titles";

/** A news article as feeds list it: the text is left out, the top opinion is included. */
export const ArticleSummary = z.object({
  _id: z.string(),
  category: NewsCategory,
  title: z.string(),
  image: z.string().nullable(),
  source: z.string(),
  publishedAt: z.iso.datetime(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
  totalComments: z.number().int().nonnegative(),
  /** The most upvoted top-level opinion, if any. */
  opinionId: z.string().nullable(),
  opinion: z.string().nullable(),
  opinionAuthorName: z.string().nullable(),
  opinionAuthorPhoto: z.string().nullable(),
  opinionDate: z.iso.datetime().nullable(),
  commentUpvotes: z.number().int().nullable(),
  commentDownvotes: z.number().int().nullable(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** A whole article, as its page shows it. */
export const Article = z.object({
  _id: z.string(),
  category: NewsCategory,
  title: z.string(),
  image: z.string().nullable(),
  source: z.string(),
  link: z.string().nullable(),
  content: z.string(),
  publishedAt: z.iso.datetime(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
  totalComments: z.number().int().nonnegative(),
  /**
   * Whether Pnyx's lists show it (feeds, trending, search, the sitemap, the home page). A publisher's
   * thread made without its signature is not listed until one arrives: it is reachable by its id only,
   * and its page is not indexed.
   */
  listed: z.boolean(),
});
export type Article = z.infer<typeof Article>;

export const TrendingRequest = z.object({
  categories: z.array(NewsCategory).max(8).optional(),
  limit: z.number().int().min(1).max(30).optional(),
});
export type TrendingRequest = z.input<typeof TrendingRequest>;
/** Trending articles by hot score within the given categories (General, Technology, Business if none). */
export const trendingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/news/",
  request: TrendingRequest,
  response: z.object({ trendingArticles: z.array(ArticleSummary) }),
});

export const articleByIdEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/news/byId/",
  request: z.object({ id: ObjectIdString }),
  response: Article,
});

export const ByCategoryRequest = z.object({
  category: FeedCategory,
  /** Kept for the product's payload; identity never comes from it. */
  username: z.string().max(30).optional(),
  /** 1-based: the first page is 1 (the default); 0 or less is refused. */
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(9).optional(),
  /** Only for Trending: the reader's categories. */
  userCategories: z.array(NewsCategory).max(8).optional(),
});
export type ByCategoryRequest = z.input<typeof ByCategoryRequest>;
/** One page of a category feed, newest first (Trending: by hot score). An empty page ends the feed. */
export const byCategoryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/news/byCategory",
  request: ByCategoryRequest,
  response: z.object({ articles: z.array(ArticleSummary), page: z.number().int(), hasMore: z.boolean() }),
});

export const NeighbourRequest = z.object({
  /** "next" is the newer article, "previous" the older one. */
  type: z.enum(["next", "previous"]),
  time: z.iso.datetime(),
  cat: NewsCategory,
});
export type NeighbourRequest = z.input<typeof NeighbourRequest>;
export const neighbourEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/news/nextId",
  request: NeighbourRequest,
  response: z.object({ id: z.string().nullable() }),
});

export const UpdateArticleRequest = z
  .object({
    id: ObjectIdString,
    /** A new title: it needs a visible character (titles.ts). */
    title: ArticleTitle.optional(),
    /** A new picture's absolute http(s) address, or null for none. */
    image: ArticleImageUrl.nullable().optional(),
    category: NewsCategory.optional(),
    /**
     * Shown in Pnyx's lists or not. An administrator's choice stands: a publisher's thread token no
     * longer lists or unlists it (its title, picture and category it still corrects, when newer).
     */
    listed: z.boolean().optional(),
  })
  .refine((request) => Object.keys(request).some((key) => key !== "id"), { message: "Name something to change: title, image, category or listed" });
export type UpdateArticleRequest = z.input<typeof UpdateArticleRequest>;

/**
 * Administrators: corrects an article's title, picture or category, or lists or unlists it (a
 * publisher's thread squatted before it signed, a title that misleads). Answers the article as stored.
 * A token its publisher signs earlier than the correction never undoes it.
 */
export const updateArticleEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/articles/update",
  auth: "admin",
  request: UpdateArticleRequest,
  response: Article,
});
