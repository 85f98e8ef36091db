// bench/vote-path: CPU per database operation of the vote path, in-process (no HTTP), on the
// embedded engine — to see where a vote's time goes. Run: bun --conditions=@pnyx/source bench/vote-path.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/src/config";
import { createLevelUps } from "../server/src/modules/gamification/level-ups";
import { createVotesService } from "../server/src/modules/votes/service";
import { createAchievementChecks } from "../server/src/modules/gamification/achievement-checks";
import { createLeaders } from "../server/src/modules/gamification/leaders";
import { createRuntime } from "../server/src/runtime";

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
const votes = createVotesService(
  runtime.deps,
  createLevelUps(runtime.deps),
  createAchievementChecks(runtime.deps, createLeaders(runtime.deps.models, runtime.deps.now)),
);
const cpu = () => process.cpuUsage().user + process.cpuUsage().system;

async function timed(name: string, n: number, op: (i: number) => Promise<unknown>, parallel = 1) {
  const start = cpu();
  const t0 = performance.now();
  for (let i = 0; i < n; i += parallel) await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, (_, k) => op(i + k)));
  const ms = (cpu() - start) / 1000;
  console.log(`${name.padEnd(44)} ${(ms / n).toFixed(3)} ms CPU/op  ${((performance.now() - t0) / n).toFixed(3)} ms wall/op`);
}

const caller = (i: number) => ({ kind: "member" as const, userId: users[i % 5000]!._id.toString(), username: `v${i % 5000}`, email: "" });
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
await runtime.close();
process.exit(0);
