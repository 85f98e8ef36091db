import {
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  dislikeCommunityPostEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  undislikeCommunityPostEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  unlikeCommunityPostEndpoint,
  type VoteState,
} from "@pnyx/contract";
import { FIXTURE_IDS, aSession, aVoteState } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, gate, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();
const POST = FIXTURE_IDS.article;
const COMMENT = FIXTURE_IDS.opinion;
const OTHER = FIXTURE_IDS.otherArticle;
const KEPT = "65f0000000000000000000aa";
const state = (vote: VoteState["vote"], points: number, targetId: string = POST) => aVoteState({ targetId, upvotes: 4, downvotes: 0, vote, points });
const member = (over: Parameters<typeof aSession>[0] = {}) => clientWith({ user: aSession({ points: 100, ...over }) });

describe("client.votes (spec-named calls)", () => {
  it("each article call hits its endpoint and marks the session from the answer", async () => {
    const like = record(server, likeArticleEndpoint, state(1, 105));
    record(server, unlikeArticleEndpoint, state(0, 100));
    record(server, dislikeArticleEndpoint, state(-1, 105));
    record(server, undislikeArticleEndpoint, state(0, 100));
    const { client, store } = member({ dislikedPosts: [OTHER], likedPosts: [KEPT] });

    await expect(client.votes.likeArticle({ postId: POST })).resolves.toEqual(state(1, 105));
    expect(like[0]).toEqual({ body: { postId: POST }, auth: "Bearer member-token" });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT, POST], dislikedPosts: [OTHER], points: 105 });

    await client.votes.unlikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT], dislikedPosts: [OTHER], points: 100 });

    await client.votes.dislikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT], dislikedPosts: [OTHER, POST], points: 105 });

    await client.votes.undislikeArticle({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT], dislikedPosts: [OTHER], points: 100 });
  });

  it("community post calls keep the post lists, as the session does for articles", async () => {
    const like = record(server, likeCommunityPostEndpoint, state(1, 105));
    record(server, undislikeCommunityPostEndpoint, state(0, 100));
    const { client, store } = member({ likedPosts: [KEPT] });
    await client.votes.likeCommunityPost({ postId: POST });
    expect(like[0]).toEqual({ body: { postId: POST }, auth: "Bearer member-token" });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT, POST], points: 105 });
    await client.votes.undislikeCommunityPost({ postId: POST });
    expect(store.get().user).toMatchObject({ likedPosts: [KEPT], dislikedPosts: [], points: 100 });
  });

  it("comment calls use the comment lists; a 'like' answered with -1 lands in disliked only", async () => {
    const like = record(server, likeCommentEndpoint, state(-1, 90, COMMENT));
    record(server, dislikeCommentEndpoint, state(-1, 95, COMMENT));
    record(server, unlikeCommentEndpoint, state(0, 90, COMMENT));
    record(server, undislikeCommentEndpoint, state(0, 85, COMMENT));
    const { client, store } = member({ likedComments: [COMMENT] });
    await client.votes.likeComment({ commentId: COMMENT });
    expect(like[0]?.body).toEqual({ commentId: COMMENT });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT], points: 90, likedPosts: [] });
    await client.votes.dislikeComment({ commentId: COMMENT });
    expect(store.get().user?.dislikedComments).toEqual([COMMENT]);
    await client.votes.unlikeComment({ commentId: COMMENT });
    await client.votes.undislikeComment({ commentId: COMMENT });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [], points: 85 });
  });

  it("refuses without a login and leaves the session alone on failure", async () => {
    await expect(clientWith({}).client.votes.likeArticle({ postId: POST })).rejects.toMatchObject({ status: 401, message: "Please log in" });
    server.use(mockEndpoint(likeArticleEndpoint, errorResponse(429, "rate_limited", "Slow down")));
    const { client, store } = member();
    const before = store.get();
    await expect(client.votes.likeArticle({ postId: POST })).rejects.toMatchObject({ status: 429, code: "rate_limited" });
    expect(store.get()).toBe(before);
  });
});

