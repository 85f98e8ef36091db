import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { NEWS_CATEGORIES } from "@pnyx/contract";
import sharp from "sharp";
import { createTestContext, type TestContext } from "../../test-support/context";
import { NEWS_SEED_MARKER, SEED_IMAGE_VARIANTS, SEED_MARKERS_COLLECTION, seedImageName, seedNewsIfEmpty } from "./seed";
import { SEED_ARTICLES } from "./seed-data";

const UUID_WEBP = /^[0-9a-f-]{36}\.(webp)$/;
const now = new Date("2026-03-10T12:00:00Z");

describe("seed data", () => {
  it("has at least 30 original articles in every category, with unique titles of at most 110 characters", () => {
    for (const category of NEWS_CATEGORIES) expect(SEED_ARTICLES.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(30);
    const titles = SEED_ARTICLES.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(Math.max(...titles.map((t) => t.length))).toBeLessThanOrEqual(110);
  });

  it("gives every article 3 to 6 paragraphs, an invented outlet and a time within the last 20 days", () => {
    const outlets = new Set(SEED_ARTICLES.map((a) => a.source));
    expect(outlets.size).toBeGreaterThanOrEqual(10);
    expect(outlets.size).toBeLessThanOrEqual(15);
    for (const article of SEED_ARTICLES) {
      expect(article.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(article.paragraphs.length).toBeLessThanOrEqual(6);
      for (const paragraph of article.paragraphs) {
        expect(paragraph.trim().length).toBeGreaterThan(20);
        expect(paragraph).not.toMatch(/undefined|\n|\$\{/);
      }
      expect(article.hoursAgo).toBeGreaterThan(0);
      expect(article.hoursAgo).toBeLessThanOrEqual(20 * 24);
    }
    // Lengths vary.
    expect(new Set(SEED_ARTICLES.map((a) => a.paragraphs.length)).size).toBeGreaterThanOrEqual(3);
  });
});

describe("seedNewsIfEmpty", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("inserts the whole set into an empty collection", async () => {
    const inserted = await seedNewsIfEmpty(ctx.runtime.deps, now);
    expect(inserted).toBe(SEED_ARTICLES.length);
    expect(inserted).toBeGreaterThanOrEqual(240);

    const { Article } = ctx.runtime.deps.models;
    expect(await Article.countDocuments({})).toBe(inserted);
    for (const category of NEWS_CATEGORIES) expect(await Article.countDocuments({ category })).toBeGreaterThanOrEqual(30);
    const stored = await Article.find({}).lean();
    expect(new Set(stored.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(new Set(stored.map((a) => a.title)).size).toBe(stored.length);
    for (const a of stored) {
      expect(a).toMatchObject({ link: null, upvotes: 0, downvotes: 0, totalComments: 0 });
      expect(a.title.length).toBeLessThanOrEqual(110);
      expect(a.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    }
  });

  it("dates the articles in the past, spread over about twenty days", async () => {
    const stored = await ctx.runtime.deps.models.Article.find({}).lean();
    const ages = stored.map((a) => (now.getTime() - a.publishedAt.getTime()) / 3_600_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(20 * 24);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(15 * 24);
    expect(new Set(stored.map((a) => a.publishedAt.getTime())).size).toBeGreaterThan(stored.length * 0.9);
    // Every category has stories from the last week (Trending looks at 7 days).
    for (const category of NEWS_CATEGORIES) {
      const recent = stored.filter((a) => a.category === category && now.getTime() - a.publishedAt.getTime() < 7 * 24 * 3_600_000);
      expect(recent.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("keeps paragraphs as blank-line separated text, a few with runs of blank lines", async () => {
    const stored = await ctx.runtime.deps.models.Article.find({}).lean();
    for (const a of stored) {
      const paragraphs = a.content.split(/\n{2,}/);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
    }
    expect(stored.filter((a) => /\n{4,}/.test(a.content)).length).toBeGreaterThanOrEqual(3);
  });

  it("writes real 1200×630 WebP images to the uploads folder under servable names", async () => {
    const { dir } = ctx.runtime.deps.uploads;
    const stored = await ctx.runtime.deps.models.Article.find({}).lean();
    const names = new Set(stored.map((a) => a.image!.slice("/uploads/".length)));
    expect(names.size).toBe(NEWS_CATEGORIES.length * SEED_IMAGE_VARIANTS);
    for (const name of names) {
      expect(name).toMatch(UUID_WEBP);
      const bytes = readFileSync(join(dir, name));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1200, height: 630 });
    }
    // Each category uses its own images.
    const sports = stored.filter((a) => a.category === "Sports").map((a) => a.image);
    expect(new Set(sports)).toEqual(new Set([0, 1, 2].map((v) => `/uploads/${seedImageName("Sports", v)}`)));
  });

  it("serves a seed image through the uploads route", async () => {
    const res = await ctx.call(`/uploads/${seedImageName("Science", 1)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/webp");
  });

  it("inserts nothing on a second call, and puts back images that went missing", async () => {
    const { dir } = ctx.runtime.deps.uploads;
    const missing = join(dir, seedImageName("World", 2));
    rmSync(missing);
    expect(await seedNewsIfEmpty(ctx.runtime.deps, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await ctx.runtime.deps.models.Article.countDocuments({})).toBe(SEED_ARTICLES.length);
    expect(existsSync(missing)).toBe(true);
    const marker = await ctx.runtime.deps.models.Article.db.collection(SEED_MARKERS_COLLECTION).findOne({ _id: NEWS_SEED_MARKER as never });
    expect(marker).toMatchObject({ done: true, inserted: SEED_ARTICLES.length });
  });

  it("never seeds a collection that already has articles", async () => {
    const other = await createTestContext();
    try {
      await other.runtime.deps.models.Article.create({ category: "World", title: "From a feed", content: "Text", source: "Feed", link: "https://feed.example/1", publishedAt: now });
      expect(await seedNewsIfEmpty(other.runtime.deps, now)).toBe(0);
      expect(await other.runtime.deps.models.Article.countDocuments({})).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("finishes a seeding that stopped half-way, adding only the missing articles", async () => {
    const { Article } = ctx.runtime.deps.models;
    const markers = Article.db.collection(SEED_MARKERS_COLLECTION);
    await markers.updateOne({ _id: NEWS_SEED_MARKER as never }, { $set: { done: false } });
    const some = await Article.find({ category: "Health" }).limit(7).lean();
    await Article.deleteMany({ _id: { $in: some.map((a) => a._id) } });
    expect(await seedNewsIfEmpty(ctx.runtime.deps, now)).toBe(7);
    expect(await Article.countDocuments({})).toBe(SEED_ARTICLES.length);
    expect(await markers.findOne({ _id: NEWS_SEED_MARKER as never })).toMatchObject({ done: true });
  });

  it("inserts the set once when two instances seed at the same time", async () => {
    const other = await createTestContext();
    try {
      const results = await Promise.all([seedNewsIfEmpty(other.runtime.deps, now), seedNewsIfEmpty(other.runtime.deps, now)]);
      expect(results[0]! + results[1]!).toBe(SEED_ARTICLES.length);
      expect(await other.runtime.deps.models.Article.countDocuments({})).toBe(SEED_ARTICLES.length);
      // And a third, later call still adds nothing.
      expect(await seedNewsIfEmpty(other.runtime.deps, now)).toBe(0);
      expect(await other.runtime.deps.models.Article.countDocuments({})).toBe(SEED_ARTICLES.length);
    } finally {
      await other.close();
    }
  });
});
