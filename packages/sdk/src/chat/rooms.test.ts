import { CHAT_MESSAGES, chatClientEvents, chatHistoryEndpoint, chatServerEvents, type ChatMessage, type JoinRoomAnswer, type Poll } from "@pnyx/contract";
import { FIXTURE_IDS, aSession } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { PnyxError } from "../errors";
import { flush, realtimeClient, unhandledRejectionsDuring, type FakeSocket } from "../test-support/fake-socket";
import { useMockServer } from "../test-support/msw";
import { gate } from "../test-support/clients";
import { mockEndpoint } from "../testing";
import type { ChatRoomStatus } from "./room-state";

const server = useMockServer();
const ROOM = FIXTURE_IDS.community;
const OTHER_ROOM = "66a000000000000000000006";
const id = (n: number) => `67f0000000000000000000${n.toString(16).padStart(2, "0")}`;
const at = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString();

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(n),
  topicId: ROOM,
  type: "user",
  username: "grace",
  avatar: null,
  message: `Message ${n}`,
  attachment: null,
  timestamp: at(n),
  ...over,
});
const systemLine = (text: string): ChatMessage => message(0, { id: `system-${text}`, type: "system", message: text });
const poll = (over: Partial<Poll> = {}): Poll => ({
  _id: id(150),
  topicId: ROOM,
  question: "Tea or coffee?",
  options: [
    { text: "Tea", votes: 0 },
    { text: "Coffee", votes: 0 },
  ],
  allowMultiple: false,
  duration: 24,
  createdBy: "grace",
  createdAt: at(1),
  closesAt: at(5000),
  closed: false,
  voters: 0,
  revision: 0,
  ...over,
});
const joined = (over: Partial<Extract<JoinRoomAnswer, { ok: true }>> = {}): JoinRoomAnswer => ({
  ok: true,
  messages: [],
  continues: false,
  hasOlder: false,
  polls: [],
  myVotes: {},
  count: 1,
  ...over,
});
const refusal = (code: string, text: string) => ({ ok: false, error: { code, message: text } });
const EVENT = {
  joinRoom: chatClientEvents.joinRoom.name,
  leaveRoom: chatClientEvents.leaveRoom.name,
  message: chatClientEvents.message.name,
  poll: chatClientEvents.poll.name,
  vote: chatClientEvents.votePoll.name,
  joinChatroom: chatClientEvents.joinChatroom.name,
};
const member = () => ({ user: aSession({ username: "ada", token: "token-of-ada" }) });

/** Answers the latest `event` as the server and lets the client take the answer (acknowledgements settle promises). */
async function reply(socket: FakeSocket, event: string, answer: unknown) {
  socket.answer(event, answer);
  await flush();
}

/** A member's client in the room, connected and joined (unless `join` is false). */
async function inRoom({ join = true } = {}) {
  const ctx = realtimeClient(member());
  const room = ctx.client.chat.joinRoom(ROOM);
  if (join) {
    ctx.socket().serverConnect();
    await reply(ctx.socket(), EVENT.joinRoom, joined());
  }
  return { ...ctx, room };
}

