import { moderationItemEvent, unwatchModerationEvent, watchModerationEvent, type ModerationItemPayload } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../server";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ADMIN_ENV, castOf, decide, newArticle, opinion, reportOpinion, type Cast } from "../../test-support/moderation";
import { ask, hear, openSocket, until } from "../../test-support/sockets";
import { CHECK_REUSE_MS } from "./live-queue";

let ctx: TestContext;
let cast: Cast;
let server: RunningServer;
const opened: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  cast = await castOf(ctx, ["kim", "lou", "max"]);
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

describe("the live queue", () => {
  it("an administrator watching hears each new or changed item, with the pending count, without reloading", async () => {
    const socket = await openSocket(opened, server.url);
    const heard = hear<ModerationItemPayload>(socket, moderationItemEvent.name);
    expect(await ask(socket, watchModerationEvent.name, { token: cast.admin })).toEqual({ ok: true });

    const articleId = await newArticle(cast, "Live");
    const id = await opinion(cast, "kim", articleId, "Heard live");
    await reportOpinion(cast, "lou", id, { reason: "spam" });
    await until(() => heard.length === 1, "the new item");
    expect(heard[0]!.item).toMatchObject({ targetId: id, status: "pending", reports: { count: 1, reasons: { spam: 1 } }, author: { username: "kim" } });
    expect(heard[0]!.pending).toBeGreaterThanOrEqual(1);

    await reportOpinion(cast, "max", id, { reason: "abuse" });
    await until(() => heard.length === 2, "the item reported again");
    expect(heard[1]!.item.reports.count).toBe(2);

    await decide(cast, [heard[0]!.item._id], "approve");
    await until(() => heard.length === 3, "the decision");
    expect(heard[2]!.item.status).toBe("approved");
    expect(heard[2]!.pending).toBe(heard[1]!.pending - 1);

    // Unwatched, it hears no more.
    expect(await ask(socket, unwatchModerationEvent.name, {})).toEqual({ ok: true });
    await reportOpinion(cast, "lou", await opinion(cast, "kim", articleId, "Unheard"));
    await Bun.sleep(100);
    expect(heard).toHaveLength(3);
  });

  it("a member's token, or none, cannot watch it", async () => {
    const member = await openSocket(opened, server.url, cast.tokens.kim);
    const heard = hear(member, moderationItemEvent.name);
    expect(await ask(member, watchModerationEvent.name, { token: cast.tokens.kim })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await ask(member, watchModerationEvent.name, { token: "x".repeat(40) })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await ask(member, watchModerationEvent.name, {})).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    await reportOpinion(cast, "lou", await opinion(cast, "kim", await newArticle(cast), "Not for members"));
    await Bun.sleep(100);
    expect(heard).toEqual([]);
  });

  it("a watch whose admin session ended (token revoked, administrator removed) hears nothing more", async () => {
    const { Admin } = ctx.runtime.deps.models;
    /** Another administrator, signed in, watching on their own connection. */
    const watcher = async (username: string) => {
      const admin = await Admin.create({ username, passwordHash: "not-a-login", tokenVersion: 0 });
      const socket = await openSocket(opened, server.url);
      const heard = hear<ModerationItemPayload>(socket, moderationItemEvent.name);
      expect(await ask(socket, watchModerationEvent.name, { token: await ctx.runtime.deps.auth.signAdmin(admin) })).toEqual({ ok: true });
      return { admin, heard };
    };
    const [revoked, removed, kept] = [await watcher("revoked"), await watcher("removed"), await watcher("kept")];
    const articleId = await newArticle(cast, "Watchers");
    const report = async (text: string) => reportOpinion(cast, "lou", await opinion(cast, "kim", articleId, text));
    await report("Heard by all three");
    await until(() => [revoked, removed, kept].every((w) => w.heard.length === 1), "every watcher");

    await Admin.updateOne({ _id: revoked.admin._id }, { $inc: { tokenVersion: 1 } });
    await Admin.deleteOne({ _id: removed.admin._id });
    // Past the reuse of the last check: the next push asks again.
    await Bun.sleep(CHECK_REUSE_MS + 50);
    await report("Heard by the one still an administrator");
    await until(() => kept.heard.length === 2, "the watcher still an administrator");
    // Restored, the ended ones still hear nothing: they left the room.
    await Admin.updateOne({ _id: revoked.admin._id }, { $inc: { tokenVersion: -1 } });
    await Bun.sleep(CHECK_REUSE_MS + 50);
    await report("Not heard by ended watches");
    await until(() => kept.heard.length === 3, "the third push");
    await Bun.sleep(100);
    expect([revoked.heard.length, removed.heard.length]).toEqual([1, 1]);
  });
});
