import type { Article, ArticleSummary, Opinion } from "@pnyx/contract";
import type { ByCategoryResponse, OpinionThreadResponse, OpinionsPage, PopularOpinionsPage, SearchResponse, TrendingResponse } from "@pnyx/sdk";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";

/*
 * The same article or opinion sits in several caches at once (a feed, the article page, search,
 * the popular list, a reply thread). These helpers change it everywhere, so votes, live events and
 * the member's own posts show the same numbers on every widget. Arrays and objects are only copied
 * when something in them changed, so unrelated widgets do not re-render.
 */

/** Maps a list, returning the same array when no element changed. */
function mapList<T>(list: T[], change: (item: T) => T): T[] {
  let changed = false;
  const next = list.map((item) => {
    const mapped = change(item);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : list;
}

function mapPages<P, T>(data: InfiniteData<P, number> | undefined, field: keyof P, change: (list: T[]) => T[]) {
  if (!data) return data;
  const pages = mapList(data.pages, (page) => {
    const list = page[field] as T[];
    const next = change(list);
    return next === list ? page : { ...page, [field]: next };
  });
  return pages === data.pages ? data : { ...data, pages };
}

type ArticleCounts = Pick<Article, "upvotes" | "downvotes" | "totalComments">;

/** Changes the counts of article `id` in the article page, trending lists, category feeds and search. */
export function updateArticleEverywhere(queryClient: QueryClient, id: string, change: (counts: ArticleCounts) => Partial<ArticleCounts>) {
  const apply = <A extends ArticleCounts & { _id: string }>(article: A): A => (article._id === id ? { ...article, ...change(article) } : article);
  queryClient.setQueryData<Article>(pnyxKeys.news.article(id), (data) => data && apply(data));
  queryClient.setQueriesData<TrendingResponse>({ queryKey: [...pnyxKeys.news.all(), "trending"] }, (data) => {
    if (!data) return data;
    const trendingArticles = mapList(data.trendingArticles, apply);
    return trendingArticles === data.trendingArticles ? data : { ...data, trendingArticles };
  });
  queryClient.setQueriesData<InfiniteData<ByCategoryResponse, number>>({ queryKey: pnyxKeys.news.categoryFeeds() }, (data) =>
    mapPages<ByCategoryResponse, ArticleSummary>(data, "articles", (list) => mapList(list, apply)),
  );
  queryClient.setQueriesData<SearchResponse>({ queryKey: [...pnyxKeys.all, "search"] }, (data) => {
    if (!data) return data;
    const posts = mapList(data.posts, apply);
    return posts === data.posts ? data : { ...data, posts };
  });
}

/** Sets an article's vote counts everywhere. */
export function setArticleVotes(queryClient: QueryClient, id: string, counts: { upvotes: number; downvotes: number }) {
  updateArticleEverywhere(queryClient, id, (article) =>
    article.upvotes === counts.upvotes && article.downvotes === counts.downvotes ? {} : counts,
  );
}

function changeTotalComments(queryClient: QueryClient, postId: string, by: number) {
  if (by === 0) return;
  updateArticleEverywhere(queryClient, postId, (article) => ({ totalComments: Math.max(0, article.totalComments + by) }));
  queryClient.setQueriesData<{ counts: Record<string, number> }>({ queryKey: [...pnyxKeys.opinions.all(), "counts"] }, (data) =>
    data && postId in data.counts ? { ...data, counts: { ...data.counts, [postId]: Math.max(0, (data.counts[postId] ?? 0) + by) } } : data,
  );
}

/** Changes opinion `id` in article threads, reply threads and popular lists (and feeds' top opinion counts). */
export function updateOpinionEverywhere(queryClient: QueryClient, id: string, change: (opinion: Opinion) => Partial<Opinion>) {
  const apply = <O extends Opinion>(opinion: O): O => {
    if (opinion._id !== id) return opinion;
    const patch = change(opinion);
    return Object.keys(patch).length === 0 ? opinion : { ...opinion, ...patch };
  };
  queryClient.setQueriesData<InfiniteData<OpinionsPage, number>>({ queryKey: pnyxKeys.opinions.lists() }, (data) =>
    mapPages<OpinionsPage, Opinion>(data, "comments", (list) => mapList(list, apply)),
  );
  queryClient.setQueriesData<OpinionThreadResponse>({ queryKey: pnyxKeys.opinions.threads() }, (data) => {
    if (!data) return data;
    const comment = apply(data.comment);
    const replies = mapList(data.replies, apply);
    return comment === data.comment && replies === data.replies ? data : { comment, replies };
  });
  queryClient.setQueriesData<InfiniteData<PopularOpinionsPage, number>>({ queryKey: pnyxKeys.opinions.popularLists() }, (data) =>
    mapPages<PopularOpinionsPage, PopularOpinionsPage["comments"][number]>(data, "comments", (list) => mapList(list, apply)),
  );
}

/** Sets an opinion's vote counts everywhere, including the "top opinion" numbers of feed cards. */
export function setOpinionVotes(queryClient: QueryClient, id: string, counts: { upvotes: number; downvotes: number }) {
  updateOpinionEverywhere(queryClient, id, (opinion) =>
    opinion.upvotes === counts.upvotes && opinion.downvotes === counts.downvotes ? {} : counts,
  );
  const applySummary = (article: ArticleSummary): ArticleSummary =>
    article.opinionId === id && (article.commentUpvotes !== counts.upvotes || article.commentDownvotes !== counts.downvotes)
      ? { ...article, commentUpvotes: counts.upvotes, commentDownvotes: counts.downvotes }
      : article;
  queryClient.setQueriesData<InfiniteData<ByCategoryResponse, number>>({ queryKey: pnyxKeys.news.categoryFeeds() }, (data) =>
    mapPages<ByCategoryResponse, ArticleSummary>(data, "articles", (list) => mapList(list, applySummary)),
  );
  queryClient.setQueriesData<TrendingResponse>({ queryKey: [...pnyxKeys.news.all(), "trending"] }, (data) => {
    if (!data) return data;
    const trendingArticles = mapList(data.trendingArticles, applySummary);
    return trendingArticles === data.trendingArticles ? data : { ...data, trendingArticles };
  });
}

/**
 * Ids already added or removed per cache, so the member's own post and the live event about it
 * (or a repeated event after a reconnect) are applied once.
 */
const applied = new WeakMap<QueryClient, { added: Set<string>; removed: Set<string> }>();
function appliedFor(queryClient: QueryClient) {
  let entry = applied.get(queryClient);
  if (!entry) applied.set(queryClient, (entry = { added: new Set(), removed: new Set() }));
  return entry;
}

const contains = (data: InfiniteData<OpinionsPage, number>, id: string) => data.pages.some((page) => page.comments.some((c) => c._id === id));

/**
 * A new opinion: top-level ones are put first in the article's loaded lists; replies join their
 * thread (when loaded) and bump the parent's reply count. The article's comment count goes up.
 */
export function insertOpinion(queryClient: QueryClient, opinion: Opinion) {
  const seen = appliedFor(queryClient);
  if (seen.added.has(opinion._id) || seen.removed.has(opinion._id)) return;
  seen.added.add(opinion._id);

  if (opinion.parentId === null) {
    queryClient.setQueriesData<InfiniteData<OpinionsPage, number>>({ queryKey: pnyxKeys.opinions.listsOf(opinion.postId) }, (data) => {
      if (!data || data.pages.length === 0 || contains(data, opinion._id)) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, comments: [opinion, ...first!.comments] }, ...rest] };
    });
  } else {
    const parentId = opinion.parentId;
    queryClient.setQueryData<OpinionThreadResponse>(pnyxKeys.opinions.thread(parentId), (data) =>
      data && !data.replies.some((r) => r._id === opinion._id) ? { ...data, replies: [...data.replies, opinion] } : data,
    );
    updateOpinionEverywhere(queryClient, parentId, (parent) => ({ replyCount: parent.replyCount + 1 }));
  }
  changeTotalComments(queryClient, opinion.postId, 1);
}

