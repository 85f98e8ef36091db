import {
  ACHIEVEMENT_RULES,
  ACHIEVEMENTS,
  FIXED_COMMUNITIES,
  INSIGHTFUL_OPINION_LENGTH,
  POPULAR_LIKES,
  achievementsEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  badgeUnlockedEvent,
  badgesEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  updateBadgesEndpoint,
  verifyPostEndpoint,
  watchNotificationsEvent,
  type AchievementName,
  type Achievements,
  type Badge,
  type BadgeUnlockedPayload,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { rawCollection } from "../../platform/raw-collection";
import { startServer, type RunningServer } from "../../server";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ask, openSocket } from "../../test-support/sockets";
import { createAchievementChecks } from "./achievement-checks";
import { createAchievementJob } from "./achievement-job";
import { createLeaders } from "./leaders";
import type { MemberStatsDoc } from "./model";
import { addDays, DAY_MS, dayOf } from "./periods";
import { dayKey, EXPERT_OPINIONS_ID } from "./stats";

let ctx: TestContext;
let server: RunningServer;
let admin: string;
let article: string;
const tokens = new Map<string, string>();
const fans: string[] = [];

const communityId = (name: string) => FIXED_COMMUNITIES.find((c) => c.name === name)!.id;
const json = async <T>(response: Response): Promise<T> => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  admin = (await json<{ token: string }>(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  const doc = await ctx.runtime.deps.models.Article.create({ category: "World", title: "An article", content: "C", source: "S", publishedAt: new Date() });
  article = doc._id.toString();
  for (const name of ["fan1", "fan2", "fan3"]) {
    fans.push(name);
    tokens.set(name, await createMember(ctx, name));
  }
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
});

const settle = async () => {
  await ctx.runtime.deps.background.idle();
  await Bun.sleep(30);
  await ctx.runtime.deps.background.idle();
};

/** A new member, with a socket hearing their badge unlocks. */
async function member(name: string): Promise<{ token: string; heard: AchievementName[]; socket: Socket }> {
  const token = await createMember(ctx, name);
  tokens.set(name, token);
  // The member's token in the handshake; the watch takes none.
  const socket = await openSocket([], server.url, token);
  expect(await ask(socket, watchNotificationsEvent.name, {})).toEqual({ ok: true });
  const heard: AchievementName[] = [];
  socket.on(badgeUnlockedEvent.name, (payload: BadgeUnlockedPayload) => heard.push(payload.badge));
  return { token, heard, socket };
}

const badges = async (token: string) => json<Badge[]>(await ctx.call(badgesEndpoint, { body: {}, token }));
const unlocked = async (token: string, name: AchievementName) => (await badges(token)).find((b) => b.name === name)!.unlocked;
const achievements = async (token: string) => json<Achievements>(await ctx.call(achievementsEndpoint, { body: {}, token }));

/** Seeds a member's kept figures (as records written before would have left them). */
const seedStats = (username: string, figures: Partial<Omit<MemberStatsDoc, "_id">>) =>
  rawCollection(ctx.runtime.deps.models.MemberStats).updateOne({ _id: username }, { $set: figures }, { upsert: true });

const opinion = async (token: string, text = "An opinion") =>
  (await json<{ _id: string }>(await ctx.call(addTopCommentEndpoint, { body: { postId: article, text }, token })))._id;

/**
 * One below the goal, at it, one above: the badge unlocks exactly at the goal, the member hears of
 * it once, and the achievement says Achieved with Current over Goal.
 */
async function crossing(name: AchievementName, step: () => Promise<unknown>, who: { token: string; heard: AchievementName[] }) {
  await step();
  await settle();
  expect(await unlocked(who.token, name)).toBe(false);
  expect((await achievements(who.token))[name].Message).toBe(false);
  await step();
  await settle();
  expect(await unlocked(who.token, name)).toBe(true);
  expect(who.heard.filter((b) => b === name)).toEqual([name]);
  await step();
  await settle();
  expect(who.heard.filter((b) => b === name)).toEqual([name]);
  const state = (await achievements(who.token))[name];
  expect(state.Message).toBe(true);
  return state;
}

