import { MODERATION_TEXTS, noticesEndpoint, seeNoticesEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { createNotices } from "./notices";

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ["noor", "odin"]) {
    tokens[name] = await createMember(ctx, name);
    ids[name] = (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!._id.toString();
  }
});
afterAll(() => ctx.close());

/** The notices service over the test server's own database and mailer (it keeps no state of its own). */
const notices = () => createNotices(ctx.runtime.deps);
const list = async (name: string) => (await (await ctx.call(noticesEndpoint, { token: tokens[name] })).json()) as { notices: any[]; unseen: number };

describe("statements of reasons (issue 47)", () => {
  it("a notice is stored for its member only, mailed with the whole statement, and counted unseen until seen", async () => {
    const issued = await notices().issue({
      userId: ids.noor!,
      kind: "removed",
      about: { targetType: "comment", targetId: "66aa00000000000000000001", text: "Buy cheap watches at example dot com, best prices in town" },
      outcome: "removed",
      reason: "Spam",
      rule: "No advertising.",
      note: "Third time this week.",
      appealable: true,
    });
    expect(issued).toMatchObject({ kind: "removed", outcome: "removed", appealable: true, seen: false, reason: "Spam", rule: "No advertising." });

    const mine = await list("noor");
    expect(mine.unseen).toBe(1);
    expect(mine.notices.map((n) => n._id)).toEqual([issued._id]);
    expect((await list("odin")).notices).toEqual([]);

    const mail = (await ctx.outbox()).find((m) => m.includes("To: noor@example.com") && m.includes(MODERATION_TEXTS.mailSubject));
    expect(mail).toBeDefined();
    for (const part of [
      MODERATION_TEXTS.noticeRemoved,
      MODERATION_TEXTS.outcomeRemoved,
      "Spam: No advertising.",
      "Third time this week.",
      MODERATION_TEXTS.appealHow,
    ]) {
      expect(mail).toContain(part);
    }

    // Another member cannot mark it seen; its member can.
    await ctx.call(seeNoticesEndpoint, { body: { ids: [issued._id] }, token: tokens.odin });
    expect((await list("noor")).unseen).toBe(1);
    expect((await ctx.call(seeNoticesEndpoint, { body: { ids: [issued._id] }, token: tokens.noor })).status).toBe(200);
    expect(await list("noor")).toMatchObject({ unseen: 0, notices: [{ seen: true }] });
  });

  it("a notice is appealed once: a second appeal, or two at once, take one; another member's is not found", async () => {
    const issued = await notices().issue({
      userId: ids.odin!,
      kind: "sanctioned",
      outcome: "restricted",
      reason: "Abuse",
      until: new Date(Date.now() + 3_600_000),
      appealable: true,
    });
    await expect(notices().takeAppeal(ids.noor!, issued._id)).rejects.toMatchObject({ status: 404 });
    const both = await Promise.allSettled([notices().takeAppeal(ids.odin!, issued._id), notices().takeAppeal(ids.odin!, issued._id)]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(both.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409, code: "already_decided" } });
    const [shown] = (await list("odin")).notices;
    expect(shown).toMatchObject({ appealable: false, outcome: "restricted" });
    expect(shown.appealedAt).not.toBeNull();
  });

  it("visitors have no notices", async () => {
    expect((await ctx.call(noticesEndpoint, {})).status).toBe(401);
  });
});
