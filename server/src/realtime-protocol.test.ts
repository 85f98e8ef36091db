// product.md §7 "Realtime socket", driven as a client written from the spec alone would: a bare
// socket.io-client and the server's URL, nothing else of ours on the client side. The events and
// payloads are spelled as §7 (and §3's chat message) name them; opinions and replies go over HTTP.
// One socket per client carries statistics, a chat room, a live thread and notifications.
// The last part tests the socket gate every connection passes (its flood window, revocation, handshake).
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { SOCKET_EVENTS_PER_WINDOW } from "./platform/socket-gate";
import { startServer, type RunningServer } from "./server";
import { createMember, createTestContext, type TestContext } from "./test-support/context";

/** §7: websocket with polling fallback, the library's default path, reconnection as the spec sets it. */
const SPEC: Partial<ManagerOptions & SocketOptions> = {
  transports: ["websocket", "polling"],
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

let ctx: TestContext;
let server: RunningServer;
const tokens: Record<string, string> = {};
const opened: Socket[] = [];
/** A community (a chat room), as the API lists them. */
let room: string;
let article: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["ann", "bob", "cyd", "dee"]) tokens[name] = await createMember(ctx, name);
  const { communities } = (await (await fetch(`${server.url}/api/community/`)).json()) as { communities: Array<{ _id: string }> };
  room = communities[5]!._id;
  article = (
    await ctx.runtime.deps.models.Article.create({ category: "World", title: "Live", content: "C", source: "S", publishedAt: new Date() })
  )._id.toString();
}, 30_000);
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

/** A spec client's socket: `io(url, { auth: { token } })`, or without a token a visitor's. Resolves once connected. */
async function connect(token?: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<Socket> {
  const socket = io(server.url, { ...SPEC, ...options, ...(token ? { auth: { token } } : {}) });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}
/** Everything a socket hears of one event, as it arrives. */
function hear<T = any>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(10);
  }
}
const ask = <T = any>(socket: Socket, event: string, payload?: unknown): Promise<T> => socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
/** A member's call over HTTP, as the spec's client makes it. */
async function post<T = any>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
/** What a §7 client sends about its member; the server ignores it, whatever its size (a data-URL avatar). */
const userData = (username: string) => ({ username, userId: `${username}-id`, avatar: `data:image/png;base64,${"A".repeat(20_000)}` });

