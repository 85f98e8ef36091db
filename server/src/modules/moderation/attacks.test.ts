// Attacks on the moderation endpoints (issue 47): the wrong token, another member's things, input
// that is hostile, huge, malformed or repeated. Each must answer a 4xx with a clear {code, message}
// (or succeed harmlessly), never a 5xx, and change nothing it should not.
import {
  FIXED_COMMUNITIES,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  appealEndpoint,
  auditLogEndpoint,
  createPublisherEndpoint,
  decideEndpoint,
  decisionReasonsEndpoint,
  deleteCommentEndpoint,
  discardPendingPostsEndpoint,
  discardPostEndpoint,
  dismissReportsEndpoint,
  embedGrantEndpoint,
  ignoreMemberEndpoint,
  ignoredMembersEndpoint,
  liftSanctionEndpoint,
  memberStandingEndpoint,
  moderationItemEvent,
  moderationQueueEndpoint,
  moderationSettingsEndpoint,
  noticesEndpoint,
  reportedCommentsEndpoint,
  sanctionEndpoint,
  seeNoticesEndpoint,
  setDecisionReasonsEndpoint,
  setModerationSettingsEndpoint,
  unignoreMemberEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
  watchModerationEvent,
  type Endpoint,
  type Notice,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import type { Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../server";
import { createTestContext, type TestContext } from "../../test-support/context";
import {
  ADMIN_ENV,
  COMMUNITY,
  castOf,
  chatMessage,
  decide,
  itemOf,
  json,
  newArticle,
  opinion,
  post,
  reportContent,
  reportOpinion,
  type Cast,
} from "../../test-support/moderation";
import { ask, hear, openSocket } from "../../test-support/sockets";

let ctx: TestContext;
let cast: Cast;
let server: RunningServer;
const opened: Socket[] = [];
const PAPER = "https://paper.example";
const OTHER = "https://other.example";
/** An embed token of `ann`'s, for PAPER's pages. */
let embedToken: string;
let paperId: string;

// Members whose names differ in length or first letter: each signs up from its own address (5 an hour each).
const NAMES = ["ann", "bob", "cyd", "dot", "eve", "flo", "gus", "hal", "ivy", "jon", "kai", "lea", "mo_o", "ned", "oz_z", "pia", "quin", "rex"];

beforeAll(async () => {
  // The standard rate limits: the attacks include floods.
  ctx = await createTestContext(ADMIN_ENV);
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  cast = await castOf(ctx, NAMES);
  paperId = (await json(await ctx.call(createPublisherEndpoint, { body: { name: "Paper", origins: [PAPER] }, token: cast.admin }))).publisher._id;
  await json(await ctx.call(createPublisherEndpoint, { body: { name: "Other", origins: [OTHER] }, token: cast.admin }));
  embedToken = (await json(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: cast.tokens.ann }))).session.token;
}, 60_000);
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

/** A refusal's answer: its status, and a body with a code and a message that are not empty. */
async function refusal(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { code?: unknown; message?: unknown };
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  return { status: res.status, code: body.code as string, message: body.message as string };
}

const ID = "66a0000000000000000000aa";
const models = () => ctx.runtime.deps.models;
const auditCount = () => models().Audit.countDocuments({});

/** Every administrators' moderation call, with an input that would pass its schema. */
const ADMIN_CALLS: Array<[Endpoint, unknown]> = [
  [unverifiedPostsEndpoint, undefined],
  [unverifiedPostDetailsEndpoint, { id: ID }],
  [verifyPostEndpoint, { id: ID }],
  [discardPostEndpoint, { id: ID }],
  [discardPendingPostsEndpoint, { author: "bob" }],
  [reportedCommentsEndpoint, undefined],
  [deleteCommentEndpoint, { commentId: ID }],
  [dismissReportsEndpoint, { commentId: ID }],
  [auditLogEndpoint, { page: 1 }],
  [moderationQueueEndpoint, { status: "pending" }],
  [decideEndpoint, { itemIds: [ID], decision: "approve" }],
  [decisionReasonsEndpoint, undefined],
  [setDecisionReasonsEndpoint, { reasons: [{ id: "pwned", label: "Pwned", rule: "Pwned" }] }],
  [sanctionEndpoint, { username: "bob", kind: "ban", reasonId: "spam" }],
  [liftSanctionEndpoint, { sanctionId: ID }],
  [memberStandingEndpoint, { username: "bob" }],
  [moderationSettingsEndpoint, undefined],
  [setModerationSettingsEndpoint, { holdFirst: 20, words: [{ word: "the", action: "block" }], communities: [] }],
];

