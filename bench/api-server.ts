// Started by bench/api.ts (not on its own): a Pnyx server on a temp embedded database seeded with
// BENCH_ARTICLES articles and as many verified community posts across the fifteen communities (and
// opinions on the newest of each), plus a bare Elysia route on a second port, each
// in its own process so their CPU can be read from /proc separately.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Elysia } from "elysia";
import { WRITE_LIMITS_CLEARED } from "./harness";

const role = process.argv[2];
if (role === "bare") {
  const app = new Elysia().post("/api/bare", () => ({ ok: true, items: [] as number[] }));
  const server = Bun.serve({ port: Number(process.env.PORT), fetch: (r) => app.handle(r) });
  console.log(`ready ${server.port}`);
} else {
  const { loadConfig } = await import("../server/src/config");
  const { createRuntime } = await import("../server/src/runtime");
  const { startServer } = await import("../server/src/server");
  const { FIXED_COMMUNITIES } = await import("@pnyx/contract");
  const { insertBenchArticles } = await import("./fixtures");
  const count = Number(process.env.BENCH_ARTICLES ?? 1000);
  const dataDir = mkdtempSync(join(tmpdir(), "pnyx-bench-"));
  // The built site when there is one: its server-rendered pages are rows of the bench too.
  // PUBLIC_URL is the address the bench reaches it at: in production the server answers that host only.
  const config = loadConfig({ DATA_DIR: dataDir, PORT: process.env.PORT, NODE_ENV: "production", PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}` });
  const runtime = await createRuntime(config, { inMemory: true, log: () => {} });
  const { Article, Comment, CommunityPost, Community } = runtime.deps.models;
  const now = Date.now();
  await insertBenchArticles(Article, count, now);
  const newest = await Article.find({}, { _id: 1 }).sort({ publishedAt: -1 }).limit(200).lean();
  const opinions = newest.flatMap((a, k) =>
    Array.from({ length: 3 }, (_, n) => ({
      postId: a._id.toString(),
      postKind: "article",
      parentId: null,
      text: `Opinion ${n} on ${k}`,
      image: null,
      author: `user${n}`,
      upvotes: n,
      downvotes: 0,
      replyCount: 0,
      editedAt: null,
      createdAt: new Date(now - k * 60_000),
      updatedAt: new Date(now - k * 60_000),
    })),
  );
  // As many community posts, verified, spread over the fifteen communities and over a month.
  for (let start = 0; start < count; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - start) }, (_, j) => {
      const i = start + j;
      const at = new Date(now - ((i * 7919) % (30 * 24 * 60)) * 60_000);
      return {
        communityId: FIXED_COMMUNITIES[i % FIXED_COMMUNITIES.length]!.id,
        subCategory: null,
        title: `Bench post ${i}`,
        description: `What member ${i % 997} wanted to ask.\nA second line.`,
        image: null,
        author: `user${i % 997}`,
        status: "verified",
        upvotes: i % 13,
        downvotes: i % 4,
        totalComments: 0,
        createdAt: at,
        updatedAt: at,
      };
    });
    await CommunityPost.insertMany(batch, { lean: true });
  }
  for (const community of FIXED_COMMUNITIES) {
    await Community.updateOne(
      { _id: community.id },
      { $set: { postCount: await CommunityPost.countDocuments({ communityId: community.id, status: "verified" }) } },
    );
  }
  const newestPosts = await CommunityPost.find({ status: "verified" }, { _id: 1 }).sort({ createdAt: -1 }).limit(200).lean();
  const postOpinions = newestPosts.flatMap((post, k) =>
    Array.from({ length: 3 }, (_, n) => ({
      ...opinions[0]!,
      postId: post._id.toString(),
      postKind: "communityPost",
      text: `Opinion ${n} on post ${k}`,
      author: `user${n}`,
    })),
  );
  await Comment.insertMany([...opinions, ...postOpinions], { lean: true });
  // Members with real tokens, for the mixed workloads (bench/mixed-workload.ts reads these files).
  // Between rows the harness asks the voters' write counts to be forgotten (harness.ts
  // clearWriteLimits): each row then starts as if it ran minutes after the last, and the
  // 30-writes-a-minute rule answers 429 only to a row that passes it by itself.
  const voterIds: string[] = [];
  const { RATE_RULES } = await import("../server/src/platform/rate-limit");
  process.on("SIGUSR2", async () => {
    await Promise.all(voterIds.map((id) => runtime.deps.rateLimiter.clear(RATE_RULES.memberWrites, id)));
    console.log(WRITE_LIMITS_CLEARED);
  });
  const voters = Number(process.env.BENCH_VOTERS ?? 0);
  if (voters > 0 && process.env.BENCH_FIXTURES) {
    const { User } = runtime.deps.models;
    const users = await User.insertMany(
      // Not lean: the schema's defaults (tokenVersion, points, lists) must be stored for tokens to hold.
      Array.from({ length: voters }, (_, i) => ({ username: `voter${i}`, email: `voter${i}@bench.test`, passwordHash: "x", verified: true })),
    );
    const tokens = await Promise.all(users.map((u) => runtime.deps.auth.signMember(u as never)));
    // The voters are members active in the last ten minutes, as on a server that has been up a while:
    // their account lookups and pictures are known (ACCOUNT_LOOKUP_TTL_MS, PICTURE_TTL_MS). Without
    // this, a 10 s row would mostly measure each voter's first call.
    const sessions = tokens.map((token) => new Request("http://bench/", { headers: { authorization: `Bearer ${token}` } }));
    for (let i = 0; i < sessions.length; i += 500) await Promise.all(sessions.slice(i, i + 500).map((r) => runtime.deps.auth.authenticate(r, "member")));
    await runtime.deps.pictures.of(users.map((u) => u.username));
    voterIds.push(...users.map((u) => u._id.toString()));
    const parents = await Comment.find({ postId: { $in: newest.map((a) => a._id.toString()) } }, { _id: 1, postId: 1 }).lean();
    writeFileSync(join(process.env.BENCH_FIXTURES, "tokens.txt"), tokens.join("\n") + "\n");
    writeFileSync(join(process.env.BENCH_FIXTURES, "articles.txt"), newest.map((a) => a._id.toString()).join("\n") + "\n");
    writeFileSync(join(process.env.BENCH_FIXTURES, "parents.txt"), parents.map((c) => `${c.postId} ${c._id.toString()}`).join("\n") + "\n");
    // The same for the community workloads: the communities, the newest posts and opinions on them.
    const postParents = await Comment.find({ postId: { $in: newestPosts.map((p) => p._id.toString()) } }, { _id: 1, postId: 1 }).lean();
    writeFileSync(join(process.env.BENCH_FIXTURES, "communities.txt"), FIXED_COMMUNITIES.map((c) => c.id).join("\n") + "\n");
    writeFileSync(join(process.env.BENCH_FIXTURES, "posts.txt"), newestPosts.map((p) => p._id.toString()).join("\n") + "\n");
    writeFileSync(join(process.env.BENCH_FIXTURES, "post-parents.txt"), postParents.map((c) => `${c.postId} ${c._id.toString()}`).join("\n") + "\n");
  }
  const server = startServer({ ...runtime.deps, port: Number(process.env.PORT) });
  console.log(`ready ${server.port} ${newest[0]!._id.toString()} ${FIXED_COMMUNITIES[0]!.id}`);
}
// A clean exit on SIGINT lets `bun --cpu-prof` write its profile (see the profiling notes in bench/README).
process.on("SIGINT", () => process.exit(0));
