// bench/vote-path: CPU per database operation of the vote path, in-process (no HTTP), on the
// embedded engine — to see where a vote's time goes; then votes, and opinions, by 1, 6 and 64
// members at once, with the main thread's CPU per write and per batch: what a batch costs whatever
// it holds, and what each write adds. Run: bun --conditions=@pnyx/source bench/vote-path.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/src/config";
import { createLevelUps } from "../server/src/modules/gamification/level-ups";
import { createVotesService } from "../server/src/modules/votes/service";
import { createNotificationsService } from "../server/src/modules/notifications/service";
import { createOpinionsService } from "../server/src/modules/opinions/service";
import { createAchievementChecks } from "../server/src/modules/gamification/achievement-checks";
import { createLeaders } from "../server/src/modules/gamification/leaders";
import { createRuntime } from "../server/src/runtime";
import { mainThreadCpuMs } from "./harness";

const dataDir = mkdtempSync(join(tmpdir(), "pnyx-votepath-"));
const runtime = await createRuntime(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", SITE_DIR: join(dataDir, "none") }), {
  inMemory: true,
  log: () => {},
});
const { Article, User, Vote } = runtime.deps.models;
const articles = await Article.insertMany(
  Array.from({ length: 200 }, (_, i) => ({ category: "World", title: `A${i}`, content: "C", source: "S", publishedAt: new Date() })),
);
const users = await User.insertMany(Array.from({ length: 5000 }, (_, i) => ({ username: `v${i}`, email: `v${i}@b.t`, passwordHash: "x", verified: true })));
const levelUps = createLevelUps(runtime.deps);
const achievements = createAchievementChecks(runtime.deps, createLeaders(runtime.deps.models, runtime.deps.now));
const votes = createVotesService(runtime.deps, levelUps, achievements);
const opinions = createOpinionsService(runtime.deps, createNotificationsService(runtime.deps), levelUps, achievements);
const cpu = () => process.cpuUsage().user + process.cpuUsage().system;

async function timed(name: string, n: number, op: (i: number) => Promise<unknown>, parallel = 1) {
  const start = cpu();
  const t0 = performance.now();
  for (let i = 0; i < n; i += parallel) await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, (_, k) => op(i + k)));
  const ms = (cpu() - start) / 1000;
  console.log(`${name.padEnd(44)} ${(ms / n).toFixed(3)} ms CPU/op  ${((performance.now() - t0) / n).toFixed(3)} ms wall/op`);
}

const caller = (i: number) => ({
  kind: "member" as const,
  userId: users[i % 5000]!._id.toString(),
  username: `v${i % 5000}`,
  email: "",
  embed: null,
  sessionIds: [],
  expiresAt: null,
});
const art = (i: number) => articles[i % 200]!._id.toString();
await timed("User.findById (auth lookup)", 3000, (i) => User.findById(users[i % 5000]!._id, { username: 1, tokenVersion: 1 }).lean());
await timed("Article.findById", 3000, (i) => Article.findById(art(i), { upvotes: 1 }).lean());
await timed("Article.updateOne $inc", 3000, (i) => Article.updateOne({ _id: art(i) }, { $inc: { upvotes: 1 } }));
await timed("Vote upsert (new)", 3000, (i) =>
  Vote.findOneAndUpdate({ user: `x${i}`, targetType: "article", targetId: art(i) }, { $set: { value: 1 } }, { upsert: true, lean: true }),
);
await timed("Vote.collection raw upsert (new)", 3000, (i) =>
  Vote.collection.findOneAndUpdate({ user: `y${i}`, targetType: "article", targetId: art(i) }, { $set: { value: 1 } }, { upsert: true }),
);
await timed("votes.add (service, sequential)", 3000, (i) => votes.add(caller(i), "article", art(i * 7), 1));
await timed("votes.add (service, 64 in parallel)", 6400, (i) => votes.add(caller(i + 3000), "article", art(i * 11), -1), 64);

// Main-thread CPU (harness.ts), read in 10 ms ticks: each row runs for seconds.
let next = 10_000;
/** `members` members each writing one write after another, `rounds` each; `batches` counts the batches written so far. */
async function concurrentWrites(what: string, members: number, rounds: number, write: (i: number) => Promise<unknown>, batches?: () => number) {
  const before = { cpu: mainThreadCpuMs(process.pid), batches: batches?.() ?? 0, at: performance.now() };
  await Promise.all(
    Array.from({ length: members }, async () => {
      for (let r = 0; r < rounds; r++) await write(next++);
    }),
  );
  const n = members * rounds;
  const ms = mainThreadCpuMs(process.pid) - before.cpu;
  const perBatch = batches ? `  ${(ms / (batches() - before.batches)).toFixed(2)} ms/batch  ${(n / (batches() - before.batches)).toFixed(1)} per batch` : "";
  console.log(
    `${`${what} by ${members === 1 ? "one member" : `${members} members`} at once`.padEnd(44)} ${(ms / n).toFixed(3)} ms main-thread CPU each${perBatch}  ${((performance.now() - before.at) / n).toFixed(3)} ms wall each`,
  );
}
const vote = (i: number) => votes.add(caller(i), "article", art(i * 13), i % 3 ? 1 : -1);
const opinion = (i: number) => opinions.add(caller(i), { postId: art(i * 17), text: `Opinion ${i}` });
// Twice: the first round warms the JIT.
for (let round = 0; round < 2; round++) {
  for (const members of [1, 6, 64])
    await concurrentWrites("votes", members, members === 1 ? 400 : Math.ceil(2400 / members) * 4, vote, () => votes.stats().batches);
  for (const members of [1, 6, 64]) await concurrentWrites("opinions", members, members === 1 ? 200 : Math.ceil(1200 / members) * 4, opinion);
}
await runtime.close();
process.exit(0);
