// Conformance through real mongoose models: CRUD, update operators, upserts, errors as
// mongoose reports them, aggregation, populate, cursors, BSON round trips, indexes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Types, type Model } from "mongoose";
import { openHarness, type Harness } from "./test-support/harness.js";
import { models, type Models } from "./test-support/models.js";

let h: Harness;
let m: Models;

beforeAll(async () => {
  h = await openHarness("conformance");
  m = models(h.conn);
  await Promise.all(Object.values(m).map((model) => (model as unknown as Model<unknown>).init()));
});

afterAll(async () => {
  await h.close();
});

beforeEach(async () => {
  await Promise.all(Object.values(m).map((model) => (model as unknown as Model<unknown>).deleteMany({})));
});

async function makeUser(name: string, extra: Record<string, unknown> = {}) {
  return m.User.create({ username: name, email: `${name}@pnyx.test`, ...extra });
}

describe("CRUD", () => {
  it("creates, reads, updates and deletes", async () => {
    const u = await makeUser("ada");
    expect(u._id).toBeInstanceOf(Types.ObjectId);
    const found = await m.User.findById(u._id);
    expect(found?.username).toBe("ada");
    await m.User.updateOne({ _id: u._id }, { $set: { karma: 5 } });
    expect((await m.User.findById(u._id).lean())?.karma).toBe(5);
    const del = await m.User.deleteOne({ _id: u._id });
    expect(del.deletedCount).toBe(1);
    expect(await m.User.findById(u._id)).toBeNull();
  });

  it("supports find with sort, skip, limit and projection", async () => {
    for (let i = 0; i < 10; i++) await makeUser(`u${i}`, { karma: i });
    const page = await m.User.find({ karma: { $gte: 3 } }, { username: 1 })
      .sort({ karma: -1 })
      .skip(1)
      .limit(3)
      .lean();
    expect(page.map((u) => u.username)).toEqual(["u8", "u7", "u6"]);
    expect(Object.keys(page[0]!)).toEqual(["_id", "username"]);
    expect(await m.User.countDocuments({ karma: { $lt: 5 } })).toBe(5);
    expect(await m.User.estimatedDocumentCount()).toBe(10);
    const many = await m.User.updateMany({ karma: { $gte: 8 } }, { $inc: { karma: 100 } });
    expect(many.modifiedCount).toBe(2);
    expect((await m.User.deleteMany({ karma: { $gt: 100 } })).deletedCount).toBe(2);
  });

  it("applies every update operator the product uses", async () => {
    const u = await makeUser("ops", { karma: 10, roles: ["reader"], bestScore: 50 });
    const a = new Types.ObjectId();
    const b = new Types.ObjectId();
    await m.User.updateOne({ _id: u._id }, { $inc: { karma: 2 }, $push: { roles: "writer" }, $addToSet: { bookmarks: { $each: [a, b, a] } } });
    await m.User.updateOne({ _id: u._id }, { $addToSet: { roles: "writer" }, $pull: { bookmarks: b } });
    await m.User.updateOne({ _id: u._id }, { $min: { bestScore: 20 }, $max: { karma: 11 } });
    await m.User.updateOne({ _id: u._id }, { $unset: { phone: 1, lastSeenAt: "" }, $set: { lastSeenAt: undefined } });
    await m.User.updateOne({ _id: u._id }, { $max: { bestScore: 70 } });
    const doc = await m.User.findById(u._id).lean();
    expect(doc?.karma).toBe(12);
    expect(doc?.roles).toEqual(["reader", "writer"]);
    expect(doc?.bookmarks?.map(String)).toEqual([String(a)]);
    expect(doc?.bestScore).toBe(70);
    await m.User.updateOne({ _id: u._id }, { $unset: { bestScore: 1 } });
    expect("bestScore" in ((await m.User.findById(u._id).lean()) ?? {})).toBe(false);
  });

  it("upserts with $setOnInsert only on insert", async () => {
    const user = new Types.ObjectId();
    const target = new Types.ObjectId();
    const key = { user, targetType: "article" as const, targetId: target };
    const first = await m.Vote.updateOne(key, { $setOnInsert: { value: 1 } }, { upsert: true });
    expect(first.upsertedCount).toBe(1);
    const created = (await m.Vote.findOne(key).lean())!.createdAt;
    await new Promise((r) => setTimeout(r, 5));
    const second = await m.Vote.updateOne(key, { $setOnInsert: { value: -1 } }, { upsert: true });
    expect(second.upsertedCount).toBe(0);
    const votes = await m.Vote.find(key).lean();
    expect(votes).toHaveLength(1);
    expect(votes[0]!.value).toBe(1);
    expect(votes[0]!.createdAt?.getTime()).toBe(created?.getTime());
    expect(votes[0]!.updatedAt!.getTime()).toBeGreaterThan(created!.getTime());
    expect(String(votes[0]!.targetId)).toBe(String(target));
    expect(Object.keys(votes[0]!)[0]).toBe("_id");
    // Through the driver directly: the upsert document is built from the filter's equalities.
    const raw = h.conn.collection("raw_votes");
    await raw.updateOne({ user, n: { $eq: 3 }, "meta.kind": "x", score: { $gt: 1 } }, { $setOnInsert: { since: 2020 }, $inc: { hits: 1 } }, { upsert: true });
    await raw.updateOne({ user, n: 3 }, { $setOnInsert: { since: 2030 }, $inc: { hits: 1 } }, { upsert: true });
    const [doc] = await raw.find({ user }).toArray();
    expect(doc).toMatchObject({ user, n: 3, meta: { kind: "x" }, since: 2020, hits: 2 });
    expect(doc).not.toHaveProperty("score");
  });

  it("findOneAndUpdate returns the document before or after", async () => {
    const u = await makeUser("fam", { karma: 1 });
    const before = await m.User.findOneAndUpdate({ _id: u._id }, { $inc: { karma: 1 } });
    expect(before?.karma).toBe(1);
    const after = await m.User.findOneAndUpdate({ _id: u._id }, { $inc: { karma: 1 } }, { returnDocument: "after" });
    expect(after?.karma).toBe(3);
    const after2 = await m.User.findOneAndUpdate({ _id: u._id }, { $inc: { karma: 1 } }, { returnDocument: "after", projection: { karma: 1 } }).lean();
    expect(after2).toEqual({ _id: u._id, karma: 4 });
    const upserted = await m.User.findOneAndUpdate(
      { username: "newbie" },
      { $setOnInsert: { email: "n@pnyx.test" } },
      { upsert: true, returnDocument: "after" },
    );
    expect(upserted?.email).toBe("n@pnyx.test");
    const removed = await m.User.findOneAndDelete({ username: "newbie" });
    expect(removed?.username).toBe("newbie");
    expect(await m.User.findOneAndUpdate({ username: "nobody" }, { $set: { karma: 1 } })).toBeNull();
  });
});

