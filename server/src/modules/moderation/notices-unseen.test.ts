// Members' unseen notices without a request of their own (issue 47): the first page of their
// notifications carries the count, and their member watch hears it move (`notices:unseen`).
import { LIVE_EVENTS, noticesEndpoint, notificationsEndpoint, seeNoticesEndpoint, type UnseenNoticesPayload } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../server";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ask, hear, openSocket, until } from "../../test-support/sockets";
import { createNotices } from "./notices";

let ctx: TestContext;
let server: RunningServer;
let token: string;
let userId: string;
const opened: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  token = await createMember(ctx, "pia");
  userId = (await ctx.runtime.deps.models.User.findOne({ username: "pia" }).lean())!._id.toString();
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

const issue = () =>
  createNotices(ctx.runtime.deps).issue({
    userId,
    kind: "removed",
    about: { targetType: "comment", targetId: "66aa00000000000000000009", text: "Watches" },
    outcome: "removed",
    reason: "Spam",
    appealable: true,
  });
const firstPage = async () => (await (await ctx.call(notificationsEndpoint, { token })).json()) as { unseenNotices?: number };

describe("a member's unseen notices count (notices:unseen)", () => {
  it("starts from the notifications' first page and moves live with each notice issued and seen", async () => {
    expect((await firstPage()).unseenNotices).toBe(0);
    const socket = await openSocket(opened, server.url, token);
    const heard = hear<UnseenNoticesPayload>(socket, LIVE_EVENTS.unseenNotices);
    expect(await ask(socket, LIVE_EVENTS.watchNotifications, {})).toMatchObject({ ok: true });

    const first = await issue();
    await until(() => heard.length === 1, "the first notice's count");
    await issue();
    await until(() => heard.length === 2, "the second notice's count");
    expect(heard).toEqual([{ unseen: 1 }, { unseen: 2 }]);
    expect((await firstPage()).unseenNotices).toBe(2);
    // A later page does not count again.
    const later = (await (await ctx.call(notificationsEndpoint, { token, body: { before: "66aa00000000000000000009" } })).json()) as { unseenNotices?: number };
    expect(later.unseenNotices).toBeUndefined();

    expect((await ctx.call(seeNoticesEndpoint, { token, body: { ids: [first._id] } })).status).toBe(200);
    await until(() => heard.length === 3, "the count after one was seen");
    expect(heard[2]).toEqual({ unseen: 1 });
    // Seeing it again changes nothing, and tells nothing.
    expect((await ctx.call(seeNoticesEndpoint, { token, body: { ids: [first._id] } })).status).toBe(200);
    await Bun.sleep(100);
    expect(heard).toHaveLength(3);
    expect((await firstPage()).unseenNotices).toBe(1);
    expect(((await (await ctx.call(noticesEndpoint, { token })).json()) as { unseen: number }).unseen).toBe(1);
  });
});
