import { CHAT_MESSAGES, chatClientEvents, chatHistoryEndpoint, chatServerEvents, type ChatMessage, type JoinRoomAnswer, type Poll } from "@pnyx/contract";
import { FIXTURE_IDS, aSession } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { createPnyxClient } from "./client";
import { LIVE_SOCKET_OPTIONS } from "./live";
import { createMemorySessionStore, type PersistedState } from "./session";
import { useMockServer } from "./test-support/msw";
import { mockEndpoint } from "./testing";
import { fakeSocketFactory, type FakeSocket } from "./test-support/fake-socket";

const server = useMockServer();
const ROOM = FIXTURE_IDS.community;
const id = (n: number) => `67f0000000000000000000${n.toString(16).padStart(2, "0")}`;
const at = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString();

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id(n),
  topicId: ROOM,
  type: "user",
  username: "grace",
  avatar: null,
  message: `Message ${n}`,
  attachment: null,
  timestamp: at(n),
  ...over,
});
const systemLine = (text: string): ChatMessage => message(0, { _id: `system-${text}`, type: "system", message: text });
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

/** A JWT-shaped token naming member `sub` (the SDK reads, never verifies, it). */
const tokenFor = (sub: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub })).replace(/=+$/, "")}.signature`;

function setup(state: Partial<PersistedState> = {}) {
  const { factory, sockets } = fakeSocketFactory();
  const store = createMemorySessionStore(state);
  const client = createPnyxClient({ baseUrl: "https://pnyx.example/", sessionStore: store, socket: factory });
  return { client, store, sockets, socket: () => sockets[0]! };
}

const sentOf = (socket: FakeSocket, name: string) => socket.sent.filter(([event]) => event === name).map(([, payload]) => payload);
/** Answers the latest emit of `name` through its acknowledgement. */
function answer(socket: FakeSocket, name: string, reply: unknown) {
  const index = socket.sent.findLastIndex(([event]) => event === name);
  socket.acks.get(index)!(reply);
}
/** socket.io calls the auth option on every (re)connection; the fake does it by hand. */
const handshake = (socket: FakeSocket) =>
  new Promise<unknown>((resolve) => (socket.options.auth as (cb: (data: unknown) => void) => void)((data) => resolve(data)));

describe("client.chatLive: the socket", () => {
  it("opens its own socket on the /chat namespace with the product's reconnection policy", async () => {
    const { client, sockets } = setup({ user: aSession({ token: tokenFor(id(200)) }) });
    expect(sockets).toHaveLength(0);
    client.chatLive.watchStats(() => {});
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe("https://pnyx.example/chat");
    const { auth, ...rest } = sockets[0]!.options;
    expect(rest).toEqual(LIVE_SOCKET_OPTIONS);
    expect(typeof auth).toBe("function");
    await expect(handshake(sockets[0]!)).resolves.toEqual({ token: tokenFor(id(200)) });
  });

  it("connects visitors without a token", async () => {
    const { client, socket } = setup();
    client.chatLive.watchStats(() => {});
    await expect(handshake(socket())).resolves.toEqual({});
  });

  it("goes on as a visitor when the server refuses the token", async () => {
    const { client, socket } = setup({ user: aSession({ token: tokenFor(id(200)) }) });
    client.chatLive.watchStats(() => {});
    await handshake(socket());
    socket().serverEmit("connect_error", new Error("unauthorized"));
    expect(socket().connectCalls).toBe(1);
    await expect(handshake(socket())).resolves.toEqual({});
  });

  it("reconnects with the new token when the member logs in or out", async () => {
    const { client, store, socket } = setup();
    client.chatLive.watchStats(() => {});
    await handshake(socket());
    socket().serverConnect();
    store.set({ user: aSession({ token: tokenFor(id(201)) }), admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    expect(socket().connectCalls).toBe(1);
    await expect(handshake(socket())).resolves.toEqual({ token: tokenFor(id(201)) });
    socket().serverConnect();
    // The same token again (a profile edit) does not reconnect.
    store.set({ user: { ...store.get().user!, description: "edited" }, admin: null });
    await Promise.resolve();
    expect(socket().disconnectCalls).toBe(1);
    store.set({ user: null, admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(2));
  });
});

describe("client.chatLive.watchStats", () => {
  it("joins the statistics with the member's name and id, starts at 0 and follows the connection", () => {
    const { client, socket } = setup({ user: aSession({ username: "ada", token: tokenFor(id(200)) }) });
    const heard = vi.fn();
    const stop = client.chatLive.watchStats(heard);
    expect(client.chatLive.getStats()).toEqual({ status: "connecting", activeUsers: 0, joinedUsers: 0 });
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinChatroom.name)).toEqual([{ username: "ada", userId: id(200) }]);
    socket().serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: 3, joinedUsers: 7 });
    socket().serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: -1, joinedUsers: 7 });
    expect(heard).toHaveBeenLastCalledWith({ status: "connected", activeUsers: 3, joinedUsers: 7 });
    socket().serverDrop();
    expect(heard).toHaveBeenLastCalledWith({ status: "disconnected", activeUsers: 3, joinedUsers: 7 });
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinChatroom.name)).toHaveLength(2);
    stop();
    expect(socket().disconnectCalls).toBe(1);
  });

  it("sends null for visitors", () => {
    const { client, socket } = setup();
    client.chatLive.watchStats(() => {});
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinChatroom.name)).toEqual([null]);
  });
});

describe("client.chatLive.joinRoom", () => {
  function inRoom() {
    const ctx = setup({ user: aSession({ username: "ada", token: tokenFor(id(200)) }) });
    const room = ctx.client.chatLive.joinRoom(ROOM);
    const changes = vi.fn();
    room.subscribe(changes);
    return { ...ctx, room, changes };
  }

  it("joins on connect and takes the answer", () => {
    const { room, socket } = inRoom();
    expect(room.getSnapshot().status).toBe("connecting");
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinRoom.name)).toEqual([{ topicId: ROOM, userData: { username: "ada", userId: id(200) } }]);
    answer(
      socket(),
      chatClientEvents.joinRoom.name,
      joined({ messages: [message(1), message(2)], hasOlder: true, polls: [poll()], myVotes: { [id(150)]: [1] }, count: 4 }),
    );
    expect(room.getSnapshot()).toMatchObject({ status: "connected", count: 4, hasOlder: true, myVotes: { [id(150)]: [1] } });
    expect(room.getSnapshot().messages.map((m) => m._id)).toEqual([id(1), id(2)]);
    expect(room.getSnapshot().polls).toEqual([poll()]);
  });

  it("tells an unknown room and a visitor apart", () => {
    const { client, socket } = setup();
    const missing = client.chatLive.joinRoom(id(99));
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, { ok: false, error: { code: "room_not_found", message: "No such room" } });
    expect(missing.getSnapshot().status).toBe("not-found");
    const refused = client.chatLive.joinRoom(ROOM);
    answer(socket(), chatClientEvents.joinRoom.name, { ok: false, error: { code: "unauthorized", message: CHAT_MESSAGES.signInToChat } });
    expect(refused.getSnapshot()).toMatchObject({ status: "unauthorized", error: { code: "unauthorized" } });
  });

  it("hears messages, system lines, counts and polls of its room only; drops invalid payloads; dedupes echoes", () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [message(1)] }));
    socket().serverEmit(chatServerEvents.userJoined.name, systemLine("grace joined the chat"));
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.newMessage.name, message(2));
    socket().serverEmit(chatServerEvents.newMessage.name, message(3, { topicId: id(98) }));
    socket().serverEmit(chatServerEvents.newMessage.name, { ...message(4), timestamp: "yesterday" });
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: ROOM, count: 9 });
    socket().serverEmit(chatServerEvents.roomUsersCount.name, { topicId: id(98), count: 1 });
    socket().serverEmit(chatServerEvents.newPoll.name, poll());
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 3, voters: 3 }));
    // Heard out of order: the older result does not win.
    socket().serverEmit(chatServerEvents.pollUpdated.name, poll({ revision: 2, voters: 2 }));
    const snapshot = room.getSnapshot();
    expect(snapshot.messages.map((m) => m._id)).toEqual([id(1), "system-grace joined the chat", id(2)]);
    expect(snapshot.count).toBe(9);
    expect(snapshot.polls.map((p) => p.voters)).toEqual([3]);
  });

  it("rejoins after a reconnect from its last stored message, appending without duplicates", () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [message(1), message(2)], hasOlder: true }));
    socket().serverEmit(chatServerEvents.userLeft.name, systemLine("grace left the chat"));
    socket().serverDrop();
    expect(room.getSnapshot().status).toBe("disconnected");
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinRoom.name).at(-1)).toMatchObject({ topicId: ROOM, since: id(2) });
    // A message heard between the rejoin and its answer is kept, once.
    socket().serverEmit(chatServerEvents.newMessage.name, message(4));
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [message(2), message(3), message(4)], continues: true, hasOlder: false }));
    const snapshot = room.getSnapshot();
    expect(snapshot.status).toBe("connected");
    expect(snapshot.messages.map((m) => m._id)).toEqual([id(1), id(2), "system-grace left the chat", id(3), id(4)]);
    expect(snapshot.hasOlder).toBe(true);
  });

  it("replaces its list when the gap was too long to catch up", () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [message(1)] }));
    socket().serverDrop();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [message(240)], continues: false, hasOlder: true }));
    expect(room.getSnapshot().messages.map((m) => m._id)).toEqual([id(240)]);
    expect(room.getSnapshot().hasOlder).toBe(true);
  });

  it("ignores the answer of a join made on an earlier connection", () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    const first = socket().sent.findLastIndex(([event]) => event === chatClientEvents.joinRoom.name);
    socket().serverDrop();
    socket().serverConnect();
    socket().acks.get(first)!(joined({ messages: [message(7)] }));
    expect(room.getSnapshot().messages).toEqual([]);
  });

  it("sends trimmed messages with attachments and keeps the answer once, although the room hears it too", async () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined());
    const sent = room.send("  hello  ", { url: "/uploads/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.pdf", name: "notes.pdf" });
    expect(sentOf(socket(), chatClientEvents.message.name)).toEqual([
      {
        topicId: ROOM,
        message: "hello",
        attachment: { url: "/uploads/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.pdf", name: "notes.pdf" },
        userData: { username: "ada", userId: id(200) },
      },
    ]);
    socket().serverEmit(chatServerEvents.newMessage.name, message(5, { message: "hello" }));
    answer(socket(), chatClientEvents.message.name, { ok: true, message: message(5, { message: "hello" }) });
    await expect(sent).resolves.toMatchObject({ _id: id(5) });
    expect(room.getSnapshot().messages.map((m) => m._id)).toEqual([id(5)]);
  });

  it("refuses empty, too long and disconnected sends before emitting, and rejects with the server's code", async () => {
    const { room, socket } = inRoom();
    await expect(room.send("hi")).rejects.toMatchObject({ code: "network_error" });
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined());
    await expect(room.send("   ")).rejects.toMatchObject({ message: CHAT_MESSAGES.emptyMessage });
    await expect(room.send("x".repeat(501))).rejects.toMatchObject({ message: CHAT_MESSAGES.messageTooLong });
    expect(sentOf(socket(), chatClientEvents.message.name)).toEqual([]);
    const tooFast = room.send("sixth");
    answer(socket(), chatClientEvents.message.name, { ok: false, error: { code: "too_fast", message: CHAT_MESSAGES.tooFast } });
    await expect(tooFast).rejects.toMatchObject({ code: "too_fast", message: CHAT_MESSAGES.tooFast });
    // A drop refuses what still waits for its answer.
    const lost = room.send("lost");
    socket().serverDrop();
    await expect(lost).rejects.toMatchObject({ code: "network_error" });
  });

  it("creates polls and votes; the member's choices follow the answer", async () => {
    const { room, socket } = inRoom();
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined());
    const created = room.createPoll({ question: "Tea or coffee?", options: ["Tea", "Coffee"] });
    expect(sentOf(socket(), chatClientEvents.poll.name)).toEqual([
      {
        topicId: ROOM,
        pollData: { question: "Tea or coffee?", options: ["Tea", "Coffee"], allowMultiple: false, duration: 24 },
        userData: { username: "ada", userId: id(200) },
      },
    ]);
    answer(socket(), chatClientEvents.poll.name, { ok: true, poll: poll() });
    await created;
    const voted = room.vote(id(150), [1]);
    answer(socket(), chatClientEvents.votePoll.name, {
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
    await expect(room.createPoll({ question: "Alone?", options: ["Yes"] })).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("pages older messages in before the first stored one", async () => {
    const { client, socket } = setup({ user: aSession({ token: tokenFor(id(200)) }) });
    const asked: string[] = [];
    server.use(
      mockEndpoint(chatHistoryEndpoint, (input) => {
        asked.push(JSON.stringify(input));
        return { messages: [message(8), message(9), message(10)], hasOlder: false };
      }),
    );
    const room = client.chatLive.joinRoom(ROOM);
    socket().serverConnect();
    answer(socket(), chatClientEvents.joinRoom.name, joined({ messages: [systemLine("ada joined the chat"), message(10)], hasOlder: true }));
    await room.loadOlder();
    expect(asked).toEqual([JSON.stringify({ topicId: ROOM, before: id(10) })]);
    expect(room.getSnapshot().messages.map((m) => m._id)).toEqual([id(8), id(9), "system-ada joined the chat", id(10)]);
    expect(room.getSnapshot().hasOlder).toBe(false);
  });

  it("shares one room between sessions; the last to leave leaves the room and closes the socket", async () => {
    const { client, socket } = setup({ user: aSession() });
    const first = client.chatLive.joinRoom(ROOM);
    const second = client.chatLive.joinRoom(ROOM.toUpperCase());
    socket().serverConnect();
    expect(sentOf(socket(), chatClientEvents.joinRoom.name)).toHaveLength(1);
    first.leave();
    first.leave();
    expect(sentOf(socket(), chatClientEvents.leaveRoom.name)).toEqual([]);
    second.leave();
    expect(sentOf(socket(), chatClientEvents.leaveRoom.name)).toEqual([{ topicId: ROOM }]);
    expect(socket().disconnectCalls).toBe(1);
    await expect(first.send("after")).rejects.toMatchObject({ code: "not_in_room" });
    // Joining again opens the same socket again.
    client.chatLive.joinRoom(ROOM);
    expect(socket().connectCalls).toBe(1);
  });

  it("refuses an invalid room id", () => {
    const { client, sockets } = setup();
    expect(() => client.chatLive.joinRoom("nope")).toThrow("Invalid id");
    expect(sockets).toHaveLength(0);
  });
});