describe("client.chat.watchStats", () => {
  it("asks for the statistics on connect (null: the member is known by the handshake), starts at 0 and follows the connection", async () => {
    const { client, socket } = realtimeClient(member());
    const heard = vi.fn();
    const stop = client.chat.watchStats(heard);
    expect(client.chat.getStats()).toEqual({ status: "connecting", activeUsers: 0, joinedUsers: 0 });
    socket().serverConnect();
    expect(socket().sentOf(EVENT.joinChatroom)).toEqual([null]);
    socket().serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: 3, joinedUsers: 7 });
    socket().serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: -1, joinedUsers: 7 });
    expect(heard).toHaveBeenLastCalledWith({ status: "connected", activeUsers: 3, joinedUsers: 7 });
    expect(client.chat.getStats()).toEqual({ status: "connected", activeUsers: 3, joinedUsers: 7 });
    socket().serverDrop();
    expect(heard).toHaveBeenLastCalledWith({ status: "disconnected", activeUsers: 3, joinedUsers: 7 });
    socket().serverConnect();
    expect(socket().sentOf(EVENT.joinChatroom)).toHaveLength(2);
    stop();
    await flush();
    expect(socket().disconnectCalls).toBe(1);
  });

  it("asks once for any number of watchers; ready resolves on the acknowledgement", async () => {
    const { client, socket } = realtimeClient();
    const first = client.chat.watchStats(() => {});
    socket().serverConnect();
    const second = client.chat.watchStats(() => {});
    expect(socket().sentOf(EVENT.joinChatroom)).toEqual([null]);
    socket().answer(EVENT.joinChatroom, { ok: true });
    await expect(first.ready).resolves.toBeUndefined();
    await expect(second.ready).resolves.toBeUndefined();
  });
});

