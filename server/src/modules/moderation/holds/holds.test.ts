import {
  FIXED_COMMUNITIES,
  MODERATION_TEXTS,
  POINTS,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  auditLogEndpoint,
  chatClientEvents,
  decideEndpoint,
  createCommunityPostEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  homeActivityEndpoint,
  likeCommentEndpoint,
  moderationQueueEndpoint,
  moderationSettingsEndpoint,
  noticesEndpoint,
  ownHeldOpinionsEndpoint,
  pendingCommunityPostsEndpoint,
  setModerationSettingsEndpoint,
  userCommentsEndpoint,
  verifyPostEndpoint,
  type ModerationSettings,
  type QueueItem,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../../server";
import { createServices } from "../../../service-table";
import { createMember, createTestContext, type TestContext } from "../../../test-support/context";
import { doomedInstance, killedAt, reconcilerOf } from "../../../test-support/crash";
import { countsThatDisagree } from "../../../test-support/exact-counts";
import { ask, openSocket } from "../../../test-support/sockets";
import type { AdminCaller } from "../../../platform/auth";
import { createOpinionsService } from "../../opinions/service";

let ctx: TestContext;
let server: RunningServer;
let admin: string;
let articleId: string;
const tokens: Record<string, string> = {};
const sockets: Socket[] = [];
const ROOT: AdminCaller = { kind: "admin", adminId: "66a0000000000000000000aa", username: "root" };
const [HERE, ELSEWHERE] = [FIXED_COMMUNITIES[4].id, FIXED_COMMUNITIES[5].id];
const SUBCATEGORY: Record<string, string> = { [HERE]: "Physics", [ELSEWHERE]: "Fitness" };
const heard: Array<{ target: { type: string; id: string }; cause: string }> = [];
let verifiedPost: string;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1", RATE_LIMITS: "relaxed" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["amy", "ben", "cal"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
  articleId = await newArticle();
  verifiedPost = await postIn("ben", HERE);
  expect((await ctx.call(verifyPostEndpoint, { body: { id: verifiedPost }, token: admin })).status).toBe(200);
  ctx.runtime.deps.moderation.onHeld("test", (target, cause) => void heard.push({ target, cause }));
}, 30_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  await ctx.close();
});