describe("achievements from opinions, at their boundaries", () => {
  it("Active Commenter at 50 opinions, Active Engager at 500 opinions and replies", async () => {
    const m = await member("commenter");
    await seedStats("commenter", { opinions: 48, replies: 450 });
    const state = await crossing("Active Commenter", () => opinion(m.token), m);
    expect(state).toEqual({ Message: true, Current: 51, Goal: 50 });
    expect(await unlocked(m.token, "Active Engager")).toBe(true);
    expect((await achievements(m.token))["Active Engager"]).toEqual({ Message: true, Current: 501, Goal: 500 });
    m.socket.disconnect();
  });

  it("Lively Debater at 10 replies", async () => {
    const m = await member("debater");
    const parent = await opinion(tokens.get("fan1")!);
    await seedStats("debater", { replies: 8 });
    const state = await crossing(
      "Lively Debater",
      () => ctx.call(addReplyEndpoint, { body: { postId: article, parentId: parent, text: "A reply" }, token: m.token }),
      m,
    );
    expect(state.Current).toBe(11);
    m.socket.disconnect();
  });

  it("Lively Debater: replies to one's own opinions earn nothing and count for nothing", async () => {
    const m = await member("echo");
    const own = await opinion(m.token);
    await seedStats("echo", { replies: 8 });
    const pointsBefore = (await ctx.runtime.deps.models.User.findOne({ username: "echo" }).lean())!.points;
    for (let i = 0; i < 3; i++) {
      const reply = await json<{ earned: number }>(
        await ctx.call(addReplyEndpoint, { body: { postId: article, parentId: own, text: "Agreeing with myself" }, token: m.token }),
      );
      expect(reply.earned).toBe(0);
    }
    await settle();
    expect(await unlocked(m.token, "Lively Debater")).toBe(false);
    expect((await achievements(m.token))["Lively Debater"].Current).toBe(8);
    expect((await ctx.runtime.deps.models.User.findOne({ username: "echo" }).lean())!.points).toBe(pointsBefore);
    m.socket.disconnect();
  });

  it("a badge earned by writing and then deleting locks again", async () => {
    const m = await member("farmer");
    const ids: string[] = [];
    for (let i = 0; i < ACHIEVEMENT_RULES["Active Contributor"].goal!; i++) ids.push(await opinion(m.token, "Yes"));
    await settle();
    expect(await unlocked(m.token, "Active Contributor")).toBe(true);
    await Promise.all(ids.map((commentId) => ctx.call(deleteOwnCommentEndpoint, { body: { commentId }, token: m.token })));
    await settle();
    expect(await unlocked(m.token, "Active Contributor")).toBe(false);
    expect((await achievements(m.token))["Active Contributor"]).toEqual({ Message: false, Current: 0, Goal: 10 });
    expect((await ctx.runtime.deps.models.User.findOne({ username: "farmer" }).lean())!.points).toBe(0);
    m.socket.disconnect();
  });

  it("Insightful Analyst at 50 opinions of 200 characters; a shorter one does not count, and an edit that lengthens one does", async () => {
    const m = await member("analyst");
    await seedStats("analyst", { longOpinions: 48 });
    const long = "x".repeat(INSIGHTFUL_OPINION_LENGTH);
    await opinion(m.token, long.slice(1));
    await settle();
    expect((await achievements(m.token))["Insightful Analyst"].Current).toBe(48);
    await crossing("Insightful Analyst", () => opinion(m.token, long), m);
    // An edit across the mark moves the figure both ways.
    const short = await opinion(m.token, "short");
    await ctx.call(editCommentEndpoint, { body: { commentId: short, text: long }, token: m.token });
    expect((await achievements(m.token))["Insightful Analyst"].Current).toBe(52);
    await ctx.call(editCommentEndpoint, { body: { commentId: short, text: "short again" }, token: m.token });
    expect((await achievements(m.token))["Insightful Analyst"].Current).toBe(51);
    m.socket.disconnect();
  });

  it("Mentor at more than 100 opinions in Expert Opinions (opinions elsewhere do not count)", async () => {
    const m = await member("mentor");
    const post = await ctx.runtime.deps.models.CommunityPost.create({
      communityId: EXPERT_OPINIONS_ID,
      title: "Expert post",
      description: "D",
      author: "fan1",
      status: "verified",
    });
    await seedStats("mentor", { expertOpinions: 99, opinions: 99 });
    await opinion(m.token);
    await settle();
    expect((await achievements(m.token)).Mentor.Current).toBe(99);
    const state = await crossing(
      "Mentor",
      () => ctx.call(addTopCommunityCommentEndpoint, { body: { postId: post._id.toString(), text: "Expert view" }, token: m.token }),
      m,
    );
    expect(state).toEqual({ Message: true, Current: 102, Goal: ACHIEVEMENT_RULES.Mentor.goal! });
    m.socket.disconnect();
  });

  it("Active Contributor at 10 opinions within 7 days; older ones do not count", async () => {
    const m = await member("weekly");
    const { ContributionDay } = ctx.runtime.deps.models;
    const today = dayOf(new Date());
    const old = addDays(today, -7);
    await rawCollection(ContributionDay).insertOne({ _id: dayKey("weekly", old), username: "weekly", day: old, opinions: 30, posts: 0 });
    const sixDaysAgo = addDays(today, -6);
    await rawCollection(ContributionDay).insertOne({ _id: dayKey("weekly", sixDaysAgo), username: "weekly", day: sixDaysAgo, opinions: 8, posts: 0 });
    const state = await crossing("Active Contributor", () => opinion(m.token), m);
    expect(state.Current).toBe(11);
    m.socket.disconnect();
  });
});