describe("the administrators' calls", () => {
  it("refuse no token (401), a member's token and an embed token (403), and change nothing", async () => {
    const before = await auditCount();
    for (const [endpoint, body] of ADMIN_CALLS) {
      const what = `${endpoint.method} ${endpoint.path}`;
      const none = await refusal(await ctx.call(endpoint, { body }));
      expect([what, none.status]).toEqual([what, 401]);
      const member = await refusal(await ctx.call(endpoint, { body, token: cast.tokens.bob }));
      expect([what, member.status]).toEqual([what, 403]);
      for (const headers of [{}, { origin: PAPER }] as Array<Record<string, string>>) {
        const embed = await refusal(await ctx.call(endpoint, { body, token: embedToken, headers }));
        expect([what, embed.status]).toEqual([what, 403]);
      }
      // A token that is not one, and an admin token with a broken signature.
      expect((await ctx.call(endpoint, { body, token: "x".repeat(40) })).status).toBe(401);
      expect((await ctx.call(endpoint, { body, token: `${cast.admin.slice(0, -4)}AAAA` })).status).toBe(401);
    }
    expect(await models().Sanction.countDocuments({})).toBe(0);
    expect((await json(await ctx.call(moderationSettingsEndpoint, { token: cast.admin }))).holdFirst).toBe(0);
    expect((await json(await ctx.call(decisionReasonsEndpoint, { token: cast.admin }))).reasons.map((r: { id: string }) => r.id)).not.toContain("pwned");
    expect(await auditCount()).toBe(before);
  });

  it("moderation:watch refuses a member's token, an embed token and an admin token with a broken signature", async () => {
    const socket = await openSocket(opened, server.url, cast.tokens.bob);
    const heard = hear(socket, moderationItemEvent.name);
    for (const token of [cast.tokens.bob, embedToken, `${cast.admin.slice(0, -4)}AAAA`, `${cast.admin}.x`]) {
      expect(await ask(socket, watchModerationEvent.name, { token })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    }
    for (const payload of [{ token: "x".repeat(5000) }, { token: ["a".repeat(20)] }, { token: { $ne: null } }, "token", null]) {
      expect(await ask(socket, watchModerationEvent.name, payload)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    }
    // Nothing reaches it: the refused watches joined no room.
    await reportOpinion(cast, "cyd", await opinion(cast, "dot", await newArticle(cast, "Watched"), "Heard by admins only"));
    await Bun.sleep(100);
    expect(heard).toHaveLength(0);
  });
});

describe("query strings and bodies", () => {
  it("operators and arrays in a query are not operators: dropped or refused with 422", async () => {
    const raw = (query: string) => ctx.call(`${moderationQueueEndpoint.path}?${query}`, { token: cast.admin });
    // An unknown name is not in the schema: dropped, the default applies.
    const dropped = await json(await raw("status[$ne]=x&publisherId[$gt]=&communityId[$regex]=.*"));
    expect(dropped.items.every((i: { status: string }) => i.status === "pending")).toBe(true);
    for (const query of [
      "status=pending&status=approved",
      "status=%24ne",
      "sort=constructor",
      "targetType=__proto__",
      "publisherId=%7B%22%24ne%22%3Anull%7D",
      "communityId=.*",
      "page=0",
      "page=-1",
      "page=1e308",
      "page=1.5",
      "page=abc",
      "page=1&page=2",
    ]) {
      const answer = await refusal(await raw(query));
      expect([query, answer.status, answer.code]).toEqual([query, 422, "invalid_input"]);
    }
    const huge = await refusal(await raw(`status=${"a".repeat(100_000)}`));
    expect(huge.status).toBe(422);
    expect(huge.message.length).toBeLessThan(200);
  });

  it("a 5 MB body is 413, a deep one 400, text 415, arrays and nulls where objects go 422", async () => {
    const body5mb = JSON.stringify({ itemIds: [ID], decision: "approve", note: "n".repeat(5 * 1024 * 1024) });
    const send = (path: string, body: string, type: string, token: string) =>
      ctx.app.handle(
        new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "content-type": type, authorization: `Bearer ${token}`, "x-forwarded-for": "10.9.9.9" },
          body,
        }),
      );
    for (const [path, as] of [
      [decideEndpoint.path, cast.admin],
      [sanctionEndpoint.path, cast.admin],
      [appealEndpoint.path, cast.tokens.bob],
      ["/api/moderation/report", cast.tokens.bob],
      ["/api/comment/report", cast.tokens.bob],
      [ignoreMemberEndpoint.path, cast.tokens.bob],
    ] as const) {
      const token = as!;
      expect([path, (await refusal(await send(path, body5mb, "application/json", token))).status]).toEqual([path, 413]);
      expect([path, (await refusal(await send(path, `${"[".repeat(100_000)}`, "application/json", token))).status]).toEqual([path, 400]);
      expect([path, (await refusal(await send(path, "{not json", "application/json", token))).status]).toEqual([path, 400]);
      expect([path, (await refusal(await send(path, "itemIds=1", "text/plain", token))).status]).toEqual([path, 415]);
      for (const body of ["[]", "null", '"x"', "1", "{}", '{"__proto__":{"admin":true}}']) {
        expect([path, body, (await refusal(await send(path, body, "application/json", token))).status]).toEqual([path, body, 422]);
      }
    }
  });
});

