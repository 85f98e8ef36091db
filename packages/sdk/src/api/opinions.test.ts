import {
  addReplyEndpoint,
  addTopCommentEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  reportCommentEndpoint,
  topCommentsEndpoint,
} from "@pnyx/contract";
import { FIXTURE_IDS, aPopularOpinion, aSession, anId, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();
const POST = FIXTURE_IDS.article;
const COMMENT = FIXTURE_IDS.opinion;
const IMAGE = "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp";
const opinion = anOpinion();
const member = () => clientWith({ user: aSession({ points: 100 }) });
const visitor = () => clientWith({});

describe("client.opinions", () => {
  it("list and thread send the member token when there is one (auth optional)", async () => {
    const list = record(server, getCommentsEndpoint, { comments: [opinion], hasMore: false });
    const thread = record(server, fetchCommentAndRepliesEndpoint, { comment: opinion, replies: [] });
    await member().client.opinions.list({ postId: POST, sort: "newest", page: 2 });
    await visitor().client.opinions.list({ postId: POST });
    expect(list).toEqual([
      { body: { postId: POST, sort: "newest", page: 2 }, auth: "Bearer member-token" },
      { body: { postId: POST, sort: "top", page: 1 }, auth: null },
    ]);
    await expect(member().client.opinions.thread({ commentId: COMMENT })).resolves.toEqual({ comment: opinion, replies: [] });
    expect(thread[0]?.body).toEqual({ commentId: COMMENT });
  });

  it("add and reply need a login, trim the text and add the points the answer says they earned to the session", async () => {
    const add = record(server, addTopCommentEndpoint, { ...opinion, earned: 20 });
    const reply = record(server, addReplyEndpoint, { ...anOpinion({ _id: anId(), parentId: COMMENT }), earned: 20 });
    const { client, store } = member();
    await client.opinions.add({ postId: POST, text: "  Well argued ", image: IMAGE });
    expect(add[0]).toEqual({ body: { postId: POST, text: "Well argued", image: IMAGE }, auth: "Bearer member-token" });
    expect(store.get().user?.points).toBe(120);
    await client.opinions.reply({ postId: POST, parentId: COMMENT, text: "Agreed" });
    expect(reply[0]?.body).toEqual({ postId: POST, parentId: COMMENT, text: "Agreed" });
    expect(store.get().user?.points).toBe(140);

    await expect(visitor().client.opinions.add({ postId: POST, text: "hi" })).rejects.toMatchObject({ status: 401 });
    await expect(client.opinions.add({ postId: POST, text: "   " })).rejects.toMatchObject({ message: "Please write something." });
    await expect(client.opinions.add({ postId: POST, text: "x", image: "https://evil.example/x.png" })).rejects.toMatchObject({
      code: "invalid_input",
    });
  });

  it("edit, remove, report, popular and counts", async () => {
    const popular = aPopularOpinion();
    const edit = record(server, editCommentEndpoint, anOpinion({ text: "Better", editedAt: "2026-11-22T10:05:00.000Z" }));
    const remove = record(server, deleteOwnCommentEndpoint, { message: "Deleted", earned: -20 });
    const report = record(server, reportCommentEndpoint, { message: "Comment Reported" });
    const top = record(server, topCommentsEndpoint, { comments: [popular], hasMore: true });
    const counts = record(server, commentCountsEndpoint, { counts: { [POST]: 2 } });
    const { client } = member();
    await expect(client.opinions.edit({ commentId: COMMENT, text: "Better" })).resolves.toMatchObject({ text: "Better" });
    const { client: author, store } = member();
    await author.opinions.remove({ commentId: COMMENT });
    expect(store.get().user?.points).toBe(80);
    await client.opinions.report({ commentId: COMMENT });
    await client.opinions.report({ commentId: COMMENT, reason: "offTopic", text: "About another article" });
    await expect(client.opinions.popular()).resolves.toEqual({ comments: [popular], hasMore: true });
    await client.opinions.popular({ numberOfOpinions: 3, page: 2 });
    await expect(client.opinions.counts({ postIds: [POST] })).resolves.toEqual({ counts: { [POST]: 2 } });
    expect(edit[0]?.body).toEqual({ commentId: COMMENT, text: "Better" });
    expect(remove[0]?.body).toEqual({ commentId: COMMENT });
    expect(report[0]).toEqual({ body: { commentId: COMMENT }, auth: "Bearer member-token" });
    expect(report[1]?.body).toEqual({ commentId: COMMENT, reason: "offTopic", text: "About another article" });
    expect(top.map((r) => r.body)).toEqual([
      { numberOfOpinions: 9, page: 1 },
      { numberOfOpinions: 3, page: 2 },
    ]);
    expect(counts[0]).toEqual({ body: { postIds: [POST] }, auth: null });
    await expect(client.opinions.counts({ postIds: [] })).rejects.toMatchObject({ code: "invalid_input" });
  });
});