describe("achievements from likes, at their boundaries", () => {
  it("Subject Expert at 10 opinions liked 100 times each", async () => {
    const m = await member("expert");
    const { Comment } = ctx.runtime.deps.models;
    const base = { postId: article, postKind: "article" as const, parentId: null, text: "T", author: "expert", downvotes: 0, replyCount: 0 };
    await Comment.insertMany(Array.from({ length: 9 }, () => ({ ...base, upvotes: POPULAR_LIKES })));
    const close = await Comment.create({ ...base, upvotes: POPULAR_LIKES - 2 });
    const like = async () => ctx.call(likeCommentEndpoint, { body: { commentId: close._id.toString() }, token: tokens.get(fans.shift()!)! });
    const state = await crossing("Subject Expert", like, m);
    expect(state).toEqual({ Message: true, Current: 10, Goal: 10 });
    m.socket.disconnect();
  });

  it("Popular Post at a community post liked 100 times", async () => {
    for (const name of ["fan4", "fan5", "fan6"]) {
      fans.push(name);
      tokens.set(name, await createMember(ctx, name));
    }
    const m = await member("popular");
    const post = await ctx.runtime.deps.models.CommunityPost.create({
      communityId: communityId("Motivational"),
      title: "Liked post",
      description: "D",
      author: "popular",
      status: "verified",
      upvotes: POPULAR_LIKES - 2,
    });
    const like = async () => ctx.call(likeCommunityPostEndpoint, { body: { postId: post._id.toString() }, token: tokens.get(fans.shift()!)! });
    const state = await crossing("Popular Post", like, m);
    expect(state).toEqual({ Message: true, Current: 101, Goal: 100 });
    m.socket.disconnect();
  });
});