describe("decisions", () => {
  it("refuse ids that are not ObjectIds, 101 ids, an unknown reason, a long note; ids of another kind are notFound", async () => {
    const id = await opinion(cast, "eve", await newArticle(cast, "Decide"), "Judge me");
    await json(await reportOpinion(cast, "flo", id, { reason: "spam" }));
    const item = (await itemOf(cast, id))!;
    const call = (body: unknown) => ctx.call(decideEndpoint, { body, token: cast.admin });
    for (const body of [
      { itemIds: ["not-an-id"], decision: "approve" },
      { itemIds: [{ $ne: null }], decision: "approve" },
      { itemIds: item._id, decision: "approve" },
      { itemIds: [`${item._id} `], decision: "approve" },
      { itemIds: [], decision: "approve" },
      { itemIds: Array.from({ length: MODERATION_LIMITS.bulkMax + 1 }, () => new Types.ObjectId().toString()), decision: "approve" },
      { itemIds: [item._id], decision: "reject" },
      { itemIds: [item._id], decision: "reject", reasonId: "no-such-reason" },
      { itemIds: [item._id], decision: "reject", reasonId: { $ne: null } },
      { itemIds: [item._id], decision: "reject", reasonId: "x".repeat(500_000) },
      { itemIds: [item._id], decision: "approve", reasonId: "nope" },
      { itemIds: [item._id], decision: "reject", reasonId: "spam", note: "n".repeat(MODERATION_LIMITS.noteMax + 1) },
      { itemIds: [item._id], decision: "delete" },
    ]) {
      const answer = await refusal(await call(body));
      expect(answer.status).toBe(422);
    }
    expect((await itemOf(cast, id))?.status).toBe("pending");
    // The id of the opinion, not of its item; an ObjectId of nothing: notFound, nothing decided.
    const other = await json(await call({ itemIds: [id, ID.toUpperCase()], decision: "reject", reasonId: "spam" }));
    expect(other.results).toEqual([
      { itemId: id, outcome: "notFound" },
      { itemId: ID, outcome: "notFound" },
    ]);
    expect((await itemOf(cast, id))?.status).toBe("pending");
  });

  it("a bulk decision with the same id twice, and mixed kinds, decides each item once", async () => {
    const articleId = await newArticle(cast, "Bulk");
    const a = await opinion(cast, "gus", articleId, "First");
    const postId = await post(cast, "gus", "A post to judge");
    const messageId = await chatMessage(cast, "gus", "A message to judge");
    await json(await reportOpinion(cast, "hal", a, { reason: "spam" }));
    await json(await reportContent(cast, "hal", "communityPost", postId, { reason: "spam" }));
    await json(await reportContent(cast, "hal", "chatMessage", messageId, { reason: "spam" }));
    const ids = await Promise.all([a, postId, messageId].map(async (t) => (await itemOf(cast, t))!._id));
    const before = await auditCount();
    const { results } = await json(await decide(cast, [ids[0]!, ids[0]!, ids[1]!, ids[2]!, ids[1]!.toUpperCase()], "reject", "spam"));
    expect(results.filter((r: { outcome: string }) => r.outcome === "decided")).toHaveLength(3);
    expect(results.filter((r: { outcome: string }) => r.outcome === "alreadyDecided")).toHaveLength(2);
    expect(await auditCount()).toBe(before + 3);
    expect(await models().ModerationNotice.countDocuments({ userId: new Types.ObjectId(cast.ids.gus), kind: "removed" })).toBe(3);
    expect(await models().Comment.exists({ _id: a })).toBeNull();
  });
});

