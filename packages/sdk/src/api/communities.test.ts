import {
  addCommunityReplyEndpoint,
  addTopCommunityCommentEndpoint,
  communityPostCommentsEndpoint,
  allCommunitiesEndpoint,
  communityEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  homeCommunitiesEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  pendingCommunityPostsEndpoint,
  subcategoryPostsEndpoint,
} from "@pnyx/contract";
import { aCommunity, aCommunityPost, aCommunityPostSummary, aSession, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();
const SCIENCE = aCommunity()._id;

describe("client.communities", () => {
  it("lists communities and reads a community's page without a token", async () => {
    record(server, allCommunitiesEndpoint, { communities: [aCommunity()] });
    record(server, homeCommunitiesEndpoint, { communities: [aCommunity()] });
    const page = { community: aCommunity(), topPosts: [aCommunityPostSummary()], postCount: 4 };
    const seen = record(server, communityEndpoint, page);
    const { client } = clientWith({ user: aSession() });
    await expect(client.communities.all()).resolves.toEqual({ communities: [aCommunity()] });
    await expect(client.communities.home()).resolves.toEqual({ communities: [aCommunity()] });
    await expect(client.communities.get({ id: SCIENCE.toUpperCase() })).resolves.toEqual(page);
    expect(seen[0]).toEqual({ body: { id: SCIENCE }, auth: null });
  });

  it("joins and leaves as the session's member, and the session follows the answers", async () => {
    const user = aSession({ joinedCommunities: [] });
    const joined = record(server, joinCommunityEndpoint, { communityId: SCIENCE, joinedCommunities: [SCIENCE], subscriberCount: 13 });
    const { client, store } = clientWith({ user });
    await expect(client.communities.join({ communityId: SCIENCE })).resolves.toMatchObject({ subscriberCount: 13 });
    expect(joined[0]).toEqual({ body: { communityId: SCIENCE, username: user.username }, auth: `Bearer ${user.token}` });
    expect(store.get().user?.joinedCommunities).toEqual([SCIENCE]);

    record(server, leaveCommunityEndpoint, { communityId: SCIENCE, joinedCommunities: [], subscriberCount: 12 });
    await client.communities.leave({ communityId: SCIENCE });
    expect(store.get().user?.joinedCommunities).toEqual([]);
  });

  it("asks visitors to log in before any call goes out", async () => {
    const seen = record(server, joinCommunityEndpoint, { communityId: SCIENCE, joinedCommunities: [SCIENCE], subscriberCount: 1 });
    await expect(clientWith().client.communities.join({ communityId: SCIENCE })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
  });
});

describe("client.communities posts", () => {
  it("submits as the session's member and reads lists, details and the member's pending posts", async () => {
    const user = aSession();
    const created = aCommunityPost({ status: "unverified" });
    const sent = record(server, createCommunityPostEndpoint, created);
    const { client } = clientWith({ user });
    const input = { title: "Notes on engines", description: "Line one\nLine two", communityId: SCIENCE, selectedSubcategory: "Physics" };
    await expect(client.communities.createPost(input)).resolves.toEqual(created);
    expect(sent[0]).toEqual({ body: { ...input, username: user.username }, auth: `Bearer ${user.token}` });
    await expect(client.communities.createPost({ ...input, title: "  " })).rejects.toMatchObject({ message: "Please fill all the fields" });

    const page = { posts: [aCommunityPostSummary()], page: 1, hasMore: false };
    record(server, communityPostsEndpoint, page);
    await expect(client.communities.posts({ id: SCIENCE, page: 1 })).resolves.toEqual(page);
    const sub = { topPosts: [aCommunityPostSummary()], page: 1, hasMore: false, subCategory: "Middle East", communityId: SCIENCE };
    const asked = record(server, subcategoryPostsEndpoint, sub);
    await expect(client.communities.subcategoryPosts({ subcategory: "Middle-East", page: 1 })).resolves.toEqual(sub);
    expect(asked[0]?.body).toEqual({ subcategory: "Middle-East", page: 1 });
    const details = record(server, communityPostDetailsEndpoint, created);
    await expect(client.communities.post({ id: created._id })).resolves.toEqual(created);
    expect(details[0]?.auth).toBe(`Bearer ${user.token}`);
    record(server, pendingCommunityPostsEndpoint, { posts: [created] });
    await expect(client.communities.pendingPosts()).resolves.toEqual({ posts: [created] });
  });

  it("reads a post's opinions and adds opinions and replies with the opinion points, through opinions with postKind communityPost", async () => {
    const post = aCommunityPost();
    const opinion = anOpinion({ postId: post._id });
    const listed = record(server, communityPostCommentsEndpoint, { comments: [opinion], hasMore: false });
    const added = record(server, addTopCommunityCommentEndpoint, { ...opinion, earned: 20 });
    const replied = record(server, addCommunityReplyEndpoint, { ...opinion, parentId: opinion._id, earned: 20 });
    const { client, store } = clientWith({ user: aSession({ points: 100 }) });
    await expect(client.opinions.list({ postKind: "communityPost", postId: post._id })).resolves.toEqual({ comments: [opinion], hasMore: false });
    expect(listed[0]?.body).toEqual({ id: post._id, sort: "top", page: 1 });
    await client.opinions.add({ postKind: "communityPost", postId: post._id, text: " Well said " });
    expect(added[0]?.body).toEqual({ postId: post._id, text: "Well said" });
    await client.opinions.reply({ postKind: "communityPost", postId: post._id, parentId: opinion._id, text: "Agreed" });
    expect(replied[0]?.body).toMatchObject({ parentId: opinion._id });
    expect(store.get().user?.points).toBe(140);
  });
});
