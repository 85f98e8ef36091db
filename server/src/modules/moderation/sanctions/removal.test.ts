import {
  ACHIEVEMENT_RULES,
  FIXED_COMMUNITIES,
  badgesEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  chatClientEvents,
  createCommunityPostEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  memberStandingEndpoint,
  sanctionEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../../server";
import { createMember, createTestContext, type TestContext } from "../../../test-support/context";
import { doomedInstance, killedAt, reconcilerOf } from "../../../test-support/crash";
import { countsThatDisagree } from "../../../test-support/exact-counts";
import { ask, openSocket } from "../../../test-support/sockets";
import { createAchievementChecks } from "../../gamification/achievement-checks";
import { createLeaders } from "../../gamification/leaders";
import { CLAIM_EXPIRES_MS, createWritingRemoval, SETTLE_MS } from "./removal";

let ctx: TestContext;
let server: RunningServer;
let admin: string;
const tokens: Record<string, string> = {};
const sockets: Socket[] = [];
const [HERE, ELSEWHERE] = [FIXED_COMMUNITIES[4].id, FIXED_COMMUNITIES[5].id];
const SUBCATEGORY: Record<string, string> = { [HERE]: "Physics", [ELSEWHERE]: "Fitness" };

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1", RATE_LIMITS: "relaxed" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["kim", "lou"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
}, 30_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  await ctx.close();
});