describe("client.chat.joinRoom", () => {
  it("joins on connect and takes the answer; ready resolves then", async () => {
    const { room, socket } = await inRoom({ join: false });
    expect(room.getSnapshot().status).toBe("connecting");
    let ready = false;
    void room.ready.then(() => (ready = true));
    socket().serverConnect();
    expect(socket().sentOf(EVENT.joinRoom)).toEqual([{ topicId: ROOM }]);
    await flush();
    expect(ready).toBe(false);
    socket().answer(EVENT.joinRoom, joined({ messages: [message(1), message(2)], hasOlder: true, polls: [poll()], myVotes: { [id(150)]: [1] }, count: 4 }));
    await room.ready;
    expect(room.getSnapshot()).toMatchObject({ status: "connected", count: 4, hasOlder: true, myVotes: { [id(150)]: [1] }, error: null });
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(1), id(2)]);
    expect(room.getSnapshot().polls).toEqual([poll()]);
  });

  it("joins at once when the link is already connected; a second session of a joined room is ready at once", async () => {
    const { client, socket } = realtimeClient(member());
    client.chat.watchStats(() => {});
    socket().serverConnect();
    const room = client.chat.joinRoom(ROOM);
    expect(socket().sentOf(EVENT.joinRoom)).toEqual([{ topicId: ROOM }]);
    await reply(socket(), EVENT.joinRoom, joined());
    await room.ready;
    await expect(client.chat.joinRoom(ROOM).ready).resolves.toBeUndefined();
    expect(socket().sentOf(EVENT.joinRoom)).toHaveLength(1);
  });

  it("tells an unknown room and a visitor apart, in the status and in ready", async () => {
    const { client, socket } = realtimeClient();
    const missing = client.chat.joinRoom(id(99));
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, refusal("room_not_found", "No such room"));
    expect(missing.getSnapshot()).toMatchObject({ status: "not-found", error: { code: "room_not_found", message: "No such room" } });
    const notFound = await missing.ready.catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(PnyxError);
    expect(notFound).toMatchObject({ status: 404, code: "room_not_found", kind: "server" });

    const refused = client.chat.joinRoom(ROOM);
    await reply(socket(), EVENT.joinRoom, refusal("unauthorized", CHAT_MESSAGES.signInToChat));
    expect(refused.getSnapshot()).toMatchObject({ status: "unauthorized", error: { code: "unauthorized" } });
    await expect(refused.ready).rejects.toMatchObject({ status: 401, code: "unauthorized", kind: "server", message: CHAT_MESSAGES.signInToChat });
  });

  it("asks again for a new session of a refused room, instead of leaving its ready waiting", async () => {
    const { client, socket } = realtimeClient();
    const first = client.chat.joinRoom(ROOM);
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, refusal("unauthorized", CHAT_MESSAGES.signInToChat));
    await expect(first.ready).rejects.toMatchObject({ status: 401 });
    const second = client.chat.joinRoom(ROOM);
    expect(socket().sentOf(EVENT.joinRoom)).toHaveLength(2);
    await reply(socket(), EVENT.joinRoom, refusal("unauthorized", CHAT_MESSAGES.signInToChat));
    await expect(second.ready).rejects.toMatchObject({ status: 401 });
    expect(first.getSnapshot().status).toBe("unauthorized");
  });

  it("turns unauthorized after a logout (the link reconnects as a visitor and the rejoin is refused)", async () => {
    const { client, store, socket } = realtimeClient(member());
    const room = client.chat.joinRoom(ROOM);
    await socket().handshake();
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined());
    store.set({ user: null, admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    expect(room.getSnapshot().status).toBe("disconnected");
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, refusal("unauthorized", CHAT_MESSAGES.signInToChat));
    expect(room.getSnapshot().status).toBe("unauthorized");
  });

  it("hears messages, system lines, counts and polls of its room only; drops invalid payloads; dedupes echoes", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1)] }));
    socket().serverEmit(chatServerEvents.userJoined.name, systemLine("grace joined the chat"));
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.newMessage.name, message(3, { topicId: OTHER_ROOM }));
    socket().serverEmit(chatServerEvents.newMessage.name, { ...message(4), timestamp: "yesterday" });
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: ROOM, count: 9 });
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: OTHER_ROOM, count: 1 });
    socket().serverEmit(chatServerEvents.newPoll.name, poll());
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 3, voters: 3 }));
    // Heard out of order: the older result does not win.
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 2, voters: 2 }));
    socket().serverEmit(chatServerEvents.newPoll.name, poll({ _id: id(151), topicId: OTHER_ROOM }));
    const snapshot = room.getSnapshot();
    expect(snapshot.messages.map((m) => m.id)).toEqual([id(1), "system-grace joined the chat", id(2)]);
    expect(snapshot.count).toBe(9);
    expect(snapshot.polls.map((p) => p.voters)).toEqual([3]);
  });

  it("drops the messages moderation removed or hid (`messages-removed`), its room's only, and tells `remove` of those it held", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(2), message(3)] }));
    const removed: string[][] = [];
    room.on("remove", (ids) => removed.push(ids));
    const before = room.getSnapshot();
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: OTHER_ROOM, messageIds: [id(1)] });
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: ROOM, messageIds: [id(9)] });
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: ROOM, messageIds: [] });
    expect(room.getSnapshot()).toBe(before);
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: ROOM, messageIds: [id(1), id(3), id(9)] });
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(2)]);
    expect(removed).toEqual([[id(1), id(3)]]);
  });

  it("drops a removed message a join's answer still carries (its page read before the removal)", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: ROOM, messageIds: [id(2)] });
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(2)] }));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(1)]);
    // A later join keeps what it is answered (a message shown again after review comes back).
    socket().serverDrop();
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(2)] }));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(1), id(2)]);
  });

  it("puts messages shown again after review (`messages-restored`) back in order, once, and tells `restore`; the sender's copy loses awaitingReview", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(3, { awaitingReview: true }), message(5)] }));
    const restored: string[][] = [];
    room.on("restore", (messages) => restored.push(messages.map((m) => m.id)));
    socket().serverEmit(chatServerEvents.messagesRestored.name, { topicId: OTHER_ROOM, messages: [message(2, { topicId: OTHER_ROOM })] });
    socket().serverEmit(chatServerEvents.messagesRestored.name, { topicId: ROOM, messages: [message(4), message(3)] });
    socket().serverEmit(chatServerEvents.messagesRestored.name, { topicId: ROOM, messages: [message(4)] });
    const snapshot = room.getSnapshot();
    expect(snapshot.messages.map((m) => m.id)).toEqual([id(1), id(3), id(4), id(5)]);
    expect(snapshot.messages[1]!.awaitingReview).toBeUndefined();
    expect(restored).toEqual([[id(4), id(3)]]);
  });

  it("keeps a message shown again while a join was answered (its page read before)", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    socket().serverEmit(chatServerEvents.messagesRestored.name, { topicId: ROOM, messages: [message(2)] });
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(3)] }));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(1), id(2), id(3)]);
  });

  it("an older page read before a removal does not bring the removed message back; one shown again since does come", async () => {
    const { opened, release } = gate();
    server.use(
      mockEndpoint(chatHistoryEndpoint, async () => {
        await opened;
        return { messages: [message(7), message(8), message(9)], hasOlder: false };
      }),
    );
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(10)], hasOlder: true }));
    const older = room.loadOlder();
    socket().serverEmit(chatServerEvents.messagesRemoved.name, { topicId: ROOM, messageIds: [id(8), id(9)] });
    socket().serverEmit(chatServerEvents.messagesRestored.name, { topicId: ROOM, messages: [message(9)] });
    release();
    await older;
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(7), id(9), id(10)]);
  });

  it("rejoins after a reconnect from its last stored message, appending without duplicates", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1), message(2)], hasOlder: true }));
    socket().serverEmit(chatServerEvents.userLeft.name, systemLine("grace left the chat"));
    socket().serverDrop();
    expect(room.getSnapshot().status).toBe("disconnected");
    socket().serverConnect();
    expect(socket().sentOf(EVENT.joinRoom).at(-1)).toEqual({ topicId: ROOM, since: id(2) });
    // A message heard between the rejoin and its answer is kept, once.
    socket().serverEmit(chatServerEvents.newMessage.name, message(4));
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(2), message(3), message(4)], continues: true, hasOlder: false }));
    const snapshot = room.getSnapshot();
    expect(snapshot.status).toBe("connected");
    expect(snapshot.messages.map((m) => m.id)).toEqual([id(1), id(2), "system-grace left the chat", id(3), id(4)]);
    expect(snapshot.hasOlder).toBe(true);
  });

  it("replaces its list when the gap was too long to catch up", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1)] }));
    socket().serverDrop();
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(240)], continues: false, hasOlder: true }));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(240)]);
    expect(room.getSnapshot().hasOlder).toBe(true);
  });

  it("ignores the answer, or the failure, of a join made on an earlier connection", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    const first = socket().sent.findLastIndex(([event]) => event === EVENT.joinRoom);
    socket().serverDrop();
    socket().serverConnect();
    socket().acks.get(first)?.(joined({ messages: [message(7)] }));
    await flush();
    // The first join failed with the drop; that counts for nothing now that the rejoin is asked.
    expect(room.getSnapshot()).toMatchObject({ status: "connecting", messages: [], error: null });
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(8)] }));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(8)]);
  });

  it("refuses an invalid room id before anything is opened", async () => {
    const { client, sockets } = realtimeClient();
    expect(() => client.chat.joinRoom("nope")).toThrow("Invalid id");
    expect(sockets).toHaveLength(0);
  });
});

