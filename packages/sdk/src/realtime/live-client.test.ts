import { LIVE_EVENTS, type Opinion } from "@pnyx/contract";
import { FIXTURE_IDS, aNotification, aSession, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { PnyxError } from "../errors";
import { flush, realtimeClient, unhandledRejectionsDuring } from "../test-support/fake-socket";
import { LIVE_SOCKET_OPTIONS, socketOrigin } from "./socket-options";

const A = FIXTURE_IDS.article;
const B = FIXTURE_IDS.otherArticle;
const C = "65f000000000000000000003";
const opinion = (over: Partial<Opinion> = {}): Opinion => anOpinion({ postId: A, text: "Live!", author: "grace", ...over });
const ok = { ok: true };
const refused = { ok: false, error: { code: "unauthorized", message: "Please log in" } };
const member = (token = "token-of-ada") => ({ user: aSession({ token }) });

describe("client.live.watchThread", () => {
  it("opens one socket lazily, at the server's origin, with the product's connection options", () => {
    const { client, sockets } = realtimeClient();
    expect(sockets).toHaveLength(0);
    client.live.watchThread(A, {});
    client.live.watchThread(B, {});
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe("https://pnyx.example");
    const { auth, ...options } = sockets[0]!.options;
    expect(options).toEqual(LIVE_SOCKET_OPTIONS);
    expect(typeof auth).toBe("function");
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
    const { client, socket } = realtimeClient();
    client.live.watchThread(A, {});
    client.live.watchThread(A, {});
    client.live.watchThread(B, {});
    // Nothing is emitted before the connection (socket.io would buffer it and send it twice).
    expect(socket().sent).toEqual([]);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }, { postId: B }]);
    socket().serverDrop();
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }, { postId: B }, { postId: A }, { postId: B }]);
  });

  it("watches at once when already connected; unwatches only when the last watcher of that article leaves", () => {
    const { client, socket } = realtimeClient();
    // C holds the link open throughout, so the socket outlives A's and B's watchers.
    client.live.watchThread(C, {});
    const stopFirst = client.live.watchThread(A, {});
    socket().serverConnect();
    const stopSecond = client.live.watchThread(A, {});
    const stopB = client.live.watchThread(B, {});
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: C }, { postId: A }, { postId: B }]);

    stopFirst();
    stopFirst(); // idempotent
    expect(socket().sentOf(LIVE_EVENTS.unwatchArticle)).toEqual([]);
    stopSecond();
    expect(socket().sentOf(LIVE_EVENTS.unwatchArticle)).toEqual([{ postId: A }]);
    stopB();
    expect(socket().sentOf(LIVE_EVENTS.unwatchArticle)).toEqual([{ postId: A }, { postId: B }]);

    // An article nobody watches any more is not watched again on reconnect.
    socket().serverDrop();
    client.live.watchThread(B, {});
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: C }, { postId: A }, { postId: B }, { postId: C }, { postId: B }]);
  });

  it("sends no unwatch while disconnected (the server forgot the rooms with the connection)", () => {
    const { client, socket } = realtimeClient();
    client.live.watchThread(C, {});
    const stop = client.live.watchThread(A, {});
    socket().serverConnect();
    socket().serverDrop();
    stop();
    expect(socket().sentOf(LIVE_EVENTS.unwatchArticle)).toEqual([]);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: C }, { postId: A }, { postId: C }]);
  });

  it("routes parsed payloads to the watchers of their article and drops invalid ones", () => {
    const { client, socket } = realtimeClient();
    const onA = { onOpinionAdded: vi.fn(), onOpinionUpdated: vi.fn(), onOpinionDeleted: vi.fn(), onVotesChanged: vi.fn() };
    const onA2 = { onOpinionAdded: vi.fn() };
    const onB = { onOpinionAdded: vi.fn(), onVotesChanged: vi.fn() };
    const stopA2 = client.live.watchThread(A, onA2);
    client.live.watchThread(A, onA);
    client.live.watchThread(B, onB);
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

  it("keeps handlers apart: the same handlers watching twice hear twice, and a throwing one does not starve the others", () => {
    const { client, socket } = realtimeClient();
    const handlers = { onOpinionAdded: vi.fn() };
    const stopOnce = client.live.watchThread(A, handlers);
    client.live.watchThread(A, handlers);
    const after = vi.fn();
    const stopBroken = client.live.watchThread(A, {
      onOpinionAdded: () => {
        throw new Error("broken widget");
      },
    });
    client.live.watchThread(A, { onOpinionAdded: after });
    socket().serverConnect();
    // The broken handler's error is rethrown on a microtask of its own, after the others ran.
    const deferred: (() => void)[] = [];
    vi.stubGlobal("queueMicrotask", (run: () => void) => deferred.push(run));
    try {
      socket().serverEmit(LIVE_EVENTS.opinionAdded, { postId: A, opinion: opinion() });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(handlers.onOpinionAdded).toHaveBeenCalledTimes(2);
    expect(after).toHaveBeenCalledTimes(1);
    expect(deferred).toHaveLength(1);
    expect(() => deferred[0]!()).toThrow("broken widget");
    // Mutating the handlers object after the call changes nothing: the watch kept its own copy.
    const original = handlers.onOpinionAdded;
    const replaced = vi.fn();
    Object.assign(handlers, { onOpinionAdded: replaced });
    stopOnce();
    stopBroken();
    socket().serverEmit(LIVE_EVENTS.opinionAdded, { postId: A, opinion: opinion() });
    expect(original).toHaveBeenCalledTimes(3);
    expect(replaced).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(2);
  });

  it("refuses an invalid article id before anything is opened", () => {
    const { client, sockets } = realtimeClient();
    expect(() => client.live.watchThread("nope", {})).toThrow("Invalid id");
    try {
      client.live.watchThread("nope", {});
    } catch (error) {
      expect(error).toBeInstanceOf(PnyxError);
      expect(error).toMatchObject({ kind: "local", status: 422, code: "invalid_input" });
    }
    expect(sockets).toHaveLength(0);
  });

  it("close() stops the watches and the socket; the next watch reconnects the same socket and watches only itself", async () => {
    const { client, sockets, socket } = realtimeClient();
    client.live.watchThread(A, {});
    socket().serverConnect();
    client.close();
    client.close();
    expect(socket().disconnectCalls).toBe(1);
    client.live.watchThread(B, {});
    expect(sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }, { postId: B }]);
  });

  it("does nothing without an origin to connect to (server-side rendering)", () => {
    const { client, sockets } = realtimeClient({}, "");
    const stop = client.live.watchThread(A, { onOpinionAdded: vi.fn() });
    expect(sockets).toHaveLength(0);
    stop();
  });
});

