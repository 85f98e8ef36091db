import {
  MESSAGES,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  REPORT_TRUST,
  chatHistoryEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  communityEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  decisionReasonsEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  moderationQueueEndpoint,
  noticesEndpoint,
  setDecisionReasonsEndpoint,
  topCommentsEndpoint,
  userCommentsEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import { createTestContext, type TestContext } from "../../test-support/context";
import {
  ADMIN_ENV,
  COMMUNITY,
  castOf,
  chatMessage,
  decide,
  itemOf,
  json,
  newArticle,
  opinion,
  post,
  queue,
  reportContent,
  reportOpinion,
  type Cast,
} from "../../test-support/moderation";
import { createChatMessages } from "../chat/messages";
import { topOpinionsOf } from "../news/top-opinions";
import { createAuditLog } from "./audit";
import { createModeration } from "./moderation";
import { createNotices } from "./notices";
import { createReasons, DEFAULT_REASONS } from "./reasons";

let ctx: TestContext;
let cast: Cast;
const NAMES = ["ava", "ben", "cal", "dee", "eli", "fox", "gil"];
/** What threads' live viewers heard. */
const heard: Array<{ event: string; payload: any }> = [];

beforeAll(async () => {
  // Relaxed: the paging test reports more than a member's writes a minute.
  ctx = await createTestContext({ ...ADMIN_ENV, RATE_LIMITS: "relaxed" });
  const live = ctx.runtime.deps.live;
  const toThread = live.toThread.bind(live);
  live.toThread = (postId, event, payload) => {
    heard.push({ event: event.name, payload });
    toThread(postId, event, payload);
  };
  cast = await castOf(ctx, NAMES);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
const thread = async (postId: string, token?: string) =>
  (
    await json<{ comments: Array<{ _id: string; awaitingReview?: true }> }>(
      await ctx.call(getCommentsEndpoint, { body: { postId, sort: "newest" }, ...(token ? { token } : {}) }),
    )
  ).comments;
const notices = async (name: string) => json<{ notices: any[]; unseen: number }>(await ctx.call(noticesEndpoint, { token: cast.tokens[name] }));

describe("reports with reasons (issue 47)", () => {
  it("an opinion's report carries its reason and words; one per member; the item sums them", async () => {
    const articleId = await newArticle(cast, "Reasons");
    const id = await opinion(cast, "ava", articleId, "Buy cheap watches");
    expect(await json(await reportOpinion(cast, "ben", id, { reason: "spam", text: "An advert" }))).toEqual({ message: "Comment Reported" });
    expect((await reportOpinion(cast, "ben", id, { reason: "abuse" })).status).toBe(200);
    expect((await reportOpinion(cast, "cal", id)).status).toBe(200);
    expect(await models().Report.countDocuments({ commentId: id })).toBe(2);
    const item = (await itemOf(cast, id))!;
    expect(item).toMatchObject({
      targetType: "comment",
      cause: "reported",
      status: "pending",
      text: "Buy cheap watches",
      hidden: false,
      context: { postId: articleId, postTitle: "Reasons", communityId: null, publisherId: null },
      reports: { count: 2, weight: 2, reasons: { spam: 1, other: 1 }, details: [{ reason: "spam", legalGround: null, text: "An advert" }] },
      author: { username: "ava", removed: 0, approved: 0 },
      decision: null,
      appeal: null,
    });
  });

  it("illegal content needs its legal ground; an unknown piece is a 404; a visitor is refused", async () => {
    const articleId = await newArticle(cast);
    const id = await opinion(cast, "ava", articleId, "Defamatory claim");
    expect((await reportOpinion(cast, "ben", id, { reason: "illegal" })).status).toBe(422);
    expect((await reportOpinion(cast, "ben", id, { reason: "illegal", legalGround: "Defamation Act 2013, s.1" })).status).toBe(200);
    expect((await itemOf(cast, id))!.reports.details).toEqual([{ reason: "illegal", legalGround: "Defamation Act 2013, s.1", text: null }]);
    expect((await reportOpinion(cast, "ben", "66a0000000000000000000ff")).status).toBe(404);
    expect((await reportContent(cast, "ben", "chatMessage", "66a0000000000000000000ff")).status).toBe(404);
    expect((await ctx.call(moderationQueueEndpoint, { token: cast.tokens.ben })).status).toBe(403);
  });

  it("community posts and chat messages are reported through /api/moderation/report", async () => {
    const postId = await post(cast, "dee", "Cold showers");
    const messageId = await chatMessage(cast, "eli", "Everyone here is an idiot");
    expect(await json(await reportContent(cast, "ava", "communityPost", postId, { reason: "offTopic" }))).toEqual({ message: MODERATION_TEXTS.reportReceived });
    expect((await reportContent(cast, "ava", "chatMessage", messageId, { reason: "abuse" })).status).toBe(200);
    expect(await itemOf(cast, postId)).toMatchObject({
      targetType: "communityPost",
      text: "Cold showers\n\nD",
      context: { postId, postTitle: "Cold showers", communityId: COMMUNITY },
      reports: { count: 1, reasons: { offTopic: 1 } },
    });
    expect(await itemOf(cast, messageId)).toMatchObject({
      targetType: "chatMessage",
      text: "Everyone here is an idiot",
      author: { username: "eli" },
      context: { postId: null, communityId: COMMUNITY },
      reports: { reasons: { abuse: 1 } },
    });
  });

  it("a post awaiting review cannot be reported by others (to them it does not exist)", async () => {
    const { CommunityPost } = models();
    const pending = await CommunityPost.create({
      communityId: COMMUNITY,
      title: "Pending",
      description: "D",
      author: "dee",
      status: "unverified",
      creditOnVerify: true,
    });
    expect((await reportContent(cast, "ava", "communityPost", pending._id.toString())).status).toBe(404);
  });

  it("a report weighs by the reporter's record: points and an older account count", async () => {
    const { User, Report } = models();
    // Through the driver: mongoose keeps createdAt as it was made.
    await User.collection.updateOne({ username: "fox" }, { $set: { points: REPORT_TRUST.pointsForMore, createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    const articleId = await newArticle(cast);
    const id = await opinion(cast, "ava", articleId, "Weighed");
    await reportOpinion(cast, "fox", id);
    await reportOpinion(cast, "gil", id);
    expect((await Report.findOne({ commentId: id, reporter: "fox" }).lean())!.weight).toBe(2);
    expect((await Report.findOne({ commentId: id, reporter: "gil" }).lean())!.weight).toBe(1);
    expect((await itemOf(cast, id))!.reports.weight).toBe(3);
  });
});

describe("hidden by weight, visible to its author only", () => {
  it("an opinion reported by enough weight leaves every public read and count; its author still sees it, and is told", async () => {
    const articleId = await newArticle(cast, "Hidden thread");
    const stays = await opinion(cast, "ben", articleId, "A fair point");
    const id = await opinion(cast, "ava", articleId, "Something nasty");
    const reply = await opinion(cast, "ben", articleId, "Please stop", id);
    const total = async () => (await models().Article.findById(articleId).lean())!.totalComments;
    expect(await total()).toBe(3);
    const before = await notices("ava");
    const popular = async () =>
      (await json(await ctx.call(topCommentsEndpoint, { body: { numberOfOpinions: 30, page: 1 } }))).comments.map((c: { _id: string }) => c._id);
    const profile = async () => (await json(await ctx.call(userCommentsEndpoint, { body: { name: "ava" } }))).comments.map((c: { _id: string }) => c._id);
    const top = async () => (await topOpinionsOf(ctx.runtime.deps, [articleId])).get(articleId)?._id;
    expect(await popular()).toContain(id);
    expect(await profile()).toContain(id);
    expect(await top()).toBe(id);

    await reportOpinion(cast, "ben", id);
    await reportOpinion(cast, "cal", id);
    expect((await thread(articleId)).map((c) => c._id)).toContain(id);
    await reportOpinion(cast, "dee", id);

    expect((await itemOf(cast, id))!.hidden).toBe(true);
    // Viewers hear it go, marked as pending review (its author's clients keep it; an approval brings it back).
    expect(heard.filter((h) => h.payload.commentId === id)).toEqual([
      { event: "opinion:deleted", payload: { postId: articleId, commentId: id, parentId: null, pendingReview: true } },
    ]);
    // Everyone else: not in the thread, nor its count, nor the batch counts; its page is a 404.
    expect((await thread(articleId)).map((c) => c._id)).toEqual([stays]);
    expect((await thread(articleId, cast.tokens.ben)).map((c) => c._id)).toEqual([stays]);
    expect(await total()).toBe(2);
    expect((await json(await ctx.call(commentCountsEndpoint, { body: { postIds: [articleId] } }))).counts[articleId]).toBe(2);
    expect((await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: id }, token: cast.tokens.ben })).status).toBe(404);
    expect((await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: id } })).status).toBe(404);
    // Popular opinions and the author's public profile (kept answers are dropped at once).
    expect(await popular()).not.toContain(id);
    expect(await profile()).not.toContain(id);
    // The feeds' top opinion of the article.
    expect(await top()).toBe(stays);

    // Its author: at the head of the first page, marked, and its own thread with the reply.
    const mine = await thread(articleId, cast.tokens.ava);
    expect(mine.map((c) => [c._id, c.awaitingReview])).toEqual([
      [id, true],
      [stays, undefined],
    ]);
    const own = await json(await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: id }, token: cast.tokens.ava }));
    expect(own.comment).toMatchObject({ _id: id, awaitingReview: true });
    expect(own.replies.map((r: { _id: string }) => r._id)).toEqual([reply]);

    // Told once, with the held statement (not appealable: nothing is decided yet).
    const after = await notices("ava");
    expect(after.notices.length).toBe(before.notices.length + 1);
    expect(after.notices[0]).toMatchObject({ kind: "held", outcome: "held", appealable: false, about: { targetType: "comment", targetId: id } });
    await reportOpinion(cast, "eli", id);
    expect((await notices("ava")).notices.length).toBe(after.notices.length);
    expect(await total()).toBe(2);
  });

  it("a hidden reply leaves its parent's reply count and its thread for others", async () => {
    const articleId = await newArticle(cast);
    const parent = await opinion(cast, "ben", articleId, "Parent");
    const reply = await opinion(cast, "ava", articleId, "Rude reply", parent);
    for (const name of ["cal", "dee", "eli"]) await reportOpinion(cast, name, reply);
    expect((await models().Comment.findById(parent).lean())!.replyCount).toBe(0);
    const others = await json(await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: parent }, token: cast.tokens.ben }));
    expect(others.replies).toEqual([]);
    expect(others.comment.replyCount).toBe(0);
    const own = await json(await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: parent }, token: cast.tokens.ava }));
    expect(own.replies.map((r: { _id: string; awaitingReview?: true }) => [r._id, r.awaitingReview])).toEqual([[reply, true]]);
  });

  it("a community post reported by enough weight leaves its community for others; its author still reads it", async () => {
    const postId = await post(cast, "dee", "Reported post");
    const count = async () => (await json(await ctx.call(communityEndpoint, { body: { id: COMMUNITY } }))).postCount;
    const listed = async () => (await json(await ctx.call(communityPostsEndpoint, { body: { id: COMMUNITY } }))).posts.map((p: { _id: string }) => p._id);
    const shown = await count();
    expect(await listed()).toContain(postId);
    for (const name of ["ava", "ben", "cal"]) await reportContent(cast, name, "communityPost", postId);
    expect((await models().Community.findById(COMMUNITY).lean())!.postCount).toBe(shown - 1);
    expect(await listed()).not.toContain(postId);
    expect((await ctx.call(communityPostDetailsEndpoint, { body: { id: postId } })).status).toBe(404);
    expect((await ctx.call(communityPostDetailsEndpoint, { body: { id: postId }, token: cast.tokens.ava })).status).toBe(404);
    expect(await json(await ctx.call(communityPostDetailsEndpoint, { body: { id: postId }, token: cast.tokens.dee }))).toMatchObject({
      _id: postId,
      awaitingReview: true,
    });
  });

  it("a chat message reported by enough weight leaves the room's history for others; its sender still reads it", async () => {
    const id = await chatMessage(cast, "eli", "Spam spam spam");
    for (const name of ["ava", "ben", "cal"]) await reportContent(cast, name, "chatMessage", id);
    const history = async (name: string) =>
      (await json(await ctx.call(chatHistoryEndpoint, { body: { topicId: COMMUNITY }, token: cast.tokens[name] }))).messages as Array<{
        id: string;
        awaitingReview?: true;
      }>;
    expect((await history("ava")).map((m) => m.id)).not.toContain(id);
    expect((await history("eli")).find((m) => m.id === id)).toMatchObject({ awaitingReview: true });
    // A room's catch-up on joining reads the same way.
    const chat = createChatMessages(ctx.runtime.deps);
    expect((await chat.catchUp(COMMUNITY, undefined, "ben")).messages.map((m) => m.id)).not.toContain(id);
    expect((await chat.catchUp(COMMUNITY, undefined, "eli")).messages.map((m) => m.id)).toContain(id);
  });
});