describe("achievements from verified posts, at their boundaries", () => {
  /** A post by `author`, verified by the administrator through the API. */
  async function verifiedPost(author: string, community: string) {
    const post = await ctx.runtime.deps.models.CommunityPost.create({ communityId: community, title: "P", description: "D", author, status: "unverified" });
    await json(await ctx.call(verifyPostEndpoint, { body: { id: post._id.toString() }, token: admin }));
  }

  it("Century Posts at 100, Knowledge Contributor at 100 in Educational Resources or Book & Article Reviews, Top Community Member above 50 in one", async () => {
    const m = await member("writer");
    const education = communityId("Educational Resources");
    const books = communityId("Book & Article Reviews");
    await seedStats("writer", { verifiedPosts: 98, postsIn: { [education]: 49, [books]: 49 } });
    const state = await crossing("Century Posts", () => verifiedPost("writer", education), m);
    expect(state.Current).toBe(101);
    expect(await unlocked(m.token, "Knowledge Contributor")).toBe(true);
    const all = await achievements(m.token);
    expect(all["Knowledge Contributor"]).toEqual({ Message: true, Current: 101, Goal: 100 });
    // 52 in Educational Resources: more than 50 in one community.
    expect(all["Top Community Member"]).toEqual({ Message: true, Current: ["Educational Resources"], Goal: 51 });
    expect(m.heard.filter((b) => b === "Top Community Member")).toEqual(["Top Community Member"]);
    m.socket.disconnect();
  });

  it("Top Community Member is not met at exactly 50 in one community", async () => {
    const m = await member("fifty");
    await seedStats("fifty", { verifiedPosts: 49, postsIn: { [communityId("Sports")]: 49 } });
    await verifiedPost("fifty", communityId("Sports"));
    await settle();
    expect((await achievements(m.token))["Top Community Member"]).toEqual({ Message: false, Current: [], Goal: 51 });
    await verifiedPost("fifty", communityId("Sports"));
    await settle();
    expect((await achievements(m.token))["Top Community Member"]).toEqual({ Message: true, Current: ["Sports"], Goal: 51 });
    m.socket.disconnect();
  });

  it("Community Leader: the most verified posts of all members; drawing level with the leader is not enough", async () => {
    const m = await member("leader");
    const most = Number((await ctx.runtime.deps.models.MemberStats.collection.find().sort({ verifiedPosts: -1 }).limit(1).toArray())[0]?.verifiedPosts ?? 0);
    await seedStats("leader", { verifiedPosts: most - 1 });
    await verifiedPost("leader", communityId("Health"));
    await settle();
    // Level with the one who got there first: still theirs.
    expect(await unlocked(m.token, "Community Leader")).toBe(false);
    await verifiedPost("leader", communityId("Health"));
    await settle();
    expect(await unlocked(m.token, "Community Leader")).toBe(true);
    expect((await achievements(m.token))["Community Leader"]).toEqual({ Message: true, Current: most + 1, Goal: most + 1 });
    m.socket.disconnect();
  });
});

