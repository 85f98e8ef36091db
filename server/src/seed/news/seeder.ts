import { NEWS_CATEGORIES } from "@pnyx/contract";
import { Types } from "mongoose";
import sharp from "sharp";
import { UPLOADS_PATH, type UploadSource } from "../../platform/uploads";
import type { ArticleModel } from "../../modules/news/model";
import { SEED_ARTICLES, type SeedArticle } from "./articles";
import { planSeedFeed, seedSceneSvg, type SeedPlan } from "../art/scenes";
import { scenesForTitle } from "./subjects";
import { isDuplicateKey } from "../../platform/database-errors";

/** The marker that says "the seed set was inserted here once" (a unique _id in `seedmarkers`). */
export const SEED_MARKERS_COLLECTION = "seedmarkers";
export const NEWS_SEED_MARKER = "news-seed";
export const SEED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

interface SeedDeps {
  models: { Article: ArticleModel };
}

interface SeedMarker {
  _id: string;
  startedAt: Date;
  done: boolean;
  doneAt?: Date;
  inserted?: number;
}

// ------------------------------------------------------------------------------------------------
// Images: a picture of its own for every article (a generated scene in the category's colours, no
// text; see seed/art/scenes.ts). They cost nothing at seeding time: the uploads route draws each one the
// first time it is asked for and keeps it in the uploads folder.

/**
 * Fixed, UUID-shaped names (the uploads route serves only such names), one per seed article. The
 * group (8002) changes when the pictures do, so a picture drawn by an earlier plan and kept in the
 * uploads folder is not served for the new one.
 */
export function seedImageName(index: number): string {
  return `00000000-0000-4000-8002-${String(index + 1).padStart(12, "0")}.webp`;
}

export const seedImageUrl = (index: number) => `${UPLOADS_PATH}/${seedImageName(index)}`;

/** The seed article a picture name belongs to, or null. */
export function seedImageIndex(name: string): number | null {
  const match = /^00000000-0000-4000-8002-(\d{12})\.webp$/.exec(name);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < SEED_ARTICLES.length ? index : null;
}

/**
 * The names of earlier versions' pictures: shared between articles (three per category, group 8000),
 * then one per article in the category's rotation without regard to the story (group 8001). A
 * database seeded then is moved onto the current pictures.
 */
const LEGACY_SEED_IMAGE_URLS = [
  ...Array.from({ length: NEWS_CATEGORIES.length * 3 }, (_, i) => `${UPLOADS_PATH}/00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}.webp`),
  ...SEED_ARTICLES.map((_, i) => `${UPLOADS_PATH}/00000000-0000-4000-8001-${String(i + 1).padStart(12, "0")}.webp`),
];

/**
 * Where each seed article sits in its category's feed (newest first). Scenes are handed out in that
 * order, so cards next to each other in a feed never share a kind of scene.
 */
const FEED_RANK: number[] = (() => {
  const ranks = new Array<number>(SEED_ARTICLES.length).fill(0);
  for (const category of NEWS_CATEGORIES) {
    SEED_ARTICLES.map((article, index) => ({ article, index }))
      .filter(({ article }) => article.category === category)
      .sort((a, b) => a.article.hoursAgo - b.article.hoursAgo || a.index - b.index)
      .forEach(({ index }, rank) => (ranks[index] = rank));
  }
  return ranks;
})();

/** Each seed article's picture plan, by article index: its category's feed planned in feed order. */
const SEED_PLANS: SeedPlan[] = (() => {
  const plans = new Array<SeedPlan>(SEED_ARTICLES.length);
  for (const category of NEWS_CATEGORIES) {
    const feed = SEED_ARTICLES.map((article, index) => ({ article, index }))
      .filter(({ article }) => article.category === category)
      .sort((a, b) => FEED_RANK[a.index]! - FEED_RANK[b.index]!);
    const planned = planSeedFeed(
      category,
      feed.map(({ article }) => article.title),
      scenesForTitle,
    );
    feed.forEach(({ index }, rank) => (plans[index] = planned[rank]!));
  }
  return plans;
})();

/** The scene the `index`-th seed article's picture shows: its story's subject where the title names one. */
export const seedArticleScene = (index: number): SeedPlan => SEED_PLANS[index]!;

