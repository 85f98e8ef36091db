import { ObjectIdString, TRENDING, type Article, type FeedCategory, type NewsCategory, type UpdateArticleRequest } from "@pnyx/contract";
import type { ByCategoryResponse, NeighbourInput, NeighbourResponse, PnyxError, TrendingResponse } from "@pnyx/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { useSession } from "./session";

/** The last page the API serves (contract: page ≤ 1000). */
const LAST_PAGE = 1000;

export interface UseTrendingOptions {
  /** Defaults to the member's chosen categories; the server uses General, Technology and Business without any. */
  categories?: NewsCategory[];
  /** How many articles (1–30); the server's default otherwise. */
  limit?: number;
  enabled?: boolean;
}

/** Trending articles by hot score (home page: 5 on narrow screens, else 6). */
export function useTrending(options: UseTrendingOptions = {}): UseQueryResult<TrendingResponse, PnyxError> {
  const client = usePnyxClient();
  const { user } = useSession();
  const categories = options.categories ?? user?.selectedCategories ?? [];
  const limit = options.limit ?? null;
  return useQuery<TrendingResponse, PnyxError>({
    queryKey: pnyxKeys.news.trending(categories, limit),
    queryFn: () => client.news.trending({ ...(categories.length > 0 ? { categories } : {}), ...(limit !== null ? { limit } : {}) }),
    enabled: options.enabled !== false,
  });
}

/** One whole article; idle while `id` is empty. */
export function useArticle(id: string | null | undefined): UseQueryResult<Article, PnyxError> {
  const client = usePnyxClient();
  const articleId = id ?? "";
  return useQuery<Article, PnyxError>({
    queryKey: pnyxKeys.news.article(articleId),
    queryFn: () => client.news.byId({ id: articleId }),
    enabled: articleId.length > 0,
  });
}

export interface UseCategoryFeedOptions {
  /** Articles per page (1–9); the server's default (9) otherwise. */
  pageSize?: number;
  enabled?: boolean;
}

export type CategoryFeedResult = UseInfiniteQueryResult<InfiniteData<ByCategoryResponse, number>, PnyxError>;

/**
 * A category feed, page by page (newest first; Trending by hot score, mixing `userCategories`, which
 * default to the member's chosen categories). There is a next page until a page comes back empty
 * or says it was the last.
 */
export function useCategoryFeed(category: FeedCategory, userCategories?: NewsCategory[], options: UseCategoryFeedOptions = {}): CategoryFeedResult {
  const client = usePnyxClient();
  const { user } = useSession();
  const mixed = category === TRENDING ? (userCategories ?? user?.selectedCategories ?? []) : [];
  const pageSize = options.pageSize ?? null;
  return useInfiniteQuery<ByCategoryResponse, PnyxError, InfiniteData<ByCategoryResponse, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.news.category(category, mixed, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      client.news.byCategory({
        category,
        page: pageParam,
        ...(pageSize !== null ? { pageSize } : {}),
        ...(mixed.length > 0 ? { userCategories: mixed } : {}),
      }),
    getNextPageParam: (last, _pages, lastPage) => (last.articles.length === 0 || !last.hasMore || lastPage >= LAST_PAGE ? undefined : lastPage + 1),
    enabled: options.enabled !== false,
  });
}

/** The next (newer) or previous (older) article of a category: `{ id }`, null when there is none. */
export function useNeighbour() {
  const client = usePnyxClient();
  return useMutation<NeighbourResponse, PnyxError, NeighbourInput>({ mutationFn: (input) => client.news.neighbour(input) });
}

/**
 * The id of the thread behind `text`: a Pnyx article id as given, else an article's address on a
 * publisher's page looked up like an embed's count (null when no thread was made for it yet).
 */
export function useFindArticleId() {
  const client = usePnyxClient();
  return useMutation<string | null, PnyxError, string>({
    mutationFn: async (text) => {
      const id = ObjectIdString.safeParse(text.trim());
      if (id.success) return id.data;
      const [count] = await client.embed.counts([text.trim()]);
      return count?.articleId ?? null;
    },
  });
}

/**
 * Administrators: corrects an article's title, picture (null: none) or category, or lists or unlists
 * it. Its page shows the answer at once; feeds and search results, which may show it (or, unlisted,
 * no longer may), are fetched again.
 */
export function useUpdateArticle() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Article, PnyxError, UpdateArticleRequest>({
    mutationFn: (input) => client.news.update(input),
    onSuccess: (article) => {
      queryClient.setQueryData(pnyxKeys.news.article(article._id), article);
      for (const queryKey of [pnyxKeys.news.trendingLists(), pnyxKeys.news.categoryFeeds(), pnyxKeys.search.all()])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
