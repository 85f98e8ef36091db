// The sitemaps: an index naming the child sitemaps, one of the site's fixed public pages, and the
// articles in pages of at most ARTICLES_PER_SITEMAP, newest first. Each document is built at most
// once per SITEMAP_TTL_MS and kept as text, so a crawler asking again costs nothing.
import { FIXED_COMMUNITIES, NEWS_CATEGORIES, TRENDING } from "@pnyx/contract";
import type { Types } from "mongoose";
import type { Models } from "../../models";
import { notFound } from "../../platform/errors";
import { LISTED } from "../news/model";
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

/** The protocol allows 50,000 URLs a file; 10,000 keeps each file near 1 MB. */
export const ARTICLES_PER_SITEMAP = 10_000;
/** How long a built sitemap is kept, and how long caches may keep it (Cache-Control max-age). */
export const SITEMAP_TTL_MS = 300_000;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const SITEMAPS_PREFIX = "/sitemaps";
const PAGES_FILE = "pages.xml";
/** `articles-{n}.xml`, n from 1 without leading zeros (one spelling per page); at most 9 digits. */
const ARTICLES_FILE = /^articles-([1-9]\d{0,8})\.xml$/;
const articlesFile = (page: number) => `articles-${page}.xml`;

export interface SitemapDeps {
  models: Pick<Models, "Article" | "CommunityPost">;
  /** The site's absolute origin (and base path), without a trailing slash. */
  publicUrl: string;
  now: () => Date;
  /** Tests make pages smaller; ARTICLES_PER_SITEMAP otherwise. */
  articlesPerSitemap?: number;
}

interface ArticlesPage {
  xml: string;
  /** The oldest article of the page (the last in its order): the next page starts below it. */
  lastId: Types.ObjectId;
}

interface Kept<T> {
  promise: Promise<T>;
  /** The value once built, for peeking without waiting. */
  value?: T;
  expires: number;
}