const models = () => ctx.runtime.deps.models;
const json = async <T = any>(res: Response) => (await res.json()) as T;
const newArticle = async () =>
  (await models().Article.create({ category: "World", title: "Harbour strike", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
const settle = (settings: Partial<ModerationSettings>) =>
  ctx.call(setModerationSettingsEndpoint, { body: { holdFirst: 0, words: [], communities: [], ...settings }, token: admin });
const opine = (name: string, text: string, postId = articleId, parentId?: string) =>
  ctx.call(parentId ? addReplyEndpoint : addTopCommentEndpoint, { body: { postId, text, ...(parentId ? { parentId } : {}) }, token: tokens[name] });
const postIn = async (name: string, communityId: string, title = "A post") => {
  const res = await ctx.call(createCommunityPostEndpoint, {
    body: { title, description: "D", communityId, selectedSubcategory: SUBCATEGORY[communityId] },
    token: tokens[name],
  });
  expect(res.status).toBe(200);
  return (await json(res))._id as string;
};
const thread = async (postId = articleId) => (await json(await ctx.call(getCommentsEndpoint, { body: { postId, sort: "newest" } }))).comments as any[];
const totalOf = async (postId = articleId) => (await models().Article.findById(postId).lean())!.totalComments;
const pointsOf = async (name: string) => (await models().User.findOne({ username: name }).lean())!.points;
/** The app's services over the test server's deps (approveHeld / rejectHeld are the queue's to call). */
const holds = () => createServices(ctx.runtime.deps).holds;
const blocked = async (res: Response) => {
  expect(res.status).toBe(422);
  expect(await json(res)).toEqual({ code: "blocked_word", message: MODERATION_TEXTS.blockedWord });
};

describe("the hold settings", () => {
  it("are nothing held by default; an administrator replaces them (each word once, block winning; audited), members cannot", async () => {
    expect(await json(await ctx.call(moderationSettingsEndpoint, { token: admin }))).toEqual({ holdFirst: 0, words: [], communities: [] });
    const res = await settle({
      holdFirst: 0,
      words: [
        { word: "Spam", action: "hold" },
        { word: "spam", action: "block" },
        { word: "ＳＰＡＭ", action: "hold" },
        { word: "casino", action: "hold" },
      ],
      communities: [{ communityId: HERE, holdFirst: 3 }],
    });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved).toEqual({
      holdFirst: 0,
      words: [
        { word: "spam", action: "block" },
        { word: "casino", action: "hold" },
      ],
      communities: [{ communityId: HERE, holdFirst: 3 }],
    });
    expect(await json(await ctx.call(moderationSettingsEndpoint, { token: admin }))).toEqual(saved);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries[0]).toMatchObject({ action: "updateModerationSettings", targetType: "moderationSettings", targetId: "site" });
    expect((await ctx.call(moderationSettingsEndpoint, { token: tokens.amy })).status).toBe(403);
    expect((await ctx.call(setModerationSettingsEndpoint, { body: saved, token: tokens.amy })).status).toBe(403);
    expect((await settle({ communities: [{ communityId: "66a0000000000000000000ff", holdFirst: 1 }] })).status).toBe(422);
    await settle({});
  });
});

describe("the word list", () => {
  it("refuses a blocked word, whole and in any case, in opinions, replies, edits, posts and chat", async () => {
    const before = await opine("amy", "Fine words");
    const own = (await json(before))._id as string;
    await settle({ words: [{ word: "spam", action: "block" }] });
    await blocked(await opine("amy", "This is SPAM!"));
    await blocked(await opine("amy", "spam", articleId, own));
    await blocked(await ctx.call(editCommentEndpoint, { body: { commentId: own, text: "now spam" }, token: tokens.amy }));
    await blocked(
      await ctx.call(createCommunityPostEndpoint, {
        body: { title: "Cheap", description: "Spam, spam.", communityId: ELSEWHERE, selectedSubcategory: "Fitness" },
        token: tokens.amy,
      }),
    );
    // Whole words only.
    expect((await opine("amy", "No spammers here, and antispam tools work")).status).toBe(200);
    const socket = await openSocket(sockets, server.url, tokens.amy);
    await ask(socket, chatClientEvents.joinRoom.name, { topicId: ELSEWHERE, userData: null });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: ELSEWHERE, message: "spam spam" })).toEqual({
      ok: false,
      error: { code: "blocked_word", message: MODERATION_TEXTS.blockedWord },
    });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: ELSEWHERE, message: "hello" })).toMatchObject({ ok: true });
    expect(await models().Comment.countDocuments({ text: /spam/i, author: "amy" })).toBe(1);
    await settle({});
  });

  it("takes every entry literally: `a.*b`, `(` and `(a+)+$` match only themselves, standing alone", async () => {
    await settle({
      words: [
        { word: "a.*b", action: "block" },
        { word: "(", action: "block" },
        { word: "(a+)+$", action: "block" },
      ],
    });
    await blocked(await opine("amy", "see a.*b here"));
    await blocked(await opine("amy", "an aside ( like this"));
    await blocked(await opine("amy", "(a+)+$"));
    for (const text of ["axxb and acb", "f(x) is fine", `${"a".repeat(4000)}!`, "A.B", "(a)"]) expect((await opine("amy", text)).status).toBe(200);
    await settle({});
  });

  it("holds an opinion with a word to hold: its author has it marked and is told; nobody else sees it, and it counts nowhere", async () => {
    await settle({ words: [{ word: "casino", action: "hold" }] });
    const total = await totalOf();
    const points = await pointsOf("amy");
    const res = await opine("amy", "Best casino in town");
    expect(res.status).toBe(200);
    const written = await json(res);
    expect(written).toMatchObject({ awaitingReview: true, earned: 0, text: "Best casino in town" });
    expect(await totalOf()).toBe(total);
    expect(await pointsOf("amy")).toBe(points);
    expect((await thread()).map((c) => c._id)).not.toContain(written._id);
    expect((await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: written._id } })).status).toBe(404);
    expect((await json(await ctx.call(userCommentsEndpoint, { body: { name: "amy" } }))).comments.map((c: { _id: string }) => c._id)).not.toContain(
      written._id,
    );
    expect((await json(await ctx.call(homeActivityEndpoint, { body: {} }))).map((a: { id: string }) => a.id)).not.toContain(`c:${written._id}`);
    // Nobody may vote on it, or reply to it (its author neither, until it is approved).
    expect((await ctx.call(likeCommentEndpoint, { body: { commentId: written._id }, token: tokens.ben })).status).toBe(404);
    expect(await json(await opine("amy", "and more", articleId, written._id))).toEqual({ code: "conflict", message: MODERATION_TEXTS.heldNoReplies });
    // Its author has it, marked.
    const mine = await json(await ctx.call(ownHeldOpinionsEndpoint, { body: { postId: articleId }, token: tokens.amy }));
    expect(mine.comments.map((c: { _id: string; awaitingReview?: true }) => [c._id, c.awaitingReview])).toEqual([[written._id, true]]);
    expect((await json(await ctx.call(ownHeldOpinionsEndpoint, { body: { postId: articleId }, token: tokens.ben }))).comments).toEqual([]);
    // …and is told (not appealable), and the queue heard of it.
    await ctx.runtime.deps.background.idle();
    const { notices } = await json(await ctx.call(noticesEndpoint, { token: tokens.amy }));
    expect(notices[0]).toMatchObject({
      kind: "held",
      outcome: "held",
      appealable: false,
      reason: MODERATION_TEXTS.heldWord,
      about: { targetType: "comment", targetId: written._id },
    });
    expect(heard.at(-1)).toEqual({ target: { type: "comment", id: written._id }, cause: "heldWord" });
    // An edit cannot wait for review: a word to hold refuses it.
    const fine = (await json(await opine("amy", "A fine opinion")))._id;
    await blocked(await ctx.call(editCommentEndpoint, { body: { commentId: fine, text: "casino now" }, token: tokens.amy }));
    expect(await countsThatDisagree(models())).toEqual([]);
    await settle({});
  });
});

