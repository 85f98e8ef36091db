import type { OpinionThreadResponse, OpinionsPage, PopularOpinionsPage } from "@pnyx/sdk";
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { COMMENT_ID, POST_ID, article, newId, opinion, popularOpinion } from "../test/news-fixtures";
import { patchOpinion, removeOpinion } from "./opinion-cache";

function seeded() {
  const queryClient = new QueryClient();
  const reply = opinion({ _id: newId(), parentId: COMMENT_ID });
  queryClient.setQueryData(pnyxKeys.opinions.list(POST_ID, "top"), {
    pages: [{ comments: [opinion({ replyCount: 1 })], hasMore: false }],
    pageParams: [1],
  } satisfies InfiniteData<OpinionsPage, number>);
  queryClient.setQueryData(pnyxKeys.opinions.thread(COMMENT_ID), { comment: opinion({ replyCount: 1 }), replies: [reply] } satisfies OpinionThreadResponse);
  queryClient.setQueryData(pnyxKeys.opinions.popular(9), {
    pages: [{ comments: [popularOpinion(), popularOpinion({ _id: reply._id })], hasMore: false }],
    pageParams: [1],
  } satisfies InfiniteData<PopularOpinionsPage, number>);
  queryClient.setQueryData(pnyxKeys.news.article(POST_ID), article({ totalComments: 2 }));
  const list = () => queryClient.getQueryData<InfiniteData<OpinionsPage, number>>(pnyxKeys.opinions.list(POST_ID, "top"))!.pages[0]!.comments;
  const thread = () => queryClient.getQueryData<OpinionThreadResponse>(pnyxKeys.opinions.thread(COMMENT_ID))!;
  const popular = () => queryClient.getQueryData<InfiniteData<PopularOpinionsPage, number>>(pnyxKeys.opinions.popular(9))!.pages[0]!.comments;
  return { queryClient, reply, list, thread, popular };
}

describe("opinion cache", () => {
  it("patchOpinion changes the opinion in article lists, thread heads, replies and popular lists", () => {
    const { queryClient, reply, list, thread, popular } = seeded();
    patchOpinion(queryClient, COMMENT_ID, () => ({ text: "Changed" }));
    patchOpinion(queryClient, reply._id, () => ({ upvotes: 7 }));
    expect([list()[0]!.text, thread().comment.text, popular()[0]!.text]).toEqual(["Changed", "Changed", "Changed"]);
    expect([thread().replies[0]!.upvotes, popular()[1]!.upvotes]).toEqual([7, 7]);
    expect(popular()[0]!.post._id).toBe(POST_ID);
  });

  it("removeOpinion takes a reply out of its thread and the popular lists, and counts follow", () => {
    const { queryClient, reply, list, thread, popular } = seeded();
    removeOpinion(queryClient, { commentId: reply._id });
    expect(thread().replies).toEqual([]);
    expect(popular().map((o) => o._id)).toEqual([COMMENT_ID]);
    expect([list()[0]!.replyCount, thread().comment.replyCount]).toEqual([0, 0]);
    expect(queryClient.getQueryData<{ totalComments: number }>(pnyxKeys.news.article(POST_ID))?.totalComments).toBe(1);
  });
});