describe("client.live.watchNotifications, watchLevelUps, watchBadgeUnlocks", () => {
  const pushed = { notification: aNotification(), unread: 3 };

  it("asks for the member's events on connect, once for any number of watchers, and again after a reconnect", () => {
    const { client, socket } = realtimeClient(member());
    client.live.watchNotifications(vi.fn());
    client.live.watchNotifications(vi.fn());
    expect(socket().sent).toEqual([]);
    socket().serverConnect();
    // The member is known by the handshake's token: the watch carries nothing.
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}]);
    socket().serverDrop();
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}, {}]);
  });

  it("hands parsed pushes to every watcher, drops invalid ones, and unwatches when the last one leaves", () => {
    const { client, socket } = realtimeClient(member());
    const [first, second] = [vi.fn(), vi.fn()];
    const stopFirst = client.live.watchNotifications(first);
    const stopSecond = client.live.watchNotifications(second);
    socket().serverConnect();
    socket().serverEmit(LIVE_EVENTS.notificationPushed, pushed);
    socket().serverEmit(LIVE_EVENTS.notificationPushed, { notification: { kind: "nonsense" }, unread: 1 });
    expect(first).toHaveBeenCalledExactlyOnceWith(pushed);
    expect(second).toHaveBeenCalledExactlyOnceWith(pushed);
    stopFirst();
    expect(socket().sentOf(LIVE_EVENTS.unwatchNotifications)).toEqual([]);
    stopSecond();
    stopSecond();
    expect(socket().sentOf(LIVE_EVENTS.unwatchNotifications)).toEqual([{}]);
  });

  it("hands level-ups to their watchers over the same member watch, and drops invalid ones", () => {
    const { client, socket } = realtimeClient(member());
    const [onLevelUp, onNotification] = [vi.fn(), vi.fn()];
    const stopLevels = client.live.watchLevelUps(onLevelUp);
    const stopNotifications = client.live.watchNotifications(onNotification);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}]);
    const up = { level: { level: 2, badge: "Silver", currentPoints: 500, goalPoints: 1000 } };
    socket().serverEmit(LIVE_EVENTS.levelUp, up);
    socket().serverEmit(LIVE_EVENTS.levelUp, { level: { level: 9 } });
    expect(onLevelUp).toHaveBeenCalledExactlyOnceWith(up);
    expect(onNotification).not.toHaveBeenCalled();
    stopLevels();
    expect(socket().sentOf(LIVE_EVENTS.unwatchNotifications)).toEqual([]);
    stopNotifications();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("hands the unseen notices count to its watchers over the same member watch, and drops invalid ones", () => {
    const { client, socket } = realtimeClient(member());
    const [onUnseen, onNotification] = [vi.fn(), vi.fn()];
    const stopUnseen = client.live.watchUnseenNotices(onUnseen);
    const stopNotifications = client.live.watchNotifications(onNotification);
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}]);
    socket().serverEmit(LIVE_EVENTS.unseenNotices, { unseen: 2 });
    socket().serverEmit(LIVE_EVENTS.unseenNotices, { unseen: -1 });
    socket().serverEmit(LIVE_EVENTS.unseenNotices, { unseen: 0 });
    expect(onUnseen.mock.calls).toEqual([[{ unseen: 2 }], [{ unseen: 0 }]]);
    expect(onNotification).not.toHaveBeenCalled();
    stopUnseen();
    expect(socket().sentOf(LIVE_EVENTS.unwatchNotifications)).toEqual([]);
    stopNotifications();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("hands badge unlocks to their watchers over the same member watch, and drops invalid ones", () => {
    const { client, socket } = realtimeClient(member());
    const [onBadge, onLevelUp] = [vi.fn(), vi.fn()];
    const stopBadges = client.live.watchBadgeUnlocks(onBadge);
    const stopLevels = client.live.watchLevelUps(onLevelUp);
    socket().serverConnect();
    // Two watchers, one member watch.
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}]);
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Grand Vizier" });
    expect(onBadge).toHaveBeenCalledExactlyOnceWith({ badge: "Mentor" });
    expect(onLevelUp).not.toHaveBeenCalled();
    stopBadges();
    expect(socket().sentOf(LIVE_EVENTS.unwatchNotifications)).toEqual([]);
    socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Anniversary" });
    expect(onBadge).toHaveBeenCalledTimes(1);
    stopLevels();
    expect(socket().sent.at(-1)).toEqual([LIVE_EVENTS.unwatchNotifications, {}]);
  });

  it("follows the session while watching: a login reconnects with its token and watches again, a logout too", async () => {
    const { client, store, socket } = realtimeClient(member("token-of-ada"));
    const heard = vi.fn();
    const watch = client.live.watchNotifications(heard);
    await expect(socket().handshake()).resolves.toEqual({ token: "token-of-ada" });
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, ok);
    await watch.ready;

    store.set({ user: aSession({ username: "grace", token: "token-of-grace" }), admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(1));
    await expect(socket().handshake()).resolves.toEqual({ token: "token-of-grace" });
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toEqual([{}, {}]);
    socket().answer(LIVE_EVENTS.watchNotifications, ok);
    socket().serverEmit(LIVE_EVENTS.notificationPushed, pushed);
    expect(heard).toHaveBeenCalledTimes(1);

    // A logout: the visitor's connection is refused the member's events; the watcher stays for the next login.
    store.set({ user: null, admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(2));
    await expect(socket().handshake()).resolves.toEqual({});
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, refused);
    store.set({ user: aSession({ token: "token-of-ada" }), admin: null });
    await vi.waitFor(() => expect(socket().disconnectCalls).toBe(3));
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(4);
  });

  it("asks again after a refusal on the next occasion: a reconnect or a new watcher", async () => {
    const { client, socket } = realtimeClient();
    const first = client.live.watchNotifications(vi.fn());
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, refused);
    await expect(first.ready).rejects.toMatchObject({ status: 401 });
    // A second watcher is not left waiting for an answer that will never come: it is asked (and refused) too.
    const second = client.live.watchNotifications(vi.fn());
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(2);
    socket().answer(LIVE_EVENTS.watchNotifications, refused);
    await expect(second.ready).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    // An accepted watch is not asked again for another watcher.
    socket().serverDrop();
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(3);
    socket().answer(LIVE_EVENTS.watchNotifications, ok);
    const third = client.live.watchNotifications(vi.fn());
    await expect(third.ready).resolves.toBeUndefined();
    expect(socket().sentOf(LIVE_EVENTS.watchNotifications)).toHaveLength(3);
  });

  it("a watch started after a login shows the new token in the handshake", async () => {
    const { client, store, socket } = realtimeClient();
    const stop = client.live.watchNotifications(vi.fn());
    await expect(socket().handshake()).resolves.toEqual({});
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, refused);
    stop();
    await flush();
    store.set({ user: aSession({ token: "token-of-grace" }), admin: null });
    const watch = client.live.watchNotifications(vi.fn());
    await expect(socket().handshake()).resolves.toEqual({ token: "token-of-grace" });
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, ok);
    await expect(watch.ready).resolves.toBeUndefined();
  });
});