describe("a new member's first writings", () => {
  it("are held, site-wide or by a community's own number, until enough of them are shown", async () => {
    tokens.dan = await createMember(ctx, "dan");
    await settle({ holdFirst: 2, communities: [{ communityId: HERE, holdFirst: 0 }] });
    const first = await json(await opine("dan", "First"));
    const second = await json(await opine("dan", "Second"));
    expect([first.awaitingReview, second.awaitingReview]).toEqual([true, true]);
    // The community that holds none: shown at once.
    const onPost = await json(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: verifiedPost, text: "here" }, token: tokens.dan }));
    expect(onPost.awaitingReview).toBeUndefined();
    // One shown (the comment above): still among the first two on the site.
    expect((await json(await opine("dan", "Third"))).awaitingReview).toBe(true);
    expect(await holds().approveHeld({ type: "comment", id: first._id }, ROOT)).toBe("done");
    // Two shown now: no longer held.
    expect((await json(await opine("dan", "Fourth"))).awaitingReview).toBeUndefined();
    // A post in a community that holds more is held (its notice says why), besides the review it awaits.
    await settle({ holdFirst: 0, communities: [{ communityId: ELSEWHERE, holdFirst: 5 }] });
    const post = await postIn("dan", ELSEWHERE);
    const pending = await json(await ctx.call(pendingCommunityPostsEndpoint, { body: {}, token: tokens.dan }));
    expect(pending.posts.find((p: { _id: string }) => p._id === post)).toMatchObject({ status: "unverified", awaitingReview: true });
    await ctx.runtime.deps.background.idle();
    const { notices } = await json(await ctx.call(noticesEndpoint, { token: tokens.dan }));
    expect(notices[0]).toMatchObject({ kind: "held", reason: MODERATION_TEXTS.heldNewMember, about: { targetType: "communityPost", targetId: post } });
    expect(heard.at(-1)).toEqual({ target: { type: "communityPost", id: post }, cause: "heldNewMember" });
    expect(await countsThatDisagree(models())).toEqual([]);
    await settle({});
  });
});

