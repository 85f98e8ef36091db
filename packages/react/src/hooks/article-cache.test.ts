import type { Article, ArticleSummary } from "@pnyx/contract";
import type { ByCategoryResponse, SearchResponse, TrendingResponse } from "@pnyx/sdk";
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { COMMENT_ID, OTHER_POST_ID, POST_ID, article, summary } from "../test/news-fixtures";
import { changeCommentCount, patchArticle, setArticleVotes, setTopOpinionVotes } from "./article-cache";

function seeded() {
  const queryClient = new QueryClient();
  const other = summary({ _id: OTHER_POST_ID, opinionId: null });
  queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article());
  queryClient.setQueryData(pnyxKeys.news.trending(["Science"], 6), { trendingArticles: [summary(), other] } satisfies TrendingResponse);
  queryClient.setQueryData(pnyxKeys.news.category("Science", [], null), {
    pages: [
      { articles: [other], page: 1, hasMore: true },
      { articles: [summary()], page: 2, hasMore: false },
    ],
    pageParams: [1, 2],
  } satisfies InfiniteData<ByCategoryResponse, number>);
  queryClient.setQueryData(pnyxKeys.search.results("engines"), { posts: [summary()], communityPosts: [] } satisfies SearchResponse);
  queryClient.setQueryData(pnyxKeys.opinions.counts([POST_ID]), { counts: { [POST_ID]: 4 } });
  const copies = () => [
    queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))!,
    queryClient.getQueryData<TrendingResponse>(pnyxKeys.news.trending(["Science"], 6))!.trendingArticles[0]!,
    queryClient.getQueryData<InfiniteData<ByCategoryResponse, number>>(pnyxKeys.news.category("Science", [], null))!.pages[1]!.articles[0]!,
    queryClient.getQueryData<SearchResponse>(pnyxKeys.search.results("engines"))!.posts[0]!,
  ];
  return { queryClient, copies };
}

describe("article cache", () => {
  it("patchArticle changes the article in its page, trending lists, category feeds and search", () => {
    const { queryClient, copies } = seeded();
    patchArticle(queryClient, POST_ID, (a) => ({ upvotes: a.upvotes + 1 }));
    expect(copies().map((a) => a.upvotes)).toEqual([13, 13, 13, 13]);
    const page = queryClient.getQueryData<InfiniteData<ByCategoryResponse, number>>(pnyxKeys.news.category("Science", [], null))!;
    expect(page.pages[0]!.articles[0]!.upvotes).toBe(12);
  });

  it("an unchanged value keeps every cached object as it was", () => {
    const { queryClient, copies } = seeded();
    const before = copies();
    setArticleVotes(queryClient, POST_ID, { upvotes: 12, downvotes: 2 });
    expect(copies()).toEqual(before);
    copies().forEach((copy, index) => expect(copy).toBe(before[index]));
  });

  it("setTopOpinionVotes sets the counts on cards whose top opinion it is; changeCommentCount moves counts too", () => {
    const { queryClient, copies } = seeded();
    setTopOpinionVotes(queryClient, COMMENT_ID, { upvotes: 9, downvotes: 3 });
    expect(
      copies()
        .slice(1)
        .map((card) => [(card as ArticleSummary).commentUpvotes, (card as ArticleSummary).commentDownvotes]),
    ).toEqual([
      [9, 3],
      [9, 3],
      [9, 3],
    ]);
    changeCommentCount(queryClient, POST_ID, -10);
    expect(copies().map((a) => a.totalComments)).toEqual([0, 0, 0, 0]);
    expect(queryClient.getQueryData(pnyxKeys.opinions.counts([POST_ID]))).toEqual({ counts: { [POST_ID]: 0 } });
  });
});
