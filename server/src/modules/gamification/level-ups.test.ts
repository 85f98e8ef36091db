import {
  FIXED_COMMUNITIES,
  LEVELS,
  POINTS,
  addTopCommentEndpoint,
  adminLoginEndpoint,
  createCommunityPostEndpoint,
  levelUpEvent,
  likeArticleEndpoint,
  unlikeArticleEndpoint,
  verifyPostEndpoint,
  watchNotificationsEvent,
  type LevelUpPayload,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { levelReachedMigration } from "../../migrations/level-reached";
import { startServer, type RunningServer } from "../../server";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ask, openSocket } from "../../test-support/sockets";

let ctx: TestContext;
let server: RunningServer;
let token: string;
const articles: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  ctx.runtime.deps.rateLimiter.hit = async () => {};
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  token = await createMember(ctx, "climber");
  for (let i = 0; i < 12; i++) {
    const article = await ctx.runtime.deps.models.Article.create({ category: "World", title: `A${i}`, content: "C", source: "S", publishedAt: new Date() });
    articles.push(article._id.toString());
  }
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
});

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A socket watching the climber's own events, and what it heard. */
async function listen(): Promise<{ socket: Socket; heard: LevelUpPayload[] }> {
  // The member's token in the handshake; the watch takes none.
  const socket = await openSocket([], server.url, token);
  expect(await ask(socket, watchNotificationsEvent.name, {})).toEqual({ ok: true });
  const heard: LevelUpPayload[] = [];
  socket.on(levelUpEvent.name, (payload: LevelUpPayload) => heard.push(payload));
  return { socket, heard };
}
const settle = async () => {
  await ctx.runtime.deps.background.idle();
  await Bun.sleep(80);
};
/** Sets the climber's stored points and the level they were last told of; takes back their votes. */
async function reset(points: number, levelReached: number) {
  for (const postId of articles) await ctx.call(unlikeArticleEndpoint, { body: { postId }, token });
  await settle();
  await ctx.runtime.deps.models.User.updateOne({ username: "climber" }, { $set: { points, levelReached } });
}
const like = (postId: string) => ctx.call(likeArticleEndpoint, { body: { postId }, token });

describe("level-up events", () => {
  it("come once at each threshold (one below tells nothing, at tells, one more tells nothing)", async () => {
    const { socket, heard } = await listen();
    try {
      for (const [index, level] of LEVELS.entries()) {
        if (index === 0) continue;
        const previous = LEVELS[index - 1]!.level;
        await reset(level.minPoints - 2 * POINTS.vote, previous);
        await like(articles[0]!); // one vote below the threshold
        await settle();
        expect(heard).toEqual([]);
        await like(articles[1]!); // at it
        await settle();
        expect(heard).toEqual([
          { level: { level: level.level, badge: level.badge, currentPoints: level.minPoints, goalPoints: LEVELS[index + 1]?.minPoints ?? level.minPoints } },
        ]);
        await like(articles[2]!); // above it
        await settle();
        expect(heard).toHaveLength(1);
        heard.length = 0;
      }
    } finally {
      socket.close();
    }
  });

  it("come from opinions and verified community posts too (the other writes that raise points)", async () => {
    const { socket, heard } = await listen();
    try {
      await reset(LEVELS[1]!.minPoints - POINTS.opinion, 1);
      expect((await ctx.call(addTopCommentEndpoint, { body: { postId: articles[0]!, text: "Over the line" }, token })).status).toBe(200);
      await settle();
      expect(heard.map((p) => p.level.level)).toEqual([2]);
      await reset(LEVELS[2]!.minPoints - POINTS.communityPost, 2);
      const post = { title: "Climbing", description: "D", communityId: FIXED_COMMUNITIES[13].id, selectedSubcategory: "" };
      const created = await ctx.call(createCommunityPostEndpoint, { body: post, token });
      expect(created.status).toBe(200);
      await settle();
      // Submitted, it earns nothing yet: the +50, and the level, come when it is verified.
      expect(heard.map((p) => p.level.level)).toEqual([2]);
      const admin = (await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string };
      const { _id } = (await created.json()) as { _id: string };
      expect((await ctx.call(verifyPostEndpoint, { body: { id: _id }, token: admin.token })).status).toBe(200);
      await settle();
      expect(heard.map((p) => p.level.level)).toEqual([2, 3]);
    } finally {
      socket.close();
    }
  });

  it("come once however the concurrent writes that cross a threshold interleave, and not again after a fall and rise", async () => {
    const { socket, heard } = await listen();
    try {
      for (let trial = 0; trial < 3; trial++) {
        const next = random(trial + 7);
        await reset(LEVELS[1]!.minPoints - 3 * POINTS.vote, 1);
        await Promise.all(articles.map((postId) => Bun.sleep(Math.floor(next() * 20)).then(() => like(postId))));
        await settle();
        expect(heard.map((p) => p.level.level)).toEqual([2]);
        // Down below the threshold and up again: the level was already told.
        for (const postId of articles) await ctx.call(unlikeArticleEndpoint, { body: { postId }, token });
        await Promise.all(articles.map((postId) => like(postId)));
        await settle();
        expect(heard).toHaveLength(1);
        heard.length = 0;
      }
    } finally {
      socket.close();
    }
  });

  it("start members from before them at the level their points give (the migration)", async () => {
    const { User } = ctx.runtime.deps.models;
    await User.collection.insertMany(
      [0, 499, 500, 1999, 3500, -5].map((points, i) => ({ username: `old${i}`, email: `old${i}@example.com`, passwordHash: "x", points, verified: true })),
    );
    await levelReachedMigration(ctx.runtime.deps.models).run();
    const reached = await User.find({ username: /^old/ }, { username: 1, levelReached: 1 }).sort({ username: 1 }).lean();
    expect(reached.map((u) => u.levelReached)).toEqual([1, 1, 2, 4, 7, 1]);
  });
});
