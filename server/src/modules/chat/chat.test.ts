import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  FIXED_COMMUNITIES,
  MESSAGES,
  chatClientEvents,
  chatHistoryEndpoint,
  chatServerEvents,
  chatTotalUsersEndpoint,
  deleteUserEndpoint,
  refusedEvent,
  uploadEndpoint,
  type ChatMessage,
  type ChatStats,
  type Poll,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import { Server as SocketServer } from "socket.io";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../server";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ask, hear, openSocket, until } from "../../test-support/sockets";
import { RATE_RULES } from "../../platform/rate-limit";
import { CONNECTIONS_PER_MEMBER, SOCKET_EVENTS_PER_WINDOW } from "../../platform/socket-gate";
import { createChatMessages } from "./messages";
import { createChat } from "./socket";

let ctx: TestContext;
let server: RunningServer;
const tokens: Record<string, string> = {};
const ROOM: string = FIXED_COMMUNITIES[3].id;
const OTHER_ROOM: string = FIXED_COMMUNITIES[4].id;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  for (const name of ["ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal"]) tokens[name] = await createMember(ctx, name);
}, 30_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
  await ctx.close();
});

/** A realtime connection (the default namespace; a member's when `token` is given); rejects on a refused handshake. */
const open = (token?: string) => openSocket(sockets, server.url, token);
const join = (socket: Socket, topicId = ROOM, since?: string) =>
  ask(socket, chatClientEvents.joinRoom.name, { topicId, userData: null, ...(since ? { since } : {}) });
const say = (socket: Socket, message: string, topicId = ROOM, extra: object = {}) => ask(socket, chatClientEvents.message.name, { topicId, message, ...extra });
const clearLimits = async (...names: string[]) => {
  const { User } = ctx.runtime.deps.models;
  for (const name of names) {
    const user = await User.findOne({ username: name }, { _id: 1 }).lean();
    for (const rule of [RATE_RULES.chatMessages, RATE_RULES.pollVotes]) await ctx.runtime.deps.rateLimiter.clear(rule, user!._id.toString());
  }
};

describe("the chat handshake", () => {
  it("lets visitors watch the statistics only, and refuses a bad token", async () => {
    const visitor = await open();
    const stats = await new Promise<ChatStats>((resolve) => {
      visitor.once(chatServerEvents.statsUpdate.name, resolve);
      visitor.emit(chatClientEvents.joinChatroom.name, null);
    });
    expect(stats).toEqual({ activeUsers: expect.any(Number), joinedUsers: expect.any(Number) });
    expect(await join(visitor)).toEqual({ ok: false, error: { code: "unauthorized", message: CHAT_MESSAGES.signInToChat } });
    expect(await say(visitor, "hello")).toMatchObject({ ok: false, error: { code: "unauthorized" } });

    await expect(open("not-a-token-at-all")).rejects.toThrow("unauthorized");
    await expect(open("x".repeat(5000))).rejects.toThrow("unauthorized");
  });

  it("knows rooms only by the communities' ids, and refuses malformed payloads", async () => {
    const ann = await open(tokens.ann);
    expect(await join(ann, new Types.ObjectId().toString())).toEqual({ ok: false, error: { code: "room_not_found", message: MESSAGES.chatRoomNotFound } });
    expect(await join(ann, "not-an-id")).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await ask(ann, chatClientEvents.joinRoom.name, { topicId: { $gt: "" } })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await ask(ann, chatClientEvents.message.name, "just a string")).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    // Without an acknowledgement a refusal comes as `refused`, naming the event.
    const errors = hear(ann, refusedEvent.name);
    ann.emit(chatClientEvents.message.name, { topicId: ROOM, message: "not in the room yet" });
    await until(() => errors.length === 1, "refused");
    expect(errors[0]).toEqual({ code: "not_in_room", message: CHAT_MESSAGES.notInRoom, event: chatClientEvents.message.name });
    ann.disconnect();
  });
});

