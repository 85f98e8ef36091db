// Started by bench/profile.ts (not on its own): a Pnyx server on a temp embedded database with
// BENCH_MEMBERS members and BENCH_ITEMS activity items among them — 50% opinions and replies (on
// articles and community posts), 40% likes and dislikes, 10% verified community posts — spread
// over a year, then the member-stats migration run over them as on an upgrade, so every member has
// the figures and badges their records earn. Writes tokens.txt (up to 5,000 members) and
// articles.txt into BENCH_FIXTURES for the wrk scripts.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_COMMUNITIES, NEWS_CATEGORIES } from "@pnyx/contract";
import { Types } from "mongoose";
import { loadConfig } from "../server/src/config";
import { memberStatsMigration } from "../server/src/migrations/member-stats";
import { createRuntime } from "../server/src/runtime";
import { startServer } from "../server/src/server";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const ARTICLES = 2000;
const BATCH = 5000;
const DAY = 24 * 60 * 60_000;

const dataDir = mkdtempSync(join(tmpdir(), "pnyx-bench-profile-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: process.env.PORT,
  NODE_ENV: "production",
  // The address the bench reaches it at: in production the server answers its PUBLIC_URL's host only.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  SITE_DIR: join(dataDir, "none"),
});
const runtime = await createRuntime(config, { inMemory: true, log: () => {} });
const { Article, Comment, CommunityPost, User, Vote } = runtime.deps.models;
const now = Date.now();
const member = (i: number) => `member${i % MEMBERS}`;
/** Spread over the last year, item by item, without two neighbours at the same moment. */
const atOf = (i: number) => new Date(now - ((i * 7919) % (365 * 24 * 60)) * 60_000 - (i % 1000));

async function inBatches<T>(count: number, make: (i: number) => T, insert: (docs: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => make(start + j)));
  }
}

const started = performance.now();
await inBatches(
  MEMBERS,
  (i) => ({
    username: member(i),
    email: `member${i}@bench.test`,
    passwordHash: "x",
    verified: true,
    points: (i * 37) % 3500,
    levelReached: 1,
    createdAt: new Date(now - ((i * 7919) % 730) * DAY),
  }),
  (docs) => User.insertMany(docs),
);
const articleIds = Array.from({ length: ARTICLES }, () => new Types.ObjectId());
await inBatches(
  ARTICLES,
  (i) => ({
    _id: articleIds[i],
    category: NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!,
    title: `Bench article ${i} on what happened and what it means for everyone`,
    content: "One paragraph.",
    source: "Bench Wire",
    publishedAt: atOf(i),
    upvotes: 0,
    downvotes: 0,
    totalComments: 0,
    image: null,
    link: null,
  }),
  (docs) => Article.insertMany(docs, { lean: true }),
);
const postCount = Math.round(ITEMS * 0.1);
const postIds = Array.from({ length: postCount }, () => new Types.ObjectId());
await inBatches(
  postCount,
  (i) => ({
    _id: postIds[i],
    communityId: FIXED_COMMUNITIES[i % FIXED_COMMUNITIES.length]!.id,
    subCategory: null,
    title: `Bench post ${i}: a question worth asking the community`,
    description: "What I wanted to ask.",
    image: null,
    author: member(i * 31),
    status: "verified",
    verifiedAt: atOf(i),
    upvotes: 0,
    downvotes: 0,
    totalComments: 0,
    createdAt: atOf(i),
    updatedAt: atOf(i),
  }),
  (docs) => CommunityPost.insertMany(docs, { lean: true }),
);
// Opinions: one in five on a community post, three in ten replies to the first opinion seeded on the same article or post.
const opinionCount = Math.round(ITEMS * 0.5);
const targetOf = (i: number) =>
  i % 5 === 4 ? { postKind: "communityPost", postId: String(postIds[i % postCount]) } : { postKind: "article", postId: String(articleIds[i % ARTICLES]) };
const firstOpinion = new Map<string, string>();
await inBatches(
  opinionCount,
  (i) => {
    const target = targetOf(i);
    const _id = new Types.ObjectId();
    const parent = firstOpinion.get(target.postId);
    if (!parent) firstOpinion.set(target.postId, String(_id));
    const reply = Boolean(parent) && i % 10 < 3;
    return {
      _id,
      ...target,
      parentId: reply ? parent : null,
      text: i % 7 === 0 ? `A long opinion ${i}. ${"It weighs both sides with care. ".repeat(8)}` : `Opinion ${i}, short and to the point.`,
      image: null,
      author: member(i * 13),
      upvotes: i % 11,
      downvotes: i % 3,
      replyCount: 0,
      editedAt: null,
      createdAt: atOf(i),
      updatedAt: atOf(i),
    };
  },
  (docs) => Comment.insertMany(docs, { lean: true }),
);
// Votes: unique per member and target (k-th vote of a member on a distinct target), four in five likes.
const voteCount = ITEMS - postCount - opinionCount;
await inBatches(
  voteCount,
  (i) => {
    const voter = i % MEMBERS;
    const round = Math.floor(i / MEMBERS);
    const onPost = i % 4 === 3;
    const targets = onPost ? postIds : articleIds;
    return {
      user: member(voter),
      targetType: onPost ? "communityPost" : "article",
      targetId: String(targets[(round * 1919 + voter) % targets.length]),
      value: i % 5 === 0 ? -1 : 1,
      createdAt: atOf(i),
      updatedAt: atOf(i),
    };
  },
  (docs) => Vote.insertMany(docs, { lean: true }),
);
const seeded = performance.now();
const migrated = await memberStatsMigration(runtime.deps.models).run();
console.error(
  `seeded ${MEMBERS} members, ${ITEMS} items in ${((seeded - started) / 1000).toFixed(0)} s; migration: ${migrated} in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
);

const fixtures = process.env.BENCH_FIXTURES!;
const readers = await User.find({}, { username: 1, tokenVersion: 1 }).limit(5000).lean();
const tokens = await Promise.all(readers.map((u) => runtime.deps.auth.signMember(u as never)));
// Members active lately, as on a server that has been up a while (see api-server.ts).
const sessions = tokens.map((token) => new Request("http://bench/", { headers: { authorization: `Bearer ${token}` } }));
for (let i = 0; i < sessions.length; i += 500) await Promise.all(sessions.slice(i, i + 500).map((r) => runtime.deps.auth.authenticate(r, "member")));
writeFileSync(join(fixtures, "tokens.txt"), `${tokens.join("\n")}\n`);
writeFileSync(join(fixtures, "articles.txt"), `${articleIds.slice(0, 200).map(String).join("\n")}\n`);

const server = startServer({ ...runtime.deps, port: Number(process.env.PORT) });
console.log(`ready ${server.port}`);
process.on("SIGINT", () => process.exit(0));
