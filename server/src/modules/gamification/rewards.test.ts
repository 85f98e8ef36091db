import {
  adminLoginEndpoint,
  auditLogEndpoint,
  peopleWithBadgesEndpoint,
  sendAchievementMailEndpoint,
  type AuditEntry,
  type RewardCandidate,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { AdminCaller } from "../../platform/auth";
import { rawCollection } from "../../platform/raw-collection";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { doomedInstance, reconcilerOf } from "../../test-support/crash";
import { createAuditLog } from "../moderation/audit";
import type { MemberStatsDoc } from "./model";
import { createRewards } from "./rewards";

let ctx: TestContext;
let admin: string;
let member: string;

const json = async <T>(response: Response): Promise<T> => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const mail = (email: string, badge: string) => ({ email, badge, subject: "Congratulations!", body: `Well done on ${badge}.` });
/** Seeds a member's kept figures, only those given (the others read as 0). */
const seedStats = (username: string, figures: Partial<Omit<MemberStatsDoc, "_id">>) =>
  rawCollection(ctx.runtime.deps.models.MemberStats).updateOne({ _id: username }, { $set: figures }, { upsert: true });

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  admin = (await json<{ token: string }>(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  member = await createMember(ctx, "winner");
  await createMember(ctx, "other");
  const { Badge } = ctx.runtime.deps.models;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // The figures behind the badges: rewards are measured again before they are listed and sent.
  await seedStats("winner", { expertOpinions: 101 });
  await seedStats("other", { expertOpinions: 101 });
  await Badge.collection.insertMany([
    { username: "winner", name: "Mentor", unlockedAt: at(3), displayed: true, rewardedAt: null },
    { username: "other", name: "Anniversary", unlockedAt: at(2), displayed: false, rewardedAt: null },
    { username: "winner", name: "Century Posts", unlockedAt: at(1), displayed: false, rewardedAt: at(0) },
  ]);
});
afterAll(() => ctx.close());

const candidates = async () => json<RewardCandidate[]>(await ctx.call(peopleWithBadgesEndpoint, { token: admin }));

describe("rewards", () => {
  it("lists unlocked badges not yet rewarded, the earliest first", async () => {
    expect(await candidates()).toEqual([
      { name: "winner", email: "winner@example.com", badge: { name: "Mentor" } },
      { name: "other", email: "other@example.com", badge: { name: "Anniversary" } },
    ]);
  });

  it("mails only a candidate, once: the mail is in the outbox, the row leaves the list, the audit log has it", async () => {
    const before = (await ctx.outbox()).length;
    const sent = await json<{ message: string }>(await ctx.call(sendAchievementMailEndpoint, { body: mail("winner@example.com", "Mentor"), token: admin }));
    expect(sent.message).toBe("Email sent to winner for achieving Mentor!");
    const outbox = await ctx.outbox();
    expect(outbox).toHaveLength(before + 1);
    expect(outbox.at(-1)).toContain("To: winner@example.com");
    expect(outbox.at(-1)).toContain("Well done on Mentor.");
    expect((await candidates()).map((c) => c.badge.name)).toEqual(["Anniversary"]);
    const audit = await json<{ entries: AuditEntry[] }>(await ctx.call(auditLogEndpoint, { body: { page: 1 }, token: admin }));
    expect(audit.entries[0]).toMatchObject({ admin: "root", action: "sendReward", targetType: "badge", summary: "Mentor for winner" });

    // Again: already sent. A badge not unlocked, or an address of nobody: no mail.
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("winner@example.com", "Mentor"), token: admin })).status).toBe(409);
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("winner@example.com", "Lively Debater"), token: admin })).status).toBe(404);
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("someone@elsewhere.test", "Anniversary"), token: admin })).status).toBe(404);
    expect(await ctx.outbox()).toHaveLength(before + 1);
  });

  it("two administrators sending the same reward at once send one mail", async () => {
    const before = (await ctx.outbox()).length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => ctx.call(sendAchievementMailEndpoint, { body: mail("other@example.com", "Anniversary"), token: admin })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await ctx.outbox()).toHaveLength(before + 1);
  });

  it("keeps the reward open when the mail cannot be sent", async () => {
    await ctx.runtime.deps.models.Badge.collection.insertOne({ username: "other", name: "Mentor", unlockedAt: new Date(), displayed: false, rewardedAt: null });
    const send = ctx.runtime.deps.mailer.send;
    ctx.runtime.deps.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("other@example.com", "Mentor"), token: admin })).status).toBe(503);
    } finally {
      ctx.runtime.deps.mailer.send = send;
    }
    expect((await candidates()).map((c) => [c.name, c.badge.name])).toEqual([["other", "Mentor"]]);
  });

  it("measures a badge again: one its records no longer earn is not listed, and mailing it locks it and sends nothing", async () => {
    await createMember(ctx, "farmer");
    const { Badge } = ctx.runtime.deps.models;
    // Both unlocked, then the opinions behind them were deleted: nothing is left of either.
    await Badge.collection.insertMany([
      { username: "farmer", name: "Active Contributor", unlockedAt: new Date(), displayed: false, rewardedAt: null },
      { username: "farmer", name: "Active Commenter", unlockedAt: new Date(), displayed: false, rewardedAt: null },
    ]);
    await seedStats("farmer", { opinions: 0 });
    expect((await candidates()).filter((c) => c.name === "farmer")).toEqual([]);
    const before = (await ctx.outbox()).length;
    const refused = await ctx.call(sendAchievementMailEndpoint, { body: mail("farmer@example.com", "Active Commenter"), token: admin });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("no_longer_earned");
    expect(await ctx.outbox()).toHaveLength(before);
    // Both badges lock again (neither is earned), so the member sees them locked.
    expect(await Badge.collection.countDocuments({ username: "farmer" })).toBe(0);
  });

  it("is for administrators only, and validates what it is sent", async () => {
    expect((await ctx.call(peopleWithBadgesEndpoint, { token: member })).status).toBe(403);
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("winner@example.com", "Mentor"), token: member })).status).toBe(403);
    expect((await ctx.call(sendAchievementMailEndpoint, { body: { ...mail("winner@example.com", "Mentor"), subject: "" }, token: admin })).status).toBe(422);
    expect(
      (await ctx.call(sendAchievementMailEndpoint, { body: { ...mail("winner@example.com", "Mentor"), email: { $ne: null } }, token: admin })).status,
    ).toBe(422);
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("not-an-email", "Mentor"), token: admin })).status).toBe(422);
  });
});

