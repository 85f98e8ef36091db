import { POINTS } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { MemberCaller } from "../../platform/auth";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { createLevelUps } from "../gamification/level-ups";
import { createVotesService, type VotesService } from "./service";

// Two instances on one database: each has its own batcher, so their batches interleave and their
// conditional record writes collide. Counters and points must still equal what the records say.
// Over the engine's socket, as separate processes would reach it: in-process streams answer within
// one turn of the event loop, so two batches there never overlap.
let ctx: TestContext;
let instances: [VotesService, VotesService];
const callers: MemberCaller[] = [];
const targets: Array<{ type: "article" | "comment"; id: string }> = [];

beforeAll(async () => {
  ctx = await createTestContext({}, { engineOverSocket: true });
  const deps = { ...ctx.runtime.deps, rateLimiter: { ...ctx.runtime.deps.rateLimiter, hit: async () => {} } };
  const checks = { figuresRose() {} };
  instances = [createVotesService(deps, createLevelUps(deps), checks), createVotesService(deps, createLevelUps(deps), checks)];
  const { Article, Comment, User } = ctx.runtime.deps.models;
  for (const name of ["eli", "fay", "gus"]) {
    await createMember(ctx, name);
    const user = (await User.findOne({ username: name }).lean())!;
    callers.push({ kind: "member", userId: user._id.toString(), username: name, email: user.email, embed: null, sessionIds: [], expiresAt: null });
  }
  for (let i = 0; i < 2; i++) {
    const article = await Article.create({ category: "World", title: `Two ${i}`, content: "C", source: "S", publishedAt: new Date() });
    targets.push({ type: "article", id: article._id.toString() });
    const comment = await Comment.create({ postId: article._id.toString(), text: "T", author: "eli" });
    targets.push({ type: "comment", id: comment._id.toString() });
  }
});
afterAll(() => ctx.close());

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

async function expectRecordsAndCountersAgree() {
  const { Vote, Article, Comment, User } = ctx.runtime.deps.models;
  for (const { type, id } of targets) {
    const doc = type === "article" ? await Article.findById(id).lean() : await Comment.findById(id).lean();
    const count = (value: 1 | -1) => Vote.countDocuments({ targetType: type, targetId: id, value });
    expect([doc!.upvotes, doc!.downvotes]).toEqual([await count(1), await count(-1)]);
  }
  for (const { username } of callers) {
    const held = await Vote.countDocuments({ user: username, value: { $ne: 0 } });
    expect((await User.findOne({ username }).lean())!.points).toBe(held * POINTS.vote);
  }
}

describe("votes written by two instances at once", () => {
  it("keep counters and points equal to the records, 25 seeded schedules of 150 calls", async () => {
    for (let trial = 0; trial < 25; trial++) {
      const next = random(1000 + trial);
      const calls: Array<Promise<unknown>> = [];
      for (let i = 0; i < 150; i++) {
        const instance = instances[next() < 0.5 ? 0 : 1];
        const caller = callers[Math.floor(next() * callers.length)]!;
        const target = targets[Math.floor(next() * targets.length)]!;
        const value = next() < 0.5 ? 1 : -1;
        const action = next() < 0.6 ? "add" : "remove";
        const delay = Math.floor(next() * 3);
        calls.push(Bun.sleep(delay).then(() => instance[action](caller, target.type, target.id, value)));
      }
      const answers = await Promise.all(calls);
      expect(answers.every((a) => typeof a === "object")).toBe(true);
      await expectRecordsAndCountersAgree();
    }
    // The schedules did make the instances collide: some calls had to be sent again.
    expect(instances[0].stats().retried + instances[1].stats().retried).toBeGreaterThan(0);
  }, 120_000);

  it("count a write that landed and was overwritten by the other instance before its batch read it back", async () => {
    const { Vote } = ctx.runtime.deps.models;
    const [one, other] = instances;
    const [eli] = callers as [MemberCaller];
    const [x, y] = targets as [(typeof targets)[0], (typeof targets)[0]];
    await one.add(eli, x.type, x.id, -1);
    await one.add(eli, y.type, y.id, -1);
    const bulkWrite = Vote.collection.bulkWrite.bind(Vote.collection);
    let interleaved = false;
    // The first instance's next batch writes both records; around that write, the other instance
    // changes the first record before it (the batch's write there misses) and the second after it
    // (the batch's write there landed, and is overwritten before the batch reads its records back).
    Vote.collection.bulkWrite = (async (...args: Parameters<typeof bulkWrite>) => {
      if (interleaved) return bulkWrite(...args);
      interleaved = true;
      await other.remove(eli, x.type, x.id, -1);
      const result = await bulkWrite(...args);
      await other.add(eli, y.type, y.id, -1);
      return result;
    }) as typeof bulkWrite;
    try {
      const retriedBefore = one.stats().retried;
      const answers = await Promise.all([one.add(eli, x.type, x.id, 1), one.add(eli, y.type, y.id, 1)]);
      expect(interleaved).toBe(true);
      expect(answers.map((a) => a.vote)).toEqual([1, 1]);
      // Only the write that missed went again.
      expect(one.stats().retried - retriedBefore).toBe(1);
    } finally {
      Vote.collection.bulkWrite = bulkWrite;
    }
    await expectRecordsAndCountersAgree();
  });
});
