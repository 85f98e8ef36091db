// One article, wherever the query cache holds it: its page, trending lists, category feeds, search.
import type { Article, ArticleSummary } from "@pnyx/contract";
import type { QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";
import { editRows, findInRows, listAt, mapList, one, paged, row, type CacheRow } from "./cache-rows";

/** What every cached copy of an article has, whole or as a feed summary. */
export type ArticleCounts = Pick<Article, "_id" | "upvotes" | "downvotes" | "totalComments">;

/** The lists of feed cards (summaries, which also carry their top opinion's counts). */
const SUMMARY_ROWS: CacheRow<ArticleSummary>[] = [
  row(pnyxKeys.news.trendingLists, listAt("trendingArticles")),
  row(pnyxKeys.news.categoryFeeds, paged(listAt("articles"))),
  row(pnyxKeys.search.all, listAt("posts")),
];

/** Every cached shape that holds an article. Adding a list of articles means adding its row here. */
const ARTICLE_ROWS: CacheRow<ArticleCounts>[] = [row(pnyxKeys.news.article, one()), ...SUMMARY_ROWS];

/** Changes article `id` everywhere it is cached; `change` returns the fields to change ({} for none). */
export function patchArticle(queryClient: QueryClient, id: string, change: (article: ArticleCounts) => Partial<ArticleCounts>): void {
  const apply = <A extends ArticleCounts>(article: A): A => {
    if (article._id !== id) return article;
    const patch = change(article);
    return Object.keys(patch).length === 0 ? article : { ...article, ...patch };
  };
  editRows(queryClient, ARTICLE_ROWS, id, (list) => mapList(list, apply));
}

/** Whether any cached query holds article `id` (its page, a feed, search). */
export const holdsArticle = (queryClient: QueryClient, id: string) => findInRows(queryClient, ARTICLE_ROWS, id, (a) => a._id === id) !== undefined;

/** Sets an article's vote counts everywhere. */
export function setArticleVotes(queryClient: QueryClient, id: string, counts: { upvotes: number; downvotes: number }): void {
  patchArticle(queryClient, id, (article) => (article.upvotes === counts.upvotes && article.downvotes === counts.downvotes ? {} : counts));
}

/** Feed cards show their top opinion's counts: sets them on every card whose top opinion is `opinionId`. */
export function setTopOpinionVotes(queryClient: QueryClient, opinionId: string, counts: { upvotes: number; downvotes: number }): void {
  const apply = <C extends ArticleSummary>(card: C): C =>
    card.opinionId === opinionId && (card.commentUpvotes !== counts.upvotes || card.commentDownvotes !== counts.downvotes)
      ? { ...card, commentUpvotes: counts.upvotes, commentDownvotes: counts.downvotes }
      : card;
  editRows(queryClient, SUMMARY_ROWS, opinionId, (list) => mapList(list, apply));
}

/** Moves an article's opinion count by `by` (never below zero), in its copies and in the count lists. */
export function changeCommentCount(queryClient: QueryClient, postId: string, by: number): void {
  if (by === 0) return;
  patchArticle(queryClient, postId, (article) => ({ totalComments: Math.max(0, article.totalComments + by) }));
  queryClient.setQueriesData<{ counts: Record<string, number> }>({ queryKey: pnyxKeys.opinions.countsAll() }, (data) =>
    data && postId in data.counts ? { ...data, counts: { ...data.counts, [postId]: Math.max(0, (data.counts[postId] ?? 0) + by) } } : data,
  );
}
