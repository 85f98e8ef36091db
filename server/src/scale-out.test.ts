// Two server processes on one database and one Redis, as behind a load balancer: a member on
// instance A and one on instance B chat, vote and read each other live, and the counts agree.
import {
  FIXED_COMMUNITIES,
  LIVE_EVENTS,
  addReplyEndpoint,
  addTopCommentEndpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  chatClientEvents,
  chatServerEvents,
  deleteUserEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  loginEndpoint,
  logoutEndpoint,
  notificationPushedEvent,
  signupEndpoint,
  verifyEmailEndpoint,
  watchNotificationsEvent,
  type ChatMessage,
  type ChatStats,
  type Endpoint,
  type NotificationPushedPayload,
  type Poll,
} from "@pnyx/contract";
import { startEmbeddedMongo, type EmbeddedMongo } from "@pnyx/embedded-mongo";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import mongoose from "mongoose";
import type { Socket } from "socket.io-client";
import { hasRedisServer, startRedis, type TestRedis } from "./test-support/redis";
import { ask, hear, openSocket, until } from "./test-support/sockets";

const ROOT = resolve(import.meta.dir, "../..");
const ROOM: string = FIXED_COMMUNITIES[2].id;

interface Instance {
  url: string;
  dataDir: string;
  process: Subprocess;
}

let engine: EmbeddedMongo;
let redis: TestRedis;
let a: Instance;
let b: Instance;
const sockets: Socket[] = [];
const tokens: Record<string, string> = {};

async function startInstance(name: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `pnyx-scale-${name}-`));
  const child = Bun.spawn([process.execPath, "--conditions=@pnyx/source", "server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, "no-site"),
      MONGODB_URI: engine.uri,
      REDIS_URL: redis.url,
      JWT_SECRET: "scale-out-secret-scale-out-secret-0123",
      PUBLIC_URL: "http://pnyx.test",
      NODE_ENV: "test",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = child.stdout.getReader();
  let out = "";
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    out += new TextDecoder().decode(value);
    const match = /listening on (http:\/\/\S+)/.exec(out);
    if (match) {
      // Keep reading so the pipe never fills up.
      void (async () => {
        while (!(await reader.read()).done);
      })().catch(() => {});
      return { url: match[1]!.replace("localhost", "127.0.0.1"), dataDir, process: child };
    }
  }
  child.kill();
  throw new Error(`instance ${name} did not start: ${out}${await new Response(child.stderr).text()}`);
}