describe("notices and appeals", () => {
  async function removedNoticeOf(name: string, reporter: string): Promise<Notice> {
    const id = await opinion(cast, name, await newArticle(cast, `Appeal ${name}`), "Removed words");
    await json(await reportOpinion(cast, reporter, id, { reason: "abuse" }));
    await json(await decide(cast, [(await itemOf(cast, id))!._id], "reject", "abuse"));
    const { notices } = await json<{ notices: Notice[] }>(await ctx.call(noticesEndpoint, { token: cast.tokens[name] }));
    return notices.find((n) => n.kind === "removed" && n.about?.targetId === id)!;
  }

  it("another member can neither read, see nor appeal a member's notice", async () => {
    const notice = await removedNoticeOf("ivy", "jon");
    const theirs = await json<{ notices: Notice[] }>(await ctx.call(noticesEndpoint, { token: cast.tokens.jon }));
    expect(theirs.notices.some((n) => n._id === notice._id)).toBe(false);
    expect(await json(await ctx.call(seeNoticesEndpoint, { body: { ids: [notice._id] }, token: cast.tokens.jon }))).toEqual({ message: "Seen" });
    const appeal = await refusal(await ctx.call(appealEndpoint, { body: { noticeId: notice._id, text: "Not mine but" }, token: cast.tokens.jon }));
    expect([appeal.status, appeal.code]).toEqual([404, "not_found"]);
    // An embed token is no way in either (notices are the site's).
    expect((await ctx.call(appealEndpoint, { body: { noticeId: notice._id, text: "x" }, token: embedToken, headers: { origin: PAPER } })).status).toBe(403);
    const mine = await json<{ notices: Notice[] }>(await ctx.call(noticesEndpoint, { token: cast.tokens.ivy }));
    expect(mine.notices.find((n) => n._id === notice._id)).toMatchObject({ seen: false, appealable: true, appealedAt: null });
  });

  it("an appeal is taken once; a notice that cannot be appealed is 409; malformed ones 422", async () => {
    const notice = await removedNoticeOf("kai", "lea");
    const call = (body: unknown, name = "kai") => ctx.call(appealEndpoint, { body, token: cast.tokens[name] });
    for (const body of [
      { noticeId: notice._id, text: "   " },
      { noticeId: notice._id, text: "t".repeat(MODERATION_LIMITS.noteMax + 1) },
      { noticeId: notice._id },
      { noticeId: { $ne: null }, text: "Why" },
      { noticeId: "zz", text: "Why" },
      { noticeId: [notice._id], text: "Why" },
    ]) {
      expect((await refusal(await call(body))).status).toBe(422);
    }
    const [first, second] = await Promise.all([call({ noticeId: notice._id, text: "I did nothing wrong" }), call({ noticeId: notice._id, text: "Again" })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await refusal(await call({ noticeId: notice._id, text: "Third time" }));
    expect([again.status, again.code]).toEqual([409, "already_decided"]);
    expect(await models().ModerationQueue.countDocuments({ cause: "appeal", "appeal.noticeId": new Types.ObjectId(notice._id) })).toBe(1);
    // The reporter's outcome notice, and a held notice, cannot be appealed.
    const { notices } = await json<{ notices: Notice[] }>(await ctx.call(noticesEndpoint, { token: cast.tokens.lea }));
    const outcome = notices.find((n) => n.kind === "reportOutcome")!;
    expect(outcome.appealable).toBe(false);
    const notAppealable = await refusal(await call({ noticeId: outcome._id, text: "Please" }, "lea"));
    expect([notAppealable.status, notAppealable.code]).toEqual([409, "already_decided"]);
  });
});

describe("sanctions", () => {
  const sanction = (body: Record<string, unknown>) => ctx.call(sanctionEndpoint, { body: { reasonId: "spam", ...body }, token: cast.admin });

  it("refuse hours that are 0, negative, fractional, huge or text, an unknown reason, member or community; nothing is stored", async () => {
    for (const hours of [0, -1, 1.5, MODERATION_LIMITS.suspendHoursMax + 1, 1e308, "24", null, Number.MAX_SAFE_INTEGER]) {
      const answer = await refusal(await sanction({ username: "mo_o", kind: "suspend", hours }));
      expect([hours, answer.status]).toEqual([hours, 422]);
    }
    expect((await refusal(await sanction({ username: "mo_o", kind: "suspend" }))).status).toBe(422);
    expect((await refusal(await sanction({ username: "mo_o", kind: "ban", reasonId: "no-such" }))).status).toBe(422);
    expect((await refusal(await sanction({ username: "mo_o", kind: "ban", reasonId: { $ne: null } }))).status).toBe(422);
    expect((await refusal(await sanction({ username: "mo_o", kind: "ban", reasonId: "r".repeat(500_000) }))).status).toBe(422);
    expect((await refusal(await sanction({ username: "mo_o", kind: "ban", communityId: ID }))).status).toBe(404);
    expect((await refusal(await sanction({ username: "mo_o", kind: "ban", communityId: "general" }))).status).toBe(422);
    expect((await refusal(await sanction({ username: "mo_o", kind: "kill" }))).status).toBe(422);
    // The administrator themselves (not a member), a name with operators or regex characters, a 10 kB name.
    for (const username of ["root", "$where", ".*", { $ne: null }, "u".repeat(10_000)]) {
      const answer = await refusal(await sanction({ username, kind: "ban" }));
      expect([username, [404, 422].includes(answer.status)]).toEqual([username, true]);
    }
    expect(await models().Sanction.countDocuments({})).toBe(0);
    expect(await models().ModerationNotice.countDocuments({ userId: new Types.ObjectId(cast.ids.mo_o) })).toBe(0);
  });

  it("lifting twice answers the lifted sanction and is audited once; an unknown id is 404", async () => {
    const imposed = await json(await sanction({ username: "ned", kind: "suspend", hours: 1 }));
    const before = await auditCount();
    const lift = () => ctx.call(liftSanctionEndpoint, { body: { sanctionId: imposed._id }, token: cast.admin });
    const [a, b] = await Promise.all([lift(), lift()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await json(await lift())).liftedAt).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);
    expect((await refusal(await ctx.call(liftSanctionEndpoint, { body: { sanctionId: ID }, token: cast.admin }))).status).toBe(404);
    expect((await refusal(await ctx.call(liftSanctionEndpoint, { body: { sanctionId: "x" }, token: cast.admin }))).status).toBe(422);
  });
});

describe("hold settings and the word list", () => {
  const put = (body: unknown) => ctx.call(setModerationSettingsEndpoint, { body, token: cast.admin });

  it("refuse holdFirst negative, fractional or huge, 501 or 100k words, huge words, unknown communities", async () => {
    const word = (w: string) => ({ word: w, action: "block" });
    for (const body of [
      { holdFirst: -1, words: [], communities: [] },
      { holdFirst: 1.5, words: [], communities: [] },
      { holdFirst: 1e9, words: [], communities: [] },
      { holdFirst: "3", words: [], communities: [] },
      { holdFirst: 0, words: Array.from({ length: MODERATION_LIMITS.wordsMax + 1 }, (_, i) => word(`w${i}`)), communities: [] },
      { holdFirst: 0, words: [word("x".repeat(MODERATION_LIMITS.wordMax + 1))], communities: [] },
      { holdFirst: 0, words: [word("   ")], communities: [] },
      { holdFirst: 0, words: [{ word: "ok", action: "delete" }], communities: [] },
      { holdFirst: 0, words: [], communities: [{ communityId: "general", holdFirst: 1 }] },
      { holdFirst: 0, words: [], communities: [{ communityId: FIXED_COMMUNITIES[0].id, holdFirst: -3 }] },
    ]) {
      expect((await refusal(await put(body))).status).toBe(422);
    }
    // 100k entries do not even fit a body.
    const flood = { holdFirst: 0, words: Array.from({ length: 100_000 }, (_, i) => word(`w${i}`)), communities: [] };
    expect((await refusal(await put(flood))).status).toBe(413);
    const unknown = await refusal(await put({ holdFirst: 0, words: [], communities: [{ communityId: ID, holdFirst: 1 }] }));
    expect([unknown.status, unknown.message]).toEqual([422, "Invalid communities: no such community"]);
    expect(await json(await ctx.call(moderationSettingsEndpoint, { token: cast.admin }))).toEqual({ holdFirst: 0, words: [], communities: [] });
  });

  it("words with regex metacharacters and any script match only themselves, literally", async () => {
    const words = ["a.*b", "(", "[", "\\", "$where", "^", "ＳＰＡＭ", "ÉCOLE", "🙂", "\u{1F600}x", "\ud800"].map((w) => ({ word: w, action: "block" }));
    const saved = await json(await put({ holdFirst: 0, words, communities: [] }));
    expect(saved.words.map((w: { word: string }) => w.word)).toContain("ｓｐａｍ");
    try {
      const articleId = await newArticle(cast, "Words");
      const write = (text: string) => ctx.call("/api/comment/addTopComment", { body: { postId: articleId, text }, token: cast.tokens.oz_z });
      for (const text of ["a big cat", "ab", "where are we", "smiling :)", "écoles primaires", "a.b", "spammer"]) {
        expect([text, (await write(text)).status]).toEqual([text, 200]);
      }
      for (const text of ["a.*b", "open ( paren", "spam", "SPAM!", "une école", "hi 🙂", "cost $where"]) {
        const answer = await refusal(await write(text));
        expect([text, answer.status, answer.code]).toEqual([text, 422, "blocked_word"]);
      }
    } finally {
      await json(await put({ holdFirst: 0, words: [], communities: [] }));
    }
  });
});

describe("ignoring", () => {
  const ignore = (username: unknown, token = cast.tokens.pia) => ctx.call(ignoreMemberEndpoint, { body: { username }, token });

  it("refuses oneself (any case), unknown names, operators, regex characters, 10 kB names, and lists only real members", async () => {
    expect((await refusal(await ignore(" PIA "))).status).toBe(422);
    // The administrator is not a member; names that look like operators or patterns are just names.
    for (const name of ["root", "$ne", "$where", "a.b", ".*", "^p", "[a-z]+", "\ud800", "__proto__"]) {
      const answer = await refusal(await ignore(name));
      expect([name, answer.status]).toEqual([name, 404]);
    }
    for (const name of ["u".repeat(10_000), { $ne: null }, ["quin"], "", null]) {
      expect((await refusal(await ignore(name))).status).toBe(422);
    }
    expect(await json(await ignore("quin"))).toEqual({ usernames: ["quin"] });
    expect(await json(await ignore("QUIN"))).toEqual({ usernames: ["quin"] });
    expect(await json(await ctx.call(unignoreMemberEndpoint, { body: { username: ".*" }, token: cast.tokens.pia }))).toEqual({ usernames: ["quin"] });
    expect(await json(await ctx.call(ignoredMembersEndpoint, { token: cast.tokens.pia }))).toEqual({ usernames: ["quin"] });
  });

  it("holds at most MODERATION_LIMITS.ignoredMax names: the next is 409 and the list is unchanged", async () => {
    const full = Array.from({ length: MODERATION_LIMITS.ignoredMax }, (_, i) => `ghost${i}`);
    await models().User.updateOne({ _id: cast.ids.rex }, { $set: { ignoring: full } });
    const answer = await refusal(await ignore("quin", cast.tokens.rex));
    expect([answer.status, answer.code]).toEqual([409, "conflict"]);
    expect((await models().User.findById(cast.ids.rex).lean())!.ignoring).toHaveLength(MODERATION_LIMITS.ignoredMax);
  });

  it("an embed token ignores on its publisher's pages and is refused on another's", async () => {
    expect((await ctx.call(ignoreMemberEndpoint, { body: { username: "bob" }, token: embedToken, headers: { origin: PAPER } })).status).toBe(200);
    const foreign = await refusal(await ctx.call(ignoreMemberEndpoint, { body: { username: "cyd" }, token: embedToken, headers: { origin: OTHER } }));
    expect(foreign.status).toBe(403);
    expect((await json(await ctx.call(ignoredMembersEndpoint, { token: cast.tokens.ann }))).usernames).toEqual(["bob"]);
  });

  it("a flood of ignores is stopped by the writes' rate limit (429) without an error", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => ignore("bob", cast.tokens.quin)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect((await models().User.findById(cast.ids.quin).lean())!.ignoring).toEqual(["bob"]);
  });
});

