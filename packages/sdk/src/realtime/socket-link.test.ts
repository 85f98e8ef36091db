import { LIVE_EVENTS, chatClientEvents, chatServerEvents } from "@pnyx/contract";
import { FIXTURE_IDS, aSession, anOpinion } from "@pnyx/contract/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PnyxError } from "../errors";
import { fakeSocketFactory, flush, realtimeClient } from "../test-support/fake-socket";
import { createSocketLink, type LinkStatus } from "./socket-link";
import { LIVE_SOCKET_OPTIONS } from "./socket-options";

const A = FIXTURE_IDS.article;
const B = FIXTURE_IDS.otherArticle;
const ROOM = FIXTURE_IDS.community;
const ok = { ok: true };
const member = (token = "token-of-ada") => ({ user: aSession({ token }) });

describe("the realtime link: one socket for everything", () => {
  it("serves article watches, the member watch, chat rooms and the statistics over one socket at the server's origin", () => {
    const { client, sockets, socket } = realtimeClient(member());
    expect(sockets).toHaveLength(0);
    client.live.watchThread(A, {});
    client.live.watchNotifications(() => {});
    client.chat.joinRoom(ROOM);
    client.chat.watchStats(() => {});
    expect(sockets).toHaveLength(1);
    expect(socket().url).toBe("https://pnyx.example");
    const { auth, ...options } = socket().options;
    expect(options).toEqual(LIVE_SOCKET_OPTIONS);
    expect(typeof auth).toBe("function");
    socket().serverConnect();
    expect(
      socket()
        .sent.map(([event]) => event)
        .sort(),
    ).toEqual([LIVE_EVENTS.watchArticle, LIVE_EVENTS.watchNotifications, chatClientEvents.joinRoom.name, chatClientEvents.joinChatroom.name].sort());
  });

  it("makes no socket without an origin to connect to (server-side rendering), and says so in ready", async () => {
    const { client, sockets } = realtimeClient({}, "");
    const stop = client.live.watchThread(A, {});
    const room = client.chat.joinRoom(ROOM);
    expect(sockets).toHaveLength(0);
    expect(client.live.getStatus()).toBe("idle");
    await expect(stop.ready).rejects.toMatchObject({ code: "network_error", kind: "local" });
    await expect(room.ready).rejects.toMatchObject({ code: "network_error", kind: "local" });
    await expect(client.live.connect()).rejects.toMatchObject({ code: "network_error", kind: "local" });
    stop();
    room.leave();
  });
});

describe("the realtime link: holding and letting go", () => {
  it("closes on the microtask after the last holder lets go, whichever feature held it", async () => {
    const { client, socket } = realtimeClient(member());
    const stopArticle = client.live.watchThread(A, {});
    const stopNotifications = client.live.watchNotifications(() => {});
    const room = client.chat.joinRoom(ROOM);
    socket().serverConnect();
    stopArticle();
    stopNotifications();
    await flush();
    expect(socket().disconnectCalls).toBe(0);
    room.leave();
    // Not at once: a holder that takes over in the same tick keeps the connection.
    expect(socket().disconnectCalls).toBe(0);
    await Promise.resolve();
    expect(socket().disconnectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("idle");
  });

  it("does not reconnect when a release and a new hold happen in the same tick (a re-render)", async () => {
    const { client, sockets, socket } = realtimeClient();
    const stop = client.live.watchThread(A, {});
    socket().serverConnect();
    stop();
    client.live.watchThread(B, {});
    await flush();
    expect(sockets).toHaveLength(1);
    expect(socket().disconnectCalls).toBe(0);
    expect(socket().connectCalls).toBe(0);
    expect(client.live.getStatus()).toBe("connected");
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }, { postId: B }]);
  });

  it("opens the same socket again for the next holder after it closed", async () => {
    const { client, sockets, socket } = realtimeClient();
    client.live.watchThread(A, {})();
    await flush();
    expect(socket().disconnectCalls).toBe(1);
    client.chat.watchStats(() => {});
    expect(sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("connecting");
  });
});

