import {
  FIXED_COMMUNITIES,
  POINTS,
  addCommunityReplyEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  communityPostCommentsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  fetchCommentAndRepliesEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
const tokens: Record<string, string> = {};
let admin: string;
const MOTIVATIONAL = FIXED_COMMUNITIES[13].id;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  for (const name of ["cat", "dan"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;
const points = async (name: string) => (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!.points;
const newPost = async (title: string, verified: boolean) => {
  const post = await json(
    await ctx.call(createCommunityPostEndpoint, { body: { title, description: "D", communityId: MOTIVATIONAL, selectedSubcategory: "" }, token: tokens.cat }),
  );
  if (verified) await ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin });
  return post._id as string;
};
const comment = (name: string, postId: string, text: string) =>
  ctx.call(addTopCommunityCommentEndpoint, { body: { postId, text, author: name }, token: tokens[name] });
const reply = (name: string, postId: string, parentId: string, text: string) =>
  ctx.call(addCommunityReplyEndpoint, { body: { postId, parentId, text, author: name }, token: tokens[name] });
const totalComments = async (postId: string) => (await ctx.runtime.deps.models.CommunityPost.findById(postId).lean())!.totalComments;

describe("opinions on community posts", () => {
  it("are stored with +20 each, counted on the post and listed top-level by postComments", async () => {
    const postId = await newPost("Small steps", true);
    const before = await points("dan");
    const top = await json(await comment("dan", postId, "Start with one page a day."));
    expect(top).toMatchObject({ postId, parentId: null, author: "dan", replyCount: 0 });
    const answer = await json(await reply("cat", postId, top._id, "That worked for me."));
    expect(answer).toMatchObject({ postId, parentId: top._id });
    expect(await points("dan")).toBe(before + POINTS.opinion);
    expect(await totalComments(postId)).toBe(2);
    const listed = await json(await ctx.call(communityPostCommentsEndpoint, { body: { id: postId } }));
    expect(listed.comments.map((c: { _id: string; replyCount: number }) => [c._id, c.replyCount])).toEqual([[top._id, 1]]);
    const thread = await json(await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: top._id } }));
    expect(thread.replies.map((r: { text: string }) => r.text)).toEqual(["That worked for me."]);
    const page = await json(await ctx.call(communityPostsEndpoint, { body: { id: MOTIVATIONAL, page: 1 } }));
    await Bun.sleep(1100); // lists may answer from the cache for up to a second after a write
    const later = await json(await ctx.call(communityPostsEndpoint, { body: { id: MOTIVATIONAL, page: 1 } }));
    expect(page.posts.length).toBeGreaterThan(0);
    expect(later.posts.find((p: { _id: string }) => p._id === postId).totalComments).toBe(2);
  });

  it("are refused on a post awaiting review, on an article id and on an unknown post, moving nothing", async () => {
    const pending = await newPost("Not yet", false);
    const before = await points("dan");
    expect((await comment("dan", pending, "Early")).status).toBe(404);
    expect((await ctx.call(communityPostCommentsEndpoint, { body: { id: pending } })).status).toBe(404);
    const article = await ctx.runtime.deps.models.Article.create({ category: "World", title: "A", content: "C", source: "S", publishedAt: new Date() });
    expect((await comment("dan", article._id.toString(), "Wrong door")).status).toBe(404);
    expect((await comment("dan", "66a0000000000000000000ff", "Nobody")).status).toBe(404);
    expect(await points("dan")).toBe(before);
    expect(await totalComments(pending)).toBe(0);
    expect((await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: pending, text: "x" } })).status).toBe(401);
    expect((await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: pending, text: "x", author: "cat" }, token: tokens.dan })).status).toBe(403);
  });

  it("refuses a reply whose parent belongs to another post and takes back what it added", async () => {
    const first = await newPost("First", true);
    const second = await newPost("Second", true);
    const parent = await json(await comment("dan", first, "Parent here"));
    const before = await points("cat");
    expect((await reply("cat", second, parent._id, "Crossed wires")).status).toBe(404);
    expect(await totalComments(second)).toBe(0);
    expect(await points("cat")).toBe(before);
    expect((await ctx.runtime.deps.models.Comment.findById(parent._id).lean())!.replyCount).toBe(0);
  });
});