const call = async <T = any>(instance: Instance, endpoint: Endpoint, body: unknown, token?: string): Promise<T> => {
  const get = endpoint.method === "GET";
  const query = get ? `?${new URLSearchParams(body as Record<string, string>)}` : "";
  const res = await fetch(`${instance.url}${endpoint.path}${query}`, {
    method: endpoint.method,
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(get ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status !== 200) throw new Error(`${endpoint.path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** Signs a member up through one instance and verifies them through the link it mailed. */
async function member(instance: Instance, username: string): Promise<string> {
  await call(instance, signupEndpoint, { username, email: `${username}@example.com`, password: "correct horse battery" });
  const outbox = join(instance.dataDir, "outbox");
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    for (const file of (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })()) {
      const text = readFileSync(join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (text.includes(`To: ${username}@example.com`)) link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    }
    if (!link) await Bun.sleep(50);
  }
  return (await call<{ token: string }>(instance, verifyEmailEndpoint, { token: link })).token;
}

/** A connection to an instance's one realtime namespace (§7: the default), a member's when `token` is given. */
const open = (instance: Instance, token?: string) => openSocket(sockets, instance.url, token);

describe.skipIf(!hasRedisServer)("two instances on one database and one Redis", () => {
  beforeAll(async () => {
    [engine, redis] = await Promise.all([startEmbeddedMongo({}), startRedis()]);
    a = await startInstance("a");
    b = await startInstance("b");
    tokens.ann = await member(a, "ann");
    tokens.bob = await member(b, "bob");
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const instance of [a, b]) {
      if (!instance) continue;
      instance.process.kill("SIGTERM");
      await instance.process.exited;
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await redis?.stop();
    await engine?.stop();
  }, 30_000);

  it("chat: members on different instances hear each other, and the counts and statistics agree", async () => {
    const statsA = await open(a);
    const statsB = await open(b);
    const heardStats = [hear<ChatStats>(statsA, chatServerEvents.statsUpdate.name), hear<ChatStats>(statsB, chatServerEvents.statsUpdate.name)];
    statsA.emit(chatClientEvents.joinChatroom.name, null);
    statsB.emit(chatClientEvents.joinChatroom.name, null);

    const ann = await open(a, tokens.ann);
    const bob = await open(b, tokens.bob);
    const annHeard = hear<ChatMessage>(ann, chatServerEvents.newMessage.name);
    const bobHeard = hear<ChatMessage>(bob, chatServerEvents.newMessage.name);
    const annJoins = hear<ChatMessage>(ann, chatServerEvents.userJoined.name);
    const counts = [hear<{ count: number }>(ann, chatServerEvents.roomUsersCount.name), hear<{ count: number }>(bob, chatServerEvents.roomUsersCount.name)];

    expect((await ask(ann, chatClientEvents.joinRoom.name, { topicId: ROOM })).count).toBe(1);
    // bob's join counts ann on the other instance.
    expect((await ask(bob, chatClientEvents.joinRoom.name, { topicId: ROOM })).count).toBe(2);
    await until(() => annJoins.some((m) => m.username === "bob"), "ann hears bob join");
    await until(() => counts.every((c) => c.at(-1)?.count === 2), "both hear a count of 2");

    await ask(ann, chatClientEvents.message.name, { topicId: ROOM, message: "hello from A" });
    await ask(bob, chatClientEvents.message.name, { topicId: ROOM, message: "hello from B" });
    await until(() => bobHeard.length === 2 && annHeard.length === 2, "both messages on both instances");
    expect(bobHeard.map((m) => m.message)).toEqual(["hello from A", "hello from B"]);
    expect(annHeard.map((m) => m.message)).toEqual(["hello from A", "hello from B"]);

    // A poll made on A, voted on B: A's member sees the result.
    const pollUpdates = hear<Poll>(ann, chatServerEvents.pollUpdated.name);
    const { poll } = await ask<{ poll: Poll }>(ann, chatClientEvents.poll.name, { topicId: ROOM, pollData: { question: "A or B?", options: ["A", "B"] } });
    await ask(bob, chatClientEvents.votePoll.name, { pollId: poll._id, choices: [1] });
    await until(() => pollUpdates.some((p) => p.options[1]!.votes === 1), "the vote from B on A");

    // Statistics: the same on both instances.
    await until(() => heardStats.every((h) => h.at(-1)?.activeUsers === 2 && h.at(-1)?.joinedUsers === 2), "stats of 2 on both");

    // The message limit is one count for the member across instances.
    const annOnB = await open(b, tokens.ann);
    await ask(annOnB, chatClientEvents.joinRoom.name, { topicId: ROOM });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask(i % 2 ? annOnB : ann, chatClientEvents.message.name, { topicId: ROOM, message: `burst ${i}` }));
    // ann has sent one message and one poll already: 3 more pass, the 6th in 5 s is refused wherever it is sent.
    expect(answers.map((x) => x.ok)).toEqual([true, true, true, false]);

    bob.disconnect();
    await until(() => counts[0]!.at(-1)?.count === 1, "A hears bob's leave");
    await until(() => heardStats.every((h) => h.at(-1)?.activeUsers === 1), "stats of 1 on both");
  }, 30_000);

  it("articles: an opinion and a vote through B reach a reader on A live, and A's cached answers follow", async () => {
    const db = await mongoose.createConnection(engine.uri, { dbName: "pnyx" }).asPromise();
    const article = await db.collection("articles").findOne({}, { projection: { _id: 1 } });
    await db.close();
    const postId = String(article!._id);

    const before = await call<{ upvotes: number }>(a, articleByIdEndpoint, { id: postId });
    const watcher = await open(a);
    const added = hear<{ opinion: { text: string } }>(watcher, LIVE_EVENTS.opinionAdded);
    const votes = hear<{ upvotes: number }>(watcher, LIVE_EVENTS.votesChanged);
    expect(await ask(watcher, LIVE_EVENTS.watchArticle, { postId })).toEqual({ ok: true });

    await call(b, addTopCommentEndpoint, { postId, text: "Said on B" }, tokens.bob);
    await call(b, likeArticleEndpoint, { postId }, tokens.bob);
    await until(() => added.some((e) => e.opinion.text === "Said on B"), "the opinion on A");
    await until(() => votes.some((e) => e.upvotes === before.upvotes + 1), "the vote on A");
    await until(
      async () => (await call<{ upvotes: number }>(a, articleByIdEndpoint, { id: postId })).upvotes === before.upvotes + 1,
      "A's answer within a second",
      1500,
    );
  }, 30_000);

  it("feeds: an opinion vote through B that changes an article's top opinion shows on A's feed within the bound", async () => {
    const db = await mongoose.createConnection(engine.uri, { dbName: "pnyx" }).asPromise();
    const article = await db
      .collection("articles")
      .findOne({ category: "Science", publishedAt: { $lte: new Date() } }, { sort: { publishedAt: -1 }, projection: { _id: 1 } });
    await db.close();
    const postId = String(article!._id);
    type Card = { _id: string; opinionId: string | null; commentUpvotes: number | null };
    const card = async () => (await call<{ articles: Card[] }>(a, byCategoryEndpoint, { category: "Science", page: 1 })).articles.find((c) => c._id === postId);

    const first = await call<{ _id: string }>(b, addTopCommentEndpoint, { postId, text: "First on B" }, tokens.bob);
    const second = await call<{ _id: string }>(b, addTopCommentEndpoint, { postId, text: "Second on B" }, tokens.bob);
    // Equal upvotes, the newest on top: A's feed shows the second, and A now keeps it as the top opinion.
    await until(async () => (await card())?.opinionId === second._id, "the second opinion on top in A's feed", 1500);
    // A like through B puts the first on top: A's kept top opinion must go, not live out its minute.
    await call(b, likeCommentEndpoint, { commentId: first._id }, tokens.bob);
    await until(
      async () => {
        const shown = await card();
        return shown?.opinionId === first._id && shown.commentUpvotes === 1;
      },
      "the liked opinion on top in A's feed within a second",
      1500,
    );
  }, 30_000);

  it("the gate: a member's sockets on either instance hear their notifications; a logout or a deletion through A closes them on B too", async () => {
    const token = await member(a, "cat");
    const db = await mongoose.createConnection(engine.uri, { dbName: "pnyx" }).asPromise();
    const article = await db.collection("articles").findOne({}, { projection: { _id: 1 } });
    await db.close();
    const postId = String(article!._id);
    const onA = await open(a, token);
    const onB = await open(b, token);
    expect(await ask(onB, watchNotificationsEvent.name, {})).toEqual({ ok: true });
    const heard = hear<NotificationPushedPayload>(onB, notificationPushedEvent.name);
    const top = await call<{ _id: string }>(a, addTopCommentEndpoint, { postId, text: "Cat's opinion" }, token);
    await call(a, addReplyEndpoint, { postId, parentId: top._id, text: "Bob answers on A" }, tokens.bob);
    await until(() => heard.some((p) => p.notification.excerpt === "Bob answers on A"), "the reply's notification on B");

    // A second session on B, ended by a logout through A: its socket closes, the first session's stay.
    const second = (await call<{ token: string }>(b, loginEndpoint, { username: "cat", password: "correct horse battery" })).token;
    const secondOnB = await open(b, second);
    const loggedOut = new Promise<string>((resolve) => secondOnB.once("disconnect", resolve));
    await call(a, logoutEndpoint, {}, second);
    expect(await loggedOut).toBe("io server disconnect");
    await Bun.sleep(100);
    expect(onA.connected && onB.connected).toBe(true);

    const closed = [onA, onB].map((socket) => new Promise<string>((resolve) => socket.once("disconnect", resolve)));
    await call(a, deleteUserEndpoint, { email: "cat@example.com" }, token);
    expect(await Promise.all(closed)).toEqual(["io server disconnect", "io server disconnect"]);
    // Either instance refuses the deleted account's token from now on.
    await expect(open(b, token)).rejects.toThrow("unauthorized");
  }, 30_000);
});
