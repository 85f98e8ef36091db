import { byCategoryEndpoint, trendingEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { liveTestClient, newId, summary } from "../test/news-fixtures";
import { newsHookWrapper } from "../test/render";
import { useArticle, useCategoryFeed, useTrending } from "./news";
import { useSearch } from "./search";

const server = useMswServer();

describe("news queries", () => {
  it("useCategoryFeed asks page after page until an empty page; Trending mixes the member's categories", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(byCategoryEndpoint, async (_input, { request }) => {
        const body = (await request.json()) as { page: number };
        bodies.push(body);
        const articles = body.page < 3 ? [summary({ _id: newId(), title: `Page ${body.page}` })] : [];
        return { articles, page: body.page, hasMore: true };
      }),
    );
    const { client } = liveTestClient({ user: session({ selectedCategories: ["Science", "Health"] }) });
    const { wrapper } = newsHookWrapper(client);
    const { result } = renderHook(() => useCategoryFeed("Trending"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.map((p) => p.articles.length)).toEqual([1, 1, 0]);
    expect(result.current.hasNextPage).toBe(false);
    expect(bodies).toEqual([1, 2, 3].map((page) => ({ category: "Trending", page, userCategories: ["Science", "Health"] })));
  });

  it("useCategoryFeed stops after a page that says it was the last; other categories send no userCategories", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(byCategoryEndpoint, async (_input, { request }) => {
        bodies.push(await request.json());
        return { articles: [summary()], page: 1, hasMore: false };
      }),
    );
    const { client } = liveTestClient({ user: session() });
    const { result } = renderHook(() => useCategoryFeed("Sports", undefined, { pageSize: 6 }), { wrapper: newsHookWrapper(client).wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(false);
    expect(bodies).toEqual([{ category: "Sports", page: 1, pageSize: 6 }]);
  });

  it("useTrending sends the member's categories; useArticle and useSearch idle without input", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(trendingEndpoint, async (_input, { request }) => {
        bodies.push(await request.json());
        return { trendingArticles: [summary()] };
      }),
    );
    const { client } = liveTestClient({ user: session({ selectedCategories: ["World"] }) });
    const { result } = renderHook(() => ({ trending: useTrending({ limit: 6 }), article: useArticle(""), search: useSearch("  ") }), {
      wrapper: newsHookWrapper(client).wrapper,
    });
    await waitFor(() => expect(result.current.trending.isSuccess).toBe(true));
    expect(bodies).toEqual([{ categories: ["World"], limit: 6 }]);
    expect(result.current.article.fetchStatus).toBe("idle");
    expect(result.current.search.fetchStatus).toBe("idle");
  });
});