describe("more mongoose query shapes", () => {
  it("bulkWrite, exists, regex search, exclusion projection and pagination", async () => {
    for (let i = 0; i < 12; i++) await makeUser(`page${String(i).padStart(2, "0")}`, { karma: i % 4 });
    const res = await m.User.bulkWrite([
      { insertOne: { document: { username: "bulk1", email: "bulk1@x" } } },
      { updateOne: { filter: { username: "page00" }, update: { $inc: { karma: 10 } } } },
      { updateOne: { filter: { username: "ghost" }, update: { $set: { email: "ghost@x" } }, upsert: true } },
      { deleteOne: { filter: { username: "page01" } } },
      { updateMany: { filter: { karma: 3 }, update: { $set: { roles: ["three"] } } } },
    ]);
    expect(res.insertedCount).toBe(1);
    expect(res.upsertedCount).toBe(1);
    expect(res.deletedCount).toBe(1);
    expect(res.modifiedCount).toBe(4);
    expect(await m.User.exists({ username: "ghost" })).toBeTruthy();
    expect(await m.User.exists({ username: "page01" })).toBeNull();
    const matches = await m.User.find({ username: { $regex: "^PAGE0", $options: "i" } })
      .select("-email -roles")
      .sort({ username: 1 })
      .lean();
    expect(matches.map((u) => u.username)).toEqual(["page00", "page02", "page03", "page04", "page05", "page06", "page07", "page08", "page09"]);
    expect(matches[0]).not.toHaveProperty("email");
    const page2 = await m.User.find({ username: /^page/ }).sort({ username: 1 }).skip(5).limit(5).lean();
    expect(page2.map((u) => u.username)).toEqual(["page06", "page07", "page08", "page09", "page10"]);
    const byKarma = await m.User.find({ karma: { $in: [1, 2] }, roles: { $size: 0 } })
      .sort({ karma: -1, username: 1 })
      .lean();
    expect(byKarma.map((u) => u.username)).toEqual(["page02", "page06", "page10", "page05", "page09"]);
  });
});

