// bench/chaos: the production layout on one machine — the embedded database as its own process (the
// CLI, durable), a real redis-server, two server instances on them — under a mixed load of members
// (likes, comment likes, opinions, replies, community joins and leaves, chat poll votes, and account
// deletions) through both instances, with one process killed by SIGKILL at a random moment of each
// round and started again. After each round: every acknowledged opinion and reply is stored; every
// counter, point total, weekly total, achievement figure, subscriber count and poll count equals a
// recount from the records; a deleted account left no votes, points or figures; both instances answer
// health 200 and serve; their cached answers equal fresh ones within the documented 1 s bound.
// Run: bun run bench:chaos   (BENCH_ROUNDS=20, BENCH_MEMBERS=20, BENCH_DELETIONS=2 a round; needs redis-server)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  FIXED_COMMUNITIES,
  SOCKET_PATH,
  addReplyEndpoint,
  addTopCommentEndpoint,
  articleByIdEndpoint,
  chatClientEvents,
  deleteUserEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  signupEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  verifyEmailEndpoint,
  type Endpoint,
} from "@pnyx/contract";
import mongoose from "mongoose";
import { io } from "socket.io-client";
import { registerModels } from "../server/src/models";
import { countBallots } from "../server/src/modules/chat/poll-counts";
import { countPoints } from "../server/src/modules/gamification/points";
import { recountStats } from "../server/src/modules/gamification/stats";
import { freePort, startRedis, type TestRedis } from "../server/src/test-support/redis";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
/** Accounts deleted each round: members who join that round's load and delete their account after a few writes. */
const DELETIONS = Number(process.env.BENCH_DELETIONS ?? 2);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 4_000);
const ROOT = join(import.meta.dir, "..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Every process started, so an interrupted bench leaves none behind (they would slow the next run). */
const started = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of started) child.kill("SIGKILL");
    process.exit(130);
  });
}

