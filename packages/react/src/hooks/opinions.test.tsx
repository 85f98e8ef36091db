import { addReplyEndpoint, addTopCommentEndpoint, commentCountsEndpoint, deleteOwnCommentEndpoint, fetchCommentAndRepliesEndpoint } from "@pnyx/contract";
import type { Article, Opinion } from "@pnyx/contract";
import type { OpinionThreadResponse, OpinionsPage } from "@pnyx/sdk";
import { mockEndpoint } from "@pnyx/sdk/testing";
import type { InfiniteData } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { session } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { COMMENT_ID, POST_ID, article, liveTestClient, newId, opinion } from "../test/news-fixtures";
import { newsHookWrapper } from "../test/render";
import { useAddOpinion, useAddReply, useCommentCounts, useDeleteOpinion, useOpinionThread } from "./opinions";

const server = useMswServer();

describe("opinion queries", () => {
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
      wrapper: newsHookWrapper(client).wrapper,
    });
    await waitFor(() => expect(result.current.counts.data).toEqual({ counts: { [POST_ID]: 4 } }));
    expect(bodies).toEqual([{ postIds: [POST_ID] }]);
    expect(result.current.idle.fetchStatus).toBe("idle");
  });
});

describe("opinion mutations", () => {
  const seedLists = (queryClient: ReturnType<typeof newsHookWrapper>["queryClient"], comments: Opinion[]) => {
    for (const sort of ["top", "newest"]) {
      queryClient.setQueryData(pnyxKeys.opinions.list(POST_ID, sort), {
        pages: [{ comments, hasMore: false }],
        pageParams: [1],
      } satisfies InfiniteData<OpinionsPage, number>);
    }
    queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article({ totalComments: 4 }));
  };
  const listOf = (queryClient: ReturnType<typeof newsHookWrapper>["queryClient"], sort: string) =>
    queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, sort))?.pages.flatMap((p) => p.comments.map((c) => c._id));

  it("useAddOpinion puts the new opinion first in every sort and counts it", async () => {
    const mine = opinion({ _id: newId(), author: "ada", text: "Mine" });
    server.use(mockEndpoint(addTopCommentEndpoint, () => ({ ...mine, earned: 20 })));
    const { client } = liveTestClient({ user: session() });
    const { queryClient, wrapper } = newsHookWrapper(client);
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
    const { queryClient, wrapper } = newsHookWrapper(client);
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
    const { queryClient, wrapper } = newsHookWrapper(client);
    const other = opinion({ _id: newId() });
    seedLists(queryClient, [opinion({ replyCount: 2 }), other]);
    const { result } = renderHook(() => useDeleteOpinion(), { wrapper });
    await act(() => result.current.mutateAsync({ commentId: COMMENT_ID, postId: POST_ID, parentId: null }));
    expect(listOf(queryClient, "top")).toEqual([other._id]);
    expect(queryClient.getQueryData<Article>(pnyxKeys.news.article(POST_ID))?.totalComments).toBe(1);
  });
});