describe("the queue", () => {
  it("lists by status, newest or most reported first, narrowed by kind, publisher and community, a page at a time", async () => {
    const publisherId = new Types.ObjectId().toString();
    const onPublisher = await newArticle(cast, "A publisher's thread", publisherId);
    const a = await opinion(cast, "ava", onPublisher, "First");
    const b = await opinion(cast, "ben", onPublisher, "Second");
    await reportOpinion(cast, "cal", a);
    await Bun.sleep(5);
    await reportOpinion(cast, "cal", b);
    await reportOpinion(cast, "dee", b);

    const newest = await queue(cast, { publisherId });
    expect(newest.items.map((i) => i.targetId)).toEqual([b, a]);
    expect(newest.items.every((i) => i.context.publisherId === publisherId)).toBe(true);
    const mostReported = await queue(cast, { publisherId, sort: "mostReported" });
    expect(mostReported.items.map((i) => [i.targetId, i.reports.weight])).toEqual([
      [b, 2],
      [a, 1],
    ]);
    const all = await queue(cast, { sort: "mostReported" });
    const weights = all.items.map((i) => i.reports.weight);
    expect(weights).toEqual([...weights].sort((x, y) => y - x));
    expect((await queue(cast, { targetType: "chatMessage" })).items.every((i) => i.targetType === "chatMessage")).toBe(true);
    expect((await queue(cast, { communityId: COMMUNITY })).items.every((i) => i.context.communityId === COMMUNITY)).toBe(true);
    expect((await queue(cast, { communityId: COMMUNITY })).items.length).toBeGreaterThan(0);
    expect((await queue(cast, { status: "approved" })).items).toEqual([]);
    expect(all.pending).toBe(await models().ModerationQueue.countDocuments({ status: "pending" }));
  });

  it("pages by the contract's page size", async () => {
    const articleId = await newArticle(cast, "Many");
    const ids: string[] = [];
    // By all but gil, who reports them all (nobody reports their own writing).
    for (let i = 0; i < MODERATION_LIMITS.queuePageSize + 3; i++) ids.push(await opinion(cast, NAMES[i % (NAMES.length - 1)]!, articleId, `Opinion ${i}`));
    await Promise.all(ids.map((id) => reportOpinion(cast, "gil", id)));
    const first = await queue(cast, { page: 1 });
    const second = await queue(cast, { page: 2 });
    expect(first.items.length).toBe(MODERATION_LIMITS.queuePageSize);
    expect(first.hasMore).toBe(true);
    expect(second.page).toBe(2);
    const seen = [...first.items, ...second.items].map((i) => i._id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen.some((itemId) => first.items.concat(second.items).find((i) => i._id === itemId)?.targetId === id)).toBe(true);
  });
});