describe("client.close()", () => {
  it("stops every watch and room, disconnects, and the client works again afterwards", async () => {
    const { client, sockets, socket } = realtimeClient(member());
    const onOpinion = vi.fn();
    const onNotification = vi.fn();
    const onStats = vi.fn();
    const article = client.live.watchThread(A, { onOpinionAdded: onOpinion });
    client.live.watchNotifications(onNotification);
    client.chat.watchStats(onStats);
    const room = client.chat.joinRoom(ROOM);
    const connection = client.live.connect();
    socket().serverConnect();
    await connection;

    client.close();
    expect(socket().disconnectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("idle");
    // The room was left on the server before the socket closed.
    expect(socket().sentOf(chatClientEvents.leaveRoom.name)).toEqual([{ topicId: ROOM }]);
    await expect(room.send("after close")).rejects.toMatchObject({ code: "not_in_room" });
    await expect(article.ready).rejects.toMatchObject({ code: "closed" });
    // Nothing is heard any more, even if the server still pushed something.
    onStats.mockClear();
    socket().serverEmit(LIVE_EVENTS.opinionAdded, { postId: A, opinion: anOpinion({ postId: A }) });
    socket().serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: 1, joinedUsers: 1 });
    expect(onOpinion).not.toHaveBeenCalled();
    expect(onStats).not.toHaveBeenCalled();
    client.close(); // twice is harmless
    await flush();
    expect(socket().disconnectCalls).toBe(1);

    // The client is usable again: a new watch opens the same socket and asks only for itself.
    const again = client.live.watchThread(B, {});
    expect(sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    const before = socket().sent.length;
    socket().serverConnect();
    expect(socket().sent.slice(before)).toEqual([[LIVE_EVENTS.watchArticle, { postId: B }]]);
    socket().answer(LIVE_EVENTS.watchArticle, ok);
    await expect(again.ready).resolves.toBeUndefined();
  });

  it("closes a socket that is still connecting, and rejects what waited for it", async () => {
    const { client, socket } = realtimeClient();
    const connection = client.live.connect();
    const watch = client.live.watchThread(A, {});
    client.close();
    await expect(connection).rejects.toMatchObject({ code: "closed", kind: "local" });
    await expect(watch.ready).rejects.toMatchObject({ code: "closed" });
    expect(socket().disconnectCalls).toBe(1);
  });
});

describe("the realtime link's status", () => {
  it("goes idle → connecting → connected → reconnecting → connected → idle, told to subscribers", async () => {
    const { client, socket } = realtimeClient();
    const heard: LinkStatus[] = [];
    const unsubscribe = client.live.subscribeStatus((status) => heard.push(status));
    expect(client.live.getStatus()).toBe("idle");
    const stop = client.live.watchThread(A, {});
    expect(client.live.getStatus()).toBe("connecting");
    socket().serverConnect();
    expect(client.live.getStatus()).toBe("connected");
    socket().serverDrop();
    expect(client.live.getStatus()).toBe("reconnecting");
    socket().serverConnect();
    stop();
    await flush();
    expect(heard).toEqual(["connecting", "connected", "reconnecting", "connected", "idle"]);
    unsubscribe();
    client.live.watchThread(A, {});
    expect(heard).toHaveLength(5);
  });

  it("is reconnecting after a failed attempt, and connecting again after a login", async () => {
    const { client, store, socket } = realtimeClient();
    const heard: LinkStatus[] = [];
    client.live.subscribeStatus((status) => heard.push(status));
    client.live.watchThread(A, {});
    await socket().handshake();
    socket().serverRefuse("xhr poll error");
    expect(client.live.getStatus()).toBe("reconnecting");
    socket().serverConnect();
    store.set({ user: aSession({ token: "token-of-grace" }), admin: null });
    await vi.waitFor(() => expect(client.live.getStatus()).toBe("connecting"));
    expect(heard).toEqual(["connecting", "reconnecting", "connected", "connecting"]);
  });
});