/** Values built at most once per ttl, concurrent askers sharing one build; failures are not kept. */
function createKeeper(ttlMs: number, now: () => number) {
  const kept = new Map<string, Kept<unknown>>();
  const live = (key: string): Kept<unknown> | undefined => {
    const entry = kept.get(key);
    if (entry && entry.expires > now()) return entry;
    if (entry) kept.delete(key);
    return undefined;
  };
  return {
    get<T>(key: string, build: () => Promise<T>): Promise<T> {
      const found = live(key);
      if (found) return found.promise as Promise<T>;
      // Expired entries go when next seen; the keys are few (one per sitemap file).
      for (const other of kept.keys()) live(other);
      const entry: Kept<T> = { promise: build(), expires: now() + ttlMs };
      kept.set(key, entry);
      entry.promise.then(
        (value) => {
          entry.value = value;
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return entry.promise;
    },
    /** A built value still kept, if any. */
    peek<T>(key: string): T | undefined {
      return live(key)?.value as T | undefined;
    },
  };
}

/** A path of the site as an absolute URL, its segments percent-encoded. */
function siteUrl(publicUrl: string, ...segments: string[]): string {
  return `${publicUrl}/${segments.map(encodeURIComponent).join("/")}`;
}

/** The later of two dates, either possibly unknown. */
function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

export function createSitemapService(deps: SitemapDeps) {
  const { Article, CommunityPost } = deps.models;
  const perPage = deps.articlesPerSitemap ?? ARTICLES_PER_SITEMAP;
  const keeper = createKeeper(SITEMAP_TTL_MS, () => deps.now().getTime());
  const url = (...segments: string[]) => siteUrl(deps.publicUrl, ...segments);

  /**
   * How many article pages there are: the listed articles, counted as all of them (the collection's
   * count, not a scan) less the unlisted ones (a range of the `listed` index).
   */
  const articlePages = () =>
    keeper.get("article-pages", async () => {
      const [all, unlisted] = await Promise.all([Article.estimatedDocumentCount(), Article.countDocuments({ listed: false })]);
      return Math.ceil(Math.max(0, all - unlisted) / perPage);
    });

  /** When the newest listed article shown (not dated in the future) was published; of one category or all. */
  async function newestArticle(category?: string): Promise<Date | undefined> {
    const filter = { ...(category ? { category } : {}), publishedAt: { $lte: deps.now() }, ...LISTED };
    const doc = await Article.findOne(filter, { publishedAt: 1 })
      .sort(category ? { publishedAt: -1, _id: -1 } : { publishedAt: -1 })
      .lean();
    return doc?.publishedAt;
  }

  /** When a community last gained a post its page shows: its newest verified post. */
  async function newestPost(communityId: string): Promise<Date | undefined> {
    const doc = await CommunityPost.findOne({ communityId, status: "verified" }, { createdAt: 1, verifiedAt: 1 }).sort({ createdAt: -1, _id: -1 }).lean();
    return doc ? (doc.verifiedAt ?? doc.createdAt) : undefined;
  }

  async function pagesXml(): Promise<string> {
    const [newest, categories, communities] = await Promise.all([
      newestArticle(),
      Promise.all(NEWS_CATEGORIES.map(async (name) => ({ name, lastmod: await newestArticle(name) }))),
      Promise.all(FIXED_COMMUNITIES.map(async (community) => ({ ...community, lastmod: await newestPost(community.id) }))),
    ]);
    const groupLastmod = (parent?: "main" | "special") =>
      communities.filter((c) => !parent || c.parent === parent).reduce<Date | undefined>((at, c) => later(at, c.lastmod), undefined);
    const entries: SitemapEntry[] = [
      { loc: `${deps.publicUrl}/`, lastmod: newest },
      { loc: url("topOpinions") },
      { loc: url("communities"), lastmod: groupLastmod() },
      { loc: url("communities", "main"), lastmod: groupLastmod("main") },
      { loc: url("communities", "special"), lastmod: groupLastmod("special") },
      { loc: url("leaderboard") },
      { loc: url("category", TRENDING), lastmod: newest },
      ...categories.map((c) => ({ loc: url("category", c.name), lastmod: c.lastmod })),
      ...communities.map((c) => ({ loc: url("community", c.id), lastmod: c.lastmod })),
    ];
    return urlsetXml(entries);
  }

  /**
   * One page of listed articles, newest (highest _id) first. Page n starts below the last id of page n-1
   * when that page is kept (a crawler reading the pages in turn: one index range, no skipping, and
   * the pages it reads follow each other without a gap or a repeat); otherwise it skips to its place
   * in the _id index.
   */
  async function buildArticlesPage(page: number): Promise<ArticlesPage> {
    const previous = page > 1 ? keeper.peek<ArticlesPage>(articlesFile(page - 1)) : undefined;
    const query = previous
      ? Article.find({ _id: { $lt: previous.lastId }, ...LISTED }, { publishedAt: 1 })
      : Article.find(LISTED, { publishedAt: 1 }).skip((page - 1) * perPage);
    const docs = await query.sort({ _id: -1 }).limit(perPage).lean();
    const last = docs.at(-1);
    // Articles were removed since they were counted.
    if (!last) throw notFound(`Sitemap ${SITEMAPS_PREFIX}/${articlesFile(page)} has no articles`);
    const now = deps.now();
    // An article dated in the future is listed as changed now: lastmod may not lie ahead.
    const entries = docs.map((doc) => ({ loc: url("details", doc._id.toString()), lastmod: doc.publishedAt > now ? now : doc.publishedAt }));
    return { xml: urlsetXml(entries), lastId: last._id };
  }

  return {
    /** The sitemap index: the fixed pages' sitemap, then one per page of articles. */
    index(): Promise<string> {
      return keeper.get("index", async () => {
        const pages = await articlePages();
        const files = [PAGES_FILE, ...Array.from({ length: pages }, (_, i) => articlesFile(i + 1))];
        return sitemapIndexXml(files.map((file) => ({ loc: `${deps.publicUrl}${SITEMAPS_PREFIX}/${file}` })));
      });
    },

    /** A child sitemap by file name; 404 for a name that is not one, or a page past the last. */
    async file(name: string): Promise<string> {
      if (name === PAGES_FILE) return keeper.get(PAGES_FILE, pagesXml);
      const match = ARTICLES_FILE.exec(name);
      if (!match) throw notFound(`No sitemap ${SITEMAPS_PREFIX}/${name}: the sitemaps are listed at ${SITEMAP_INDEX_PATH}`);
      const page = Number(match[1]);
      const pages = await articlePages();
      if (page > pages) throw notFound(`No sitemap ${SITEMAPS_PREFIX}/${name}: the articles fill ${pages} page(s), listed at ${SITEMAP_INDEX_PATH}`);
      return (await keeper.get(articlesFile(page), () => buildArticlesPage(page))).xml;
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
