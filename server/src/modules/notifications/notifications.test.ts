import {
  FIXED_COMMUNITIES,
  NOTIFICATIONS_PAGE_SIZE,
  SOCKET_PATH,
  UNREAD_COUNT_CAP,
  addCommunityReplyEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  adminLoginEndpoint,
  createCommunityPostEndpoint,
  deleteCommentEndpoint,
  deleteUserEndpoint,
  discardPostEndpoint,
  markAllNotificationsReadEndpoint,
  markNotificationsReadEndpoint,
  notificationPushedEvent,
  notificationsEndpoint,
  unwatchNotificationsEvent,
  verifyPostEndpoint,
  watchNotificationsEvent,
  type Notification,
  type NotificationPushedPayload,
  type NotificationsPage,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { io as connect, type Socket } from "socket.io-client";
import type { MemberCaller } from "../../platform/auth";
import { createRealtime, type Realtime } from "../../platform/realtime";
import { SOCKET_EVENTS_PER_WINDOW } from "../../platform/socket-gate";
import { startServer, type RunningServer } from "../../server";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ask, hear, openSocket } from "../../test-support/sockets";

let ctx: TestContext;
let server: RunningServer;
const tokens: Record<string, string> = {};
let admin: string;
const COMMUNITY = FIXED_COMMUNITIES[13].id;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["ann", "bob", "cyd", "gone"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
});