describe("a room's messages and polls", () => {
  it("sends trimmed messages with attachments and keeps the answer once, although the room hears it too", async () => {
    const { room, socket } = await inRoom();
    const heard = vi.fn();
    room.on("message", heard);
    const sent = room.send("  hello  ", { url: "/uploads/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.pdf", name: "notes.pdf" });
    expect(socket().sentOf(EVENT.message)).toEqual([
      { topicId: ROOM, message: "hello", attachment: { url: "/uploads/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.pdf", name: "notes.pdf" } },
    ]);
    socket().serverEmit(chatServerEvents.newMessage.name, message(5, { message: "hello" }));
    socket().answer(EVENT.message, { ok: true, message: message(5, { message: "hello" }) });
    await expect(sent).resolves.toMatchObject({ id: id(5) });
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(5)]);
    expect(heard).toHaveBeenCalledExactlyOnceWith(message(5, { message: "hello" }));

    // The other order: the answer first, then the echo.
    const second = room.send("again");
    socket().answer(EVENT.message, { ok: true, message: message(6) });
    await second;
    socket().serverEmit(chatServerEvents.newMessage.name, message(6));
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(5), id(6)]);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("refuses empty and too long messages locally (422, kind local), sending nothing", async () => {
    const { room, socket } = await inRoom();
    for (const text of ["", "   ", "x".repeat(501)]) {
      const error = await room.send(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PnyxError);
      expect(error).toMatchObject({ kind: "local", status: 422, code: "invalid_input" });
    }
    await expect(room.send("   ")).rejects.toMatchObject({ message: CHAT_MESSAGES.emptyMessage });
    await expect(room.send("x".repeat(501))).rejects.toMatchObject({ message: CHAT_MESSAGES.messageTooLong });
    expect(socket().sentOf(EVENT.message)).toEqual([]);
    // 500 characters are fine; an attachment alone too.
    void room.send("x".repeat(500));
    void room.send("", { url: "/uploads/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.png", name: "a.png" });
    expect(socket().sentOf(EVENT.message)).toHaveLength(2);
  });

  it("rejects a send while disconnected or dropped before its answer (kind network)", async () => {
    const { room, socket } = await inRoom({ join: false });
    await expect(room.send("hi")).rejects.toMatchObject({ code: "network_error", kind: "network" });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined());
    const lost = room.send("lost");
    socket().serverDrop();
    await expect(lost).rejects.toMatchObject({ code: "network_error", kind: "network" });
  });

  it("maps the server's refusals to PnyxError with the HTTP status of the same refusal", async () => {
    const { room, socket } = await inRoom();
    const tooFast = room.send("sixth");
    socket().answer(EVENT.message, { ok: false, error: { code: "rate_limited", message: CHAT_MESSAGES.tooFast, retryAfter: 4 } });
    const error = await tooFast.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PnyxError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", kind: "server", message: CHAT_MESSAGES.tooFast, retryAfter: 4 });

    const cases = [
      ["poll_closed", 409],
      ["poll_not_found", 404],
      ["not_in_room", 409],
      ["invalid_input", 422],
      ["unauthorized", 401],
      ["internal_error", 500],
    ] as const;
    for (const [code, status] of cases) {
      const vote = room.vote(id(150), [0]);
      socket().answer(EVENT.vote, refusal(code, "No"));
      await expect(vote).rejects.toMatchObject({ status, code, kind: "server" });
    }
    // An answer the contract does not allow.
    const odd = room.send("odd");
    socket().answer(EVENT.message, { ok: true });
    await expect(odd).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("creates polls and votes; the member's choices follow the answer", async () => {
    const { room, socket } = await inRoom();
    const created = room.createPoll({ question: "Tea or coffee?", options: ["Tea", "Coffee"] });
    expect(socket().sentOf(EVENT.poll)).toEqual([
      { topicId: ROOM, pollData: { question: "Tea or coffee?", options: ["Tea", "Coffee"], allowMultiple: false, duration: 24 } },
    ]);
    socket().answer(EVENT.poll, { ok: true, poll: poll() });
    await expect(created).resolves.toEqual(poll());
    const voted = room.vote(id(150), [1]);
    expect(socket().sentOf(EVENT.vote)).toEqual([{ pollId: id(150), choices: [1] }]);
    socket().answer(EVENT.vote, {
      ok: true,
      poll: poll({
        revision: 1,
        voters: 1,
        options: [
          { text: "Tea", votes: 0 },
          { text: "Coffee", votes: 1 },
        ],
      }),
      choices: [1],
    });
    await voted;
    expect(room.getSnapshot().myVotes).toEqual({ [id(150)]: [1] });
    expect(room.getSnapshot().polls[0]!.options[1]!.votes).toBe(1);
    await expect(room.createPoll({ question: "Alone?", options: ["Yes"] })).rejects.toMatchObject({ code: "invalid_input", kind: "local" });
    await expect(room.vote("nope", [0])).rejects.toMatchObject({ code: "invalid_input", kind: "local" });
    expect(socket().sentOf(EVENT.poll)).toHaveLength(1);
  });

  it("pages older messages in before the first stored one, one request at a time", async () => {
    const asked: unknown[] = [];
    const { opened, release } = gate();
    server.use(
      mockEndpoint(chatHistoryEndpoint, async (input) => {
        asked.push(input);
        await opened;
        return { messages: [message(8), message(9), message(10)], hasOlder: false };
      }),
    );
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [systemLine("ada joined the chat"), message(10)], hasOlder: true }));
    const first = room.loadOlder();
    const second = room.loadOlder();
    expect(room.getSnapshot().loadingOlder).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(asked).toEqual([{ topicId: ROOM, before: id(10) }]);
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(8), id(9), "system-ada joined the chat", id(10)]);
    expect(room.getSnapshot()).toMatchObject({ hasOlder: false, loadingOlder: false });
  });
});