describe("what else brings writing to the queue, and takes it out", () => {
  const moderation = () =>
    createModeration(ctx.runtime.deps, {
      notices: createNotices(ctx.runtime.deps),
      audit: createAuditLog(models().Audit, ctx.runtime.deps.now),
      review: { discard: async () => ({ message: MESSAGES.postDiscarded }) },
      achievements: { figuresFell: () => {} },
      reasons: createReasons(models()),
      // Pieces here were public when put in: decided through the flag, not the holds.
      holds: { publishHeld: async () => "notFound", announcePublished: async () => false, rejectHeld: async () => "notFound" },
      sanctions: { lift: () => Promise.reject(new Error("no sanction in these tests")) },
    });

  it("a hold (for the holds) hides the piece until a decision and tells its author; approving shows it again", async () => {
    const articleId = await newArticle(cast, "Held");
    const id = await opinion(cast, "gil", articleId, "A word on the list");
    const item = await moderation().enqueue({ targetType: "comment", targetId: id }, "heldWord");
    expect(item).toMatchObject({ cause: "heldWord", status: "pending", hidden: true });
    expect((await thread(articleId)).map((c) => c._id)).not.toContain(id);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(0);
    expect((await notices("gil")).notices[0]).toMatchObject({ kind: "held", about: { targetId: id } });
    await decide(cast, [item!._id.toString()], "approve");
    expect((await thread(articleId)).map((c) => c._id)).toContain(id);
    expect((await models().Article.findById(articleId).lean())!.totalComments).toBe(1);
  });

  it("kept writing reported again comes back for a new round", async () => {
    const articleId = await newArticle(cast);
    const id = await opinion(cast, "gil", articleId, "Kept once");
    await reportOpinion(cast, "ava", id);
    const first = (await itemOf(cast, id))!;
    await decide(cast, [first._id], "approve");
    await reportOpinion(cast, "ben", id, { reason: "spam" });
    expect(await itemOf(cast, id)).toMatchObject({ _id: first._id, status: "pending", decision: null, reports: { count: 1, reasons: { spam: 1 } } });
  });

  it("writing its author deletes leaves the queue: nothing is left to decide", async () => {
    const articleId = await newArticle(cast);
    const id = await opinion(cast, "gil", articleId, "Regretted");
    await reportOpinion(cast, "ava", id);
    expect(await itemOf(cast, id)).toBeDefined();
    expect((await ctx.call(deleteOwnCommentEndpoint, { body: { commentId: id }, token: cast.tokens.gil })).status).toBe(200);
    expect(await models().ModerationQueue.exists({ targetId: id })).toBeNull();
    expect(await models().Report.countDocuments({ commentId: id })).toBe(0);
  });
});

describe("the site's reasons", () => {
  it("are the defaults until replaced, for administrators only", async () => {
    expect((await json(await ctx.call(decisionReasonsEndpoint, { token: cast.admin }))).reasons).toEqual(DEFAULT_REASONS);
    expect(DEFAULT_REASONS.map((r) => r.id)).toEqual(["spam", "abuse", "off-topic", "illegal", "other"]);
    expect((await ctx.call(decisionReasonsEndpoint, { token: cast.tokens.ava })).status).toBe(403);
    const mine = [{ id: "spam", label: "Spam", rule: "No adverts." }];
    expect((await ctx.call(setDecisionReasonsEndpoint, { body: { reasons: [...mine, ...mine] }, token: cast.admin })).status).toBe(422);
    expect(await json(await ctx.call(setDecisionReasonsEndpoint, { body: { reasons: mine }, token: cast.admin }))).toEqual({ reasons: mine });
    expect((await json(await ctx.call(decisionReasonsEndpoint, { token: cast.admin }))).reasons).toEqual(mine);
    await json(await ctx.call(setDecisionReasonsEndpoint, { body: { reasons: DEFAULT_REASONS }, token: cast.admin }));
  });
});