describe("the realtime socket of product §7, from a bare socket.io-client", () => {
  it("carries a member's statistics, chat room, live thread and notifications on one socket", async () => {
    const visitor = await connect();
    const ann = await connect(tokens.ann);
    const bob = await connect(tokens.bob);
    const annId = ann.id;
    // Default namespace, websocket first.
    expect(ann.io.engine.transport.name).toBe("websocket");

    // Statistics: join-chatroom with null (a visitor) or {username, userId} → user-stats-update.
    const visitorStats = hear<{ activeUsers: number; joinedUsers: number }>(visitor, "user-stats-update");
    visitor.emit("join-chatroom", null);
    await until(() => visitorStats.length >= 1, "the visitor's statistics");
    expect(visitorStats[0]).toEqual({ activeUsers: expect.any(Number), joinedUsers: expect.any(Number) });
    const before = visitorStats.at(-1)!.activeUsers;
    const annStats = hear<{ activeUsers: number }>(ann, "user-stats-update");
    ann.emit("join-chatroom", { username: "ann", userId: "ann-id" });
    await until(() => annStats.length >= 1, "ann's statistics");
    await until(() => visitorStats.at(-1)!.activeUsers === before + 1, "ann among the active users");

    // Chat rooms: joinRoom {topicId, userData} → user-joined (heard by the others), room-users-count {count}.
    const annCounts = hear<{ count: number }>(ann, "room-users-count");
    const bobCounts = hear<{ count: number }>(bob, "room-users-count");
    const annJoins = hear(ann, "user-joined");
    const [annMessages, bobMessages] = [hear(ann, "new-message"), hear(bob, "new-message")];
    const [annPolls, bobPolls] = [hear(ann, "new-poll"), hear(bob, "new-poll")];
    const annLefts = hear(ann, "user-left");
    ann.emit("joinRoom", { topicId: room, userData: userData("ann") });
    await until(() => annCounts.at(-1)?.count === 1, "ann's room count of 1");
    bob.emit("joinRoom", { topicId: room, userData: userData("bob") });
    await until(() => annJoins.length === 1, "ann hears bob join");
    expect(annJoins[0]).toMatchObject({ id: expect.any(String), username: "bob", type: "system", timestamp: expect.any(String) });
    await until(() => annCounts.at(-1)?.count === 2 && bobCounts.at(-1)?.count === 2, "a room count of 2 for both");

    // message {topicId, message, userData} → new-message with §3's fields, to the whole room (the sender too).
    ann.emit("message", { topicId: room, message: "  Hello, room  ", userData: userData("somebody-else") });
    await until(() => annMessages.length === 1 && bobMessages.length === 1, "the message in the room");
    const message = bobMessages[0];
    expect(message).toMatchObject({ id: expect.any(String), username: "ann", message: "Hello, room", type: "user" });
    expect(Date.parse(message.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(annMessages[0]).toEqual(message);

    // poll {topicId, pollData, userData} → new-poll, to the whole room.
    bob.emit("poll", {
      topicId: room,
      pollData: { question: "Tea or coffee?", options: ["Tea", "Coffee"], allowMultiple: false, duration: 24, createdAt: new Date().toISOString() },
      userData: userData("bob"),
    });
    await until(() => annPolls.length === 1 && bobPolls.length === 1, "the poll in the room");
    expect(annPolls[0]).toMatchObject({
      question: "Tea or coffee?",
      options: [
        { text: "Tea", votes: 0 },
        { text: "Coffee", votes: 0 },
      ],
      allowMultiple: false,
      duration: 24,
      createdBy: "bob",
    });

    // The same socket watches a thread: an opinion posted over HTTP is heard as opinion:added.
    expect(await ask(ann, "article:watch", { postId: article })).toEqual({ ok: true });
    const added = hear<{ postId: string; opinion: { _id: string; text: string; author: string } }>(ann, "opinion:added");
    const opinion = await post<{ _id: string }>("/api/comment/addTopComment", tokens.ann!, { postId: article, text: "Ann's opinion" });
    await until(() => added.some((e) => e.opinion._id === opinion._id), "ann's opinion, live");
    expect(added.at(-1)).toMatchObject({ postId: article, opinion: { text: "Ann's opinion", author: "ann" } });

    // …and the member's notifications: a reply to ann's opinion is heard as notification:new.
    expect(await ask(ann, "notifications:watch", {})).toEqual({ ok: true });
    const notified = hear<{ notification: { kind: string; actor: string; commentId: string }; unread: number }>(ann, "notification:new");
    const reply = await post<{ _id: string }>("/api/comment/addReply", tokens.bob!, { postId: article, parentId: opinion._id, text: "Bob replies" });
    await until(() => notified.length === 1, "the reply's notification");
    expect(notified[0]).toMatchObject({ notification: { kind: "opinionReply", actor: "bob", commentId: reply._id }, unread: 1 });
    await until(() => added.some((e) => e.opinion._id === reply._id), "bob's reply in the thread, live");

    // leaveRoom → user-left for the others, and the count goes down.
    bob.emit("leaveRoom");
    await until(() => annLefts.length === 1, "ann hears bob leave");
    expect(annLefts[0]).toMatchObject({ username: "bob", type: "system" });
    await until(() => annCounts.at(-1)?.count === 1, "a room count of 1");

    // One socket per client carried all of it.
    expect(ann.id).toBe(annId);
    expect(ann.connected && bob.connected && visitor.connected).toBe(true);
    expect(server.realtime.sockets.sockets.size).toBe(3);
    for (const socket of [visitor, ann, bob]) socket.disconnect();
  });

  it("lets a visitor watch the statistics (over polling too), and refuses them a room as unauthorized", async () => {
    // The polling fallback, alone: a client whose websocket is unavailable.
    const visitor = await connect(undefined, { transports: ["polling"] });
    expect(visitor.io.engine.transport.name).toBe("polling");
    const stats = hear(visitor, "user-stats-update");
    visitor.emit("join-chatroom", null);
    await until(() => stats.length >= 1, "the statistics over polling");

    // An event sent without an acknowledgement is refused by a `refused` event naming it…
    const refused = hear(visitor, "refused");
    visitor.emit("joinRoom", { topicId: room, userData: null });
    await until(() => refused.length === 1, "the refusal");
    expect(refused[0]).toEqual({ code: "unauthorized", message: expect.any(String), event: "joinRoom" });
    // …and one sent with an acknowledgement, in it.
    expect(await ask(visitor, "joinRoom", { topicId: room, userData: null })).toEqual({
      ok: false,
      error: { code: "unauthorized", message: expect.any(String) },
    });
    expect(await ask(visitor, "message", { topicId: room, message: "hi", userData: null })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(await ask(visitor, "notifications:watch", {})).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    // A visitor is in no room: a leaveRoom sent as a screen closes is simply done.
    expect(await ask(visitor, "leaveRoom", { topicId: room })).toEqual({ ok: true });
    expect(await ask(visitor, "leaveRoom", null)).toEqual({ ok: true });
    // Threads are for everyone.
    expect(await ask(visitor, "article:watch", { postId: article })).toEqual({ ok: true });
    expect(visitor.connected).toBe(true);
    visitor.disconnect();
  });
});

describe("the socket gate", () => {
  it("refuses a flood of events of any kind on one connection beyond its window, and only that connection's", async () => {
    const dee = await connect(tokens.dee);
    const other = await connect(tokens.dee);
    const kinds: Array<[string, unknown]> = [
      ["join-chatroom", null],
      ["joinRoom", { topicId: room, userData: null }],
      ["article:watch", { postId: article }],
      ["notifications:watch", {}],
      ["article:unwatch", { postId: article }],
      ["notifications:unwatch", {}],
    ];
    const answers = await Promise.all(Array.from({ length: SOCKET_EVENTS_PER_WINDOW.events + 6 }, (_, i) => ask(dee, ...kinds[i % kinds.length]!)));
    expect(answers.slice(0, SOCKET_EVENTS_PER_WINDOW.events).every((a) => a.ok)).toBe(true);
    expect(answers.slice(SOCKET_EVENTS_PER_WINDOW.events).map((a) => a.error?.code)).toEqual(Array(6).fill("rate_limited"));
    // Each says how long to wait: at most the window.
    const waits = answers.slice(SOCKET_EVENTS_PER_WINDOW.events).map((a) => a.error?.retryAfter as number);
    expect(waits.every((s) => s >= 1 && s <= SOCKET_EVENTS_PER_WINDOW.windowMs / 1000)).toBe(true);
    // Without an acknowledgement, the refusal comes as `refused`; the connection stays.
    const refused = hear(dee, "refused");
    dee.emit("message", { topicId: room, message: "one more" });
    await until(() => refused.length === 1, "the flood's refusal");
    expect(refused[0]).toMatchObject({ code: "rate_limited", event: "message" });
    expect(dee.connected).toBe(true);
    // The member's other connection has its own window.
    expect(await ask(other, "article:watch", { postId: article })).toEqual({ ok: true });
    for (const socket of [dee, other]) socket.disconnect();
  });

  it("disconnects every socket of a revoked account (a password reset, a deletion), and nobody else's", async () => {
    const [tab, phone, bystander, visitor] = await Promise.all([connect(tokens.cyd), connect(tokens.cyd), connect(tokens.bob), connect()]);
    const closed = [tab, phone].map((socket) => new Promise<string>((resolve) => socket.once("disconnect", resolve)));
    const user = await ctx.runtime.deps.models.User.findOne({ username: "cyd" }, { _id: 1 }).lean();
    ctx.runtime.deps.auth.revoke(user!._id.toString());
    expect(await Promise.all(closed)).toEqual(["io server disconnect", "io server disconnect"]);
    await Bun.sleep(50);
    expect(bystander.connected && visitor.connected).toBe(true);
    for (const socket of [bystander, visitor]) socket.disconnect();
  });

  it("on a logout, disconnects that session's sockets only: the member's other sessions keep theirs", async () => {
    const login = async () => (await post<{ token: string }>("/api/auth/login", "", { username: "bob", password: "correct horse battery" })).token;
    const [phoneToken, laptopToken] = [await login(), await login()];
    const [phone, laptop] = await Promise.all([connect(phoneToken), connect(laptopToken)]);
    expect(await ask(phone, "notifications:watch", {})).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => laptop.once("disconnect", resolve));
    await post("/api/auth/logout", laptopToken, {});
    expect(await closed).toBe("io server disconnect");
    await Bun.sleep(100);
    // The phone's session was not ended: its socket stays, and still hears the member's notifications.
    expect(phone.connected).toBe(true);
    expect(await ask(phone, "notifications:watch", {})).toEqual({ ok: true });
    phone.disconnect();
  });

  it("refuses a bad token in the handshake", async () => {
    const refusal = async (auth: object) => {
      const socket = io(server.url, { ...SPEC, reconnection: false, auth });
      opened.push(socket);
      return new Promise<string>((resolve) => {
        socket.once("connect", () => resolve("connected"));
        socket.once("connect_error", (error) => resolve(error.message));
      });
    };
    const [header, payload, signature] = tokens.ann!.split(".") as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(await refusal({ token: forged })).toBe("unauthorized");
    expect(await refusal({ token: "not-a-token-at-all" })).toBe("unauthorized");
    expect(await refusal({ token: { $ne: null } })).toBe("unauthorized");
    expect(await refusal({ token: "x".repeat(5000) })).toBe("unauthorized");
    // No token at all is a visitor's connection, and a good one a member's.
    expect(await refusal({})).toBe("connected");
    expect(await refusal({ token: tokens.ann })).toBe("connected");
  });
});
