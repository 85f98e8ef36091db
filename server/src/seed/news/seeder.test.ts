import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { NEWS_CATEGORIES } from "@pnyx/contract";
import sharp from "sharp";
import { createTestContext, type TestContext } from "../../test-support/context";
import {
  NEWS_SEED_MARKER,
  SEED_MARKERS_COLLECTION,
  buildSeedArticles,
  renderSeedImage,
  seedArticleScene,
  seedImageIndex,
  seedImageName,
  seedImageUrl,
  seedNewsIfEmpty,
} from "./seeder";
import { SEED_ARTICLES } from "./articles";
import { scenesForTitle } from "./subjects";

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

  it("gives every article a picture of its own, drawn on first request as a 1200×630 WebP and kept in the uploads folder", async () => {
    const { dir } = ctx.runtime.deps.uploads;
    const stored = await ctx.runtime.deps.models.Article.find({}).lean();
    expect(new Set(stored.map((a) => a.image)).size).toBe(stored.length);
    // Nothing is drawn at seeding time.
    const names = stored.map((a) => a.image!.slice("/uploads/".length));
    for (const name of names) {
      expect(name).toMatch(UUID_WEBP);
      expect(existsSync(join(dir, name))).toBe(false);
    }
    // One article per category, through the uploads route.
    for (const category of NEWS_CATEGORIES) {
      const name = stored.find((a) => a.category === category)!.image!.slice("/uploads/".length);
      const res = await ctx.call(`/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/webp");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
      // Kept, and served from the folder next time.
      expect(readFileSync(join(dir, name)).equals(bytes)).toBe(true);
      expect(Buffer.from(await (await ctx.call(`/uploads/${name}`)).arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("draws a picture once when many ask for it at the same time, and again when it went missing", async () => {
    const { dir } = ctx.runtime.deps.uploads;
    const name = seedImageName(40);
    const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.call(`/uploads/${name}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    rmSync(join(dir, name));
    expect((await ctx.call(`/uploads/${name}`)).status).toBe(200);
    expect(existsSync(join(dir, name))).toBe(true);
    // Names past the seed set, or of another shape, are not drawn.
    expect((await ctx.call(`/uploads/${seedImageName(SEED_ARTICLES.length)}`)).status).toBe(404);
    expect((await ctx.call(`/uploads/00000000-0000-4000-8002-00000000000x.webp`)).status).toBe(404);
  });

  it("inserts nothing on a second call", async () => {
    expect(await seedNewsIfEmpty(ctx.runtime.deps, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await ctx.runtime.deps.models.Article.countDocuments({})).toBe(SEED_ARTICLES.length);
    const marker = await ctx.runtime.deps.models.Article.db.collection<{ _id: string }>(SEED_MARKERS_COLLECTION).findOne({ _id: NEWS_SEED_MARKER });
    expect(marker).toMatchObject({ done: true, inserted: SEED_ARTICLES.length });
  });

  it("moves a set seeded with the earlier shared pictures onto one picture per article, leaving other articles alone", async () => {
    const { Article } = ctx.runtime.deps.models;
    const legacy = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, "0")}.webp`;
    const some = await Article.find({}).sort({ _id: 1 }).limit(5).lean();
    for (const [k, a] of some.entries()) await Article.updateOne({ _id: a._id }, { $set: { image: legacy(1 + (k % 3)) } });
    const other = await Article.create({
      category: "World",
      title: "From a feed",
      content: "Text",
      source: "Feed",
      link: "https://feed.example/2",
      image: legacy(1),
      publishedAt: now,
    });
    try {
      expect(await seedNewsIfEmpty(ctx.runtime.deps, now)).toBe(0);
      const after = await Article.find({ _id: { $in: some.map((a) => a._id) } })
        .sort({ _id: 1 })
        .lean();
      expect(after.map((a) => a.image)).toEqual(some.map((a) => a.image));
      expect((await Article.findById(other._id).lean())!.image).toBe(legacy(1));
    } finally {
      await Article.deleteOne({ _id: other._id });
    }
  });

  it("never seeds a collection that already has articles", async () => {
    const other = await createTestContext();
    try {
      await other.runtime.deps.models.Article.create({
        category: "World",
        title: "From a feed",
        content: "Text",
        source: "Feed",
        link: "https://feed.example/1",
        publishedAt: now,
      });
      expect(await seedNewsIfEmpty(other.runtime.deps, now)).toBe(0);
      expect(await other.runtime.deps.models.Article.countDocuments({})).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("finishes a seeding that stopped half-way, adding only the missing articles", async () => {
    const { Article } = ctx.runtime.deps.models;
    const markers = Article.db.collection<{ _id: string; done: boolean }>(SEED_MARKERS_COLLECTION);
    await markers.updateOne({ _id: NEWS_SEED_MARKER }, { $set: { done: false } });
    const some = await Article.find({ category: "Health" }).limit(7).lean();
    await Article.deleteMany({ _id: { $in: some.map((a) => a._id) } });
    expect(await seedNewsIfEmpty(ctx.runtime.deps, now)).toBe(7);
    expect(await Article.countDocuments({})).toBe(SEED_ARTICLES.length);
    expect(await markers.findOne({ _id: NEWS_SEED_MARKER })).toMatchObject({ done: true });
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

// ------------------------------------------------------------------------------------------------
// The pictures look different from each other.

/** A perceptual fingerprint: the picture shrunk to 32×17 RGB pixels. */
const THUMB = { width: 32, height: 17 } as const;
async function thumbnail(image: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(image).resize(THUMB.width, THUMB.height, { fit: "fill" }).removeAlpha().raw().toBuffer());
}
/** Mean absolute difference of two thumbnails per colour channel, 0 (same) to 255. */
function difference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("seed pictures", () => {
  // Drawn small (the same scene at any size): a thumbnail of the full picture is what is compared.
  const thumbs = new Map<string, Uint8Array>();
  beforeAll(async () => {
    const urls = [...new Set(buildSeedArticles(now).map((a) => a.image))];
    await Promise.all(
      urls.map(async (url) => {
        const index = seedImageIndex(url.slice("/uploads/".length));
        expect(index).not.toBeNull();
        thumbs.set(url, await thumbnail(await renderSeedImage(index!, { width: 128, height: 67 })));
      }),
    );
  });

  it("a thumbnail of a small drawing matches one of the full 1200×630 picture", async () => {
    const full = await thumbnail(await renderSeedImage(7));
    expect(difference(full, thumbs.get(seedImageUrl(7))!)).toBeLessThan(4);
  });

  it("gives the articles of each category pictures that all look clearly different from each other", () => {
    // Two pictures of the earlier set that merely differed in their pattern were 8–9 apart by this
    // measure (and most articles shared one outright: 0); the scenes must be further apart than that.
    const MIN_DIFFERENCE = 12;
    const tooClose: string[] = [];
    for (const category of NEWS_CATEGORIES) {
      const images = buildSeedArticles(now)
        .filter((a) => a.category === category)
        .map((a) => a.image);
      for (let i = 0; i < images.length; i++) {
        for (let j = i + 1; j < images.length; j++) {
          const d = difference(thumbs.get(images[i]!)!, thumbs.get(images[j]!)!);
          if (d <= MIN_DIFFERENCE) tooClose.push(`${category} #${i} and #${j}: ${d.toFixed(1)}`);
        }
      }
    }
    expect(tooClose).toEqual([]);
  });

  it("never draws a flat tile: every picture has light and dark parts", () => {
    for (const thumb of thumbs.values()) {
      const lum = Array.from({ length: thumb.length / 3 }, (_, k) => 0.2126 * thumb[3 * k]! + 0.7152 * thumb[3 * k + 1]! + 0.0722 * thumb[3 * k + 2]!);
      const mean = lum.reduce((s, v) => s + v, 0) / lum.length;
      const spread = Math.sqrt(lum.reduce((s, v) => s + (v - mean) ** 2, 0) / lum.length);
      expect(spread).toBeGreaterThan(8);
    }
  });

  it("shows each story's subject where its title names one: a wildfire in a forest, a regatta at sea, a bus station in town", () => {
    const sceneOf = (words: string) => {
      const index = SEED_ARTICLES.findIndex((a) => a.title.includes(words));
      expect(index).toBeGreaterThanOrEqual(0);
      return seedArticleScene(index).scene;
    };
    expect(["forest", "landscape"]).toContain(sceneOf("Wildfire near Sorrel Point"));
    expect(["seascape", "aerial"]).toContain(sceneOf("lantern regatta"));
    expect(["skyline", "aerial"]).toContain(sceneOf("Ferncastle bus station"));
    expect(["pool", "seascape"]).toContain(sceneOf("public swimming pool"));
    expect(["track", "landscape"]).toContain(sceneOf("runners takes on"));
    expect(["nightSky", "orbit"]).toContain(sceneOf("meteor shower peaks"));
    // Of all seed stories whose title names a subject, most get one of its scenes; the rest lose
    // theirs to the feed's rules (never one scene twice in a row, never one look twice: a category
    // with a dozen town stories runs out of town scenes in every light). Measured: 71%.
    const named = SEED_ARTICLES.map((a, index) => ({ scenes: scenesForTitle(a.title), index })).filter(({ scenes }) => scenes.length > 0);
    const shown = named.filter(({ scenes, index }) => scenes.includes(seedArticleScene(index).scene));
    expect(shown.length / named.length).toBeGreaterThan(0.65);
  });

  it("draws each category from at least seven kinds of scene, never the same kind next to each other in its feed, and a kind that returns comes in other light", () => {
    const articles = buildSeedArticles(now);
    for (const category of NEWS_CATEGORIES) {
      // The category's feed order: newest first.
      const feed = articles
        .map((a, index) => ({ a, index }))
        .filter(({ a }) => a.category === category)
        .sort((x, y) => y.a.publishedAt.getTime() - x.a.publishedAt.getTime());
      const plans = feed.map(({ index }) => seedArticleScene(index));
      expect(new Set(plans.map((p) => p.scene)).size).toBeGreaterThanOrEqual(7);
      for (let i = 1; i < plans.length; i++) expect(plans[i]!.scene).not.toBe(plans[i - 1]!.scene);
      const looks = plans.map((p) => `${p.scene}/${p.mood}`);
      expect(new Set(looks).size).toBe(looks.length);
    }
  });
});