describe("a room's sessions", () => {
  it("share one room; the last to leave leaves the room and the link closes", async () => {
    const { client, socket } = realtimeClient(member());
    const first = client.chat.joinRoom(ROOM);
    const second = client.chat.joinRoom(ROOM.toUpperCase());
    socket().serverConnect();
    expect(socket().sentOf(EVENT.joinRoom)).toHaveLength(1);
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1)] }));
    expect(second.getSnapshot()).toBe(first.getSnapshot());
    first.leave();
    first.leave();
    expect(socket().sentOf(EVENT.leaveRoom)).toEqual([]);
    expect(second.getSnapshot().status).toBe("connected");
    second.leave();
    expect(socket().sentOf(EVENT.leaveRoom)).toEqual([{ topicId: ROOM }]);
    await Promise.resolve();
    expect(socket().disconnectCalls).toBe(1);
    await expect(first.send("after")).rejects.toMatchObject({ code: "not_in_room", status: 409, kind: "local" });
    await expect(second.loadOlder()).rejects.toMatchObject({ code: "not_in_room" });
    // Joining again opens the same socket again, on a fresh room.
    const again = client.chat.joinRoom(ROOM);
    expect(socket().connectCalls).toBe(1);
    expect(again.getSnapshot().messages).toEqual([]);
  });

  it("keeps each session's listeners to itself: leaving drops its own, not the others'", async () => {
    const { client, socket } = realtimeClient(member());
    const first = client.chat.joinRoom(ROOM);
    const second = client.chat.joinRoom(ROOM);
    const [onFirst, onSecond] = [vi.fn(), vi.fn()];
    first.on("message", onFirst);
    second.on("message", onSecond);
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined());
    first.leave();
    socket().serverEmit(chatServerEvents.newMessage.name, message(1));
    expect(onFirst).not.toHaveBeenCalled();
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it("ready rejects with code closed when the session leaves before the join is answered", async () => {
    const { client, socket } = realtimeClient(member());
    const room = client.chat.joinRoom(ROOM);
    socket().serverConnect();
    room.leave();
    await expect(room.ready).rejects.toMatchObject({ code: "closed", kind: "local" });
  });

  it("ready rejects with kind network when the first connection fails; the room joins when the link connects", async () => {
    const { client, socket } = realtimeClient(member());
    const room = client.chat.joinRoom(ROOM);
    socket().serverRefuse("xhr poll error");
    await expect(room.ready).rejects.toMatchObject({ kind: "network", code: "network_error" });
    expect(room.getSnapshot().status).toBe("disconnected");
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined());
    expect(room.getSnapshot().status).toBe("connected");
  });

  it("an unawaited rejected ready is no unhandled rejection", async () => {
    const unhandled = await unhandledRejectionsDuring(async () => {
      const { client, socket } = realtimeClient();
      // A failed first connection (network), a session left before the answer (closed), a refusal (401).
      client.chat.joinRoom(ROOM);
      client.chat.joinRoom(OTHER_ROOM).leave();
      client.chat.watchStats(() => {});
      socket().serverRefuse("xhr poll error");
      socket().serverConnect();
      await reply(socket(), EVENT.joinRoom, refusal("unauthorized", CHAT_MESSAGES.signInToChat));
      client.chat.joinRoom(ROOM);
      client.close();
    });
    expect(unhandled).toEqual([]);
  });
});