/** A process that prints `ready` when it is up; restartable in place. */
interface Proc {
  name: string;
  child: ChildProcess | null;
  /** The end of what it printed (why it died, when it did). */
  tail(): string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

function proc(name: string, command: string[], env: Record<string, string>, ready: RegExp): Proc {
  let printed = "";
  const self: Proc = {
    name,
    child: null,
    tail: () => printed.slice(-1500),
    start: () =>
      new Promise((resolve, reject) => {
        const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
        self.child = child;
        started.add(child);
        let out = "";
        const timer = setTimeout(() => reject(new Error(`${name} did not start: ${out}`)), 30_000);
        const seen = (chunk: Buffer) => {
          out += chunk.toString();
          printed = (printed + chunk.toString()).slice(-20_000);
          if (ready.test(out)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout!.on("data", seen);
        child.stderr!.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          printed = (printed + chunk.toString()).slice(-20_000);
        });
        child.once("exit", (code) => {
          clearTimeout(timer);
          if (!ready.test(out)) reject(new Error(`${name} exited ${code}: ${out}`));
        });
      }),
    kill: () =>
      new Promise((resolve) => {
        const child = self.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
  return self;
}

interface Member {
  username: string;
  token: string;
  /** A member whose account goes: after this many writes of theirs, they delete it. */
  deleteAfter?: number;
  writes: number;
  /** Their deletion was answered (`deleted`), or was asked and not answered (`asked`: it may have been cut short). */
  deletion?: "deleted" | "asked";
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), "pnyx-chaos-"));
  const [dbPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  let redis: TestRedis = await startRedis();
  const redisPort = Number(new URL(redis.url).port);
  const engine = proc(
    "database",
    [process.execPath, "packages/embedded-mongo/src/cli.ts", "--dbpath", join(folder, "db"), "--port", String(dbPort)],
    {},
    /listening on/,
  );
  const uri = `mongodb://127.0.0.1:${dbPort}/`;
  const instance = (name: string, port: number) =>
    proc(
      name,
      [process.execPath, "--conditions=@pnyx/source", "server/src/main.ts"],
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(folder, name),
        SITE_DIR: join(folder, "no-site"),
        MONGODB_URI: uri,
        REDIS_URL: redis.url,
        RATE_LIMITS: "relaxed",
        JWT_SECRET: "chaos-secret-chaos-secret-chaos-secret-01",
        PUBLIC_URL: "http://pnyx.test",
        NODE_ENV: "test",
      },
      /listening on/,
    );
  const a = instance("a", portA);
  const b = instance("b", portB);
  const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  await engine.start();
  await Promise.all([a.start(), b.start()]);

  const call = async (url: string, endpoint: Endpoint, body: unknown, token?: string) => {
    const res = await fetch(`${url}${endpoint.path}${endpoint.method === "GET" ? `?${new URLSearchParams(body as Record<string, string>)}` : ""}`, {
      method: endpoint.method,
      headers: { "content-type": "application/json", "x-forwarded-for": "10.7.7.7", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(endpoint.method === "GET" ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

  // Members (signed up and verified through A, whose outbox holds their links) and articles; then
  // those whose accounts go, DELETIONS for each round.
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS + ROUNDS * DELETIONS; i++) {
    const username = `chaos${i}`;
    await call(urls[0]!, signupEndpoint, { username, email: `${username}@example.com`, password: "correct horse battery" });
    let link: string | undefined;
    for (let tries = 0; !link && tries < 50; tries++) {
      await sleep(50);
      const outbox = join(folder, "a", "outbox");
      const mail = readdirSync(outbox)
        .map((f) => readFileSync(join(outbox, f), "utf8"))
        .find((m) => m.includes(`To: ${username}@example.com`));
      link = mail && /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="))?.[1];
    }
    const verified = await call(urls[0]!, verifyEmailEndpoint, { token: link });
    members.push({ username, token: verified.body.token, writes: 0, ...(i >= MEMBERS ? { deleteAfter: 2 + Math.floor(Math.random() * 12) } : {}) });
  }
  /** The members whose accounts go in `round` (1-based). */
  const leaving = (round: number) => members.slice(MEMBERS + (round - 1) * DELETIONS, MEMBERS + round * DELETIONS);
  /**
   * The bench's own reads go through a fresh connection per check, given up after 30 s: a client kept
   * across a database restart can stall under Bun (issue 36's finding 2), and the bench must not.
   */
  const withModels = async <T>(use: (models: ReturnType<typeof registerModels>) => Promise<T>): Promise<T> => {
    const db = mongoose.createConnection(uri, { dbName: "pnyx", serverSelectionTimeoutMS: 5_000, socketTimeoutMS: 20_000 });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await db.asPromise();
      const gaveUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("the check's database reads took over 30 s")), 30_000);
      });
      return await Promise.race([use(registerModels(db)), gaveUp]);
    } finally {
      clearTimeout(timer);
      await db.close(true).catch(() => {});
    }
  };
  const articles = await withModels(async (models) =>
    (
      await models.Article.insertMany(
        Array.from({ length: 8 }, (_, i) => ({ category: "World", title: `Chaos story ${i}`, content: "C", source: "S", publishedAt: new Date() })),
      )
    ).map((doc) => doc._id.toString()),
  );
  /** Asks over a new socket.io connection to `url` as `member`: joins the poll's room, then sends `event`. */
  async function overSocket(url: string, member: Member, topicId: string, event: string, payload: unknown): Promise<any> {
    const socket = io(url, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      timeout: 10_000,
      auth: { token: member.token },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
        // Cut off by a kill before the handshake ended.
        socket.once("disconnect", () => reject(new Error("disconnected")));
      });
      const ask = (name: string, body: unknown) => socket.timeout(10_000).emitWithAck(name, body);
      await ask(chatClientEvents.joinRoom.name, { topicId });
      return await ask(event, payload);
    } finally {
      socket.disconnect();
    }
  }
  // Two polls in a chat room, one choice and several: members' ballots change under the kills.
  const pollRoom = FIXED_COMMUNITIES[0].id;
  const polls: Array<{ id: string; options: number; multiple: boolean }> = [];
  for (const allowMultiple of [false, true]) {
    const created = await overSocket(urls[0]!, members[0]!, pollRoom, chatClientEvents.poll.name, {
      topicId: pollRoom,
      pollData: { question: `Chaos poll (${allowMultiple ? "several" : "one"})`, options: ["a", "b", "c", "d"], allowMultiple, duration: 168 },
    });
    if (!created?.ok) throw new Error(`could not create a poll: ${JSON.stringify(created)}`);
    polls.push({ id: created.poll._id, options: 4, multiple: allowMultiple });
  }

  console.log(`${members.length} members (${ROUNDS * DELETIONS} of them to delete their accounts), ${articles.length} articles, ${polls.length} polls`);
  const pollVotes = { answered: 0 };
  /** Acknowledged top-level opinions with their article (kept here, so the load never reads the database). */
  const opinions: Array<{ id: string; postId: string }> = [];
  const acknowledged = new Set<string>();
  const communities = FIXED_COMMUNITIES.slice(0, 4).map((c) => c.id);

  /** One member's random write through a random instance; acknowledged opinions and replies are noted. */
  async function act(member: Member): Promise<void> {
    const url = pick(urls);
    const roll = Math.random();
    try {
      if (member.deleteAfter !== undefined && member.writes++ >= member.deleteAfter) {
        member.deletion = "asked";
        const res = await call(url, deleteUserEndpoint, { email: `${member.username}@example.com` }, member.token);
        if (res.status === 200) member.deletion = "deleted";
        return;
      }
      if (roll < 0.3) await call(url, pick([likeArticleEndpoint, unlikeArticleEndpoint]), { postId: pick(articles) }, member.token);
      else if (roll < 0.88 && roll >= 0.77)
        await call(url, pick([joinCommunityEndpoint, leaveCommunityEndpoint]), { communityId: pick(communities) }, member.token);
      else if (roll >= 0.88) {
        const poll = pick(polls);
        const choices = poll.multiple ? [0, 1, 2, 3].filter(() => Math.random() < 0.4) : Math.random() < 0.2 ? [] : [Math.floor(Math.random() * poll.options)];
        const answer = await overSocket(url, member, pollRoom, chatClientEvents.votePoll.name, { pollId: poll.id, choices });
        if (answer?.ok) pollVotes.answered++;
      } else if (roll < 0.45 && opinions.length)
        await call(url, pick([likeCommentEndpoint, unlikeCommentEndpoint]), { commentId: pick(opinions).id }, member.token);
      else if (roll < 0.7) {
        const postId = pick(articles);
        const res = await call(url, addTopCommentEndpoint, { postId, text: `An opinion ${Math.random()}` }, member.token);
        if (res.status === 200) {
          opinions.push({ id: res.body._id, postId });
          acknowledged.add(res.body._id);
        }
      } else if (opinions.length) {
        const parent = pick(opinions);
        const res = await call(url, addReplyEndpoint, { postId: parent.postId, parentId: parent.id, text: `A reply ${Math.random()}` }, member.token);
        if (res.status === 200) acknowledged.add(res.body._id);
      }
    } catch {
      // Cut off by a kill: nothing was acknowledged.
    }
  }

  async function load(ms: number, round: number): Promise<number> {
    const end = Date.now() + ms;
    let calls = 0;
    await Promise.all(
      [...members.slice(0, MEMBERS), ...leaving(round)].map(async (member) => {
        while (Date.now() < end && !member.deletion) {
          await act(member);
          calls++;
        }
      }),
    );
    return calls;
  }

  /** What does not equal its recount, or is missing: empty when everything holds. */
  const inconsistencies = (): Promise<string[]> => withModels(recount).catch((error: Error) => [error.message]);
  async function recount(models: ReturnType<typeof registerModels>): Promise<string[]> {
    const wrong: string[] = [];
    const stored = new Set((await models.Comment.find({}, { _id: 1 }).lean()).map((c) => c._id.toString()));
    for (const id of acknowledged) if (!stored.has(id)) wrong.push(`acknowledged opinion ${id} missing`);
    for (const id of articles) {
      const doc = (await models.Article.findById(id).lean())!;
      const [up, down, comments] = await Promise.all([
        models.Vote.countDocuments({ targetType: "article", targetId: id, value: 1 }),
        models.Vote.countDocuments({ targetType: "article", targetId: id, value: -1 }),
        models.Comment.countDocuments({ postId: id }),
      ]);
      if (doc.upvotes !== up || doc.downvotes !== down || doc.totalComments !== comments)
        wrong.push(`article ${id}: ${doc.upvotes}/${doc.downvotes}/${doc.totalComments} where the records say ${up}/${down}/${comments}`);
    }
    // Grouped in the database: a check of thousands of opinions stays a few queries.
    const tally = async (model: typeof models.Vote | typeof models.Comment, match: Record<string, unknown>, key: string) =>
      new Map(
        (await (model as typeof models.Vote).aggregate<{ _id: string; n: number }>([{ $match: match }, { $group: { _id: `$${key}`, n: { $sum: 1 } } }])).map(
          (row) => [String(row._id), row.n],
        ),
      );
    const [upByComment, repliesByParent] = await Promise.all([
      tally(models.Vote, { targetType: "comment", value: 1 }, "targetId"),
      tally(models.Comment, { parentId: { $ne: null } }, "parentId"),
    ]);
    for (const comment of await models.Comment.find({}, { upvotes: 1, replyCount: 1 }).lean()) {
      const id = comment._id.toString();
      const [up, replies] = [upByComment.get(id) ?? 0, repliesByParent.get(id) ?? 0];
      if (comment.upvotes !== up || comment.replyCount !== replies)
        wrong.push(`comment ${id}: ${comment.upvotes}/${comment.replyCount} where the records say ${up}/${replies}`);
    }
    for (const { username, deletion } of members) {
      const user = await models.User.findOne({ username }, { points: 1 }).lean();
      if (!user) {
        // Gone: nothing of theirs is counted anywhere, and nothing of them is kept.
        const [votes, weeks, figures, days] = await Promise.all([
          models.Vote.countDocuments({ user: username }),
          models.WeeklyPoints.countDocuments({ username }),
          models.MemberStats.countDocuments({ _id: username }),
          models.ContributionDay.countDocuments({ username }),
        ]);
        if (votes + weeks + figures + days > 0)
          wrong.push(`${username} was deleted, yet ${votes} votes, ${weeks} weeks, ${figures} figures and ${days} days remain`);
        continue;
      }
      if (deletion === "deleted") wrong.push(`${username}'s deletion was answered, yet the account remains`);
      // A deletion cut short leaves its member revoked and partly removed (their opinions already
      // '[deleted]'): their own totals are not checked; every count they touched is.
      if (deletion) continue;
      const earned = await countPoints(models, username);
      const week = (await models.WeeklyPoints.find({ username }).lean()).reduce((sum, w) => sum + w.points, 0);
      if (user.points !== earned) wrong.push(`${username}: ${user.points} points where the records earn ${earned}`);
      if (week !== earned) wrong.push(`${username}: weekly ${week} where the records earn ${earned}`);
      const { _id, ...figures } = await recountStats(models, username);
      const kept = await models.MemberStats.findById(username).lean();
      for (const [field, value] of Object.entries(figures)) {
        const have = (kept as Record<string, unknown> | null)?.[field] ?? (typeof value === "number" ? 0 : {});
        if (JSON.stringify(have) !== JSON.stringify(value))
          wrong.push(`${username}: ${field} ${JSON.stringify(have)} where the records say ${JSON.stringify(value)}`);
      }
    }
    for (const id of communities) {
      const [doc, joined] = await Promise.all([models.Community.findById(id).lean(), models.User.countDocuments({ joinedCommunities: id })]);
      if (doc!.subscriberCount !== joined) wrong.push(`community ${id}: ${doc!.subscriberCount} subscribers where ${joined} joined`);
    }
    for (const poll of polls) {
      const [doc, ballots] = await Promise.all([models.Poll.findById(poll.id).lean(), models.Ballot.find({ pollId: poll.id }).lean()]);
      const counted = countBallots(
        poll.options,
        ballots.map((b) => b.choices),
      );
      const stored = { votes: doc!.options.map((o) => o.votes), voters: doc!.voters };
      if (JSON.stringify(stored) !== JSON.stringify(counted))
        wrong.push(`poll ${poll.id}: ${JSON.stringify(stored)} where the ballots say ${JSON.stringify(counted)}`);
    }
    return wrong;
  }

  /** Both instances healthy and serving, their answers equal to the records (after the 1 s bound). */
  const serving = async (): Promise<string[]> => {
    await sleep(1_200);
    return withModels(served).catch((error: Error) => [error.message]);
  };
  async function served(models: ReturnType<typeof registerModels>): Promise<string[]> {
    const wrong: string[] = [];
    for (const url of urls) {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (health?.status !== 200) wrong.push(`${url} health ${health?.status ?? "unreachable"}`);
      for (const id of articles) {
        const answer = await call(url, articleByIdEndpoint, { id }).catch(() => null);
        const doc = (await models.Article.findById(id).lean())!;
        if (answer?.status !== 200) wrong.push(`${url} article ${id}: ${answer?.status ?? "unreachable"}`);
        else if (answer.body.upvotes !== doc.upvotes || answer.body.totalComments !== doc.totalComments)
          wrong.push(`${url} serves article ${id} at ${answer.body.upvotes}/${answer.body.totalComments}, stored ${doc.upvotes}/${doc.totalComments}`);
      }
    }
    return wrong;
  }

  const until = async (check: () => Promise<string[]>, ms: number): Promise<{ wrong: string[]; ms: number }> => {
    const began = Date.now();
    let wrong = await check();
    while (wrong.length && Date.now() - began < ms) {
      await sleep(1_000);
      wrong = await check();
    }
    return { wrong, ms: Date.now() - began };
  };

  const victims: Array<{ name: string; kill: () => Promise<void>; restart: () => Promise<void> }> = [
    { name: "instance A", kill: a.kill, restart: a.start },
    { name: "instance B", kill: b.kill, restart: b.start },
    { name: "database", kill: engine.kill, restart: engine.start },
    {
      name: "redis",
      kill: () => redis.stop(),
      restart: async () => {
        redis = await startRedis(redisPort);
      },
    },
  ];
  const rows: string[] = [];
  let failed = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const victim = victims[(round - 1) % victims.length]!;
    const killAt = 500 + Math.random() * (ROUND_MS - 1_500);
    const downFor = 300 + Math.random() * 1_200;
    const loading = load(ROUND_MS, round);
    await sleep(killAt);
    await victim.kill();
    await sleep(downFor);
    await victim.restart();
    const calls = await loading;
    const consistent = await until(inconsistencies, 60_000);
    const live = await until(serving, 30_000);
    const wrong = [...consistent.wrong, ...live.wrong];
    if (wrong.length) failed++;
    const line = `round ${String(round).padStart(2)}: killed ${victim.name.padEnd(10)} at ${(killAt / 1000).toFixed(1)} s for ${(downFor / 1000).toFixed(1)} s; ${calls} calls; consistent after ${(consistent.ms / 1000).toFixed(1)} s; serving after ${(live.ms / 1000).toFixed(1)} s${wrong.length ? `; WRONG: ${wrong.slice(0, 5).join("; ")}` : ""}`;
    rows.push(line);
    console.log(line);
    for (const p of [a, b])
      if (p.child?.exitCode !== null || p.child?.signalCode)
        console.log(`  ${p.name} is not running (${p.child?.exitCode ?? p.child?.signalCode}); its last output:\n${p.tail()}`);
  }
  const deleted = members.filter((m) => m.deletion === "deleted").length;
  const asked = members.filter((m) => m.deletion === "asked").length;
  console.log(
    `\n${ROUNDS - failed} of ${ROUNDS} rounds ended consistent and serving; ${acknowledged.size} acknowledged opinions and replies, all checked; ${deleted} accounts deleted (${asked} more asked, unanswered); ${pollVotes.answered} poll votes answered.`,
  );
  await Promise.all([a.kill(), b.kill(), engine.kill(), redis.stop()]);
  rmSync(folder, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

await main();
