import { aCommunity, aCommunityPost } from "@pnyx/contract/testing";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { setCommunityPostVotes } from "./community-post-cache";

describe("setCommunityPostVotes", () => {
  it("patches the post for every viewer, in post lists and in community pages' top posts, and nothing else", () => {
    const queryClient = new QueryClient();
    const post = aCommunityPost({ upvotes: 1, downvotes: 0 });
    const other = aCommunityPost({ _id: "67b0000000000000000000ff", upvotes: 7, downvotes: 2 });
    // A post's details are cached per viewer (the author also sees it awaiting review).
    queryClient.setQueryData([...pnyxKeys.communities.post(post._id), "ada"], post);
    queryClient.setQueryData([...pnyxKeys.communities.post(post._id), null], post);
    queryClient.setQueryData(pnyxKeys.communities.posts(post.communityId), { pages: [{ posts: [post, other], page: 1, hasMore: false }], pageParams: [1] });
    queryClient.setQueryData(pnyxKeys.communities.subcategoryPosts("Physics"), {
      pages: [{ topPosts: [post], page: 1, hasMore: false, subCategory: "Physics", communityId: post.communityId }],
      pageParams: [1],
    });
    queryClient.setQueryData(pnyxKeys.communities.page(post.communityId), { community: aCommunity(), topPosts: [post, other], postCount: 2 });

    setCommunityPostVotes(queryClient, post._id, { upvotes: 2, downvotes: 1 });

    for (const viewer of ["ada", null]) {
      expect(queryClient.getQueryData<typeof post>([...pnyxKeys.communities.post(post._id), viewer])).toMatchObject({ upvotes: 2, downvotes: 1 });
    }
    const list = queryClient.getQueryData<{ pages: Array<{ posts: (typeof post)[] }> }>(pnyxKeys.communities.posts(post.communityId));
    expect(list?.pages[0]?.posts.map((p) => [p.upvotes, p.downvotes])).toEqual([
      [2, 1],
      [7, 2],
    ]);
    const sub = queryClient.getQueryData<{ pages: Array<{ topPosts: (typeof post)[] }> }>(pnyxKeys.communities.subcategoryPosts("Physics"));
    expect(sub?.pages[0]?.topPosts[0]).toMatchObject({ upvotes: 2, downvotes: 1 });
    const page = queryClient.getQueryData<{ topPosts: (typeof post)[] }>(pnyxKeys.communities.page(post.communityId));
    expect(page?.topPosts.map((p) => p.upvotes)).toEqual([2, 7]);
  });
});
