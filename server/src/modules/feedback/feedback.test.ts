import {
  MESSAGES,
  addFeedbackEndpoint,
  adminLoginEndpoint,
  auditLogEndpoint,
  feedbackEndpoint,
  feedbacksEndpoint,
  liveLinkEndpoint,
  sendSupportMessageEndpoint,
  supportMailEndpoint,
  supportMailsEndpoint,
  updateLiveLinkEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let hal: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  hal = await createMember(ctx, "hal");
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;

describe("feedback", () => {
  it("is sent by members as themselves and read by administrators, newest first", async () => {
    expect(await json(await ctx.call(addFeedbackEndpoint, { body: { feedbackText: "Love the review flow", username: "hal" }, token: hal }))).toEqual({
      message: MESSAGES.feedbackThanks,
    });
    await Bun.sleep(5);
    await ctx.call(addFeedbackEndpoint, { body: { feedbackText: "Second thought" }, token: hal });
    const list = await json(await ctx.call(feedbacksEndpoint, { token: admin }));
    expect(list).toMatchObject({ page: 1, hasMore: false });
    expect(list.items.map((f: { text: string; username: string }) => [f.username, f.text])).toEqual([
      ["hal", "Second thought"],
      ["hal", "Love the review flow"],
    ]);
    const one = await json(await ctx.call(feedbackEndpoint, { body: { id: list.items[1]._id }, token: admin }));
    expect(one).toMatchObject({ text: "Love the review flow" });
  });

  it("refuses empty text, other names, visitors, and non-admin readers", async () => {
    const empty = await ctx.call(addFeedbackEndpoint, { body: { feedbackText: "   " }, token: hal });
    expect(empty.status).toBe(422);
    expect((await json(empty)).message).toContain(MESSAGES.writeAReply);
    expect((await ctx.call(addFeedbackEndpoint, { body: { feedbackText: "x", username: "root" }, token: hal })).status).toBe(403);
    expect((await ctx.call(addFeedbackEndpoint, { body: { feedbackText: "x" } })).status).toBe(401);
    expect((await ctx.call(feedbacksEndpoint, { token: hal })).status).toBe(403);
    expect((await ctx.call(feedbackEndpoint, { body: { id: "66a0000000000000000000ff" }, token: admin })).status).toBe(404);
    expect((await ctx.call(feedbackEndpoint, { body: { id: "not-an-id" }, token: admin })).status).toBe(422);
  });
});

describe("support mail", () => {
  it("is sent by anyone and read by administrators only", async () => {
    await ctx.call(sendSupportMessageEndpoint, { body: { name: "Ivy", email: "Ivy@Example.org", message: "Cannot log in" } });
    const list = await json(await ctx.call(supportMailsEndpoint, { token: admin }));
    expect(list.items[0]).toMatchObject({ name: "Ivy", email: "ivy@example.org", message: "Cannot log in" });
    expect(await json(await ctx.call(supportMailEndpoint, { body: { id: list.items[0]._id }, token: admin }))).toEqual(list.items[0]);
    expect((await ctx.call(supportMailsEndpoint, { token: hal })).status).toBe(403);
    expect((await ctx.call(supportMailsEndpoint, { body: { page: 0 }, token: admin })).status).toBe(422);
  });
});

describe("the live-discussion link", () => {
  const link = { title: "Friday debate", description: "Media and trust", zoomUrl: "https://meet.example.org/j/123", isActive: true };

  it("starts empty and inactive, and shows what an administrator set, at once", async () => {
    expect(await json(await ctx.call(liveLinkEndpoint, {}))).toEqual({ title: "", description: "", zoomUrl: "", isActive: false });
    expect(await json(await ctx.call(updateLiveLinkEndpoint, { body: link, token: admin }))).toEqual({ message: MESSAGES.zoomUpdated });
    expect(await json(await ctx.call(liveLinkEndpoint, {}))).toEqual(link);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries[0]).toMatchObject({ action: "updateLiveLink", targetType: "liveLink", admin: "root" });
  });

  it("takes http(s) links only, needs a link to be active, and only from administrators", async () => {
    for (const zoomUrl of ["javascript:alert(1)", "data:text/html,x", "ftp://files.example.org", "//evil.example"]) {
      const res = await ctx.call(updateLiveLinkEndpoint, { body: { ...link, zoomUrl }, token: admin });
      expect(res.status).toBe(422);
    }
    expect((await ctx.call(updateLiveLinkEndpoint, { body: { ...link, zoomUrl: "" }, token: admin })).status).toBe(422);
    expect((await ctx.call(updateLiveLinkEndpoint, { body: { ...link, title: " " }, token: admin })).status).toBe(422);
    expect((await ctx.call(updateLiveLinkEndpoint, { body: { ...link, zoomUrl: "", isActive: false }, token: admin })).status).toBe(200);
    expect((await ctx.call(updateLiveLinkEndpoint, { body: link, token: hal })).status).toBe(403);
    expect(await json(await ctx.call(liveLinkEndpoint, {}))).toMatchObject({ zoomUrl: "", isActive: false });
  });
});
