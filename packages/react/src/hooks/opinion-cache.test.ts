import { aCommunity, aCommunityPost, anOpinion } from "@pnyx/contract/testing";
import type { OpinionThreadResponse, OpinionsPage, PopularOpinionsPage } from "@pnyx/sdk";
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { COMMENT_ID, POST_ID, article, newId, opinion, popularOpinion } from "../test/news-fixtures";
import { hideOpinion, insertOpinion, patchOpinion, removeOpinion } from "./opinion-cache";

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

  it("moves a post's opinion count wherever it is cached when an opinion on it is added or removed, without reloading", () => {
    const queryClient = new QueryClient();
    const post = aCommunityPost({ totalComments: 3 });
    queryClient.setQueryData(pnyxKeys.communities.postFor(post._id, null), post);
    queryClient.setQueryData(pnyxKeys.communities.posts(post.communityId), { pages: [{ posts: [post], page: 1, hasMore: false }], pageParams: [1] });
    queryClient.setQueryData(pnyxKeys.communities.page(post.communityId), { community: aCommunity(), topPosts: [post], postCount: 1 });
    const counts = () => [
      queryClient.getQueryData<typeof post>(pnyxKeys.communities.postFor(post._id, null))?.totalComments,
      queryClient.getQueryData<{ pages: Array<{ posts: (typeof post)[] }> }>(pnyxKeys.communities.posts(post.communityId))?.pages[0]?.posts[0]?.totalComments,
      queryClient.getQueryData<{ topPosts: (typeof post)[] }>(pnyxKeys.communities.page(post.communityId))?.topPosts[0]?.totalComments,
    ];
    const opinion = anOpinion({ _id: "67c000000000000000000001", postId: post._id });

    insertOpinion(queryClient, opinion);
    expect(counts()).toEqual([4, 4, 4]);
    removeOpinion(queryClient, { commentId: opinion._id, postId: post._id });
    expect(counts()).toEqual([3, 3, 3]);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: pnyxKeys.communities.all() })
        .some((q) => q.state.isInvalidated),
    ).toBe(false);
  });

  it("hideOpinion: an opinion hidden pending review leaves a reader's lists and counts once, and its approval brings it back once", () => {
    const { queryClient, reply, list, thread, popular } = seeded();
    const total = () => queryClient.getQueryData<{ totalComments: number }>(pnyxKeys.news.article(POST_ID))?.totalComments;
    for (let heard = 0; heard < 2; heard++) hideOpinion(queryClient, { commentId: reply._id, postId: POST_ID, parentId: COMMENT_ID }, "ada");
    expect(thread().replies).toEqual([]);
    expect(popular().map((o) => o._id)).toEqual([COMMENT_ID]);
    expect([list()[0]!.replyCount, thread().comment.replyCount, total()]).toEqual([0, 0, 1]);

    // Approved: heard as a new opinion (twice: a reconnect repeats it), counted once.
    for (let heard = 0; heard < 2; heard++) insertOpinion(queryClient, reply);
    expect(thread().replies.map((r) => r._id)).toEqual([reply._id]);
    expect([list()[0]!.replyCount, thread().comment.replyCount, total()]).toEqual([1, 1, 2]);
    // Deleted for good afterwards: it never comes back.
    removeOpinion(queryClient, { commentId: reply._id, postId: POST_ID, parentId: COMMENT_ID });
    insertOpinion(queryClient, reply);
    expect(thread().replies).toEqual([]);
  });

  it("hideOpinion: its author keeps it where it was, marked awaiting review; the approval unmarks it in place", () => {
    const { queryClient, list } = seeded();
    const total = () => queryClient.getQueryData<{ totalComments: number }>(pnyxKeys.news.article(POST_ID))?.totalComments;
    const mine = list()[0]!;
    hideOpinion(queryClient, { commentId: mine._id, postId: POST_ID, parentId: null }, mine.author);
    expect(list().map((o) => [o._id, o.awaitingReview])).toEqual([[mine._id, true]]);
    expect(total()).toBe(1);
    insertOpinion(queryClient, mine);
    expect(list().map((o) => [o._id, o.awaitingReview])).toEqual([[mine._id, undefined]]);
    expect(total()).toBe(2);
  });

  it("an approved held opinion leaves its author's held list as it joins the thread, so it shows once and unmarked", () => {
    const { queryClient, list } = seeded();
    const held = opinion({ _id: newId(), awaitingReview: true, text: "Held a while" });
    queryClient.setQueryData(pnyxKeys.member.heldOpinions(POST_ID), { comments: [held] });
    const { awaitingReview: _marked, ...approved } = held;
    insertOpinion(queryClient, approved);
    expect(queryClient.getQueryData<{ comments: unknown[] }>(pnyxKeys.member.heldOpinions(POST_ID))?.comments).toEqual([]);
    expect(list().map((o) => [o._id, o.awaitingReview])).toEqual([
      [held._id, undefined],
      [COMMENT_ID, undefined],
    ]);
  });
});
