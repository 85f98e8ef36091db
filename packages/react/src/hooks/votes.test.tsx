import { dislikeCommentEndpoint, likeArticleEndpoint, unlikeArticleEndpoint } from "@pnyx/contract";
import type { Article } from "@pnyx/contract";
import type { ByCategoryResponse, OpinionsPage } from "@pnyx/sdk";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import type { InfiniteData } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { session } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { COMMENT_ID, POST_ID, article, liveTestClient, opinion, summary } from "../test/news-fixtures";
import { newsHookWrapper } from "../test/render";
import { useArticle } from "./news";
import { useOpinions } from "./opinions";
import { useArticleVote, useCommentVote } from "./votes";

const server = useMswServer();

/** Holds answers until released, to look at the optimistic state. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

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
    const { queryClient, wrapper } = newsHookWrapper(client);
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
    const a = renderHook(() => useArticleVote(summary()), { wrapper: newsHookWrapper(liked.client).wrapper });
    expect(a.result.current.vote).toBe(1);
    act(() => a.result.current.like());
    await waitFor(() => expect(calls).toEqual(["unlike"]));
    await waitFor(() => expect(a.result.current.pending).toBeNull());
    // Not in any cache: the hook keeps showing the answered counts.
    expect(a.result.current).toMatchObject({ vote: 0, upvotes: 11, downvotes: 2 });
    expect(liked.store.get().user?.likedPosts).toEqual([]);

    const disliked = liveTestClient({ user: session({ dislikedPosts: [POST_ID] }) });
    const b = renderHook(() => useArticleVote(summary()), { wrapper: newsHookWrapper(disliked.client).wrapper });
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
    const { queryClient, wrapper } = newsHookWrapper(client);
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

  it("keeps a plain prop's counts in the query cache: another widget on the same target shows them, and the host's newer value wins", async () => {
    server.use(mockEndpoint(likeArticleEndpoint, () => voteAnswer(1, 13, 2)));
    const { client } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = newsHookWrapper(client);
    const { result, rerender } = renderHook(({ target }) => ({ a: useArticleVote(target), b: useArticleVote(target) }), {
      wrapper,
      initialProps: { target: summary() },
    });
    act(() => result.current.a.like());
    await waitFor(() => expect(result.current.a.pending).toBeNull());
    await waitFor(() => expect(result.current.b).toMatchObject({ vote: 1, upvotes: 13 }));
    expect(queryClient.getQueryData(pnyxKeys.shownVotes("article", POST_ID))).toMatchObject({ counts: { upvotes: 13, downvotes: 2 } });
    rerender({ target: summary({ upvotes: 20 }) });
    expect(result.current.a.upvotes).toBe(20);
  });

  it("does nothing for visitors", () => {
    const { client } = liveTestClient();
    const { result } = renderHook(() => useArticleVote(summary()), { wrapper: newsHookWrapper(client).wrapper });
    act(() => result.current.like());
    expect(result.current).toMatchObject({ isLoggedIn: false, vote: 0, pending: null, upvotes: 12 });
  });
});