describe("messages", () => {
  it("reach everyone in the room (not other rooms), trimmed, with the sender from the token", async () => {
    const [ann, bob, cyd] = await Promise.all([open(tokens.ann), open(tokens.bob), open(tokens.cyd)]);
    await join(ann);
    await join(bob);
    await join(cyd, OTHER_ROOM);
    const [annHeard, bobHeard, cydHeard] = [ann, bob, cyd].map((s) => hear<ChatMessage>(s, chatServerEvents.newMessage.name)) as [
      ChatMessage[],
      ChatMessage[],
      ChatMessage[],
    ];
    const sent = await say(ann, "  Hello, room  ", ROOM, { userData: { username: "bob", userId: "x" } });
    expect(sent.ok).toBe(true);
    // §3's chat message: id, username, message, timestamp, type; `userData` is ignored (the sender is the handshake's).
    expect(sent.message).toMatchObject({ id: expect.any(String), type: "user", username: "ann", message: "Hello, room", topicId: ROOM, attachment: null });
    expect(Date.parse(sent.message.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(sent.message).not.toHaveProperty("_id");
    // The whole room hears it, the sender too.
    await until(() => annHeard.length === 1 && bobHeard.length === 1, "the message in the room");
    expect(bobHeard[0]).toEqual(sent.message);
    expect(annHeard[0]).toEqual(sent.message);
    await Bun.sleep(50);
    expect(cydHeard).toEqual([]);
    for (const s of [ann, bob, cyd]) s.disconnect();
  });

  it("must hold 1 to 500 characters after trimming", async () => {
    const dee = await open(tokens.dee);
    await join(dee);
    expect(await say(dee, "   ")).toEqual({ ok: false, error: { code: "invalid_input", message: CHAT_MESSAGES.emptyMessage } });
    expect(await say(dee, "x".repeat(501))).toEqual({ ok: false, error: { code: "invalid_input", message: CHAT_MESSAGES.messageTooLong } });
    expect((await say(dee, ` ${"x".repeat(500)} `)).ok).toBe(true);
    dee.disconnect();
  });

  it("are limited to 5 in 5 seconds per member, who stays in the room", async () => {
    await clearLimits("eve");
    const eve = await open(tokens.eve);
    await join(eve);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await say(eve, `message ${i}`));
    expect(answers.slice(0, 5).every((a) => a.ok)).toBe(true);
    expect(answers[5]).toEqual({ ok: false, error: { code: "rate_limited", message: CHAT_MESSAGES.tooFast, retryAfter: expect.any(Number) } });
    // A poll counts as a message.
    expect(await ask(eve, chatClientEvents.poll.name, { topicId: ROOM, pollData: { question: "Q?", options: ["a", "b"] } })).toMatchObject({
      ok: false,
      error: { code: "rate_limited" },
    });
    expect(eve.connected).toBe(true);
    eve.disconnect();
  });

  it("refuses a flood of events from one connection, whatever they are", async () => {
    const hal = await open(tokens.hal);
    const answers = await Promise.all(Array.from({ length: SOCKET_EVENTS_PER_WINDOW.events + 5 }, () => join(hal, OTHER_ROOM)));
    expect(answers.filter((a) => a.ok)).toHaveLength(SOCKET_EVENTS_PER_WINDOW.events);
    expect(answers.filter((a) => !a.ok).every((a) => a.error.code === "rate_limited")).toBe(true);
    hal.disconnect();
  });

  it("take the sender's own uploads as attachments, images shown inline and other files as downloads", async () => {
    await clearLimits("fay");
    const upload = async (token: string, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("file", new File([bytes], name, { type: "application/octet-stream" }));
      const res = await ctx.call(uploadEndpoint, { form, token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { url: string }).url;
    };
    const notes = await upload(tokens.fay!, new TextEncoder().encode("meeting notes\n"), "notes.txt");
    const others = await upload(tokens.gus!, new TextEncoder().encode("not fay's\n"), "other.txt");
    const fay = await open(tokens.fay);
    await join(fay);
    const sent = await say(fay, "", ROOM, { attachment: { url: notes, name: "notes.txt" } });
    expect(sent.message.attachment).toEqual({ url: notes, name: "notes.txt", mimetype: "text/plain; charset=utf-8", size: 14, kind: "file" });
    expect(await say(fay, "hi", ROOM, { attachment: { url: others, name: "x.txt" } })).toEqual({
      ok: false,
      error: { code: "invalid_input", message: CHAT_MESSAGES.attachThroughUpload },
    });
    expect(await say(fay, "hi", ROOM, { attachment: { url: "https://evil.example/x.txt", name: "x.txt" } })).toMatchObject({
      ok: false,
      error: { code: "invalid_input" },
    });
    // The uploads sweep keeps a file a message shows.
    expect(await ctx.runtime.deps.uploads.references.inUse([notes, others])).toEqual(new Set([notes]));
    fay.disconnect();
  });
});

describe("history", () => {
  const HISTORY_ROOM: string = FIXED_COMMUNITIES[6].id;
  let ids: string[] = [];
  beforeAll(async () => {
    const { ChatMessage } = ctx.runtime.deps.models;
    const start = Date.now() - 1_000_000;
    const docs = await ChatMessage.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        topicId: HISTORY_ROOM,
        username: "ann",
        userId: "u",
        message: `old ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    ids = docs.map((d) => d._id.toString());
  });

  it("a join answers the last 50, oldest first; older pages come from the API", async () => {
    const gus = await open(tokens.gus);
    const joined = await join(gus, HISTORY_ROOM);
    expect(joined).toMatchObject({ ok: true, continues: false, hasOlder: true });
    expect(joined.messages.map((m: ChatMessage) => m.message)).toEqual(Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `old ${70 + i}`));

    const page = async (before?: string) => {
      const res = await ctx.call(chatHistoryEndpoint, { token: tokens.gus, body: { topicId: HISTORY_ROOM, ...(before ? { before } : {}) } });
      expect(res.status).toBe(200);
      return (await res.json()) as { messages: ChatMessage[]; hasOlder: boolean };
    };
    const second = await page(joined.messages[0].id);
    expect(second.messages.map((m) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `old ${20 + i}`));
    expect(second.hasOlder).toBe(true);
    const third = await page(second.messages[0]!.id);
    expect(third.messages.map((m) => m.message)).toEqual(Array.from({ length: 20 }, (_, i) => `old ${i}`));
    expect(third.hasOlder).toBe(false);
    gus.disconnect();
  });

  it("a rejoin with the last message held gets only what came after it", async () => {
    const gus = await open(tokens.gus);
    const rejoined = await join(gus, HISTORY_ROOM, ids[115]);
    expect(rejoined).toMatchObject({ ok: true, continues: true });
    expect(rejoined.messages.map((m: ChatMessage) => m.message)).toEqual(["old 116", "old 117", "old 118", "old 119"]);
    // A gap longer than the catch-up starts again from the latest page.
    const far = await join(gus, HISTORY_ROOM, ids[0]);
    expect(far).toMatchObject({ ok: true, continues: true });
    expect(far.messages).toHaveLength(119);
    gus.disconnect();
  });

  it("shows a deleted member's messages as written by [deleted]", async () => {
    const token = await createMember(ctx, "leaver");
    const leaver = await open(token);
    await join(leaver, HISTORY_ROOM);
    await say(leaver, "goodbye", HISTORY_ROOM);
    leaver.disconnect();
    expect((await ctx.call(deleteUserEndpoint, { body: { email: "leaver@example.com" }, token })).status).toBe(200);
    const page = (await (await ctx.call(chatHistoryEndpoint, { token: tokens.gus, body: { topicId: HISTORY_ROOM } })).json()) as { messages: ChatMessage[] };
    expect(page.messages.at(-1)).toMatchObject({ username: "[deleted]", message: "goodbye", avatar: null });
  });

  it("is for members, of rooms that exist", async () => {
    expect((await ctx.call(chatHistoryEndpoint, { body: { topicId: HISTORY_ROOM } })).status).toBe(401);
    expect((await ctx.call(chatHistoryEndpoint, { token: tokens.gus, body: { topicId: new Types.ObjectId().toString() } })).status).toBe(404);
    expect((await ctx.call(chatHistoryEndpoint, { token: tokens.gus, body: { topicId: HISTORY_ROOM, before: "nope" } })).status).toBe(422);
  });
});

describe("presence", () => {
  const PRESENCE_ROOM: string = FIXED_COMMUNITIES[8].id;

  it("says who joined and left once per member, however many tabs, and keeps the room's count right", async () => {
    const watcher = await open(tokens.hal);
    await join(watcher, PRESENCE_ROOM);
    const joined = hear<ChatMessage>(watcher, chatServerEvents.userJoined.name);
    const left = hear<ChatMessage>(watcher, chatServerEvents.userLeft.name);
    const counts = hear<{ count: number }>(watcher, chatServerEvents.roomUsersCount.name);

    const tab1 = await open(tokens.ann);
    const first = await join(tab1, PRESENCE_ROOM);
    expect(first.count).toBe(2);
    await until(() => joined.length === 1, "user-joined");
    expect(joined[0]).toMatchObject({ type: "system", username: "ann", message: CHAT_MESSAGES.joined("ann") });
    const tab2 = await open(tokens.ann);
    expect((await join(tab2, PRESENCE_ROOM)).count).toBe(2);
    await until(() => counts.at(-1)?.count === 2, "count 2");

    tab1.disconnect();
    await Bun.sleep(200);
    expect(left).toEqual([]);
    await ask(tab2, chatClientEvents.leaveRoom.name, { topicId: PRESENCE_ROOM });
    await until(() => left.length === 1, "user-left");
    expect(left[0]).toMatchObject({ type: "system", username: "ann", message: CHAT_MESSAGES.left("ann") });
    await until(() => counts.at(-1)?.count === 1, "count back to 1");
    expect(joined).toHaveLength(1);

    // A member who disconnects without leaving leaves too.
    const bob = await open(tokens.bob);
    await join(bob, PRESENCE_ROOM);
    await until(() => counts.at(-1)?.count === 2, "bob counted");
    bob.disconnect();
    await until(() => left.length === 2 && counts.at(-1)?.count === 1, "bob gone");
    watcher.disconnect();
    tab2.disconnect();
  });

  it("counts active members, members who joined today and registered members", async () => {
    const { ChatJoin } = ctx.runtime.deps.models;
    await ChatJoin.deleteMany({});
    await Bun.sleep(150);
    const visitor = await open();
    const updates = hear<ChatStats>(visitor, chatServerEvents.statsUpdate.name);
    visitor.emit(chatClientEvents.joinChatroom.name, null);
    await until(() => updates.length >= 1, "first stats");
    expect(updates.at(-1)).toEqual({ activeUsers: 0, joinedUsers: 0 });

    // A member's connection counts once it joins the chat, not before (it may be watching a thread only).
    const ann = await open(tokens.ann);
    const ann2 = await open(tokens.ann);
    await Bun.sleep(250);
    expect(updates.at(-1)?.activeUsers).toBe(0);
    expect(await ask(ann, chatClientEvents.joinChatroom.name, { username: "ann", userId: "whatever" })).toEqual({ ok: true });
    await until(() => updates.at(-1)?.activeUsers === 1, "ann active");
    await join(ann, ROOM);
    await join(ann2, OTHER_ROOM);
    await until(() => updates.at(-1)?.joinedUsers === 1, "ann joined today");
    expect(updates.at(-1)?.activeUsers).toBe(1);
    const bob = await open(tokens.bob);
    await join(bob, ROOM);
    await until(() => updates.at(-1)?.activeUsers === 2 && updates.at(-1)?.joinedUsers === 2, "bob active and joined");
    bob.disconnect();
    await until(() => updates.at(-1)?.activeUsers === 1, "bob gone");
    expect(updates.at(-1)?.joinedUsers).toBe(2);

    const total = await ctx.call(chatTotalUsersEndpoint);
    const { totalUsers } = (await total.json()) as { totalUsers: number };
    expect(totalUsers).toBe(await ctx.runtime.deps.models.User.countDocuments({ verified: true }));
    expect(totalUsers).toBeGreaterThanOrEqual(8);
    for (const s of [visitor, ann, ann2]) s.disconnect();
  });

  it("ends a member's chat when their sessions are revoked", async () => {
    const cyd = await open(tokens.cyd);
    await join(cyd, PRESENCE_ROOM);
    const user = await ctx.runtime.deps.models.User.findOne({ username: "cyd" }, { _id: 1 }).lean();
    const gone = new Promise((resolve) => cyd.once("disconnect", resolve));
    ctx.runtime.deps.auth.revoke(user!._id.toString());
    await gone;
  });
});

describe("polls", () => {
  const POLL_ROOM: string = FIXED_COMMUNITIES[9].id;
  const createPoll = (socket: Socket, pollData: object) => ask(socket, chatClientEvents.poll.name, { topicId: POLL_ROOM, pollData });

  it("follow the draft's rules", async () => {
    await clearLimits("dee");
    const dee = await open(tokens.dee);
    await join(dee, POLL_ROOM);
    expect(await createPoll(dee, { question: "Q?", options: ["only one"] })).toEqual({
      ok: false,
      error: { code: "invalid_input", message: MESSAGES.pollInvalid },
    });
    expect(await createPoll(dee, { question: "  ", options: ["a", "b"] })).toEqual({
      ok: false,
      error: { code: "invalid_input", message: MESSAGES.pollInvalid },
    });
    expect(await createPoll(dee, { question: "Q?", options: ["a", " "] })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await createPoll(dee, { question: "x".repeat(201), options: ["a", "b"] })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await createPoll(dee, { question: "Q?", options: ["a", "x".repeat(101)] })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await createPoll(dee, { question: "Q?", options: ["1", "2", "3", "4", "5", "6", "7"] })).toMatchObject({
      ok: false,
      error: { code: "invalid_input" },
    });
    await clearLimits("dee");
    expect(await createPoll(dee, { question: "Q?", options: ["a", "b"], duration: 5 })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await createPoll(dee, { question: "Q?", options: ["Same", "same"] })).toEqual({
      ok: false,
      error: { code: "invalid_input", message: CHAT_MESSAGES.optionsDiffer },
    });
    const made = await createPoll(dee, { question: " Best day? ", options: [" Mon ", "Fri"] });
    expect(made.poll).toMatchObject({
      question: "Best day?",
      options: [
        { text: "Mon", votes: 0 },
        { text: "Fri", votes: 0 },
      ],
      allowMultiple: false,
      duration: 24,
      closed: false,
      createdBy: "dee",
    });
    expect(Date.parse(made.poll.closesAt) - Date.parse(made.poll.createdAt)).toBe(24 * 3_600_000);
    dee.disconnect();
  });

  it("take one ballot per member, single or multiple as made, pushed to the room live", async () => {
    await clearLimits("ann");
    const [ann, bob] = await Promise.all([open(tokens.ann), open(tokens.bob)]);
    await join(ann, POLL_ROOM);
    await join(bob, POLL_ROOM);
    const newPolls = hear<Poll>(bob, chatServerEvents.newPoll.name);
    const updates = hear<Poll>(bob, chatServerEvents.pollUpdated.name);
    const single = (await createPoll(ann, { question: "Tea or coffee?", options: ["Tea", "Coffee"], duration: 1 })).poll as Poll;
    await until(() => newPolls.length === 1, "new-poll");
    const vote = (socket: Socket, pollId: string, choices: number[]) => ask(socket, chatClientEvents.votePoll.name, { pollId, choices });

    expect(await vote(bob, single._id, [0])).toMatchObject({ ok: true, choices: [0], poll: { options: [{ votes: 1 }, { votes: 0 }], voters: 1 } });
    expect(await vote(bob, single._id, [1])).toMatchObject({ ok: true, poll: { options: [{ votes: 0 }, { votes: 1 }], voters: 1 } });
    expect(await vote(bob, single._id, [0, 1])).toEqual({ ok: false, error: { code: "invalid_input", message: CHAT_MESSAGES.pollOneChoice } });
    expect(await vote(bob, single._id, [2])).toEqual({ ok: false, error: { code: "invalid_input", message: CHAT_MESSAGES.pollChoice } });
    expect(await vote(ann, single._id, [1])).toMatchObject({ ok: true, poll: { options: [{ votes: 0 }, { votes: 2 }], voters: 2 } });
    expect(await vote(bob, single._id, [])).toMatchObject({ ok: true, choices: [], poll: { options: [{ votes: 0 }, { votes: 1 }], voters: 1 } });
    // The room hears the poll as it stands, gathered: not one broadcast per vote.
    await until(() => updates.at(-1)?.revision === 4, "poll-updated");
    expect(updates.length).toBeLessThan(4);
    expect(updates.at(-1)).toMatchObject({ options: [{ votes: 0 }, { votes: 1 }], voters: 1 });

    const multiple = (await createPoll(ann, { question: "Which days?", options: ["Mon", "Tue", "Wed"], allowMultiple: true, duration: 168 })).poll as Poll;
    expect(await vote(bob, multiple._id, [2, 0, 0])).toMatchObject({
      ok: true,
      choices: [0, 2],
      poll: { options: [{ votes: 1 }, { votes: 0 }, { votes: 1 }] },
    });

    // A member out of the room cannot vote; a rejoin tells the member their choices.
    const cyd = await open(tokens.cyd);
    expect(await vote(cyd, multiple._id, [0])).toEqual({ ok: false, error: { code: "poll_not_found", message: CHAT_MESSAGES.pollNotFound } });
    const rejoined = await join(bob, POLL_ROOM);
    expect(rejoined.polls.map((p: Poll) => p._id)).toEqual(expect.arrayContaining([single._id, multiple._id]));
    expect(rejoined.myVotes).toEqual({ [multiple._id]: [0, 2] });
    for (const s of [ann, bob, cyd]) s.disconnect();
  });

  it("are limited per member over all their connections, and a flood reaches the room as a few broadcasts", async () => {
    await clearLimits("gus", "hal");
    const gus = await Promise.all([open(tokens.gus), open(tokens.gus), open(tokens.gus)]);
    const hal = await open(tokens.hal);
    await Promise.all([...gus, hal].map((s) => join(s, POLL_ROOM)));
    const updates = hear<Poll>(hal, chatServerEvents.pollUpdated.name);
    const poll = (await createPoll(hal, { question: "Flood?", options: ["a", "b"], duration: 1 })).poll as Poll;
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, i) => ask(gus[i % 3]!, chatClientEvents.votePoll.name, { pollId: poll._id, choices: [i % 2] })),
    );
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBe(RATE_RULES.pollVotes.limit);
    expect(answers.filter((a) => !a.ok).every((a) => a.error.code === "rate_limited")).toBe(true);
    const last = await ctx.runtime.deps.models.Poll.findById(poll._id).lean();
    await until(() => updates.at(-1)?.revision === last!.revision, "the last poll-updated");
    expect(updates.length).toBeLessThanOrEqual(5);
    for (const s of [...gus, hal]) s.disconnect();
  });

  it("count exactly what the ballots say after randomized concurrent votes", async () => {
    await clearLimits("eve");
    const names = ["ann", "bob", "dee", "eve", "fay", "gus", "hal"];
    const voters = await Promise.all(names.map((n) => open(tokens[n])));
    await Promise.all(voters.map((s) => join(s, POLL_ROOM)));
    const poll = (await createPoll(voters[3]!, { question: "Pick any", options: ["a", "b", "c", "d"], allowMultiple: true })).poll as Poll;
    const { Ballot, Poll: Polls } = ctx.runtime.deps.models;
    for (let round = 0; round < 3; round++) {
      const calls = [];
      for (let i = 0; i < 60; i++) {
        const socket = voters[Math.floor(Math.random() * voters.length)]!;
        const choices = [0, 1, 2, 3].filter(() => Math.random() < 0.4);
        calls.push(ask(socket, chatClientEvents.votePoll.name, { pollId: poll._id, choices }));
      }
      await Promise.all(calls);
      const ballots = await Ballot.find({ pollId: poll._id }).lean();
      const stored = await Polls.findById(poll._id).lean();
      expect(stored!.options.map((o) => o.votes)).toEqual([0, 1, 2, 3].map((c) => ballots.filter((b) => b.choices.includes(c)).length));
      expect(stored!.voters).toBe(ballots.length);
      expect(ballots.every((b) => b.choices.length > 0)).toBe(true);
    }
    for (const s of voters) s.disconnect();
  });

  it("close when their time is up, pushed to the room once; a start closes what came due while the server was down", async () => {
    await clearLimits("fay");
    const fay = await open(tokens.fay);
    await join(fay, POLL_ROOM);
    const updates = hear<Poll>(fay, chatServerEvents.pollUpdated.name);
    const { Poll: Polls } = ctx.runtime.deps.models;

    const due = (await createPoll(fay, { question: "Soon over?", options: ["yes", "no"], duration: 1 })).poll as Poll;
    await Polls.updateOne({ _id: due._id }, { $set: { closesAt: new Date(Date.now() - 1000) } });
    await Promise.all([server.chat.closeDuePolls(), server.chat.closeDuePolls()]);
    await until(() => updates.some((p) => p._id === due._id && p.closed), "the closed poll");
    await Bun.sleep(50);
    expect(updates.filter((p) => p._id === due._id)).toHaveLength(1);
    expect(await ask(fay, chatClientEvents.votePoll.name, { pollId: due._id, choices: [0] })).toEqual({
      ok: false,
      error: { code: "poll_closed", message: CHAT_MESSAGES.pollClosed },
    });

    // A server starting two hours later on the same database closes a poll of an hour at once.
    const overdue = (await createPoll(fay, { question: "Over while down?", options: ["yes", "no"], duration: 1 })).poll as Poll;
    const later = new Date(Date.now() + 2 * 3_600_000);
    const io = new SocketServer();
    const deps = { ...ctx.runtime.deps, now: () => later, live: { ...ctx.runtime.deps.live, sockets: io.of("/") } };
    const restarted = createChat(deps, createChatMessages(deps), () => {});
    await restarted.closeDuePolls();
    restarted.close?.();
    expect((await Polls.findById(overdue._id).lean())!.closed).toBe(true);
    fay.disconnect();
  });
});

describe("hostile clients", () => {
  const CHURN_ROOM: string = FIXED_COMMUNITIES[10].id;

  it("let a member in and chat when their picture cannot be read, and do not leave the handshake hanging", async () => {
    await clearLimits("gus");
    const QUIET_ROOM: string = FIXED_COMMUNITIES[12].id;
    const pictures = ctx.runtime.deps.pictures;
    const of = pictures.of;
    // Gus's picture cannot be read (the room's page, with nobody's messages in it, still can).
    pictures.of = (names) => {
      const list = [...names];
      return list.includes("gus") ? Promise.reject(new Error("database unreachable")) : of.call(pictures, list);
    };
    try {
      const gus = await open(tokens.gus);
      expect(gus.connected).toBe(true);
      expect(await join(gus, QUIET_ROOM)).toMatchObject({ ok: true, messages: [] });
      expect(await say(gus, "no picture today", QUIET_ROOM)).toMatchObject({ ok: true, message: { username: "gus", avatar: null } });
      gus.disconnect();
    } finally {
      pictures.of = of;
    }
  });

  it("end a session revoked while its handshake ran", async () => {
    const token = await createMember(ctx, "kim");
    const { User } = ctx.runtime.deps.models;
    const user = await User.findOne({ username: "kim" }, { _id: 1 }).lean();
    const auth = ctx.runtime.deps.auth;
    const memberOfToken = auth.memberOfToken;
    // The password is reset after the handshake's token check, before the connection is made (and
    // before it is in its account's room, where revocations reach).
    let reset = false;
    auth.memberOfToken = async (checked) => {
      const caller = await memberOfToken.call(auth, checked);
      if (checked === token && !reset) {
        reset = true;
        await User.updateOne({ _id: user!._id }, { $inc: { tokenVersion: 1 } });
        auth.revoke(user!._id.toString());
      }
      return caller;
    };
    let kim: Socket;
    try {
      kim = await open(token);
    } finally {
      auth.memberOfToken = memberOfToken;
    }
    expect(reset).toBe(true);
    await until(() => !kim.connected, "the revoked session's disconnection");
    // Its client connects again with what it holds: the old token is refused.
    await expect(open(token)).rejects.toThrow("unauthorized");
  });

  it("bound a member's join/leave churn, which would fill a room with joined and left lines", async () => {
    const token = await createMember(ctx, "ivy");
    const watcher = await open(tokens.hal);
    await join(watcher, CHURN_ROOM);
    const joined = hear<ChatMessage>(watcher, chatServerEvents.userJoined.name);
    // Several connections, so that the per-connection event limit is not what stops it.
    const tabs = await Promise.all(Array.from({ length: 4 }, () => open(token)));
    const answers = [];
    for (let i = 0; i < RATE_RULES.chatJoins.limit + 5; i++) {
      const tab = tabs[i % tabs.length]!;
      answers.push(await join(tab, CHURN_ROOM));
      await ask(tab, chatClientEvents.leaveRoom.name, { topicId: CHURN_ROOM });
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(RATE_RULES.chatJoins.limit);
    expect(answers.at(-1)).toEqual({ ok: false, error: { code: "rate_limited", message: CHAT_MESSAGES.tooFast, retryAfter: expect.any(Number) } });
    await Bun.sleep(150);
    expect(joined).toHaveLength(RATE_RULES.chatJoins.limit);
    // A refused join leaves the connection out of the room, unheard; leaving still works.
    const refused = await join(tabs[0]!, CHURN_ROOM);
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited" } });
    expect(await say(tabs[0]!, "still here?", CHURN_ROOM)).toMatchObject({ ok: false, error: { code: "not_in_room" } });
    for (const s of [watcher, ...tabs]) s.disconnect();
  });

  it("refuse a member's connections beyond what tabs and devices need", async () => {
    const token = await createMember(ctx, "jay");
    const tabs = await Promise.all(Array.from({ length: CONNECTIONS_PER_MEMBER }, () => open(token)));
    await expect(open(token)).rejects.toThrow("rate_limited");
    tabs[0]!.disconnect();
    await until(
      async () =>
        await open(token).then(
          (s) => (tabs.push(s), true),
          () => false,
        ),
      "a connection once one is closed",
    );
    for (const s of tabs) s.disconnect();
  });

  it("count the statistics once for a crowd of new watchers", async () => {
    const { ChatJoin } = ctx.runtime.deps.models;
    await Bun.sleep(150);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => open()));
    const count = ChatJoin.countDocuments;
    let counted = 0;
    ChatJoin.countDocuments = ((...args: Parameters<typeof count>) => {
      counted++;
      return count.apply(ChatJoin, args);
    }) as typeof count;
    try {
      const heard = visitors.map((v) => hear<ChatStats>(v, chatServerEvents.statsUpdate.name));
      for (const v of visitors) v.emit(chatClientEvents.joinChatroom.name, null);
      await until(() => heard.every((h) => h.length >= 1), "every watcher's statistics");
      expect(counted).toBeLessThanOrEqual(2);
    } finally {
      ChatJoin.countDocuments = count;
    }
    for (const v of visitors) v.disconnect();
  });
});