describe("client.votes.set", () => {
  /** Answers every vote endpoint, recording which one was called (by the last part of its path). */
  function recordAll() {
    const calls: string[] = [];
    const all = [likeArticleEndpoint, dislikeArticleEndpoint, unlikeArticleEndpoint, undislikeArticleEndpoint];
    const comments = [likeCommentEndpoint, dislikeCommentEndpoint, unlikeCommentEndpoint, undislikeCommentEndpoint];
    const posts = [likeCommunityPostEndpoint, dislikeCommunityPostEndpoint, unlikeCommunityPostEndpoint, undislikeCommunityPostEndpoint];
    for (const endpoint of [...all, ...comments, ...posts]) {
      server.use(mockEndpoint(endpoint, (input) => (calls.push(endpoint.path), state(0, 100, "postId" in input ? input.postId : input.commentId))));
    }
    return calls;
  }

  it("picks the endpoint from (target, from, to): a vote is added (a switch too), 0 takes `from` back", async () => {
    const calls = recordAll();
    const { client } = member();
    const moves = [
      [0, 1],
      [0, -1],
      [1, -1],
      [-1, 1],
      [1, 0],
      [-1, 0],
      [1, 1],
    ] as const;
    for (const target of ["article", "comment", "communityPost"] as const) {
      for (const [from, to] of moves) await client.votes.set({ target, id: target === "comment" ? COMMENT : POST, from, to });
    }
    const article = [
      likeArticleEndpoint,
      dislikeArticleEndpoint,
      dislikeArticleEndpoint,
      likeArticleEndpoint,
      unlikeArticleEndpoint,
      undislikeArticleEndpoint,
      likeArticleEndpoint,
    ];
    const comment = [
      likeCommentEndpoint,
      dislikeCommentEndpoint,
      dislikeCommentEndpoint,
      likeCommentEndpoint,
      unlikeCommentEndpoint,
      undislikeCommentEndpoint,
      likeCommentEndpoint,
    ];
    const communityPost = [
      likeCommunityPostEndpoint,
      dislikeCommunityPostEndpoint,
      dislikeCommunityPostEndpoint,
      likeCommunityPostEndpoint,
      unlikeCommunityPostEndpoint,
      undislikeCommunityPostEndpoint,
      likeCommunityPostEndpoint,
    ];
    expect(calls).toEqual([...article, ...comment, ...communityPost].map((e) => e.path));
  });

  it("refuses to take back a vote that is not there, before sending", async () => {
    await expect(member().client.votes.set({ target: "article", id: POST, from: 0, to: 0 })).rejects.toMatchObject({
      status: 422,
      code: "invalid_input",
      kind: "local",
    });
  });

  it("marks the session at once and settles lists and points from the answer", async () => {
    const held = gate();
    server.use(mockEndpoint(dislikeCommentEndpoint, async () => (await held.opened, state(-1, 100, COMMENT))));
    const { client, store } = member({ likedComments: [COMMENT], points: 95 });
    const pending = client.votes.set({ target: "comment", id: COMMENT, from: 1, to: -1 });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT], points: 95 });
    held.release();
    await expect(pending).resolves.toMatchObject({ vote: -1 });
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT], points: 100 });
  });

  it("puts the previous vote back when the server refuses", async () => {
    server.use(mockEndpoint(likeArticleEndpoint, errorResponse(429, "rate_limited", "Slow down")));
    const { client, store } = member({ dislikedPosts: [POST, OTHER] });
    await expect(client.votes.set({ target: "article", id: POST, from: -1, to: 1 })).rejects.toMatchObject({ status: 429 });
    expect(store.get().user).toMatchObject({ likedPosts: [], dislikedPosts: [POST, OTHER], points: 100 });
  });

  it("an answer that arrives after a logout and another login changes nothing", async () => {
    const held = gate();
    server.use(mockEndpoint(likeArticleEndpoint, async () => (await held.opened, state(1, 999))));
    const { client, store } = member();
    const pending = client.votes.set({ target: "article", id: POST, from: 0, to: 1 });
    store.set({ user: aSession({ token: "other-token", username: "bob" }), admin: null });
    held.release();
    await pending;
    expect(store.get().user).toMatchObject({ username: "bob", likedPosts: [], points: 740 });
  });
});