describe("a watch's ready", () => {
  it("resolves on the server's acknowledgement, and at once for a later watcher of an acknowledged watch", async () => {
    const { client, socket } = realtimeClient();
    const first = client.live.watchThread(A, {});
    let settled = false;
    void first.ready.then(() => (settled = true));
    socket().serverConnect();
    await flush();
    expect(settled).toBe(false);
    socket().answer(LIVE_EVENTS.watchArticle, ok);
    await expect(first.ready).resolves.toBeUndefined();
    await expect(client.live.watchThread(A, {}).ready).resolves.toBeUndefined();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toHaveLength(1);
  });

  it("rejects with 401 for a visitor's notifications watch", async () => {
    const { client, socket } = realtimeClient();
    const watch = client.live.watchNotifications(vi.fn());
    socket().serverConnect();
    socket().answer(LIVE_EVENTS.watchNotifications, refused);
    const error = await watch.ready.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PnyxError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", kind: "server", message: "Please log in" });
  });

  it("rejects with code closed when stopped before the answer", async () => {
    const { client, socket } = realtimeClient();
    const early = client.live.watchThread(A, {});
    early();
    await expect(early.ready).rejects.toMatchObject({ code: "closed", kind: "local" });
    const asked = client.live.watchThread(B, {});
    socket().serverConnect();
    asked();
    await expect(asked.ready).rejects.toMatchObject({ code: "closed" });
  });

  it("rejects with kind network when the first connection fails; the watch stays and resumes on the connection", async () => {
    const { client, socket } = realtimeClient();
    const heard = vi.fn();
    const watch = client.live.watchThread(A, { onOpinionAdded: heard });
    socket().serverRefuse("xhr poll error");
    await expect(watch.ready).rejects.toMatchObject({ kind: "network", code: "network_error", status: 0 });
    socket().serverConnect();
    expect(socket().sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: A }]);
    socket().serverEmit(LIVE_EVENTS.opinionAdded, { postId: A, opinion: opinion() });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("rejects with kind network when the connection drops before the answer", async () => {
    const { client, socket } = realtimeClient();
    const watch = client.live.watchThread(A, {});
    socket().serverConnect();
    socket().serverDrop();
    await expect(watch.ready).rejects.toMatchObject({ kind: "network" });
  });

  it("an unawaited rejected ready is no unhandled rejection", async () => {
    const unhandled = await unhandledRejectionsDuring(() => {
      const { client, socket } = realtimeClient();
      // Refused (401), stopped (closed), and a failed first connection (network); nobody looks at `ready`.
      client.live.watchNotifications(vi.fn());
      client.live.watchLevelUps(vi.fn());
      client.live.watchThread(B, {})();
      client.live.watchThread(A, {});
      socket().serverRefuse("xhr poll error");
      socket().serverConnect();
      socket().answer(LIVE_EVENTS.watchNotifications, refused);
      client.close();
    });
    expect(unhandled).toEqual([]);
  });
});

describe("client.live.connect", () => {
  it("resolves once connected and holds the link until released", async () => {
    const { client, socket } = realtimeClient();
    const connecting = client.live.connect();
    socket().serverConnect();
    const release = await connecting;
    expect(client.live.getStatus()).toBe("connected");
    await flush();
    expect(socket().disconnectCalls).toBe(0);
    release();
    await flush();
    expect(socket().disconnectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("idle");
  });

  it("rejects with kind network when the first attempt fails, and lets go of the link", async () => {
    const { client, socket } = realtimeClient();
    const connecting = client.live.connect();
    socket().serverRefuse("websocket error");
    await expect(connecting).rejects.toMatchObject({ kind: "network", code: "network_error" });
    await flush();
    expect(socket().disconnectCalls).toBe(1);
    expect(client.live.getStatus()).toBe("idle");
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