describe("duplicate keys", () => {
  it("reports 11000 with keyPattern and keyValue like mongoose expects", async () => {
    await makeUser("dup");
    const err = await m.User.create({ username: "dup", email: "other@pnyx.test" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyPattern: { username: 1 }, keyValue: { username: "dup" } });
    expect(String((err as Error).message)).toMatch(/E11000 duplicate key error collection: conformance.users index: username_1 dup key: \{ username: "dup" \}/);
  });

  it("enforces the compound unique vote index on insert and upsert", async () => {
    const user = new Types.ObjectId();
    const targetId = new Types.ObjectId();
    await m.Vote.create({ user, targetType: "comment", targetId, value: 1 });
    const err = await m.Vote.create({ user, targetType: "comment", targetId, value: -1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyPattern: { user: 1, targetType: 1, targetId: 1 } });
    expect(String((err as { keyValue: { user: unknown } }).keyValue.user)).toBe(String(user));
    await m.Vote.create({ user, targetType: "article", targetId, value: -1 });
    const other = await m.Vote.create({ user: new Types.ObjectId(), targetType: "comment", targetId, value: 1 });
    const upd = await m.Vote.updateOne({ _id: other._id }, { $set: { user } }).catch((e: unknown) => e);
    expect(upd).toMatchObject({ code: 11000 });
    expect(await m.Vote.countDocuments()).toBe(3);
  });

  it("reports duplicates from findOneAndUpdate at top level and from unordered insertMany", async () => {
    await makeUser("taken");
    const u = await makeUser("mover");
    const err = await m.User.findOneAndUpdate({ _id: u._id }, { $set: { email: "taken@pnyx.test" } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: "taken@pnyx.test" } });
    const bulk = await m.User.insertMany(
      [
        { username: "b1", email: "b1@x" },
        { username: "taken", email: "b2@x" },
        { username: "b3", email: "b3@x" },
      ],
      { ordered: false },
    ).catch((e: unknown) => e);
    expect(bulk).toMatchObject({ code: 11000 });
    expect(await m.User.countDocuments({ username: { $in: ["b1", "b3"] } })).toBe(2);
  });

  it("lets sparse unique fields be missing but not duplicated; partial unique indexes only cover matches", async () => {
    await makeUser("s1");
    await makeUser("s2");
    await makeUser("s3", { phone: "123" });
    await expect(makeUser("s4", { phone: "123" })).rejects.toMatchObject({ code: 11000, keyValue: { phone: "123" } });
    const coll = h.conn.collection("handles");
    await coll.createIndex({ handle: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([
      { handle: "x", active: false },
      { handle: "x", active: false },
      { handle: "x", active: true },
    ]);
    await expect(coll.insertOne({ handle: "x", active: true })).rejects.toMatchObject({ code: 11000 });
    await expect(coll.updateOne({ active: false }, { $set: { active: true } })).rejects.toMatchObject({ code: 11000 });
  });
});

describe("queries and aggregation", () => {
  async function seedForum() {
    const [ann, bob] = await Promise.all([makeUser("ann", { karma: 3 }), makeUser("bob", { karma: 7 })]);
    const day = 86_400_000;
    const articles = await m.Article.insertMany(
      ["news", "tech", "news", "sport", "tech", "news"].map((category, i) => ({
        title: `A${i}`,
        slug: `a-${i}`,
        author: i % 2 ? bob._id : ann._id,
        category,
        publishedAt: new Date(Date.UTC(2024, 0, 1) + i * day),
        tags: i % 2 ? ["x", "y"] : ["y"],
        score: i,
      })),
    );
    const root = await m.Comment.create({ article: articles[0]!._id, author: bob._id, body: "root" });
    await m.Comment.create({ article: articles[0]!._id, author: ann._id, parent: root._id, body: "reply" });
    return { ann, bob, articles, root };
  }

  it("counts and distinct", async () => {
    await seedForum();
    expect(await m.Article.countDocuments({ category: "news" })).toBe(3);
    expect((await m.Article.distinct("category")).sort()).toEqual(["news", "sport", "tech"]);
    expect((await m.Article.distinct("tags", { category: "tech" })).sort()).toEqual(["x", "y"]);
  });

  it("aggregates with $match, $group, $sort, $lookup, $unwind, $facet and $count", async () => {
    const { ann } = await seedForum();
    const byCategory = await m.Article.aggregate([
      { $match: { score: { $gte: 0 } } },
      { $group: { _id: "$category", n: { $sum: 1 }, top: { $max: "$score" } } },
      { $sort: { n: -1, _id: 1 } },
    ]);
    expect(byCategory).toEqual([
      { _id: "news", n: 3, top: 5 },
      { _id: "tech", n: 2, top: 4 },
      { _id: "sport", n: 1, top: 3 },
    ]);
    const withAuthors = await m.Article.aggregate([
      { $match: { category: "news" } },
      { $sort: { publishedAt: 1 } },
      { $lookup: { from: "users", localField: "author", foreignField: "_id", as: "author" } },
      { $unwind: "$author" },
      { $project: { slug: 1, name: "$author.username" } },
    ]);
    expect(withAuthors.map((a) => [a.slug, a.name])).toEqual([
      ["a-0", "ann"],
      ["a-2", "ann"],
      ["a-5", "bob"],
    ]);
    expect(Object.keys(withAuthors[0]!)[0]).toBe("_id");
    const [facets] = await m.Article.aggregate([
      {
        $facet: {
          total: [{ $count: "n" }],
          byAnn: [{ $match: { author: ann._id } }, { $count: "n" }],
          tags: [{ $unwind: "$tags" }, { $sortByCount: "$tags" }],
        },
      },
    ]);
    expect(facets.total).toEqual([{ n: 6 }]);
    expect(facets.byAnn).toEqual([{ n: 3 }]);
    expect(facets.tags).toEqual([
      { _id: "y", count: 6 },
      { _id: "x", count: 3 },
    ]);
    const [{ n }] = await m.Article.aggregate([{ $match: { tags: "x" } }, { $count: "n" }]);
    expect(n).toBe(3);
  });

  it("populates references (authors and comment parents)", async () => {
    const { root } = await seedForum();
    const reply = await m.Comment.findOne({ parent: root._id }).populate("parent").populate("author", "username");
    expect((reply?.parent as unknown as { body: string }).body).toBe("root");
    expect((reply?.author as unknown as { username: string }).username).toBe("ann");
    const articles = await m.Article.find({ category: "tech" }).populate("author").sort({ publishedAt: -1 }).lean();
    expect(articles.map((a) => (a.author as unknown as { username: string }).username)).toEqual(["ann", "bob"]);
    expect(await m.Comment.countDocuments({ parent: null })).toBe(1);
  });

  it("iterates cursors past the first batch", async () => {
    await m.User.insertMany(Array.from({ length: 250 }, (_, i) => ({ username: `c${String(i).padStart(3, "0")}`, email: `c${i}@x`, karma: i })));
    const seen: number[] = [];
    for await (const u of m.User.find().sort({ karma: 1 }).batchSize(101).cursor()) seen.push(u.karma);
    expect(seen).toHaveLength(250);
    expect(seen[249]).toBe(249);
    const all = await m.User.find({}, { karma: 1 }).batchSize(101).lean();
    expect(all).toHaveLength(250);
    const agg: unknown[] = [];
    for await (const row of m.User.aggregate([{ $match: {} }, { $project: { karma: 1 } }]).cursor({ batchSize: 50 })) agg.push(row);
    expect(agg).toHaveLength(250);
  });

  it("round-trips Date, ObjectId, Buffer, nested arrays and timestamps with lean()", async () => {
    const avatar = Buffer.from([0, 1, 2, 250, 255]);
    const when = new Date("2024-02-29T12:34:56.789Z");
    const ref = new Types.ObjectId();
    const u = await makeUser("types", { avatar, lastSeenAt: when, bookmarks: [ref] });
    const lean = await m.User.findById(u._id).lean();
    expect(lean?.lastSeenAt).toEqual(when);
    expect(lean?.bookmarks?.[0]).toBeInstanceOf(Types.ObjectId);
    expect(String(lean?.bookmarks?.[0])).toBe(String(ref));
    const doc = await m.User.findById(u._id);
    expect(Buffer.compare(Buffer.from(doc!.avatar!), avatar)).toBe(0);
    expect(doc!.createdAt).toBeInstanceOf(Date);
    expect(doc!.updatedAt.getTime()).toBeGreaterThanOrEqual(doc!.createdAt.getTime());
    const before = doc!.updatedAt.getTime();
    await new Promise((r) => setTimeout(r, 5));
    doc!.karma = 9;
    await doc!.save();
    const again = await m.User.findById(u._id).lean();
    expect(again!.updatedAt.getTime()).toBeGreaterThan(before);
    expect(again!.createdAt.getTime()).toBe(doc!.createdAt.getTime());
    const raw = await h.conn.collection("users").findOne({ _id: u._id });
    expect(Object.keys(raw!)[0]).toBe("_id");
  });

  it("serves the feed query from the index, examining about limit documents", async () => {
    const categories = ["news", "tech", "sport", "culture", "science"];
    const start = Date.UTC(2023, 0, 1);
    await m.Article.insertMany(
      Array.from({ length: 3000 }, (_, i) => ({
        title: `F${i}`,
        slug: `f-${i}`,
        category: categories[i % categories.length],
        publishedAt: new Date(start + ((i * 7919) % 3000) * 60_000),
      })),
    );
    const before = h.mongo.stats().docsExamined;
    const feed = await m.Article.find({ category: "tech" }).sort({ publishedAt: -1 }).limit(9).lean();
    const examined = h.mongo.stats().docsExamined - before;
    expect(feed).toHaveLength(9);
    const dates = feed.map((a) => a.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(feed.every((a) => a.category === "tech")).toBe(true);
    expect(examined).toBeLessThanOrEqual(9);
    // The same counter through the driver:
    const s1 = (await h.conn.db!.command({ pnyxStats: 1 })) as { docsExamined: number };
    await m.Article.findOne({ slug: "f-1234" });
    const s2 = (await h.conn.db!.command({ pnyxStats: 1 })) as { docsExamined: number };
    expect(s2.docsExamined - s1.docsExamined).toBe(1);
    // Without an index the same shape scans everything.
    const before2 = h.mongo.stats().docsExamined;
    await m.Article.find({ title: "F5" }).sort({ score: -1 }).limit(9).lean();
    expect(h.mongo.stats().docsExamined - before2).toBe(3000);
    const explain = (await m.Article.find({ category: "tech" }).sort({ publishedAt: -1 }).limit(9).explain()) as unknown as
      | Array<{ queryPlanner: { winningPlan: { inputStage: { indexName: string } } } }>
      | { queryPlanner: { winningPlan: { inputStage: { indexName: string } } } };
    const plan = Array.isArray(explain) ? explain[0]! : explain;
    expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe("category_1_publishedAt_-1");
  });

  it("writes $out and $merge results through the engine", async () => {
    await seedForum();
    await m.Article.aggregate([{ $group: { _id: "$category", n: { $sum: 1 } } }, { $out: "category_counts" }]);
    const counts = await h.conn.collection("category_counts").find().sort({ _id: 1 }).toArray();
    expect(counts).toEqual([
      { _id: "news", n: 3 },
      { _id: "sport", n: 1 },
      { _id: "tech", n: 2 },
    ]);
    await m.Article.aggregate([{ $match: { category: "tech" } }, { $group: { _id: "$category", n: { $sum: 10 } } }, { $merge: { into: "category_counts" } }]);
    expect(await h.conn.collection("category_counts").findOne({ _id: "tech" as never })).toEqual({ _id: "tech", n: 20 });
  });
});

describe("indexes and errors", () => {
  it("syncIndexes creates schema indexes and drops extra ones", async () => {
    await m.Article.collection.createIndex({ title: 1 }, { name: "title_1" });
    const dropped = await m.Article.syncIndexes();
    expect(dropped).toContain("title_1");
    const names = (await m.Article.listIndexes()).map((i) => i.name).sort();
    expect(names).toEqual(["_id_", "category_1_publishedAt_-1", "slug_1"]);
    expect(await m.Article.syncIndexes()).toEqual([]);
    const voteIndexes = await m.Vote.listIndexes();
    expect(voteIndexes.find((i) => i.name === "user_1_targetType_1_targetId_1")).toMatchObject({ unique: true });
  });

  it("answers with MongoDB's error codes", async () => {
    const db = h.conn.db!;
    await expect(db.command({ noSuchCommand: 1 })).rejects.toMatchObject({ code: 59 });
    await expect(db.command({ listIndexes: "missing_collection" })).rejects.toMatchObject({ code: 26 });
    await expect(db.command({ getMore: 12345, collection: "users" })).rejects.toMatchObject({ code: 43 });
    const u = await makeUser("errs", { karma: 1 });
    await expect(m.User.collection.updateOne({ _id: u._id }, { $inc: { username: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(m.User.collection.updateOne({ _id: u._id }, { $set: { karma: 1 }, $inc: { karma: 1 } })).rejects.toMatchObject({ code: 40 });
    await expect(m.User.collection.updateOne({ _id: u._id }, { $set: { _id: new Types.ObjectId() } })).rejects.toMatchObject({ code: 66 });
    await expect(db.createCollection("users")).rejects.toMatchObject({ code: 48 });
    const session = h.conn.getClient().startSession();
    try {
      session.startTransaction();
      // The driver wraps the standalone server's answer (code 20) exactly as it does with mongod.
      const err = await m.User.collection.insertOne({ username: "tx", email: "tx@x" }, { session }).catch((e: unknown) => e);
      expect(err).toMatchObject({ originalError: { code: 20, codeName: "IllegalOperation" } });
    } finally {
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    }
    // Sessions without transactions work.
    const s2 = h.conn.getClient().startSession();
    await m.User.findOne({ username: "errs" }).session(s2);
    await s2.endSession();
  });

  it("removes expired documents of TTL indexes", async () => {
    const sessions = h.conn.collection("sessions");
    await sessions.createIndex({ lastUsedAt: 1 }, { expireAfterSeconds: 60 });
    const now = Date.now();
    await sessions.insertMany([{ lastUsedAt: new Date(now - 120_000) }, { lastUsedAt: new Date(now) }, { lastUsedAt: "not a date" }]);
    expect(await h.mongo.engine.sweepTtl(now)).toBe(1);
    expect(await sessions.countDocuments()).toBe(2);
  });

  it("creates, lists and drops collections", async () => {
    const db = h.conn.db!;
    await db.createCollection("scratch");
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain("scratch");
    await db.collection("scratch").insertOne({ a: 1 });
    expect(await db.collection("scratch").drop()).toBe(true);
    expect((await db.listCollections({ name: "scratch" }).toArray()).length).toBe(0);
    await db.collection("renamed_src").insertOne({ a: 1 });
    await db.renameCollection("renamed_src", "renamed_dst");
    expect(await db.collection("renamed_dst").countDocuments()).toBe(1);
  });
});
