import { LIVE_EVENTS, type Article, type ArticleSummary } from "@pnyx/contract";
import type { OpinionThreadResponse, OpinionsPage } from "@pnyx/sdk";
import type { InfiniteData } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { session } from "../test/fixtures";
import { COMMENT_ID, POST_ID, article, liveTestClient, newId, opinion, summary } from "../test/news-fixtures";
import { newsHookWrapper } from "../test/render";
import { useLiveThread } from "./live";

describe("useLiveThread(postId)", () => {
  it("watches while mounted and patches lists, threads and counts from the events", async () => {
    const { client, sockets } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = newsHookWrapper(client);
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
    const { wrapper } = newsHookWrapper(client);
    renderHook(() => useLiveThread("nope"), { wrapper });
    renderHook(() => useLiveThread(POST_ID, { enabled: false }), { wrapper });
    expect(sockets).toHaveLength(0);
  });
});
