// Chat messages moderation removes or hides leave their room's live view at once (chat/removals.ts):
// viewers hear `messages-removed`; a hidden message's sender, who still sees it, is not told.
import { chatClientEvents, chatServerEvents, sanctionEndpoint, type ChatMessagesRemoved, type ChatMessagesRestored } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../server";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ADMIN_ENV, COMMUNITY, castOf, decide, itemOf, json, reportContent, type Cast } from "../../test-support/moderation";
import { ask, hear, openSocket, until } from "../../test-support/sockets";

let ctx: TestContext;
let cast: Cast;
let server: RunningServer;
const opened: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ ...ADMIN_ENV, RATE_LIMITS: "relaxed" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  cast = await castOf(ctx, ["ann", "bob", "cid", "dee", "eve"]);
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

/** A member in the community's room, with what they hear removed. */
async function inRoom(name: string) {
  const socket = await openSocket(opened, server.url, cast.tokens[name]);
  const removed = hear<ChatMessagesRemoved>(socket, chatServerEvents.messagesRemoved.name);
  const restored = hear<ChatMessagesRestored>(socket, chatServerEvents.messagesRestored.name);
  expect(await ask(socket, chatClientEvents.joinRoom.name, { topicId: COMMUNITY })).toMatchObject({ ok: true });
  const send = async (message: string) =>
    ((await ask(socket, chatClientEvents.message.name, { topicId: COMMUNITY, message })) as { message: { id: string } }).message.id;
  return { socket, removed, restored, send };
}

describe("a chat message moderation takes out of its room", () => {
  it("hidden by reports: viewers hear it go, its sender (who still sees it) does not; rejected: everyone does", async () => {
    const [ann, bob] = [await inRoom("ann"), await inRoom("bob")];
    const id = await ann.send("Reported until hidden");
    for (const name of ["cid", "dee", "eve"]) expect((await reportContent(cast, name, "chatMessage", id)).status).toBe(200);
    await until(() => bob.removed.length === 1, "the viewer told it is hidden");
    expect(bob.removed[0]).toEqual({ topicId: COMMUNITY, messageIds: [id] });
    await Bun.sleep(100);
    expect(ann.removed).toEqual([]);

    const item = (await itemOf(cast, id))!;
    expect(await json(await decide(cast, [item._id], "reject", "spam"))).toEqual({ results: [{ itemId: item._id, outcome: "decided" }] });
    await until(() => ann.removed.length === 1 && bob.removed.length === 2, "both told it is removed");
    expect(ann.removed[0]).toEqual({ topicId: COMMUNITY, messageIds: [id] });
  });

  it("hidden by reports, then approved: everyone in the room hears it back, as it now reads (no longer awaiting review)", async () => {
    const [ann, bob] = [await inRoom("ann"), await inRoom("bob")];
    const id = await ann.send("Reported, then kept");
    for (const name of ["cid", "dee", "eve"]) expect((await reportContent(cast, name, "chatMessage", id)).status).toBe(200);
    await until(() => bob.removed.some((r) => r.messageIds.includes(id)), "the viewer told it is hidden");
    const item = (await itemOf(cast, id))!;
    expect(await json(await decide(cast, [item._id], "approve"))).toEqual({ results: [{ itemId: item._id, outcome: "decided" }] });
    await until(() => ann.restored.length === 1 && bob.restored.length === 1, "both told it shows again");
    for (const heard of [ann.restored[0]!, bob.restored[0]!]) {
      expect(heard.topicId).toBe(COMMUNITY);
      expect(heard.messages).toHaveLength(1);
      expect(heard.messages[0]).toMatchObject({ id, username: "ann", message: "Reported, then kept", type: "user" });
      expect(heard.messages[0]!.awaitingReview).toBeUndefined();
    }
  });

  it("removed with its sender's writing by a sanction: the room's viewers hear which messages went", async () => {
    const [dee, bob] = [await inRoom("dee"), await inRoom("bob")];
    const ids = [await dee.send("One"), await dee.send("Two")];
    const res = await ctx.call(sanctionEndpoint, { body: { username: "dee", kind: "ban", reasonId: "spam", removeWriting: true }, token: cast.admin });
    expect(res.status).toBe(200);
    await ctx.runtime.deps.background.idle();
    await until(() => bob.removed.length === 1, "the viewer told the messages went");
    expect(bob.removed[0]!.topicId).toBe(COMMUNITY);
    expect([...bob.removed[0]!.messageIds].sort()).toEqual([...ids].sort());
  });
});
