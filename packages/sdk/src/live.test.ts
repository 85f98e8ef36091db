import { LIVE_EVENTS, type Opinion } from "@pnyx/contract";
import { FIXTURE_IDS, aNotification, aSession, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { createPnyxClient } from "./client";
import { LIVE_SOCKET_OPTIONS, socketOrigin } from "./live";
import { createMemorySessionStore } from "./session";
import { fakeSocketFactory } from "./test-support/fake-socket";

const A = FIXTURE_IDS.article;
const B = FIXTURE_IDS.otherArticle;
const opinion = (over: Partial<Opinion> = {}): Opinion => anOpinion({ postId: A, text: "Live!", author: "grace", ...over });

function setup(baseUrl = "https://pnyx.example/base/") {
  const { factory, sockets } = fakeSocketFactory();
  const client = createPnyxClient({ baseUrl, socket: factory });
  return { client, sockets, socket: () => sockets[0]! };
}

const watches = (sent: [string, unknown][]) => sent.filter(([event]) => event === LIVE_EVENTS.watchArticle).map(([, p]) => p);
const unwatches = (sent: [string, unknown][]) => sent.filter(([event]) => event === LIVE_EVENTS.unwatchArticle).map(([, p]) => p);

describe("client.live.watchArticle", () => {
  it("opens one socket lazily, at the server's origin, with the product's connection options", () => {
    const { client, sockets } = setup();
    expect(sockets).toHaveLength(0);
    client.live.watchArticle(A, {});
    client.live.watchArticle(B, {});
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe("https://pnyx.example");
    expect(sockets[0]!.options).toEqual(LIVE_SOCKET_OPTIONS);
    expect(LIVE_SOCKET_OPTIONS).toMatchObject({
      path: "/socket.io/",
      transports: ["websocket", "polling"],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it("watches each article on connect, once, and again after every reconnect", () => {
    const { client, socket } = setup();
    client.live.watchArticle(A, {});
    client.live.watchArticle(A, {});
    client.live.watchArticle(B, {});
    // Nothing is emitted before the connection (socket.io would buffer it and send it twice).
    expect(socket().sent).toEqual([]);
    socket().serverConnect();
    expect(watches(socket().sent)).toEqual([{ postId: A }, { postId: B }]);
    socket().serverDrop();
    socket().serverConnect();
    expect(watches(socket().sent)).toEqual([{ postId: A }, { postId: B }, { postId: A }, { postId: B }]);
  });

  it("watches at once when already connected; unwatches only when the last watcher of that article leaves", () => {
    const { client, socket } = setup();
    const stopFirst = client.live.watchArticle(A, {});
    socket().serverConnect();
    const stopSecond = client.live.watchArticle(A, {});
    const stopB = client.live.watchArticle(B, {});
    expect(watches(socket().sent)).toEqual([{ postId: A }, { postId: B }]);

    stopFirst();
    stopFirst(); // idempotent
    expect(unwatches(socket().sent)).toEqual([]);
    stopSecond();
    expect(unwatches(socket().sent)).toEqual([{ postId: A }]);
    stopB();
    expect(unwatches(socket().sent)).toEqual([{ postId: A }, { postId: B }]);

    // An article nobody watches any more is not watched again on reconnect.
    socket().serverDrop();
    client.live.watchArticle(B, {});
    socket().serverConnect();
    expect(watches(socket().sent)).toEqual([{ postId: A }, { postId: B }, { postId: B }]);
  });

  it("sends no unwatch while disconnected (the server forgot the rooms with the connection)", () => {
    const { client, socket } = setup();
    const stop = client.live.watchArticle(A, {});
    socket().serverConnect();
    socket().serverDrop();
    stop();
    expect(unwatches(socket().sent)).toEqual([]);
    socket().serverConnect();
    expect(watches(socket().sent)).toEqual([{ postId: A }]);
  });

  it("routes parsed payloads to the watchers of their article and drops invalid ones", () => {
    const { client, socket } = setup();
    const onA = { onOpinionAdded: vi.fn(), onOpinionUpdated: vi.fn(), onOpinionDeleted: vi.fn(), onVotesChanged: vi.fn() };
    const onA2 = { onOpinionAdded: vi.fn() };
    const onB = { onOpinionAdded: vi.fn(), onVotesChanged: vi.fn() };
    const stopA2 = client.live.watchArticle(A, onA2);
    client.live.watchArticle(A, onA);
    client.live.watchArticle(B, onB);
    socket().serverConnect();

    const added = { postId: A, opinion: opinion() };
    socket().serverEmit(LIVE_EVENTS.opinionAdded, added);
    expect(onA.onOpinionAdded).toHaveBeenCalledWith(added);
    expect(onA2.onOpinionAdded).toHaveBeenCalledWith(added);
    expect(onB.onOpinionAdded).not.toHaveBeenCalled();

    const updated = { postId: A, opinion: opinion({ text: "Edited", editedAt: "2026-11-22T10:01:00.000Z" }) };
    socket().serverEmit(LIVE_EVENTS.opinionUpdated, updated);
    expect(onA.onOpinionUpdated).toHaveBeenCalledWith(updated);

    const deleted = { postId: A, commentId: opinion()._id, parentId: null };
    socket().serverEmit(LIVE_EVENTS.opinionDeleted, deleted);
    expect(onA.onOpinionDeleted).toHaveBeenCalledWith(deleted);

    const votes = { postId: B, targetType: "article", targetId: B, upvotes: 5, downvotes: 1 };
    socket().serverEmit(LIVE_EVENTS.votesChanged, votes);
    expect(onB.onVotesChanged).toHaveBeenCalledWith(votes);
    expect(onA.onVotesChanged).not.toHaveBeenCalled();

    // Invalid payloads never reach a handler.
    socket().serverEmit(LIVE_EVENTS.opinionAdded, { postId: A, opinion: { text: "no id" } });
    socket().serverEmit(LIVE_EVENTS.votesChanged, { postId: A, targetType: "article", targetId: A, upvotes: -1, downvotes: 0 });
    socket().serverEmit(LIVE_EVENTS.opinionDeleted, "garbage");
    expect(onA.onOpinionAdded).toHaveBeenCalledTimes(1);
    expect(onA.onVotesChanged).not.toHaveBeenCalled();
    expect(onA.onOpinionDeleted).toHaveBeenCalledTimes(1);

    // A watcher that left hears nothing more; the other still does.
    stopA2();
    socket().serverEmit(LIVE_EVENTS.opinionAdded, added);
    expect(onA2.onOpinionAdded).toHaveBeenCalledTimes(1);
    expect(onA.onOpinionAdded).toHaveBeenCalledTimes(2);
  });

  it("refuses an invalid article id", () => {
    const { client, sockets } = setup();
    expect(() => client.live.watchArticle("nope", {})).toThrow("Invalid id");
    expect(sockets).toHaveLength(0);
  });

  it("disconnect() closes the socket; the next watch reconnects the same socket and watches again", () => {
    const { client, sockets, socket } = setup();
    client.live.watchArticle(A, {});
    socket().serverConnect();
    client.live.disconnect();
    client.live.disconnect();
    expect(socket().disconnectCalls).toBe(1);
    client.live.watchArticle(B, {});
    expect(sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    socket().serverConnect();
    expect(watches(socket().sent)).toEqual([{ postId: A }, { postId: A }, { postId: B }]);
  });

  it("does nothing without an origin to connect to (server-side rendering)", () => {
    const { client, sockets } = setup("");
    const stop = client.live.watchArticle(A, { onOpinionAdded: vi.fn() });
    expect(sockets).toHaveLength(0);
    stop();
  });
});

describe("client.live.watchNotifications", () => {
  function member(token: string | null = "token-of-ada-0001") {
    const { factory, sockets } = fakeSocketFactory();
    const store = createMemorySessionStore();
    if (token) store.set({ user: aSession({ token }), admin: null });
    const client = createPnyxClient({ baseUrl: "https://pnyx.example", socket: factory, sessionStore: store });
    return { client, store, socket: () => sockets[0]! };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const shown = (sent: [string, unknown][]) => sent.filter(([event]) => event === LIVE_EVENTS.watchNotifications).map(([, p]) => p);
  const pushed = { notification: aNotification(), unread: 3 };

  it("shows the member token on connect, once for any number of watchers, and again after a reconnect", async () => {
    const { client, socket } = member();
    client.live.watchNotifications(vi.fn());
    client.live.watchNotifications(vi.fn());
    await flush();
    expect(socket().sent).toEqual([]);
    socket().serverConnect();
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }]);
    socket().serverDrop();
    socket().serverConnect();
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }, { token: "token-of-ada-0001" }]);
  });

  it("hands parsed pushes to every watcher, drops invalid ones, and unwatches when the last one leaves", async () => {
    const { client, socket } = member();
    const [first, second] = [vi.fn(), vi.fn()];
    const stopFirst = client.live.watchNotifications(first);
    const stopSecond = client.live.watchNotifications(second);
    socket().serverConnect();
    await flush();
    socket().serverEmit(LIVE_EVENTS.notificationPushed, pushed);
    socket().serverEmit(LIVE_EVENTS.notificationPushed, { notification: { kind: "nonsense" }, unread: 1 });
    expect(first).toHaveBeenCalledExactlyOnceWith(pushed);
    expect(second).toHaveBeenCalledExactlyOnceWith(pushed);
    stopFirst();
    expect(socket().sent.some(([event]) => event === LIVE_EVENTS.unwatchNotifications)).toBe(false);
    stopSecond();
    stopSecond();
    expect(socket().sent.filter(([event]) => event === LIVE_EVENTS.unwatchNotifications)).toEqual([[LIVE_EVENTS.unwatchNotifications, {}]]);
  });

  it("hands level-ups to their watchers over the same member watch, and drops invalid ones", async () => {
    const { client, socket } = member();
    const [onLevelUp, onNotification] = [vi.fn(), vi.fn()];
    const stopLevels = client.live.watchLevelUps(onLevelUp);
    const stopNotifications = client.live.watchNotifications(onNotification);
    socket().serverConnect();
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }]);
    const up = { level: { level: 2, badge: "Silver", currentPoints: 500, goalPoints: 1000 } };
    socket().serverEmit(LIVE_EVENTS.levelUp, up);
    socket().serverEmit(LIVE_EVENTS.levelUp, { level: { level: 9 } });
    expect(onLevelUp).toHaveBeenCalledExactlyOnceWith(up);
    expect(onNotification).not.toHaveBeenCalled();
    stopLevels();
    expect(socket().sent.some(([event]) => event === LIVE_EVENTS.unwatchNotifications)).toBe(false);
    stopNotifications();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("hands badge unlocks to their watchers over the same member watch, and drops invalid ones", async () => {
    const { client, socket } = member();
    const [onBadge, onLevelUp] = [vi.fn(), vi.fn()];
    const stopBadges = client.live.watchBadgeUnlocks(onBadge);
    const stopLevels = client.live.watchLevelUps(onLevelUp);
    socket().serverConnect();
    await flush();
    // Two watchers, one member watch: the token is shown once.
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }]);
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Grand Vizier" });
    expect(onBadge).toHaveBeenCalledExactlyOnceWith({ badge: "Mentor" });
    expect(onLevelUp).not.toHaveBeenCalled();
    stopBadges();
    expect(socket().sent.some(([event]) => event === LIVE_EVENTS.unwatchNotifications)).toBe(false);
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Anniversary" });
    expect(onBadge).toHaveBeenCalledTimes(1);
    stopLevels();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("follows the session while watching: a new login shows its token, a logout unwatches", async () => {
    const { client, store, socket } = member();
    client.live.watchNotifications(vi.fn());
    socket().serverConnect();
    await flush();
    store.set({ user: aSession({ token: "token-of-grace-02" }), admin: null });
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }, { token: "token-of-grace-02" }]);
    store.set({ user: null, admin: null });
    await flush();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("shows a refused token again on the next occasion (reconnect, watch, login)", async () => {
    const { client, socket } = member();
    client.live.watchNotifications(vi.fn());
    socket().serverConnect();
    await flush();
    const index = socket().sent.findIndex(([event]) => event === LIVE_EVENTS.watchNotifications);
    socket().acks.get(index)!(false);
    client.live.watchNotifications(vi.fn());
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-ada-0001" }, { token: "token-of-ada-0001" }]);
    // An accepted one is not shown again for another watcher.
    socket().acks.get(socket().sent.length - 1)!(true);
    client.live.watchNotifications(vi.fn());
    await flush();
    expect(shown(socket().sent)).toHaveLength(2);
  });

  it("shows the new token when a watch starts after another login, and nothing without a login", async () => {
    const { client, store, socket } = member(null);
    const stop = client.live.watchNotifications(vi.fn());
    socket().serverConnect();
    await flush();
    expect(shown(socket().sent)).toEqual([]);
    stop();
    store.set({ user: aSession({ token: "token-of-grace-01" }), admin: null });
    client.live.watchNotifications(vi.fn());
    await flush();
    expect(shown(socket().sent)).toEqual([{ token: "token-of-grace-01" }]);
  });
});

describe("socketOrigin", () => {
  it("takes the base URL's origin, or the page's", () => {
    expect(socketOrigin("http://localhost:3000/api")).toBe("http://localhost:3000");
    expect(socketOrigin("")).toBeNull();
    vi.stubGlobal("location", { href: "https://site.example/details/1", origin: "https://site.example" });
    try {
      expect(socketOrigin("")).toBe("https://site.example");
      expect(socketOrigin("/")).toBe("https://site.example");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
