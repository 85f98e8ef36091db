import {
  FIXED_COMMUNITIES,
  MESSAGES,
  POINTS,
  addCommunityReplyEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  auditLogEndpoint,
  createCommunityPostEndpoint,
  deleteCommentEndpoint,
  dismissReportsEndpoint,
  noticesEndpoint,
  reportCommentEndpoint,
  reportedCommentsEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
const tokens: Record<string, string> = {};
let admin: string;
let articleId: string;
let postId: string;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  for (const name of ["eve", "fay", "gus", "hal"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
  articleId = (
    await ctx.runtime.deps.models.Article.create({ category: "World", title: "Harbour strike", content: "C", source: "S", publishedAt: new Date() })
  )._id.toString();
  const post = (await (
    await ctx.call(createCommunityPostEndpoint, {
      body: { title: "Morning routines", description: "D", communityId: FIXED_COMMUNITIES[13].id, selectedSubcategory: "" },
      token: tokens.eve,
    })
  ).json()) as { _id: string };
  postId = post._id;
  await ctx.call(verifyPostEndpoint, { body: { id: postId }, token: admin });
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;
const points = async (name: string) => (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!.points;
const say = async (name: string, text: string, on: { article?: string; post?: string; parentId?: string }) => {
  const postId = on.article ?? on.post!;
  const endpoint = on.article
    ? on.parentId
      ? addReplyEndpoint
      : addTopCommentEndpoint
    : on.parentId
      ? addCommunityReplyEndpoint
      : addTopCommunityCommentEndpoint;
  const res = await ctx.call(endpoint, { body: { postId, text, ...(on.parentId ? { parentId: on.parentId } : {}) }, token: tokens[name] });
  expect(res.status).toBe(200);
  return (await json(res))._id as string;
};
const report = (name: string, commentId: string) => ctx.call(reportCommentEndpoint, { body: { commentId }, token: tokens[name] });
const reported = async () => (await json(await ctx.call(reportedCommentsEndpoint, { token: admin }))).comments as any[];

describe("reported comments", () => {
  it("lists comments on articles and community posts with report counts, the latest reported first", async () => {
    const onArticle = await say("eve", "Strikes never work", { article: articleId });
    const onPost = await say("fay", "Cold showers fix everything", { post: postId });
    await report("fay", onArticle);
    await report("gus", onArticle);
    await report("gus", onArticle); // one report per member
    await Bun.sleep(5);
    await report("eve", onPost);
    const list = await reported();
    expect(list.map((c) => [c._id, c.reportCount, c.postKind, c.postTitle])).toEqual([
      [onPost, 1, "communityPost", "Morning routines"],
      [onArticle, 2, "article", "Harbour strike"],
    ]);
    expect(list[0]).toMatchObject({ text: "Cold showers fix everything", author: "fay" });
    expect(Date.parse(list[0].lastReportedAt)).toBeGreaterThan(Date.parse(list[1].lastReportedAt));
  });

  it("are for administrators only", async () => {
    expect((await ctx.call(reportedCommentsEndpoint, {})).status).toBe(401);
    expect((await ctx.call(reportedCommentsEndpoint, { token: tokens.eve })).status).toBe(403);
    const id = await say("eve", "Mine", { article: articleId });
    expect((await ctx.call(deleteCommentEndpoint, { body: { commentId: id }, token: tokens.eve })).status).toBe(403);
    expect(await ctx.runtime.deps.models.Comment.exists({ _id: id })).not.toBeNull();
  });
});

describe("dismissing reports", () => {
  it("drops a comment's unfounded reports: it leaves the list and stays, the log says who; again answers the same", async () => {
    const fine = await say("gus", "A fair point, politely made", { article: articleId });
    await report("eve", fine);
    await report("fay", fine);
    expect((await reported()).map((c) => c._id)).toContain(fine);
    const dismiss = () => ctx.call(dismissReportsEndpoint, { body: { commentId: fine }, token: admin });
    expect(await json(await dismiss())).toEqual({ message: MESSAGES.reportsDismissed });
    expect(await json(await dismiss())).toEqual({ message: MESSAGES.reportsDismissed });
    expect((await reported()).map((c) => c._id)).not.toContain(fine);
    expect(await ctx.runtime.deps.models.Comment.exists({ _id: fine })).not.toBeNull();
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { targetId: string }) => e.targetId === fine).map((e: { action: string }) => e.action)).toEqual(["dismissReports"]);
    // A member cannot, and an unknown comment is a 404.
    expect((await ctx.call(dismissReportsEndpoint, { body: { commentId: fine }, token: tokens.eve })).status).toBe(403);
    expect((await ctx.call(dismissReportsEndpoint, { body: { commentId: "66a0000000000000000000ff" }, token: admin })).status).toBe(404);
  });
});

describe("deleting a reported comment", () => {
  it("removes its whole subtree, fixes the post's and parent's counts and every author's points, and logs it", async () => {
    const { Article, CommunityPost, Comment } = ctx.runtime.deps.models;
    const parent = await say("eve", "Parent", { post: postId });
    const root = await say("fay", "Root", { post: postId, parentId: parent });
    const child = await say("gus", "Child", { post: postId, parentId: root });
    await say("eve", "Grandchild", { post: postId, parentId: child });
    await report("gus", root);
    const before = { eve: await points("eve"), fay: await points("fay"), gus: await points("gus") };
    const total = (await CommunityPost.findById(postId).lean())!.totalComments;

    const res = await ctx.call(deleteCommentEndpoint, { body: { commentId: root }, token: admin });
    expect(await json(res)).toEqual({ message: MESSAGES.commentDeleted });
    expect((await CommunityPost.findById(postId).lean())!.totalComments).toBe(total - 3);
    expect((await Comment.findById(parent).lean())!.replyCount).toBe(0);
    expect(await points("eve")).toBe(before.eve - POINTS.opinion);
    expect(await points("fay")).toBe(before.fay - POINTS.opinion);
    expect(await points("gus")).toBe(before.gus - POINTS.opinion);
    expect((await reported()).some((c) => c._id === root)).toBe(false);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries[0]).toMatchObject({ admin: "root", action: "deleteComment", targetType: "comment", targetId: root, summary: "Root" });
    // Already gone: a second delete is a clear 404 and moves nothing.
    expect((await ctx.call(deleteCommentEndpoint, { body: { commentId: root }, token: admin })).status).toBe(404);
    expect((await CommunityPost.findById(postId).lean())!.totalComments).toBe(total - 3);
    const articleTotal = (await Article.findById(articleId).lean())!.totalComments;
    expect(articleTotal).toBe(await Comment.countDocuments({ postId: articleId }));
  });

  it("counts each comment once when two administrators delete overlapping branches at once", async () => {
    const { Article, Comment } = ctx.runtime.deps.models;
    for (let round = 0; round < 5; round++) {
      const top = await say("eve", `Top ${round}`, { article: articleId });
      const mid = await say("fay", `Mid ${round}`, { article: articleId, parentId: top });
      await say("gus", `Leaf ${round}`, { article: articleId, parentId: mid });
      const order = Math.random() < 0.5 ? [top, mid] : [mid, top];
      await Promise.all(order.map((commentId) => ctx.call(deleteCommentEndpoint, { body: { commentId }, token: admin })));
      const article = (await Article.findById(articleId).lean())!;
      expect(article.totalComments).toBe(await Comment.countDocuments({ postId: articleId }));
    }
    const stored = await Comment.find({}).lean();
    for (const name of ["eve", "fay", "gus"]) {
      const user = (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!;
      expect(user.points).toBe(stored.filter((c) => c.author === name).length * POINTS.opinion + (name === "eve" ? POINTS.communityPost : 0));
    }
  });
});

describe("the older endpoints are decisions on the queue (issue 47)", () => {
  const models = () => ctx.runtime.deps.models;
  const itemOf = (id: string) => models().ModerationQueue.findOne({ targetType: "comment", targetId: id }).lean();

  it("dismissing approves the comment's item: its reports are rejected and, hidden, it shows again", async () => {
    const id = await say("eve", "Hidden, then dismissed", { article: articleId });
    for (const name of ["fay", "gus"]) await report(name, id);
    // Reports weigh 1 each here: one made heavier makes three weigh enough to hide it.
    await models().Report.updateOne({ commentId: id, reporter: "fay" }, { $set: { weight: 2 } });
    // Not eve: nobody reports their own writing.
    await report("hal", id);
    expect((await itemOf(id))!.hidden).toBe(true);
    await ctx.call(dismissReportsEndpoint, { body: { commentId: id }, token: admin });
    expect(await itemOf(id)).toMatchObject({ status: "approved", hidden: false, decision: { by: "root" } });
    expect(await models().Report.countDocuments({ commentId: id, outcome: "rejected" })).toBe(3);
    expect((await models().Comment.findById(id).lean())!.hidden).toBeUndefined();
  });

  it("deleting rejects the comment's item: its reports are upheld and its author gets a notice they may appeal", async () => {
    const id = await say("fay", "Reported, then deleted", { article: articleId });
    await report("gus", id);
    await ctx.call(deleteCommentEndpoint, { body: { commentId: id }, token: admin });
    expect(await itemOf(id)).toMatchObject({ status: "rejected" });
    expect(await models().Report.countDocuments({ commentId: id, outcome: "upheld" })).toBe(1);
    const notices = await json(await ctx.call(noticesEndpoint, { token: tokens.fay }));
    expect(notices.notices[0]).toMatchObject({ kind: "removed", appealable: true, about: { targetId: id } });
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { targetId: string }) => e.targetId === id).map((e: { action: string }) => e.action)).toEqual(["deleteComment"]);
  });
});