describe("a reward killed midway", () => {
  const root: AdminCaller = { kind: "admin", adminId: "6a00000000000000000000ad", username: "root" };
  /** The rewards of an instance about to die, whose mail (or audit line) is never answered. */
  function dying(stuckAt: "mail" | "audit") {
    const doomed = doomedInstance(ctx.runtime);
    const { promise: reached, resolve } = Promise.withResolvers<void>();
    const never = () => {
      resolve();
      return new Promise<never>(() => {});
    };
    const deps = ctx.runtime.deps;
    const audit = createAuditLog(deps.models.Audit, deps.now);
    const rewards = createRewards(
      { ...deps, intents: doomed.intents, mailer: stuckAt === "mail" ? { ...deps.mailer, send: never } : deps.mailer },
      stuckAt === "audit" ? { record: never } : audit,
      { stillEarned: async () => true, lockUnearned: async () => [] },
    );
    return { rewards, reached, die: doomed.die };
  }
  const rewardedAt = async (username: string) => (await ctx.runtime.deps.models.Badge.findOne({ username, name: "Mentor" }).lean())!.rewardedAt;

  it("claimed, then killed before its mail went: the reconciler opens it again, and it can be sent", async () => {
    await createMember(ctx, "claimed");
    await seedStats("claimed", { expertOpinions: 101 });
    await ctx.runtime.deps.models.Badge.collection.insertOne({
      username: "claimed",
      name: "Mentor",
      unlockedAt: new Date(),
      displayed: false,
      rewardedAt: null,
    });
    const { rewards, reached, die } = dying("mail");
    void rewards.send(root, { ...mail("claimed@example.com", "Mentor"), badge: "Mentor" });
    await reached;
    await die();
    expect(await rewardedAt("claimed")).toBeInstanceOf(Date);
    // Claimed but never mailed: no administrator could send it.
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("claimed@example.com", "Mentor"), token: admin })).status).toBe(409);

    expect(await reconcilerOf(ctx.runtime).sweep()).toBe(1);
    expect(await rewardedAt("claimed")).toBeNull();
    expect((await ctx.call(sendAchievementMailEndpoint, { body: mail("claimed@example.com", "Mentor"), token: admin })).status).toBe(200);
  });

  it("mailed and audited, then killed before its intent was marked done: it stays sent", async () => {
    await createMember(ctx, "mailed");
    await ctx.runtime.deps.models.Badge.collection.insertOne({
      username: "mailed",
      name: "Mentor",
      unlockedAt: new Date(),
      displayed: false,
      rewardedAt: null,
    });
    const doomed = doomedInstance(ctx.runtime);
    const deps = ctx.runtime.deps;
    const audit = createAuditLog(deps.models.Audit, deps.now);
    const rewards = createRewards({ ...deps, intents: doomed.intents }, audit, { stillEarned: async () => true, lockUnearned: async () => [] });
    await rewards.send(root, { ...mail("mailed@example.com", "Mentor"), badge: "Mentor" });
    await doomed.die();
    // As if killed before its done mark went (it rides with the next write's intent, or goes 200 ms later).
    await deps.models.WriteIntent.updateMany({ instance: doomed.intents.instance }, { $set: { doneAt: null } });
    expect(await reconcilerOf(ctx.runtime).sweep()).toBe(1);
    expect(await rewardedAt("mailed")).toBeInstanceOf(Date);
  });

  it("mailed, then killed before its audit line: opened again (it may be sent twice, never lost)", async () => {
    await createMember(ctx, "unlogged");
    await ctx.runtime.deps.models.Badge.collection.insertOne({
      username: "unlogged",
      name: "Mentor",
      unlockedAt: new Date(),
      displayed: false,
      rewardedAt: null,
    });
    const { rewards, reached, die } = dying("audit");
    void rewards.send(root, { ...mail("unlogged@example.com", "Mentor"), badge: "Mentor" });
    await reached;
    await die();
    expect(await reconcilerOf(ctx.runtime).sweep()).toBe(1);
    expect(await rewardedAt("unlogged")).toBeNull();
  });
});
