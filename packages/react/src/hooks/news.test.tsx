import {
  addReplyEndpoint,
  addTopCommentEndpoint,
  byCategoryEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  dislikeCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  likeArticleEndpoint,
  trendingEndpoint,
  unlikeArticleEndpoint,
} from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { LIVE_EVENTS, type Article, type ArticleSummary, type Opinion } from "@pnyx/contract";
import type { ByCategoryResponse, OpinionThreadResponse, OpinionsPage, PnyxClient } from "@pnyx/sdk";
import type { InfiniteData } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";

import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PnyxProvider, createPnyxQueryClient } from "../provider";
import { pnyxKeys } from "../query-keys";
import { session } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { COMMENT_ID, POST_ID, article, liveTestClient, newId, opinion, summary } from "../test/news-fixtures";
import { useArticle, useCategoryFeed, useTrending } from "./news";
import { useSearch } from "./search";
import { useAddOpinion, useAddReply, useCommentCounts, useDeleteOpinion, useOpinionThread, useOpinions } from "./opinions";
import { useLiveThread } from "./live";
import { useArticleVote, useCommentVote } from "./votes";

const server = useMswServer();

function setup(client: PnyxClient) {
  const queryClient = createPnyxQueryClient();
  // "all": results are read after renders here, so every change must re-render.
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity, notifyOnChangeProps: "all" } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PnyxProvider client={client} queryClient={queryClient} toasts={false}>
      {children}
    </PnyxProvider>
  );
  return { queryClient, wrapper };
}

