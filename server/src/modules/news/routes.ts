import { CACHE_TAGS } from "../../platform/cache-tags";
import { articleByIdEndpoint, byCategoryEndpoint, neighbourEndpoint, trendingEndpoint, updateArticleEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";

import type { ArticleCorrections } from "./corrections";
import type { NewsService } from "./service";

/** Feeds change with every vote and opinion (invalidated then) and with time (hot score, new articles). */
const FEED_TTL_MS = 15_000;
const ARTICLE_TTL_MS = 60_000;

export const newsRoutes = (deps: EndpointDeps, news: NewsService, corrections: ArticleCorrections) =>
  new Elysia({ name: "pnyx/news" })
    .use(
      mount(deps, trendingEndpoint, ({ input }) => news.trending(input), {
        cache: { key: (i) => `${[...(i.categories ?? [])].sort().join(",")}|${i.limit ?? ""}`, tags: () => [CACHE_TAGS.feeds], ttlMs: FEED_TTL_MS },
      }),
    )
    .use(
      // An article changes after it is stored in its counts, and rarely in its title, picture, category
      // or listing (a correction): its answer is kept whole, dropped by a correction (its record's tag,
      // which no vote marks), and each request adds the counts as they are now (article-counts.ts).
      mount(deps, articleByIdEndpoint, ({ input }) => news.byId(input.id), {
        cache: {
          key: (i) => i.id,
          tags: (i) => [CACHE_TAGS.articleRecord(i.id)],
          ttlMs: ARTICLE_TTL_MS,
          live: { fields: ["upvotes", "downvotes", "totalComments"], read: (i) => news.countsOf(i.id) },
        },
      }),
    )
    .use(
      mount(deps, byCategoryEndpoint, ({ input }) => news.byCategory(input), {
        cache: {
          key: (i) => `${i.category}|${i.page}|${i.pageSize ?? ""}|${i.category === "Trending" ? [...(i.userCategories ?? [])].sort().join(",") : ""}`,
          tags: () => [CACHE_TAGS.feeds],
          ttlMs: FEED_TTL_MS,
        },
      }),
    )
    .use(mount(deps, neighbourEndpoint, ({ input }) => news.neighbour(input)))
    .use(mount(deps, updateArticleEndpoint, ({ input, caller }) => corrections.update(caller, input)));