describe("approving and rejecting a held piece", () => {
  /** A held opinion (or reply) of `name`'s. */
  const heldOpinion = async (name: string, postId = articleId, parentId?: string) => {
    const written = await json(await opine(name, "A casino story", postId, parentId));
    expect(written.awaitingReview).toBe(true);
    return written._id as string;
  };

  it("approving shows it and moves its counts and points once; rejecting removes it and moves nothing", async () => {
    await settle({ words: [{ word: "casino", action: "hold" }] });
    const parent = (await json(await opine("ben", "A parent")))._id as string;
    const reply = await heldOpinion("cal", articleId, parent);
    const [total, points] = [await totalOf(), await pointsOf("cal")];
    expect(await holds().approveHeld({ type: "comment", id: reply }, ROOT)).toBe("done");
    expect(await holds().approveHeld({ type: "comment", id: reply }, ROOT)).toBe("notHeld");
    expect(await holds().rejectHeld({ type: "comment", id: reply }, ROOT)).toBe("notHeld");
    expect(await totalOf()).toBe(total + 1);
    expect(await pointsOf("cal")).toBe(points + POINTS.opinion);
    expect((await models().Comment.findById(parent).lean())!.replyCount).toBe(1);
    const shown = await json(await ctx.call(fetchCommentAndRepliesEndpoint, { body: { commentId: parent } }));
    expect(shown.replies.map((r: { _id: string; awaitingReview?: true }) => [r._id, r.awaitingReview])).toEqual([[reply, undefined]]);

    const rejected = await heldOpinion("cal");
    expect(await holds().rejectHeld({ type: "comment", id: rejected }, ROOT)).toBe("done");
    expect(await holds().approveHeld({ type: "comment", id: rejected }, ROOT)).toBe("notFound");
    expect(await models().Comment.exists({ _id: rejected })).toBeNull();
    expect(await totalOf()).toBe(total + 1);
    expect(await countsThatDisagree(models())).toEqual([]);
  });

  it("of an approval and a rejection at once, one acts and counts follow it (randomized rounds)", async () => {
    for (let round = 0; round < 8; round++) {
      const id = await heldOpinion(round % 2 ? "cal" : "amy");
      const calls = [() => holds().approveHeld({ type: "comment", id }, ROOT), () => holds().rejectHeld({ type: "comment", id }, ROOT)];
      if (Math.random() < 0.5) calls.reverse();
      const [a, b] = await Promise.all(calls.map(async (call) => (await Bun.sleep(Math.random() * 3), call())));
      expect([a, b].filter((outcome) => outcome === "done")).toHaveLength(1);
      expect(await countsThatDisagree(models())).toEqual([]);
    }
  });

  it("killed between taking the hold off and moving its counts, is repaired by the reconciler", async () => {
    const id = await heldOpinion("cal");
    const doomed = doomedInstance(ctx.runtime);
    const killed = killedAt(models(), ["Article", "updateOne"]);
    const deps = { ...ctx.runtime.deps, models: killed.models, intents: doomed.intents };
    const opinions = createOpinionsService(deps, { notify: () => {}, opinionEdited: async () => {} } as never, { pointsRose: () => {} }, {
      figuresRose: () => {},
      figuresFell: () => {},
    } as never);
    void opinions.approveHeld(id);
    await killed.reached;
    await doomed.die();
    expect((await models().Comment.findById(id).lean())!.held).toBeUndefined();
    expect(await countsThatDisagree(models())).not.toEqual([]);
    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBeGreaterThanOrEqual(1);
    expect(await countsThatDisagree(models())).toEqual([]);
  });

  it("a held community post is verified by its approval (counts and points follow), discarded by its rejection", async () => {
    await settle({ words: [{ word: "casino", action: "hold" }] });
    const before = { points: await pointsOf("cal"), count: (await models().Community.findById(HERE).lean())!.postCount };
    const approved = await postIn("cal", HERE, "Casino night");
    const rejected = await postIn("cal", HERE, "Casino day");
    const [a, b] = await Promise.all([
      holds().approveHeld({ type: "communityPost", id: approved }, ROOT),
      holds().rejectHeld({ type: "communityPost", id: approved }, ROOT),
    ]);
    expect([a, b].sort()).toEqual(["done", "notHeld"]);
    expect(await holds().rejectHeld({ type: "communityPost", id: rejected }, ROOT)).toBe("done");
    expect(await models().CommunityPost.exists({ _id: rejected })).toBeNull();
    const after = await models().CommunityPost.findById(approved).lean();
    if (a === "done") {
      expect(after).toMatchObject({ status: "verified" });
      expect(after!.held).toBeUndefined();
      expect(await pointsOf("cal")).toBe(before.points + POINTS.communityPost);
      expect((await models().Community.findById(HERE).lean())!.postCount).toBe(before.count + 1);
    } else {
      expect(after).toBeNull();
      expect(await pointsOf("cal")).toBe(before.points);
    }
    expect(await countsThatDisagree(models())).toEqual([]);
    await settle({});
  });
});