const json = async <T = any>(res: Response) => {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
/** The member's notifications once every background send has finished. */
const inbox = async (name: string, before?: string) => {
  await ctx.runtime.deps.background.idle();
  return json<NotificationsPage>(await ctx.call(notificationsEndpoint, { token: tokens[name], ...(before ? { body: { before } } : {}) }));
};
const newPost = async (author: string, title: string) =>
  (
    await json<{ _id: string }>(
      await ctx.call(createCommunityPostEndpoint, {
        body: { title, description: "D", communityId: COMMUNITY, selectedSubcategory: "" },
        token: tokens[author],
      }),
    )
  )._id;
const verify = (id: string) => ctx.call(verifyPostEndpoint, { body: { id }, token: admin });
const article = async () =>
  (await ctx.runtime.deps.models.Article.create({ category: "World", title: "An article", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
const say = async (name: string, postId: string, text: string) =>
  json<{ _id: string }>(await ctx.call(addTopCommentEndpoint, { body: { postId, text }, token: tokens[name] }));
const answer = async (name: string, postId: string, parentId: string, text: string) =>
  json<{ _id: string }>(await ctx.call(addReplyEndpoint, { body: { postId, parentId, text }, token: tokens[name] }));
const clear = async (name: string) => {
  await ctx.runtime.deps.background.idle();
  return json(await ctx.call(markAllNotificationsReadEndpoint, { token: tokens[name] }));
};
const unread = (page: NotificationsPage) => page.notifications.filter((n) => !n.read);

describe("notifications", () => {
  it("tell an author once that their post was verified, and once that another was discarded", async () => {
    await clear("ann");
    const kept = await newPost("ann", "Kept post");
    const dropped = await newPost("ann", "Dropped post");
    expect((await inbox("ann")).unread).toBe(0);
    await verify(kept);
    await verify(kept); // a second click changes nothing, so tells nothing
    await ctx.call(discardPostEndpoint, { body: { id: dropped }, token: admin });
    await ctx.call(discardPostEndpoint, { body: { id: dropped }, token: admin });
    const page = await inbox("ann");
    expect(page.unread).toBe(2);
    expect(page.notifications.slice(0, 2).map((n) => [n.kind, n.postId, n.postTitle, n.actor])).toEqual([
      ["postDiscarded", dropped, "Dropped post", null],
      ["postVerified", kept, "Kept post", null],
    ]);
  });

  it("tell an opinion's author of a reply, with the thread to read it in, but never the replier of their own", async () => {
    await Promise.all([clear("ann"), clear("bob")]);
    const postId = await article();
    const top = await say("ann", postId, "Top opinion");
    const reply = await answer("bob", postId, top._id, `${"Long reply ".repeat(30)}end`);
    await answer("ann", postId, top._id, "Thanks, Bob"); // to their own opinion: nobody is told
    const ann = await inbox("ann");
    expect(ann.unread).toBe(1);
    expect(ann.notifications[0]).toMatchObject({
      kind: "opinionReply",
      actor: "bob",
      postKind: "article",
      postId,
      postTitle: "An article",
      commentId: reply._id,
      inReplyTo: top._id,
      read: false,
    });
    expect(ann.notifications[0]!.excerpt.length).toBeLessThanOrEqual(120);
    expect(ann.notifications[0]!.excerpt.startsWith("Long reply")).toBe(true);
    expect((await inbox("bob")).unread).toBe(0);
  });

  it("tell a community post's author of opinions on it, and the opinion's author of replies", async () => {
    await Promise.all([clear("ann"), clear("bob"), clear("cyd")]);
    const postId = await newPost("cyd", "Cyd's question");
    await verify(postId);
    await clear("cyd");
    const top = await json<{ _id: string }>(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId, text: "An answer" }, token: tokens.bob }));
    await json(await ctx.call(addCommunityReplyEndpoint, { body: { postId, parentId: top._id, text: "Agreed" }, token: tokens.ann }));
    const cyd = await inbox("cyd");
    expect(unread(cyd).map((n) => [n.kind, n.actor, n.postKind, n.commentId])).toEqual([["postOpinion", "bob", "communityPost", top._id]]);
    const bob = await inbox("bob");
    expect(unread(bob).map((n) => [n.kind, n.actor, n.inReplyTo])).toEqual([["opinionReply", "ann", top._id]]);
  });

  it("are marked read one by one (only the caller's own) or all at once", async () => {
    await clear("ann");
    const postId = await article();
    const top = await say("ann", postId, "Mark me");
    await answer("bob", postId, top._id, "One");
    await answer("cyd", postId, top._id, "Two");
    const ann = await inbox("ann");
    expect(ann.unread).toBe(2);
    const [newest, older] = ann.notifications as [Notification, Notification];
    // Another member naming Ann's notification changes nothing for her.
    expect(await json(await ctx.call(markNotificationsReadEndpoint, { body: { ids: [newest._id] }, token: tokens.bob }))).toMatchObject({
      unread: expect.any(Number),
    });
    expect((await inbox("ann")).unread).toBe(2);
    expect(await json(await ctx.call(markNotificationsReadEndpoint, { body: { ids: [newest._id] }, token: tokens.ann }))).toEqual({ unread: 1 });
    const after = await inbox("ann");
    expect(after.notifications.find((n) => n._id === newest._id)?.read).toBe(true);
    expect(after.notifications.find((n) => n._id === older._id)?.read).toBe(false);
    expect(await json(await ctx.call(markAllNotificationsReadEndpoint, { token: tokens.ann }))).toEqual({ unread: 0 });
  });

  it("page back in time with `before`", async () => {
    const postId = await article();
    const top = await say("cyd", postId, "Popular");
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 3; i++) await answer(i % 2 ? "ann" : "bob", postId, top._id, `Reply ${i}`);
    const first = await inbox("cyd");
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.notifications[0]!.excerpt).toBe(`Reply ${NOTIFICATIONS_PAGE_SIZE + 2}`);
    const second = await inbox("cyd", first.notifications.at(-1)!._id);
    expect(second.notifications.length).toBeGreaterThanOrEqual(3);
    expect(second.notifications[0]!.excerpt).toBe("Reply 2");
    expect(new Set([...first.notifications, ...second.notifications].map((n) => n._id)).size).toBe(first.notifications.length + second.notifications.length);
  });

  it("count unread ones up to the cap, however many there are", async () => {
    await clear("ann");
    const many = Array.from({ length: UNREAD_COUNT_CAP + 5 }, (_, i) => ({
      recipient: "ann",
      kind: "opinionReply",
      actor: "bob",
      postKind: "article",
      postId: "65f000000000000000000001",
      postTitle: "T",
      commentId: null,
      inReplyTo: null,
      excerpt: `Old ${i}`,
      read: false,
      createdAt: new Date(),
    }));
    await ctx.runtime.deps.models.Notification.insertMany(many);
    expect((await inbox("ann")).unread).toBe(UNREAD_COUNT_CAP);
    expect(await json(await ctx.call(markAllNotificationsReadEndpoint, { token: tokens.ann }))).toEqual({ unread: 0 });
  });

  it("go with the comment they are about when a moderator removes it", async () => {
    await clear("ann");
    const postId = await article();
    const top = await say("ann", postId, "Reported soon");
    const bad = await answer("bob", postId, top._id, "Something rude");
    expect((await inbox("ann")).notifications[0]?.commentId).toBe(bad._id);
    await json(await ctx.call(deleteCommentEndpoint, { body: { commentId: bad._id }, token: admin }));
    const ann = await inbox("ann");
    expect(ann.notifications.some((n) => n.commentId === bad._id)).toBe(false);
    expect(ann.unread).toBe(0);
  });

  it("are members' own: no token is a 401, an administrator's is a 403, and a deleted account's go with it", async () => {
    expect((await ctx.call(notificationsEndpoint)).status).toBe(401);
    expect((await ctx.call(notificationsEndpoint, { token: admin })).status).toBe(403);
    const postId = await article();
    const top = await say("gone", postId, "Soon gone");
    await answer("bob", postId, top._id, "Hello");
    await ctx.runtime.deps.background.idle();
    expect(await ctx.runtime.deps.models.Notification.countDocuments({ recipient: "gone" })).toBe(1);
    await json(await ctx.call(deleteUserEndpoint, { body: { email: "gone@example.com" }, token: tokens.gone }));
    expect(await ctx.runtime.deps.models.Notification.countDocuments({ recipient: "gone" })).toBe(0);
    // Replies to a deleted member's opinion tell nobody.
    await answer("bob", postId, top._id, "Anyone there?");
    await ctx.runtime.deps.background.idle();
    expect(await ctx.runtime.deps.models.Notification.countDocuments({ recipient: "[deleted]" })).toBe(0);
  });
});