const models = () => ctx.runtime.deps.models;
/** The achievement checks a removal tells whose figures fell (as main.ts and the service table give it). */
const checks = () => createAchievementChecks(ctx.runtime.deps, createLeaders(ctx.runtime.deps.models, ctx.runtime.deps.now));
const json = async <T = any>(res: Response) => (await res.json()) as T;
const newArticle = async () =>
  (await models().Article.create({ category: "World", title: "Harbour strike", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
const opine = async (name: string, postId: string, parentId?: string, onPost = false) => {
  const endpoint = onPost ? addTopCommunityCommentEndpoint : parentId ? addReplyEndpoint : addTopCommentEndpoint;
  const res = await ctx.call(endpoint, { body: { postId, text: `${name} says`, ...(parentId ? { parentId } : {}) }, token: tokens[name] });
  return res;
};
const idOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json(res))._id as string;
};
const postIn = async (name: string, communityId: string, verify: boolean) => {
  const id = await idOf(
    await ctx.call(createCommunityPostEndpoint, {
      body: { title: "A post", description: "D", communityId, selectedSubcategory: SUBCATEGORY[communityId] },
      token: tokens[name],
    }),
  );
  if (verify) expect((await ctx.call(verifyPostEndpoint, { body: { id }, token: admin })).status).toBe(200);
  return id;
};
const ban = async (username: string, extra: Record<string, unknown> = {}) => {
  const res = await ctx.call(sanctionEndpoint, { body: { username, kind: "ban", reasonId: "spam", removeWriting: true, ...extra }, token: admin });
  expect(res.status).toBe(200);
  return json(res);
};
/** Runs the removal's settling pass, as the sweep does once its time has come. */
async function settle(later = SETTLE_MS + 1000) {
  const realNow = ctx.runtime.deps.now;
  ctx.runtime.deps.now = () => new Date(Date.now() + later);
  try {
    await createWritingRemoval(ctx.runtime.deps, checks()).sweep();
  } finally {
    ctx.runtime.deps.now = realNow;
  }
}
/** Everything the member wrote that is still stored. */
const leftOf = async (username: string) => ({
  opinions: await models().Comment.countDocuments({ author: username }),
  posts: await models().CommunityPost.countDocuments({ author: username }),
  chat: await models().ChatMessage.countDocuments({ username }),
});

describe("a sanction that removes the member's writing", () => {
  it("takes their opinions, replies, posts and chat messages, and every count and point follows", async () => {
    tokens.rex = await createMember(ctx, "rex");
    const article = await newArticle();
    const top = await idOf(await opine("rex", article));
    const kimsReply = await idOf(await opine("kim", article, top));
    await idOf(await opine("rex", article, kimsReply));
    const kims = await idOf(await opine("kim", article));
    await idOf(await opine("rex", article, kims));
    const verified = await postIn("rex", HERE, true);
    await postIn("rex", ELSEWHERE, false);
    const onPost = await idOf(await opine("lou", verified, undefined, true));
    await idOf(await opine("rex", verified, onPost, true));
    for (const [endpoint, body] of [
      [likeCommentEndpoint, { commentId: top }],
      [likeCommunityPostEndpoint, { postId: verified }],
    ] as const)
      expect((await ctx.call(endpoint, { body, token: tokens.kim })).status).toBe(200);
    const socket = await openSocket(sockets, server.url, tokens.rex);
    await ask(socket, chatClientEvents.joinRoom.name, { topicId: HERE, userData: null });
    expect(await ask(socket, chatClientEvents.message.name, { topicId: HERE, message: "buy now" })).toMatchObject({ ok: true });
    expect(await leftOf("rex")).toEqual({ opinions: 4, posts: 2, chat: 1 });

    const made = await ban("rex");
    expect(made.removal).toBe("removing");
    await ctx.runtime.deps.background.idle();
    expect(await leftOf("rex")).toEqual({ opinions: 0, posts: 0, chat: 0 });
    // Others' writing on it went with it (a removed thread goes whole); kim's own opinion stays.
    expect(await models().Comment.exists({ _id: kims })).not.toBeNull();
    expect(await countsThatDisagree(models())).toEqual([]);

    await settle();
    const standing = await json(await ctx.call(memberStandingEndpoint, { body: { username: "rex" }, token: admin }));
    expect(standing.sanctions[0]).toMatchObject({ _id: made._id, removal: "removed" });
  });

  it("locks again the badges the removed writing earned: its authors' figures are measured again", async () => {
    tokens.vic = await createMember(ctx, "vic");
    const article = await newArticle();
    for (let i = 0; i < ACHIEVEMENT_RULES["Active Contributor"].goal!; i++) await idOf(await opine("vic", article));
    const activeContributor = async () =>
      (await json<Array<{ name: string; unlocked: boolean }>>(await ctx.call(badgesEndpoint, { body: {}, token: tokens.vic }))).find(
        (b) => b.name === "Active Contributor",
      )!.unlocked;
    /** Achievement checks run in the background, in windows. */
    const checked = async () => {
      await ctx.runtime.deps.background.idle();
      await Bun.sleep(80);
      await ctx.runtime.deps.background.idle();
    };
    await checked();
    expect(await activeContributor()).toBe(true);
    await ban("vic");
    await checked();
    expect(await leftOf("vic")).toEqual({ opinions: 0, posts: 0, chat: 0 });
    expect(await activeContributor()).toBe(false);
  });

  it("from one community takes only what is in that community", async () => {
    tokens.sid = await createMember(ctx, "sid");
    const article = await newArticle();
    const [here, there] = [await postIn("kim", HERE, true), await postIn("kim", ELSEWHERE, true)];
    await idOf(await opine("sid", here, undefined, true));
    const kept = await idOf(await opine("sid", there, undefined, true));
    const onArticle = await idOf(await opine("sid", article));
    await postIn("sid", HERE, false);
    const keptPost = await postIn("sid", ELSEWHERE, false);
    await ban("sid", { communityId: HERE });
    await ctx.runtime.deps.background.idle();
    expect((await models().Comment.find({ author: "sid" }, { _id: 1 }).lean()).map((c) => c._id.toString()).sort()).toEqual([kept, onArticle].sort());
    expect((await models().CommunityPost.find({ author: "sid" }, { _id: 1 }).lean()).map((p) => p._id.toString())).toEqual([keptPost]);
    expect(await countsThatDisagree(models())).toEqual([]);
  });

  it("killed mid-pass, is finished by the next sweep once its claim expires; counts and points stay exact", async () => {
    tokens.ted = await createMember(ctx, "ted");
    const article = await newArticle();
    await idOf(await opine("ted", article));
    const post = await postIn("ted", HERE, true);
    await idOf(await opine("kim", post, undefined, true));
    // A sanction whose first pass runs on an instance that dies once it has discarded the post and
    // taken back its author's points, before its community's count moves.
    const made = await ban("ted", { removeWriting: false });
    await models().Sanction.updateOne(
      { _id: made._id },
      { $set: { removal: { state: "removing", passes: 0, nextPassAt: new Date(), claimedBy: null, claimedAt: null } } },
    );
    const doomed = doomedInstance(ctx.runtime);
    const killed = killedAt(models(), ["Community", "updateOne"]);
    void createWritingRemoval({ ...ctx.runtime.deps, models: killed.models, intents: doomed.intents }, checks()).sweep();
    await killed.reached;
    await doomed.die();
    expect((await models().CommunityPost.findById(post).lean())?.status).toBe("discarded");
    expect(await models().Comment.countDocuments({ author: "ted" })).toBe(0);

    // Its community still counts the post: the count was never moved.
    expect(await countsThatDisagree(models())).toEqual([expect.stringMatching(new RegExp(`^community ${HERE}: postCount \\d+, records \\d+$`))]);

    // The reconciler repairs the cut-short write; a sweep before the claim expires leaves the pass alone.
    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBeGreaterThanOrEqual(1);
    expect(await countsThatDisagree(models())).toEqual([]);
    await createWritingRemoval(ctx.runtime.deps, checks()).sweep();
    expect((await models().Sanction.findById(made._id).lean())!.removal).toMatchObject({ state: "removing", passes: 0 });
    const realNow = ctx.runtime.deps.now;
    ctx.runtime.deps.now = () => new Date(Date.now() + CLAIM_EXPIRES_MS + 1000);
    try {
      await createWritingRemoval(ctx.runtime.deps, checks()).sweep();
    } finally {
      ctx.runtime.deps.now = realNow;
    }
    expect((await models().Sanction.findById(made._id).lean())!.removal).toMatchObject({ state: "removing", passes: 1 });
    expect(await leftOf("ted")).toEqual({ opinions: 0, posts: 0, chat: 0 });
    expect(await models().Comment.countDocuments({ postId: post })).toBe(0);
    expect(await countsThatDisagree(models())).toEqual([]);
    // (its first pass was recorded at the moved clock: the settling pass is due after that)
    await settle(CLAIM_EXPIRES_MS + SETTLE_MS + 2000);
    expect((await models().Sanction.findById(made._id).lean())!.removal).toMatchObject({ state: "removed", passes: 2 });
  });
});

describe("a ban while the member writes from two tabs", () => {
  it("leaves every write either landed and removed, or refused; counts and points are what the records say", async () => {
    for (let round = 0; round < 6; round++) {
      const name = `tab${round}`;
      tokens[name] = await createMember(ctx, name);
      const article = await newArticle();
      const kims = await idOf(await opine("kim", article));
      const post = await postIn("kim", HERE, true);
      const socket = await openSocket(sockets, server.url, tokens[name]);
      await ask(socket, chatClientEvents.joinRoom.name, { topicId: HERE, userData: null });
      /** A chat message's answer as a status: sent (200) or refused for the sanction (403). */
      const chat = async () => {
        const answer = await ask(socket, chatClientEvents.message.name, { topicId: HERE, message: "hi" });
        return { status: answer.ok ? 200 : answer.error.code === "sanctioned" ? 403 : 500 };
      };
      const write = (i: number) => {
        const kind = i % 5;
        if (kind === 0) return opine(name, article);
        if (kind === 1) return opine(name, article, kims);
        if (kind === 2) return opine(name, post, undefined, true);
        if (kind === 3) return chat();
        return ctx.call(createCommunityPostEndpoint, {
          body: { title: `t${i}`, description: "D", communityId: ELSEWHERE, selectedSubcategory: "Fitness" },
          token: tokens[name],
        });
      };
      // Two tabs, each writing a few times with random pauses; the ban lands at a random moment among them.
      const tab = async (offset: number) => {
        const answers: number[] = [];
        for (let i = offset; i < offset + 8; i += 2) {
          await Bun.sleep(Math.random() * 6);
          answers.push((await write(i + Math.floor(Math.random() * 5))).status);
        }
        return answers;
      };
      const banning = (async () => {
        await Bun.sleep(Math.random() * 20);
        await ban(name);
      })();
      const [first, second] = await Promise.all([tab(0), tab(1), banning]);
      for (const status of [...first!, ...second!]) expect([200, 403]).toContain(status);
      await ctx.runtime.deps.background.idle();
      expect(await leftOf(name)).toEqual({ opinions: 0, posts: 0, chat: 0 });
      expect(await countsThatDisagree(models())).toEqual([]);
    }
  });
});