describe("held pieces in the moderation queue", () => {
  /** The queue's item of a piece (pending), once the hold's listeners have run. */
  const itemOf = async (targetId: string): Promise<QueueItem | undefined> => {
    await ctx.runtime.deps.background.idle();
    const page = await json(await ctx.call(moderationQueueEndpoint, { body: { status: "pending" }, token: admin }));
    return (page.items as QueueItem[]).find((item) => item.targetId === targetId);
  };
  const decide = (itemId: string, decision: "approve" | "reject") =>
    ctx.call(decideEndpoint, { body: { itemIds: [itemId], decision, ...(decision === "reject" ? { reasonId: "spam" } : {}) }, token: admin });

  it("come in as held and not public; the queue's approval publishes one once (counts and points follow), its rejection drops one", async () => {
    await settle({ words: [{ word: "casino", action: "hold" }] });
    const [total, points] = [await totalOf(), await pointsOf("amy")];
    const approved = (await json(await opine("amy", "A casino story to keep")))._id as string;
    const rejected = (await json(await opine("amy", "A casino story to drop")))._id as string;
    const item = (await itemOf(approved))!;
    expect(item).toMatchObject({ targetType: "comment", cause: "heldWord", status: "pending", hidden: true });
    // Held, never flagged hidden: the hold keeps it from everyone, and counts nowhere.
    expect((await models().Comment.findById(approved).lean())!.hidden).toBeUndefined();
    expect(await totalOf()).toBe(total);
    expect(await json(await decide(item._id, "approve"))).toEqual({ results: [{ itemId: item._id, outcome: "decided" }] });
    expect((await models().Comment.findById(approved).lean())!.held).toBeUndefined();
    expect((await thread()).map((c) => c._id)).toContain(approved);
    expect(await totalOf()).toBe(total + 1);
    expect(await pointsOf("amy")).toBe(points + POINTS.opinion);
    expect(await json(await decide((await itemOf(rejected))!._id, "reject"))).toMatchObject({ results: [{ outcome: "decided" }] });
    expect(await models().Comment.exists({ _id: rejected })).toBeNull();
    expect(await totalOf()).toBe(total + 1);
    expect(await countsThatDisagree(models())).toEqual([]);
    await settle({});
  });

  it("of the queue's approval and rejection at once, one lands and the piece is published or dropped once (randomized rounds)", async () => {
    await settle({ words: [{ word: "casino", action: "hold" }] });
    for (let round = 0; round < 6; round++) {
      const post = round % 3 === 2;
      const id = post ? await postIn("cal", HERE, `Casino round ${round}`) : ((await json(await opine("cal", `Casino round ${round}`)))._id as string);
      const item = (await itemOf(id))!;
      expect(item).toMatchObject({ cause: "heldWord", status: "pending" });
      const calls = [() => decide(item._id, "approve"), () => decide(item._id, "reject")];
      if (Math.random() < 0.5) calls.reverse();
      const answers = await Promise.all(calls.map(async (call) => (await Bun.sleep(Math.random() * 3), json(await call()))));
      const outcomes = answers.map((a) => a.results[0].outcome).sort();
      expect(outcomes).toEqual(["alreadyDecided", "decided"]);
      await ctx.runtime.deps.background.idle();
      const kept = (await json(await ctx.call(moderationQueueEndpoint, { body: { status: "approved" }, token: admin }))).items.some(
        (i: QueueItem) => i._id === item._id,
      );
      const doc = post ? await models().CommunityPost.findById(id).lean() : await models().Comment.findById(id).lean();
      if (kept) expect(doc).toMatchObject(post ? { status: "verified" } : {});
      else expect(doc).toBeNull();
      if (doc) expect(doc.held).toBeUndefined();
      expect(await countsThatDisagree(models())).toEqual([]);
    }
    await settle({});
  });
});