describe("notifications over socket.io", () => {
  const opened: Socket[] = [];
  afterAll(() => {
    for (const s of opened) s.close();
  });
  /** A realtime connection: a member's (the token in the handshake) or, without one, a visitor's. */
  const open = (token?: string, url = server.url) => openSocket(opened, url, token);
  /** Watches the connection's member's notifications (no token: the handshake told who it is). */
  const watch = (socket: Socket) => ask(socket, watchNotificationsEvent.name, {});
  const heard = (socket: Socket) => hear<NotificationPushedPayload>(socket, notificationPushedEvent.name);
  const settle = async () => {
    await ctx.runtime.deps.background.idle();
    await Bun.sleep(100);
  };

  it("reach the member's watching sockets the moment they are stored, and nobody else's", async () => {
    await clear("ann");
    const [ann, annPhone, bob, stranger] = await Promise.all([open(tokens.ann), open(tokens.ann), open(tokens.bob), open()]);
    try {
      expect(await watch(ann)).toEqual({ ok: true });
      expect(await watch(annPhone)).toEqual({ ok: true });
      expect(await watch(bob)).toEqual({ ok: true });
      const [toAnn, toAnnPhone, toBob, toStranger] = [heard(ann), heard(annPhone), heard(bob), heard(stranger)];
      const postId = await article();
      const top = await say("ann", postId, "Live one");
      const reply = await answer("bob", postId, top._id, "Live reply");
      await settle();
      expect(toAnn.map((p) => [p.notification.kind, p.notification.commentId, p.unread])).toEqual([["opinionReply", reply._id, 1]]);
      expect(toAnnPhone).toHaveLength(1);
      expect(toBob).toEqual([]);
      expect(toStranger).toEqual([]);
    } finally {
      for (const s of [ann, annPhone, bob, stranger]) s.close();
    }
  });

  it("count the member's unread ones for a push only while someone may hear it", async () => {
    await clear("cyd");
    const live = ctx.runtime.deps.live;
    const db = ctx.runtime.deps.models.Notification.db.db!;
    const command = db.command.bind(db);
    const counted: string[] = [];
    db.command = ((cmd: { count?: string; query?: { recipient?: string } }, ...rest: unknown[]) => {
      if (cmd.count === "notifications") counted.push(String(cmd.query?.recipient));
      return (command as (...args: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof db.command;
    try {
      const postId = await article();
      const top = await say("cyd", postId, "Nobody listens");
      // Connected, not watching: nobody hears cyd's notifications yet.
      const socket = await open(tokens.cyd);
      expect(live.mayReachMember("cyd")).toBe(false);
      await answer("ann", postId, top._id, "Unheard");
      await settle();
      expect(counted).toEqual([]);
      try {
        expect(await watch(socket)).toEqual({ ok: true });
        expect(live.mayReachMember("cyd")).toBe(true);
        const got = heard(socket);
        await answer("bob", postId, top._id, "Heard");
        await settle();
        expect(counted).toEqual(["cyd"]);
        // The unheard one is still counted: it is stored and unread.
        expect(got.map((p) => [p.notification.excerpt, p.unread])).toEqual([["Heard", 2]]);
      } finally {
        socket.close();
      }
    } finally {
      db.command = command;
    }
  });

  it("are refused to connections that are not a current member session's, and stop on unwatch", async () => {
    // A token that is not a current member session's is refused in the handshake: the watch needs none.
    await expect(open("not-a-token-at-all")).rejects.toThrow("unauthorized");
    await expect(open(admin)).rejects.toThrow("unauthorized");
    const numeric = connect(server.url, { path: SOCKET_PATH, transports: ["websocket"], forceNew: true, reconnection: false, auth: { token: 42 } });
    opened.push(numeric);
    expect(await new Promise((resolve) => numeric.once("connect_error", (error) => resolve(error.message)))).toBe("unauthorized");
    // A visitor may connect (threads, chat statistics) but hears no one's notifications.
    const visitor = await open();
    expect(await watch(visitor)).toEqual({ ok: false, error: { code: "unauthorized", message: expect.any(String) } });
    // A token shown in the watch counts for nothing: who a connection is comes from its handshake.
    expect(await ask(visitor, watchNotificationsEvent.name, { token: tokens.cyd })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    visitor.close();

    const socket = await open(tokens.cyd);
    expect(await watch(socket)).toEqual({ ok: true });
    const got = heard(socket);
    const postId = await article();
    const top = await say("cyd", postId, "Watch me");
    await answer("ann", postId, top._id, "Heard");
    await settle();
    expect(got).toHaveLength(1);
    expect(await ask(socket, unwatchNotificationsEvent.name, {})).toEqual({ ok: true });
    await answer("bob", postId, top._id, "Not heard");
    await settle();
    expect(got).toHaveLength(1);
    // A login as another member is a new connection (its token in the handshake): it hears that member alone.
    socket.close();
    const bobs = await open(tokens.bob);
    expect(await watch(bobs)).toEqual({ ok: true });
    const gotBob = heard(bobs);
    await answer("ann", postId, top._id, "For cyd only");
    const bobsOpinion = await say("bob", postId, "Bob's opinion");
    await answer("ann", postId, bobsOpinion._id, "For bob");
    await settle();
    expect(got.map((p) => p.notification.excerpt)).toEqual(["Heard"]);
    expect(gotBob.map((p) => p.notification.excerpt)).toEqual(["For bob"]);
    bobs.close();
  });

  describe("a handshake whose token check finishes when the test says", () => {
    // A realtime whose token checks finish in the order the test chooses, and whose revocations it calls.
    const checks: Array<{ token: string; finish: (member: MemberCaller | null) => void }> = [];
    const revoked: Array<(userId: string) => void> = [];
    let live: Realtime;
    let slow: RunningServer;
    beforeAll(() => {
      live = createRealtime({
        auth: {
          memberOfToken: (token) => new Promise((finish) => checks.push({ token, finish })),
          onRevoke: (listener) => void revoked.push(listener),
        },
        log: () => {},
      });
      slow = startServer({ ...ctx.runtime.deps, live, port: 0, host: "127.0.0.1" });
    });
    afterAll(async () => {
      await slow.stop();
      live.close();
    });
    const ANN = "65f0000000000000000000a1";
    const BOB = "65f0000000000000000000b1";
    const as = (userId: string, username: string): MemberCaller => ({
      kind: "member",
      userId,
      username,
      email: `${username}@example.com`,
      embed: null,
      sessionIds: [],
      expiresAt: null,
    });
    const checked = async (n: number) => {
      while (checks.length < n) await Bun.sleep(5);
    };
    /** Every room the server holds (a connection's or a handshake's), but each socket's own. */
    const rooms = () => [...live.sockets.adapter.rooms].filter(([room, ids]) => !(ids.size === 1 && ids.has(room))).map(([room]) => room);
    const connecting = (token: string) => {
      const socket = connect(slow.url, { path: SOCKET_PATH, transports: ["websocket"], forceNew: true, reconnection: false, auth: { token } });
      opened.push(socket);
      const outcome = new Promise<string>((resolve) => {
        socket.once("connect", () => resolve("connected"));
        socket.once("connect_error", (error) => resolve(error.message));
      });
      return { socket, outcome };
    };

    it("ends a session revoked (a logout, a password reset) while its token was being checked", async () => {
      checks.length = 0;
      const { socket, outcome } = connecting("token-of-ann-0001");
      await checked(1);
      // Revoked while the check ran: the socket is in no account room yet, so the revocation cannot reach it.
      for (const listener of revoked) listener(ANN);
      checks[0]!.finish(as(ANN, "ann"));
      expect(await outcome).toBe("connected");
      // Connected, its token is checked once more: revoked now, the connection ends, in no room.
      await checked(2);
      expect(checks[1]!.token).toBe("token-of-ann-0001");
      const ended = new Promise((resolve) => socket.once("disconnect", resolve));
      checks[1]!.finish(null);
      await ended;
      await Bun.sleep(20);
      expect(rooms()).toEqual([]);
    });

    it("keeps only the new login's connection when the old one's check finishes last", async () => {
      checks.length = 0;
      // Ann's connection is still in its handshake when her client logs in as bob and reconnects.
      const old = connecting("token-of-ann-0002");
      await checked(1);
      old.socket.close();
      const next = connecting("token-of-bob-0001");
      await checked(2);
      checks[1]!.finish(as(BOB, "bob"));
      expect(await next.outcome).toBe("connected");
      await checked(3); // the connected socket's second check
      checks[2]!.finish(as(BOB, "bob"));
      expect(await next.socket.timeout(5000).emitWithAck(watchNotificationsEvent.name, {})).toEqual({ ok: true });
      // The old check finishes last, for a connection its client has closed: it joins nothing.
      checks[0]!.finish(as(ANN, "ann"));
      await Bun.sleep(50);
      expect(live.sockets.sockets.size).toBe(1);
      expect(rooms().sort()).toEqual([`account:${BOB}`, "member:bob"]);
      expect(live.mayReachMember("ann")).toBe(false);
      next.socket.close();
    });
  });

  it("stop reaching a session once it is revoked (the account deleted): its connections are closed", async () => {
    const token = await createMember(ctx, "leaver");
    const socket = await open(token);
    try {
      const inRoom = () => [...server.realtime.sockets.sockets.values()].some((s) => s.rooms.has("member:leaver"));
      expect(await watch(socket)).toEqual({ ok: true });
      expect(inRoom()).toBe(true);
      const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
      await json(await ctx.call(deleteUserEndpoint, { body: { email: "leaver@example.com" }, token }));
      expect(await closed).toBe("io server disconnect");
      expect(inRoom()).toBe(false);
      // Its client connects again with what it holds: the deleted account's token is refused.
      await expect(open(token)).rejects.toThrow("unauthorized");
    } finally {
      socket.close();
    }
  });

  it("refuses a flood of watches on one connection, without a token check for any of them", async () => {
    const socket = await open(tokens.ann);
    const auth = ctx.runtime.deps.auth;
    const memberOfToken = auth.memberOfToken;
    let checks = 0;
    auth.memberOfToken = (token) => {
      checks++;
      return memberOfToken.call(auth, token);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: SOCKET_EVENTS_PER_WINDOW.events + 5 }, (_, i) =>
          ask(socket, i % 2 ? unwatchNotificationsEvent.name : watchNotificationsEvent.name, {}),
        ),
      );
      expect(answers.slice(0, SOCKET_EVENTS_PER_WINDOW.events).every((a) => a.ok)).toBe(true);
      expect(answers.slice(SOCKET_EVENTS_PER_WINDOW.events)).toEqual(
        Array(5).fill({ ok: false, error: { code: "rate_limited", message: expect.any(String), retryAfter: expect.any(Number) } }),
      );
      expect(checks).toBe(0);
    } finally {
      auth.memberOfToken = memberOfToken;
      socket.close();
    }
  });
});