/** Holds answers until released, to look at the optimistic state. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

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
    const { wrapper } = setup(client);
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
    const { result } = renderHook(() => useCategoryFeed("Sports", undefined, { pageSize: 6 }), { wrapper: setup(client).wrapper });
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
      wrapper: setup(client).wrapper,
    });
    await waitFor(() => expect(result.current.trending.isSuccess).toBe(true));
    expect(bodies).toEqual([{ categories: ["World"], limit: 6 }]);
    expect(result.current.article.fetchStatus).toBe("idle");
    expect(result.current.search.fetchStatus).toBe("idle");
  });

  it("useCommentCounts asks once per set of ids", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(commentCountsEndpoint, async (_input, { request }) => {
        bodies.push(await request.json());
        return { counts: { [POST_ID]: 4 } };
      }),
    );
    const { client } = liveTestClient();
    const { result } = renderHook(() => ({ counts: useCommentCounts([POST_ID, POST_ID]), idle: useCommentCounts([]) }), {
      wrapper: setup(client).wrapper,
    });
    await waitFor(() => expect(result.current.counts.data).toEqual({ counts: { [POST_ID]: 4 } }));
    expect(bodies).toEqual([{ postIds: [POST_ID] }]);
    expect(result.current.idle.fetchStatus).toBe("idle");
  });
});

describe("useArticleVote / useCommentVote", () => {
  const voteAnswer = (vote: 1 | -1 | 0, upvotes: number, downvotes: number, targetId = POST_ID) => ({
    targetId,
    upvotes,
    downvotes,
    vote,
    points: 745,
  });

  it("likes at once (counts, session and every cached copy), then settles from the answer", async () => {
    const held = gate();
    const calls: string[] = [];
    server.use(
      mockEndpoint(likeArticleEndpoint, async () => {
        calls.push("like");
        await held.opened;
        return voteAnswer(1, 14, 2);
      }),
    );
    const { client, store } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article());
    queryClient.setQueryData(pnyxKeys.news.category("Science", [], null), {
      pages: [{ articles: [summary()], page: 1, hasMore: false }],
      pageParams: [1],
    } satisfies InfiniteData<ByCategoryResponse, number>);
    const { result } = renderHook(
      () => {
        const { data } = useArticle(POST_ID);
        return useArticleVote(data ?? article());
      },
      { wrapper },
    );
    expect(result.current).toMatchObject({ vote: 0, upvotes: 12, downvotes: 2, pending: null, isLoggedIn: true });

    act(() => result.current.like());
    await waitFor(() => expect(result.current.pending).toBe("like"));
    expect(result.current).toMatchObject({ vote: 1, upvotes: 13, downvotes: 2 });
    expect(store.get().user?.likedPosts).toEqual([POST_ID]);
    const feed = queryClient.getQueryData<InfiniteData<ByCategoryResponse, number>>(pnyxKeys.news.category("Science", [], null));
    expect(feed?.pages[0]?.articles[0]?.upvotes).toBe(13);

    // A second press while the call runs starts nothing.
    act(() => result.current.dislike());
    held.release();
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(result.current).toMatchObject({ vote: 1, upvotes: 14, downvotes: 2 });
    expect(store.get().user).toMatchObject({ likedPosts: [POST_ID], points: 745 });
    expect(queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))?.upvotes).toBe(14);
    expect(calls).toEqual(["like"]);
  });

  it("like when liked takes it back; like when disliked switches in one call", async () => {
    const calls: string[] = [];
    server.use(
      mockEndpoint(unlikeArticleEndpoint, () => {
        calls.push("unlike");
        return voteAnswer(0, 11, 2);
      }),
      mockEndpoint(likeArticleEndpoint, () => {
        calls.push("like");
        return voteAnswer(1, 13, 1);
      }),
    );
    const liked = liveTestClient({ user: session({ likedPosts: [POST_ID] }) });
    const a = renderHook(() => useArticleVote(summary()), { wrapper: setup(liked.client).wrapper });
    expect(a.result.current.vote).toBe(1);
    act(() => a.result.current.like());
    await waitFor(() => expect(calls).toEqual(["unlike"]));
    await waitFor(() => expect(a.result.current.pending).toBeNull());
    // Not in any cache: the hook keeps showing the answered counts.
    expect(a.result.current).toMatchObject({ vote: 0, upvotes: 11, downvotes: 2 });
    expect(liked.store.get().user?.likedPosts).toEqual([]);

    const disliked = liveTestClient({ user: session({ dislikedPosts: [POST_ID] }) });
    const b = renderHook(() => useArticleVote(summary()), { wrapper: setup(disliked.client).wrapper });
    act(() => b.result.current.like());
    expect(b.result.current).toMatchObject({ vote: 1, upvotes: 13, downvotes: 1, pending: "like" });
    await waitFor(() => expect(b.result.current.pending).toBeNull());
    expect(calls).toEqual(["unlike", "like"]);
    expect(disliked.store.get().user).toMatchObject({ likedPosts: [POST_ID], dislikedPosts: [] });
  });

  it("rolls back counts, session and caches when the server refuses", async () => {
    const held = gate();
    server.use(
      mockEndpoint(dislikeCommentEndpoint, async () => {
        await held.opened;
        return errorResponse(429, "rate_limited", "Slow down");
      }),
    );
    const { client, store } = liveTestClient({ user: session({ likedComments: [COMMENT_ID] }) });
    const { queryClient, wrapper } = setup(client);
    queryClient.setQueryData(pnyxKeys.opinions.list(POST_ID, "top"), {
      pages: [{ comments: [opinion()], hasMore: false }],
      pageParams: [1],
    } satisfies InfiniteData<OpinionsPage, number>);
    const errors: string[] = [];
    const { result } = renderHook(
      () => {
        const list = useOpinions(POST_ID, "top");
        return useCommentVote(list.data?.pages[0]?.comments[0] ?? opinion(), { onError: (e) => errors.push(e.message) });
      },
      { wrapper },
    );
    expect(result.current).toMatchObject({ vote: 1, upvotes: 5, downvotes: 1 });
    act(() => result.current.dislike());
    await waitFor(() => expect(result.current).toMatchObject({ vote: -1, upvotes: 4, downvotes: 2, pending: "dislike" }));
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT_ID] });
    held.release();
    await waitFor(() => expect(result.current.error?.message).toBe("Slow down"));
    expect(result.current).toMatchObject({ vote: 1, upvotes: 5, downvotes: 1, pending: null });
    expect(store.get().user).toMatchObject({ likedComments: [COMMENT_ID], dislikedComments: [] });
    const list = queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, "top"));
    expect(list?.pages[0]?.comments[0]).toMatchObject({ upvotes: 5, downvotes: 1 });
    expect(errors).toEqual(["Slow down"]);
  });

  it("does nothing for visitors", () => {
    const { client } = liveTestClient();
    const { result } = renderHook(() => useArticleVote(summary()), { wrapper: setup(client).wrapper });
    act(() => result.current.like());
    expect(result.current).toMatchObject({ isLoggedIn: false, vote: 0, pending: null, upvotes: 12 });
  });
});

describe("opinion mutations", () => {
  const seedLists = (queryClient: ReturnType<typeof setup>["queryClient"], comments: Opinion[]) => {
    for (const sort of ["top", "newest"]) {
      queryClient.setQueryData(pnyxKeys.opinions.list(POST_ID, sort), {
        pages: [{ comments, hasMore: false }],
        pageParams: [1],
      } satisfies InfiniteData<OpinionsPage, number>);
    }
    queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article({ totalComments: 4 }));
  };
  const listOf = (queryClient: ReturnType<typeof setup>["queryClient"], sort: string) =>
    queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, sort))?.pages.flatMap((p) => p.comments.map((c) => c._id));

  it("useAddOpinion puts the new opinion first in every sort and counts it", async () => {
    const mine = opinion({ _id: newId(), author: "ada", text: "Mine" });
    server.use(mockEndpoint(addTopCommentEndpoint, () => ({ ...mine, earned: 20 })));
    const { client } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    seedLists(queryClient, [opinion()]);
    const { result } = renderHook(() => useAddOpinion(), { wrapper });
    await act(() => result.current.mutateAsync({ postId: POST_ID, text: "Mine" }));
    expect(listOf(queryClient, "top")).toEqual([mine._id, COMMENT_ID]);
    expect(listOf(queryClient, "newest")).toEqual([mine._id, COMMENT_ID]);
    expect(queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))?.totalComments).toBe(5);
  });

  it("useAddReply joins the thread, bumps the parent's reply count and reloads the thread", async () => {
    const reply = opinion({ _id: newId(), parentId: COMMENT_ID, author: "ada", text: "Agreed" });
    let threadLoads = 0;
    server.use(
      mockEndpoint(addReplyEndpoint, () => ({ ...reply, earned: 20 })),
      mockEndpoint(fetchCommentAndRepliesEndpoint, () => {
        threadLoads += 1;
        return { comment: opinion({ replyCount: 1 }), replies: [reply] };
      }),
    );
    const { client } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    seedLists(queryClient, [opinion()]);
    const { result } = renderHook(() => ({ thread: useOpinionThread(COMMENT_ID), reply: useAddReply() }), { wrapper });
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    server.use(
      mockEndpoint(fetchCommentAndRepliesEndpoint, () => {
        threadLoads += 1;
        return { comment: opinion({ replyCount: 1 }), replies: [reply] };
      }),
    );
    await act(() => result.current.reply.mutateAsync({ postId: POST_ID, parentId: COMMENT_ID, text: "Agreed" }));
    expect(queryClient.getQueryData<OpinionThreadResponse>(pnyxKeys.opinions.thread(COMMENT_ID))?.replies.map((r) => r._id)).toEqual([reply._id]);
    const top = queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, "top"));
    expect(top?.pages[0]?.comments[0]?.replyCount).toBe(1);
    await waitFor(() => expect(threadLoads).toBe(2));
  });

  it("useDeleteOpinion removes it everywhere; the article loses it and its replies", async () => {
    server.use(mockEndpoint(deleteOwnCommentEndpoint, () => ({ message: "Opinion deleted", earned: -20 })));
    const { client } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    const other = opinion({ _id: newId() });
    seedLists(queryClient, [opinion({ replyCount: 2 }), other]);
    const { result } = renderHook(() => useDeleteOpinion(), { wrapper });
    await act(() => result.current.mutateAsync({ commentId: COMMENT_ID, postId: POST_ID, parentId: null }));
    expect(listOf(queryClient, "top")).toEqual([other._id]);
    expect(queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))?.totalComments).toBe(1);
  });
});

describe("useLiveThread(postId)", () => {
  it("watches while mounted and patches lists, threads and counts from the events", async () => {
    const { client, sockets } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    const first = opinion({ replyCount: 0 });
    queryClient.setQueryData(pnyxKeys.opinions.list(POST_ID, "newest"), {
      pages: [{ comments: [first], hasMore: false }],
      pageParams: [1],
    } satisfies InfiniteData<OpinionsPage, number>);
    queryClient.setQueryData(pnyxKeys.opinions.thread(COMMENT_ID), { comment: first, replies: [] } satisfies OpinionThreadResponse);
    queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article({ totalComments: 1 }));
    queryClient.setQueryData(pnyxKeys.news.trending([], null), { trendingArticles: [summary({ opinionId: COMMENT_ID })] });

    const { unmount } = renderHook(() => useLiveThread(POST_ID), { wrapper });
    expect(sockets).toHaveLength(1);
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    expect(socket.sent).toEqual([[LIVE_EVENTS.watchArticle, { postId: POST_ID }]]);

    const list = () => queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, "newest"))!.pages[0]!.comments;
    const thread = () => queryClient.getQueryData<OpinionThreadResponse>(pnyxKeys.opinions.thread(COMMENT_ID))!;
    const total = () => queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))!.totalComments;

    const added = opinion({ _id: newId(), text: "Live one", createdAt: new Date().toISOString() });
    act(() => socket.serverEmit(LIVE_EVENTS.opinionAdded, { postId: POST_ID, opinion: added }));
    act(() => socket.serverEmit(LIVE_EVENTS.opinionAdded, { postId: POST_ID, opinion: added })); // a repeat changes nothing
    expect(list().map((o) => o._id)).toEqual([added._id, COMMENT_ID]);
    expect(total()).toBe(2);

    const reply = opinion({ _id: newId(), parentId: COMMENT_ID, text: "A reply" });
    act(() => socket.serverEmit(LIVE_EVENTS.opinionAdded, { postId: POST_ID, opinion: reply }));
    expect(list().find((o) => o._id === COMMENT_ID)?.replyCount).toBe(1);
    expect(thread().comment.replyCount).toBe(1);
    expect(thread().replies.map((r) => r._id)).toEqual([reply._id]);
    expect(total()).toBe(3);

    act(() => socket.serverEmit(LIVE_EVENTS.opinionUpdated, { postId: POST_ID, opinion: { ...added, text: "Edited live" } }));
    expect(list()[0]?.text).toBe("Edited live");

    act(() => socket.serverEmit(LIVE_EVENTS.votesChanged, { postId: POST_ID, targetType: "comment", targetId: COMMENT_ID, upvotes: 9, downvotes: 3 }));
    act(() => socket.serverEmit(LIVE_EVENTS.votesChanged, { postId: POST_ID, targetType: "article", targetId: POST_ID, upvotes: 20, downvotes: 0 }));
    expect(list().find((o) => o._id === COMMENT_ID)).toMatchObject({ upvotes: 9, downvotes: 3 });
    expect(queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))).toMatchObject({ upvotes: 20, downvotes: 0 });
    const trending = queryClient.getQueryData<{ trendingArticles: ArticleSummary[] }>(pnyxKeys.news.trending([], null));
    expect(trending?.trendingArticles[0]).toMatchObject({ upvotes: 20, commentUpvotes: 9, commentDownvotes: 3 });

    act(() => socket.serverEmit(LIVE_EVENTS.opinionDeleted, { postId: POST_ID, commentId: reply._id, parentId: COMMENT_ID }));
    expect(thread().replies).toEqual([]);
    expect(list().find((o) => o._id === COMMENT_ID)?.replyCount).toBe(0);
    act(() => socket.serverEmit(LIVE_EVENTS.opinionDeleted, { postId: POST_ID, commentId: added._id, parentId: null }));
    expect(list().map((o) => o._id)).toEqual([COMMENT_ID]);
    expect(total()).toBe(1);

    unmount();
    expect(socket.sent.at(-1)).toEqual([LIVE_EVENTS.unwatchArticle, { postId: POST_ID }]);
  });

  it("does not watch an invalid id or when disabled", () => {
    const { client, sockets } = liveTestClient();
    const { wrapper } = setup(client);
    renderHook(() => useLiveThread("nope"), { wrapper });
    renderHook(() => useLiveThread(POST_ID, { enabled: false }), { wrapper });
    expect(sockets).toHaveLength(0);
  });
});