describe("the realtime link and the session", () => {
  it("shows the member's token in the handshake, and nothing for a visitor", async () => {
    const visitor = realtimeClient();
    visitor.client.live.watchThread(A, {});
    await expect(visitor.socket().handshake()).resolves.toEqual({});
    const ada = realtimeClient(member("token-of-ada"));
    ada.client.live.watchThread(A, {});
    await expect(ada.socket().handshake()).resolves.toEqual({ token: "token-of-ada" });
  });

  it("reconnects with the new token on a login and without one on a logout; the same token does not reconnect", async () => {
    const { client, store, socket } = realtimeClient();
    client.live.watchNotifications(() => {});
    await expect(socket().handshake()).resolves.toEqual({});
    socket().serverConnect();
    store.set({ user: aSession({ token: "token-of-grace" }), admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    expect(socket().connectCalls).toBe(1);
    await expect(socket().handshake()).resolves.toEqual({ token: "token-of-grace" });
    socket().serverConnect();
    // Each connection asks for the member's events again: the server knows the member by the handshake.
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(2);

    // The same token again (a profile edit) costs no reconnection.
    store.set({ user: { ...store.get().user!, description: "edited" }, admin: null });
    await flush();
    expect(socket().disconnectCalls).toBe(1);

    store.set({ user: null, admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(2));
    await expect(socket().handshake()).resolves.toEqual({});
  });

  it("keeps the connection when a renewed token is the same member's (an embed token every few minutes), and reconnects when the server refuses it", async () => {
    const { client, store, socket } = realtimeClient(member("embed-token-1"));
    client.live.watchThread(A, {});
    await expect(socket().handshake()).resolves.toEqual({ token: "embed-token-1" });
    socket().serverConnect();
    store.set({ user: { ...store.get().user!, token: "embed-token-2" }, admin: null });
    await vi.waitFor(() => expect(socket().sentOf("session:renew")).toEqual([{ token: "embed-token-2" }]));
    socket().answer("session:renew", { ok: true });
    await flush();
    expect(socket().disconnectCalls).toBe(0);
    // The renewed token is the one shown now: a later connection shows it, and the same token again asks nothing.
    store.set({ user: { ...store.get().user!, description: "edited" }, admin: null });
    await flush();
    expect(socket().sentOf("session:renew")).toHaveLength(1);
    // Refused (another member's, an ended session): the connection is made again with it.
    store.set({ user: { ...store.get().user!, token: "embed-token-3" }, admin: null });
    await vi.waitFor(() => expect(socket().sentOf("session:renew")).toHaveLength(2));
    socket().answer("session:renew", { ok: false, error: { code: "unauthorized", message: "No" } });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    await expect(socket().handshake()).resolves.toEqual({ token: "embed-token-3" });
  });

  it("does not reconnect on a session change while nothing holds the link", async () => {
    const { client, store, socket } = realtimeClient();
    client.live.watchThread(A, {})();
    await flush();
    store.set({ user: aSession({ token: "token-of-grace" }), admin: null });
    await flush();
    expect(socket().connectCalls).toBe(0);
    expect(client.live.getStatus()).toBe("idle");
  });

  it("goes on as a visitor when the server refuses the token, until the session changes", async () => {
    const { client, store, socket } = realtimeClient(member("expired-token"));
    const connected = client.live.connect();
    await expect(socket().handshake()).resolves.toEqual({ token: "expired-token" });
    // The gate refused it: socket.io would not retry by itself.
    socket().serverRefuse("unauthorized", true);
    expect(socket().connectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("connecting");
    await expect(socket().handshake()).resolves.toEqual({});
    socket().serverConnect();
    // The retry as a visitor is not the failed first attempt: connect() resolves.
    await expect(connected).resolves.toBeTypeOf("function");
    // A new login shows its token.
    store.set({ user: aSession({ token: "fresh-token" }), admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    await expect(socket().handshake()).resolves.toEqual({ token: "fresh-token" });
  });

  it("reports a visitor's refusal as a failed attempt (there is nothing to drop)", async () => {
    const { client, socket } = realtimeClient();
    const connected = client.live.connect();
    await socket().handshake();
    socket().serverRefuse("unauthorized", true);
    await expect(connected).rejects.toMatchObject({ kind: "network", code: "network_error" });
  });

  it("reconnects when the server closes the connection (a revoked session)", async () => {
    const { client, socket } = realtimeClient(member());
    client.live.watchNotifications(() => {});
    socket().serverConnect();
    socket().serverDrop("io server disconnect");
    expect(client.live.getStatus()).toBe("reconnecting");
    expect(socket().connectCalls).toBe(1);
    socket().serverConnect();
    expect(client.live.getStatus()).toBe("connected");
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(2);
  });

  it("lets socket.io retry a dropped transport by itself", () => {
    const { client, socket } = realtimeClient();
    client.live.watchThread(A, {});
    socket().serverConnect();
    socket().serverDrop("transport close");
    expect(socket().connectCalls).toBe(0);
  });
});

describe("the realtime link's first connection", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("connected() rejects on the first failed attempt (kind network), and the link keeps retrying", async () => {
    const { factory, sockets } = fakeSocketFactory();
    const link = createSocketLink({ baseUrl: "https://pnyx.example", socket: factory });
    const release = link.hold();
    const first = link.connected();
    sockets[0]!.serverRefuse("xhr poll error");
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PnyxError);
    expect(error).toMatchObject({ kind: "network", code: "network_error", status: 0 });
    expect((error as PnyxError).message).toContain("xhr poll error");
    expect(link.getStatus()).toBe("reconnecting");
    // A later wait resolves with the connection.
    const second = link.connected();
    sockets[0]!.serverConnect();
    await expect(second).resolves.toBeUndefined();
    await expect(link.connected()).resolves.toBeUndefined();
    release();
  });

  it("connected() rejects when the link closes before connecting (code closed)", async () => {
    const { factory } = fakeSocketFactory();
    const link = createSocketLink({ baseUrl: "https://pnyx.example", socket: factory });
    const release = link.hold();
    const waiting = link.connected();
    release();
    await expect(waiting).rejects.toMatchObject({ code: "closed", kind: "local" });
  });

  it("retries by itself after the server's gate refused the handshake (socket.io would not), while anyone holds the link", async () => {
    vi.useFakeTimers();
    const { client, socket } = realtimeClient();
    const watch = client.live.watchThread(A, {});
    socket().serverRefuse("too many connections", true);
    await expect(watch.ready).rejects.toMatchObject({ kind: "network" });
    expect(socket().connectCalls).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(socket().connectCalls).toBe(1);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }]);

    // Nobody holds it any more when the delay is over: no retry.
    socket().serverDrop();
    socket().serverRefuse("too many connections", true);
    watch();
    await Promise.resolve();
    vi.advanceTimersByTime(5000);
    expect(socket().connectCalls).toBe(1);
  });

  it("client.live.connect() resolves once connected, and its release lets the link close", async () => {
    const { client, socket } = realtimeClient();
    const connecting = client.live.connect();
    expect(client.live.getStatus()).toBe("connecting");
    socket().serverConnect();
    const release = await connecting;
    expect(client.live.getStatus()).toBe("connected");
    // Already connected: resolves at once, on the same socket.
    const again = await client.live.connect();
    release();
    await flush();
    expect(socket().disconnectCalls).toBe(0);
    again();
    again();
    await flush();
    expect(socket().disconnectCalls).toBe(1);
  });
});