describe("a room's named events", () => {
  it("tells messages, joins, leaves, polls, poll updates, counts and statuses, each once", async () => {
    const { client, socket } = realtimeClient(member());
    const room = client.chat.joinRoom(ROOM);
    const heard: [string, unknown][] = [];
    const offs = (["message", "join", "leave", "poll", "pollUpdate", "count", "status"] as const).map((name) =>
      room.on(name, (payload: unknown) => heard.push([name, payload])),
    );
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1)], polls: [poll({ _id: id(152) })] }));
    // What the join answer brings is in the snapshot, not told as events.
    expect(heard).toEqual([["status", "connected"]]);
    heard.length = 0;

    const joinLine = systemLine("grace joined the chat");
    const leaveLine = systemLine("grace left the chat");
    socket().serverEmit(chatServerEvents.userJoined.name, joinLine);
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.userLeft.name, leaveLine);
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: ROOM, count: 3 });
    socket().serverEmit(chatServerEvents.newPoll.name, poll());
    socket().serverEmit(chatServerEvents.newPoll.name, poll());
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 2, voters: 1 }));
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 1 }));
    // Another room's events are not this room's.
    socket().serverEmit(chatServerEvents.newMessage.name, message(3, { topicId: OTHER_ROOM }));
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: OTHER_ROOM, count: 8 });
    expect(heard).toEqual([
      ["join", joinLine],
      ["message", message(2)],
      ["leave", leaveLine],
      ["count", 3],
      ["poll", poll()],
      ["pollUpdate", poll({ revision: 2, voters: 1 })],
    ]);
    heard.length = 0;

    // The member's own poll: told once, though both the answer and the echo bring it.
    const created = room.createPoll({ question: "Now?", options: ["Yes", "No"] });
    const own = poll({ _id: id(153), question: "Now?", createdAt: at(9) });
    socket().answer(EVENT.poll, { ok: true, poll: own });
    await created;
    socket().serverEmit(chatServerEvents.newPoll.name, own);
    expect(heard).toEqual([["poll", own]]);
    heard.length = 0;

    socket().serverDrop();
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, refusal("room_not_found", "No such room"));
    expect(heard.map(([, status]) => status as ChatRoomStatus)).toEqual(["disconnected", "connecting", "not-found"]);
    heard.length = 0;

    for (const off of offs) off();
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: ROOM, count: 4 });
    expect(heard).toEqual([]);
  });

  it("tells the messages and lines caught up on by a rejoin, once each", async () => {
    const { room, socket } = await inRoom({ join: false });
    socket().serverConnect();
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(1)] }));
    const heard: [string, string][] = [];
    room.on("message", (m) => heard.push(["message", m.id]));
    room.on("join", (m) => heard.push(["join", m.id]));
    room.on("leave", (m) => heard.push(["leave", m.id]));
    socket().serverDrop();
    socket().serverConnect();
    // Heard while the rejoin is answered: told after the page it caught up on.
    socket().serverEmit(chatServerEvents.userJoined.name, systemLine("lin joined the chat"));
    socket().serverEmit(chatServerEvents.newMessage.name, message(3));
    socket().serverEmit(chatServerEvents.userLeft.name, systemLine("lin left the chat"));
    await reply(socket(), EVENT.joinRoom, joined({ messages: [message(2), message(3)], continues: true }));
    expect(heard).toEqual([
      ["message", id(2)],
      ["message", id(3)],
      ["join", "system-lin joined the chat"],
      ["leave", "system-lin left the chat"],
    ]);
    expect(room.getSnapshot().messages.map((m) => m.id)).toEqual([id(1), id(2), id(3), "system-lin joined the chat", "system-lin left the chat"]);
  });
});
