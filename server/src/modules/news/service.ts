import { DEFAULT_TRENDING_CATEGORIES, PAGE_SIZES, TRENDING, type ArticleSummary, type FeedCategory, type NewsCategory } from "@pnyx/contract";
import { Types } from "mongoose";
import { notFound } from "../../platform/errors";
import type { ServiceDeps } from "../../services";
import { createArticleCounts } from "./article-counts";
import { hotScore } from "./hot-score";
import { LISTED, type ArticleDoc, type ArticleListDoc } from "./model";
import { presentArticle, presentSummaries } from "./present";
import { createTrendingCandidates } from "./trending-candidates";

const WEEK_MS = 7 * 24 * 3_600_000;
const noSuchArticle = () => notFound("No such article");
/** How many recent articles per category are scored for Trending; older ones cannot rank anyway. */
const TRENDING_CANDIDATES_PER_CATEGORY = 200;
const TRENDING_MAX_PAGES = 10;

export function createNewsService(deps: Pick<ServiceDeps, "models" | "now" | "pictures" | "cache">) {
  const { Article } = deps.models;
  const counts = createArticleCounts(deps);
  const candidates = createTrendingCandidates(deps, { perCategory: TRENDING_CANDIDATES_PER_CATEGORY, windowMs: WEEK_MS });

  /** Articles of the last 7 days in these categories, by hot score (newest breaks ties), padded with the newest. */
  async function rankTrending(categories: readonly NewsCategory[], count: number): Promise<ArticleListDoc[]> {
    const now = deps.now();
    // Candidates are kept (trending-candidates.ts) and scored on their counts as answers show them
    // (article-counts.ts); only the winners are read whole.
    const recent = (await Promise.all(categories.map((category) => candidates.of(category, now)))).flat();
    const countsOf = await counts.many(recent.map((c) => c.id));
    const scored = recent.flatMap((c) => {
      const found = countsOf.get(c.id);
      return found ? [{ ...found, id: c.id, publishedAt: c.publishedAt }] : [];
    });
    scored.sort((a, b) => hotScore(b, now) - hotScore(a, now) || b.publishedAt.getTime() - a.publishedAt.getTime());
    const winners = scored.slice(0, count).map((a) => new Types.ObjectId(a.id));
    const byId = new Map((await Article.find({ _id: { $in: winners }, ...LISTED }, { content: 0 }).lean()).map((a) => [a._id.toString(), a]));
    const ranked = winners.map((id) => byId.get(id.toString())).filter((a) => a !== undefined);
    if (ranked.length < count) {
      const seen = ranked.map((a) => a._id);
      const padding = await Article.find({ category: { $in: categories }, _id: { $nin: seen }, publishedAt: { $lte: now }, ...LISTED }, { content: 0 })
        .sort({ publishedAt: -1 })
        .limit(count - ranked.length)
        .lean();
      ranked.push(...padding);
    }
    return ranked;
  }

  const chosen = (categories: readonly NewsCategory[] | undefined) =>
    categories && categories.length > 0 ? [...new Set(categories)] : DEFAULT_TRENDING_CATEGORIES;

  return {
    async trending(input: { categories?: NewsCategory[] | undefined; limit?: number | undefined }) {
      const docs = await rankTrending(chosen(input.categories), input.limit ?? PAGE_SIZES.trending);
      return { trendingArticles: await presentSummaries(deps, docs) };
    },

    /** The article as stored; its counts as stored then (answers kept whole take them from `countsOf`). */
    async byId(id: string) {
      const doc = await Article.collection.findOne<ArticleDoc>({ _id: new Types.ObjectId(id) });
      if (!doc) throw noSuchArticle();
      return presentArticle(doc);
    },

    /** The article's counts now, within the bound of article-counts.ts. */
    async countsOf(id: string) {
      const found = await counts.of(id);
      if (!found) throw noSuchArticle();
      return found;
    },

    async byCategory(input: { category: FeedCategory; page: number; pageSize?: number | undefined; userCategories?: NewsCategory[] | undefined }) {
      const size = input.pageSize ?? PAGE_SIZES.newsFeed;
      const skip = (input.page - 1) * size;
      let docs: ArticleListDoc[];
      if (input.category === TRENDING) {
        // Trending pages through a bounded ranking; past it the feed ends.
        docs = input.page > TRENDING_MAX_PAGES ? [] : (await rankTrending(chosen(input.userCategories), input.page * size)).slice(skip);
      } else {
        docs = await Article.find({ category: input.category, publishedAt: { $lte: deps.now() }, ...LISTED }, { content: 0 })
          .sort({ publishedAt: -1, _id: -1 })
          .skip(skip)
          .limit(size + 1)
          .lean();
      }
      const hasMore = docs.length > size;
      const articles: ArticleSummary[] = await presentSummaries(deps, docs.slice(0, size));
      return { articles, page: input.page, hasMore: input.category === TRENDING ? articles.length === size && input.page < TRENDING_MAX_PAGES : hasMore };
    },

    /** The neighbour in the same category by publishedAt: "next" is newer, "previous" older. */
    async neighbour(input: { type: "next" | "previous"; time: string; cat: NewsCategory }) {
      const time = new Date(input.time);
      const newer = input.type === "next";
      const doc = await Article.findOne({ category: input.cat, publishedAt: newer ? { $gt: time, $lte: deps.now() } : { $lt: time }, ...LISTED }, { _id: 1 })
        .sort({ publishedAt: newer ? 1 : -1 })
        .lean();
      return { id: doc ? doc._id.toString() : null };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
