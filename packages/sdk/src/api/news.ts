// News articles: trending, whole articles, category feeds and the next/previous article; and
// administrators' corrections of an article (the admin token is sent).
import {
  articleByIdEndpoint,
  byCategoryEndpoint,
  neighbourEndpoint,
  trendingEndpoint,
  updateArticleEndpoint,
  type Article,
  type ByCategoryRequest,
  type EndpointRequest,
  type EndpointResponse,
  type NeighbourRequest,
  type TrendingRequest,
  type UpdateArticleRequest,
} from "@pnyx/contract";
import type { Transport } from "../transport";

export type TrendingInput = TrendingRequest;
export type TrendingResponse = EndpointResponse<typeof trendingEndpoint>;
export type ArticleInput = EndpointRequest<typeof articleByIdEndpoint>;
/** `page` is 1-based (the first page is 1, the default). */
export type ByCategoryInput = ByCategoryRequest;
export type ByCategoryResponse = EndpointResponse<typeof byCategoryEndpoint>;
export type NeighbourInput = NeighbourRequest;
export type NeighbourResponse = EndpointResponse<typeof neighbourEndpoint>;

export interface NewsApi {
  /** Trending articles by hot score: POST /api/news/ (General, Technology, Business without categories). */
  trending(input?: TrendingInput): Promise<TrendingResponse>;
  /** One whole article: POST /api/news/byId/. */
  byId(input: ArticleInput): Promise<Article>;
  /** One page of a category feed (Trending mixes `userCategories`); an empty page ends it: POST /api/news/byCategory. */
  byCategory(input: ByCategoryInput): Promise<ByCategoryResponse>;
  /** The id of the next (newer) or previous (older) article of a category, or null: POST /api/news/nextId. */
  neighbour(input: NeighbourInput): Promise<NeighbourResponse>;
  /**
   * Administrators: corrects an article's `title`, `image` (null: none) or `category`, or sets whether
   * Pnyx's lists show it (`listed`; the administrator's choice then stands against its publisher's
   * thread tokens). Answers the article as stored: POST /api/admin/articles/update.
   */
  update(input: UpdateArticleRequest): Promise<Article>;
}

export function createNewsApi(transport: Transport): NewsApi {
  return {
    trending: (input = {}) => transport.call(trendingEndpoint, input),
    byId: (input) => transport.call(articleByIdEndpoint, input),
    byCategory: (input) => transport.call(byCategoryEndpoint, input),
    neighbour: (input) => transport.call(neighbourEndpoint, input),
    update: (input) => transport.call(updateArticleEndpoint, input),
  };
}