describe("reports", () => {
  it("reporting one piece 1000 times stores one report of one weight, and the flood is stopped by 429", async () => {
    const id = await opinion(cast, "cyd", await newArticle(cast, "Flood"), "Flooded");
    const answers = await Promise.all(Array.from({ length: 1000 }, () => reportOpinion(cast, "dot", id, { reason: "spam" })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    const limited = await refusal(answers.find((a) => a.status === 429)!);
    expect(limited.code).toBe("rate_limited");
    expect(await models().Report.countDocuments({ commentId: id })).toBe(1);
    const item = (await itemOf(cast, id))!;
    expect(item.reports).toMatchObject({ count: 1, weight: 1 });
    expect(item.hidden).toBe(false);
  });

  it("malformed reports are 422 and store nothing", async () => {
    const id = await opinion(cast, "eve", await newArticle(cast, "Malformed"), "Malformed reports");
    for (const details of [
      { reason: "illegal" },
      { reason: "nonsense" },
      { reason: { $ne: null } },
      { text: "t".repeat(501) },
      { legalGround: "g".repeat(201), reason: "illegal" },
      { text: ["a"] },
    ]) {
      expect((await refusal(await reportOpinion(cast, "flo", id, details as never))).status).toBe(422);
    }
    for (const body of [
      { targetType: "article", targetId: id },
      { targetType: "comment", targetId: { $ne: null } },
      { targetType: "comment", targetId: `${id}0` },
      { targetType: ["comment"], targetId: id },
    ]) {
      expect((await refusal(await ctx.call("/api/moderation/report", { body, token: cast.tokens.flo }))).status).toBe(422);
    }
    expect(await models().Report.countDocuments({ commentId: id })).toBe(0);
  });
});

describe("reports of what the reporter may not report", () => {
  it("one's own writing is 422 and stores nothing (no self-report to farm upheld reports with)", async () => {
    const id = await opinion(cast, "hal", await newArticle(cast, "Own"), "My own words");
    const own = await refusal(await reportOpinion(cast, "hal", id, { reason: "spam" }));
    expect([own.status, own.code, own.message]).toEqual([422, "invalid_input", MODERATION_TEXTS.reportOwn]);
    const postId = await post(cast, "hal", "My own post");
    expect((await refusal(await reportContent(cast, "hal", "communityPost", postId))).status).toBe(422);
    expect(await models().Report.countDocuments({ commentId: { $in: [id, postId] } })).toBe(0);
    expect(await itemOf(cast, id)).toBeUndefined();
  });

  it("a piece held for review is 404 to others; one hidden by its reports takes more reports and stays hidden", async () => {
    const id = await opinion(cast, "ivy", await newArticle(cast, "Hidden"), "Soon hidden");
    for (const name of ["jon", "kai", "lea"]) await json(await reportOpinion(cast, name, id, { reason: "abuse" }));
    expect((await itemOf(cast, id))!.hidden).toBe(true);
    // It was public: a reader who saw it before it went still reports it (the decision settles every report).
    expect((await reportOpinion(cast, "mo_o", id, { reason: "abuse" })).status).toBe(200);
    expect((await reportOpinion(cast, "lea", id, { reason: "abuse" })).status).toBe(200);
    expect((await itemOf(cast, id))!).toMatchObject({ hidden: true, reports: { count: 4 } });
    expect(await models().Comment.exists({ _id: id, hidden: true })).not.toBeNull();

    await json(
      await ctx.call(setModerationSettingsEndpoint, {
        body: { holdFirst: 0, words: [{ word: "heldword", action: "hold" }], communities: [] },
        token: cast.admin,
      }),
    );
    try {
      const held = await opinion(cast, "rex", await newArticle(cast, "Held"), "A heldword here");
      expect((await refusal(await reportOpinion(cast, "gus", held))).status).toBe(404);
      expect(await models().Report.countDocuments({ commentId: held })).toBe(0);
    } finally {
      await json(await ctx.call(setModerationSettingsEndpoint, { body: { holdFirst: 0, words: [], communities: [] }, token: cast.admin }));
    }
  });

  it("a sanctioned member's reports are refused 403 sanctioned: site-wide, and where they are banned from", async () => {
    const articleId = await newArticle(cast, "Sanctioned reporters");
    const id = await opinion(cast, "gus", articleId, "Reported by the banned");
    const postId = await post(cast, "gus", "A post of the community");
    const messageId = await chatMessage(cast, "gus", "A message of the room");
    await json(await ctx.call(sanctionEndpoint, { body: { username: "ned", kind: "ban", reasonId: "abuse" }, token: cast.admin }));
    const siteWide = await refusal(await reportOpinion(cast, "ned", id, { reason: "spam" }));
    expect([siteWide.status, siteWide.code]).toEqual([403, "sanctioned"]);

    await json(await ctx.call(sanctionEndpoint, { body: { username: "pia", kind: "ban", reasonId: "abuse", communityId: COMMUNITY }, token: cast.admin }));
    for (const [type, target] of [
      ["communityPost", postId],
      ["chatMessage", messageId],
    ] as const) {
      expect((await refusal(await reportContent(cast, "pia", type, target))).code).toBe("sanctioned");
    }
    // Elsewhere they still may.
    expect((await reportOpinion(cast, "pia", id, { reason: "spam" })).status).toBe(200);
    expect(await models().Report.countDocuments({ reporter: { $in: ["ned", "pia"] } })).toBe(1);
  });

  it("an embed token reports only in its own publisher's threads; a chat room need not be joined to report in it", async () => {
    const others = (await models().Publisher.findOne({ name: "Other" }).lean())!._id.toString();
    const theirs = await opinion(cast, "kai", await newArticle(cast, "Their thread", others), "On another paper");
    const ours = await opinion(cast, "kai", await newArticle(cast, "Our thread", paperId), "On our paper");
    const report = (commentId: string) =>
      ctx.call("/api/comment/report", { body: { commentId, reason: "spam" }, token: embedToken, headers: { origin: PAPER } });
    const foreign = await refusal(await report(theirs));
    expect([foreign.status, foreign.code]).toEqual([403, "unregistered_origin"]);
    // Carried off the page (no Origin), it is still held to its publisher's threads.
    expect((await ctx.call("/api/comment/report", { body: { commentId: theirs }, token: embedToken })).status).toBe(403);
    expect((await report(ours)).status).toBe(200);
    expect(await models().Report.countDocuments({ reporter: "ann" })).toBe(1);

    // Rooms are open to every member: a message is theirs to report whether or not they joined.
    const messageId = await chatMessage(cast, "kai", "Said in a room");
    expect((await reportContent(cast, "lea", "chatMessage", messageId, { reason: "abuse" })).status).toBe(200);
  });
});
