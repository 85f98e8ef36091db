import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { NEWS_CATEGORIES, type NewsCategory } from "@pnyx/contract";
import { Types } from "mongoose";
import sharp from "sharp";
import { UPLOADS_PATH } from "../../platform/uploads";
import type { ArticleModel } from "./model";
import { SEED_ARTICLES, type SeedArticle } from "./seed-data";

/** The marker that says "the seed set was inserted here once" (a unique _id in `seedmarkers`). */
export const SEED_MARKERS_COLLECTION = "seedmarkers";
export const NEWS_SEED_MARKER = "news-seed";
export const SEED_IMAGE_VARIANTS = 3;
export const SEED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

interface SeedDeps {
  models: { Article: ArticleModel };
  uploads: { dir: string };
}

interface SeedMarker {
  _id: string;
  startedAt: Date;
  done: boolean;
  doneAt?: Date;
  inserted?: number;
}

// ------------------------------------------------------------------------------------------------
// Images: one card per category and variant (the category's colours and a pattern, no text, so any crop
// reads well), drawn as SVG and encoded to WebP at seed time.

const PALETTE: Record<NewsCategory, [string, string]> = {
  General: ["#3d4b63", "#8a9bb8"],
  Entertainment: ["#7c2361", "#e0559a"],
  Technology: ["#143f78", "#2fa4d7"],
  Science: ["#0b5e52", "#43c29c"],
  Health: ["#246b2a", "#93c85c"],
  Business: ["#6e400c", "#e0a240"],
  Sports: ["#a3331a", "#f07b3f"],
  World: ["#27367f", "#7a62e6"],
};

/** A fixed, UUID-shaped name (the uploads route serves only such names). */
export function seedImageName(category: NewsCategory, variant: number): string {
  const n = NEWS_CATEGORIES.indexOf(category) * SEED_IMAGE_VARIANTS + variant + 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}.webp`;
}

export const seedImageUrl = (category: NewsCategory, variant: number) => `${UPLOADS_PATH}/${seedImageName(category, variant)}`;

function cardSvg(category: NewsCategory, variant: number): string {
  const { width: w, height: h } = SEED_IMAGE_SIZE;
  const [dark, light] = PALETTE[category];
  const line = `fill="none" stroke="#ffffff" stroke-opacity="0.16"`;
  let pattern = "";
  if (variant === 0) {
    // Concentric rings, top right.
    for (let r = 70; r <= 420; r += 70) pattern += `<circle cx="${w - 210}" cy="190" r="${r}" ${line} stroke-width="16"/>`;
  } else if (variant === 1) {
    // Diagonal bands.
    for (let x = -h; x < w; x += 120) pattern += `<path d="M${x - 40} ${h + 40} L${x + h + 40} -40" ${line} stroke-width="34"/>`;
  } else {
    // A rising bar chart of dots.
    for (let col = 0; col < 12; col++) {
      const rows = 2 + ((col * 5) % 7);
      for (let row = 0; row < rows; row++) {
        pattern += `<circle cx="${560 + col * 52}" cy="${380 - row * 44}" r="13" fill="#ffffff" fill-opacity="${(0.1 + row * 0.03).toFixed(2)}"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${pattern}
</svg>`;
}

/** Renders the category card as a 1200×630 WebP. */
export function renderSeedImage(category: NewsCategory, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(category, variant))).resize(SEED_IMAGE_SIZE.width, SEED_IMAGE_SIZE.height).webp({ quality: 80 }).toBuffer();
}

/** Writes any missing seed image into the uploads folder (atomically: temp file, then rename). */
export async function ensureSeedImages(dir: string): Promise<string[]> {
  const names: string[] = [];
  const jobs: Array<Promise<void>> = [];
  for (const category of NEWS_CATEGORIES) {
    for (let variant = 0; variant < SEED_IMAGE_VARIANTS; variant++) {
      const name = seedImageName(category, variant);
      names.push(name);
      const path = join(dir, name);
      if (existsSync(path) && statSync(path).size > 0) continue;
      jobs.push(
        (async () => {
          const temp = `${path}.${randomUUID()}.tmp`;
          try {
            await writeFile(temp, await renderSeedImage(category, variant));
            await rename(temp, path);
          } finally {
            await rm(temp, { force: true });
          }
        })(),
      );
    }
  }
  await Promise.all(jobs);
  return names;
}

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
    const variant = index % SEED_IMAGE_VARIANTS;
    return {
      _id: seedArticleId(index),
      category: article.category,
      title: article.title,
      content: seedContent(article),
      image: seedImageUrl(article.category, variant),
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

const isDuplicateKey = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;

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
 * never seeded. The category images are (re)written to the uploads folder whenever the seed set is
 * in use, so an instance with an empty uploads folder still serves them.
 */
export async function seedNewsIfEmpty(deps: SeedDeps, now: Date = new Date()): Promise<number> {
  const { Article } = deps.models;
  const markers = Article.db.collection<SeedMarker>(SEED_MARKERS_COLLECTION);

  const marker = await markers.findOne({ _id: NEWS_SEED_MARKER });
  if (marker?.done) {
    await ensureSeedImages(deps.uploads.dir);
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

  await ensureSeedImages(deps.uploads.dir);
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