/** Renders the picture of the `index`-th seed article as a WebP (1200×630 unless told). */
export function renderSeedImage(index: number, size: { width: number; height: number } = SEED_IMAGE_SIZE): Promise<Buffer> {
  const article = SEED_ARTICLES[index];
  if (!article) throw new RangeError(`No seed article ${index}`);
  return sharp(Buffer.from(seedSceneSvg(article.category, SEED_PLANS[index]!, size)))
    .flatten({ background: "#000000" })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

/** An uploads source that draws the seed pictures on demand. */
export const seedImageSource: UploadSource = (name) => {
  const index = seedImageIndex(name);
  return index === null ? null : () => renderSeedImage(index);
};

// ------------------------------------------------------------------------------------------------
// Articles

/** A fixed _id per seed article, so a repeated or concurrent insert can only ever add what is missing. */
const seedArticleId = (index: number) => new Types.ObjectId(`5eed0000${index.toString(16).padStart(16, "0")}`);

function seedContent(article: SeedArticle): string {
  if (!article.looseSpacing || article.paragraphs.length < 2) return article.paragraphs.join("\n\n");
  // Some stories arrive with untidy spacing (three or more blank lines) for readers to collapse.
  const [first, ...rest] = article.paragraphs;
  return `${first}\n\n\n\n${rest.join("\n\n")}`;
}

/** The seed set as documents, dated relative to `now` (hours ago in the data). */
export function buildSeedArticles(now: Date) {
  return SEED_ARTICLES.map((article, index) => {
    return {
      _id: seedArticleId(index),
      category: article.category,
      title: article.title,
      content: seedContent(article),
      image: seedImageUrl(index),
      source: article.source,
      link: null,
      publishedAt: new Date(now.getTime() - Math.round(article.hoursAgo * 3_600_000)),
      upvotes: 0,
      downvotes: 0,
      totalComments: 0,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** How many documents a bulk insert stored before failing, when every failure was a duplicate key. */
function insertedDespiteDuplicates(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const e = error as { code?: unknown; writeErrors?: unknown; insertedCount?: unknown; result?: { insertedCount?: unknown } };
  const writeErrors = Array.isArray(e.writeErrors) ? (e.writeErrors as Array<{ code?: unknown }>) : e.code === 11000 ? [{ code: 11000 }] : [];
  if (writeErrors.length === 0 || !writeErrors.every((w) => w.code === 11000)) return null;
  const count = typeof e.insertedCount === "number" ? e.insertedCount : e.result?.insertedCount;
  return typeof count === "number" ? count : 0;
}

/**
 * Inserts the seed set when the articles collection is empty, and returns how many articles it
 * inserted. Safe at every start and on several instances at once: a marker document with a unique
 * _id records that seeding began, the articles have fixed ids, so a second or concurrent call
 * adds nothing that is already there, and a collection that already holds articles (from feeds) is
 * never seeded. The pictures are drawn on demand (see `seedImageSource`); a set seeded by an earlier
 * version, whose articles shared three pictures per category, is moved onto the per-article ones.
 */
export async function seedNewsIfEmpty(deps: SeedDeps, now: Date = new Date()): Promise<number> {
  const { Article } = deps.models;
  const markers = Article.db.collection<SeedMarker>(SEED_MARKERS_COLLECTION);

  const marker = await markers.findOne({ _id: NEWS_SEED_MARKER });
  if (marker?.done) {
    await repointLegacySeedImages(Article);
    return 0;
  }
  if (!marker) {
    if (await Article.exists({})) return 0;
    try {
      await markers.insertOne({ _id: NEWS_SEED_MARKER, startedAt: now, done: false });
    } catch (error) {
      // Another instance claimed it first; finishing its work below is harmless (fixed ids).
      if (!isDuplicateKey(error)) throw error;
    }
  }

  let inserted: number;
  try {
    inserted = (await Article.collection.insertMany(buildSeedArticles(now), { ordered: false })).insertedCount;
  } catch (error) {
    const count = insertedDespiteDuplicates(error);
    if (count === null) throw error;
    inserted = count;
  }
  await markers.updateOne({ _id: NEWS_SEED_MARKER }, { $set: { done: true, doneAt: new Date() }, $inc: { inserted } });
  return inserted;
}

/** Gives the seed articles of an earlier version (shared pictures) their own picture; touches nothing else. */
async function repointLegacySeedImages(Article: ArticleModel): Promise<void> {
  if (!(await Article.exists({ image: { $in: LEGACY_SEED_IMAGE_URLS } }))) return;
  await Article.bulkWrite(
    SEED_ARTICLES.map((_, index) => ({
      updateOne: { filter: { _id: seedArticleId(index), image: { $in: LEGACY_SEED_IMAGE_URLS } }, update: { $set: { image: seedImageUrl(index) } } },
    })),
    { ordered: false },
  );
}