/** An edited opinion replaces the old one wherever it is shown. */
export function replaceOpinion(queryClient: QueryClient, opinion: Opinion) {
  updateOpinionEverywhere(queryClient, opinion._id, () => ({ ...opinion }));
}

/** Finds an opinion in the caches (for its reply count when it is deleted). */
function findOpinion(queryClient: QueryClient, id: string): Opinion | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<OpinionsPage, number>>({ queryKey: pnyxKeys.opinions.lists() })) {
    for (const page of data?.pages ?? []) {
      const found = page.comments.find((c) => c._id === id);
      if (found) return found;
    }
  }
  for (const [, data] of queryClient.getQueriesData<OpinionThreadResponse>({ queryKey: pnyxKeys.opinions.threads() })) {
    if (data?.comment._id === id) return data.comment;
    const found = data?.replies.find((r) => r._id === id);
    if (found) return found;
  }
  return undefined;
}

export interface RemovedOpinion {
  commentId: string;
  /** The article, to lower its comment count. */
  postId?: string | undefined;
  /** For a reply: the opinion whose reply count goes down. */
  parentId?: string | null | undefined;
}

/**
 * A deleted opinion (and, on the server, its replies) leaves every list; its parent's reply count
 * and the article's comment count go down. A reply thread whose opinion was deleted is refetched.
 */
export function removeOpinion(queryClient: QueryClient, { commentId, postId, parentId }: RemovedOpinion) {
  const seen = appliedFor(queryClient);
  if (seen.removed.has(commentId)) return;
  seen.removed.add(commentId);
  const known = findOpinion(queryClient, commentId);
  const without = (list: Opinion[]) => {
    const next = list.filter((o) => o._id !== commentId);
    return next.length === list.length ? list : next;
  };
  queryClient.setQueriesData<InfiniteData<OpinionsPage, number>>({ queryKey: pnyxKeys.opinions.lists() }, (data) =>
    mapPages<OpinionsPage, Opinion>(data, "comments", without),
  );
  queryClient.setQueriesData<InfiniteData<PopularOpinionsPage, number>>({ queryKey: pnyxKeys.opinions.popularLists() }, (data) =>
    mapPages<PopularOpinionsPage, PopularOpinionsPage["comments"][number]>(data, "comments", (list) => {
      const next = list.filter((o) => o._id !== commentId);
      return next.length === list.length ? list : next;
    }),
  );
  queryClient.setQueriesData<OpinionThreadResponse>({ queryKey: pnyxKeys.opinions.threads() }, (data) => {
    if (!data) return data;
    const replies = without(data.replies);
    return replies === data.replies ? data : { ...data, replies };
  });
  if (queryClient.getQueryData(pnyxKeys.opinions.thread(commentId))) {
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.thread(commentId) });
  }
  const parent = parentId ?? known?.parentId ?? null;
  if (parent) updateOpinionEverywhere(queryClient, parent, (o) => ({ replyCount: Math.max(0, o.replyCount - 1) }));
  const article = postId ?? known?.postId;
  // The server deletes the opinion's replies with it.
  if (article) changeTotalComments(queryClient, article, -(1 + (known?.replyCount ?? 0)));
}