describe("time-based achievements (the scheduled job)", () => {
  const jobAt = (now: Date) => {
    const deps = { ...ctx.runtime.deps, now: () => now };
    const leaders = createLeaders(deps.models, deps.now);
    return createAchievementJob(deps, createAchievementChecks(deps, leaders), leaders);
  };

  it("Anniversary a year after joining, also for a year that ended while the server was down", async () => {
    const m = await member("veteran");
    const { User, GamificationJob } = ctx.runtime.deps.models;
    const joined = (await User.findOne({ username: "veteran" }).lean())!.createdAt;
    await rawCollection(GamificationJob).updateOne(
      { _id: "anniversary" },
      { $set: { doneUntil: new Date(joined.getTime() + 300 * DAY_MS) } },
      { upsert: true },
    );
    await jobAt(new Date(joined.getTime() + 365 * DAY_MS - 60_000)).runOnce();
    expect(await unlocked(m.token, "Anniversary")).toBe(false);
    // Down from a day before the anniversary until three days after it.
    await jobAt(new Date(joined.getTime() + 368 * DAY_MS)).runOnce();
    await settle();
    expect(await unlocked(m.token, "Anniversary")).toBe(true);
    expect(m.heard).toEqual(["Anniversary"]);
    await jobAt(new Date(joined.getTime() + 369 * DAY_MS)).runOnce();
    expect(m.heard).toEqual(["Anniversary"]);
    m.socket.disconnect();
  });

  it("Top Contributor: the month's top, ties to the earliest; a month that closed while the server was down still counts", async () => {
    const early = await member("early");
    const late = await member("late");
    const { ContributionDay, GamificationJob } = ctx.runtime.deps.models;
    const today = dayOf(new Date());
    const put = (username: string, day: Date, opinions: number) =>
      rawCollection(ContributionDay).updateOne({ _id: dayKey(username, day) }, { $set: { username, day, opinions, posts: 0 } }, { upsert: true });
    // 50 days ago 'early' gave 500 opinions: the top of every window that closed up to 20 days ago.
    await put("early", addDays(today, -50), 500);
    // Within the last month 'late' gave 400 and 'tie' 400 later on: 'late' got there first.
    await put("late", addDays(today, -20), 400);
    await member("tie");
    await put("tie", addDays(today, -5), 400);
    await rawCollection(GamificationJob).updateOne({ _id: "top-contributor" }, { $set: { doneUntil: addDays(today, -15) } }, { upsert: true });
    await jobAt(new Date()).runOnce();
    await settle();
    // Windows that closed 14 days ago onward no longer held 'early''s day; the catch-up started there.
    expect(await unlocked(early.token, "Top Contributor")).toBe(false);
    expect(await unlocked(late.token, "Top Contributor")).toBe(true);
    expect(await unlocked(tokens.get("tie")!, "Top Contributor")).toBe(false);
    expect((await achievements(late.token))["Top Contributor"]).toEqual({ Message: true, Current: 400, Goal: 400 });

    // Had the server been down since 15 days before that, the window that still held 'early''s day is gone through too.
    await rawCollection(GamificationJob).updateOne({ _id: "top-contributor" }, { $set: { doneUntil: addDays(today, -30) } });
    await jobAt(new Date()).runOnce();
    await settle();
    expect(await unlocked(early.token, "Top Contributor")).toBe(true);
    expect(early.heard).toEqual(["Top Contributor"]);
    early.socket.disconnect();
    late.socket.disconnect();
  });
});

describe("badges", () => {
  it("are all fourteen, in order; updateBadges marks only unlocked ones displayed and never unlocks", async () => {
    const m = await member("shown");
    await seedStats("shown", { opinions: 49 });
    await opinion(m.token);
    await settle();
    const list = await badges(m.token);
    expect(list.map((b) => b.name)).toEqual([...ACHIEVEMENTS]);
    expect(list.filter((b) => b.unlocked).map((b) => [b.name, b.displayed])).toEqual([["Active Commenter", false]]);
    const saved = await json<Badge[]>(
      await ctx.call(updateBadgesEndpoint, {
        body: {
          achievements: [
            { name: "Active Commenter", displayed: true },
            { name: "Mentor", unlocked: true, displayed: true },
          ],
        },
        token: m.token,
      }),
    );
    expect(saved.find((b) => b.name === "Active Commenter")).toEqual({ name: "Active Commenter", unlocked: true, displayed: true });
    expect(saved.find((b) => b.name === "Mentor")).toEqual({ name: "Mentor", unlocked: false, displayed: false });
    expect((await achievements(m.token)).Mentor.Message).toBe(false);
    m.socket.disconnect();
  });

  it("refuses other members' badges, unknown names, and visitors", async () => {
    const token = tokens.get("fan1")!;
    expect((await ctx.call(badgesEndpoint, { body: { username: "shown" }, token })).status).toBe(403);
    expect((await ctx.call(updateBadgesEndpoint, { body: { achievements: [{ name: "Everything", displayed: true }] }, token })).status).toBe(422);
    expect((await ctx.call(achievementsEndpoint, { body: {} })).status).toBe(401);
  });
});
