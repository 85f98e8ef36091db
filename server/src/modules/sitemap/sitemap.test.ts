import { FIXED_COMMUNITIES, NEWS_CATEGORIES } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ARTICLES_PER_SITEMAP } from "./service";

// 20,001 articles at the real page size: two full pages of articles and one of a single article.
const ARTICLES = 2 * ARTICLES_PER_SITEMAP + 1;
const BASE = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

let ctx: TestContext;
/** The articles' ids, in the order they were stored (oldest first); article i was published at BASE + i minutes. */
let ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const { Article } = ctx.runtime.deps.models;
  for (let start = 0; start < ARTICLES; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, ARTICLES - start) }, (_, j) => ({
      category: NEWS_CATEGORIES[(start + j) % NEWS_CATEGORIES.length]!,
      title: `Article ${start + j}`,
      content: "Text.",
      source: "Sitemap Wire",
      publishedAt: new Date(BASE + (start + j) * MINUTE),
    }));
    const stored = await Article.insertMany(batch, { lean: true });
    ids.push(...stored.map((doc) => doc._id.toString()));
  }
});
afterAll(() => ctx.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const urls = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
const w3c = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

async function xmlOf(path: string): Promise<string> {
  const res = await ctx.call(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  return res.text();
}

describe("GET /robots.txt", () => {
  it("is cacheable plain text naming the sitemap index by absolute URL", async () => {
    const res = await ctx.call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await res.text();
    expect(text).toContain("Sitemap: http://pnyx.test/sitemap.xml\n");
    for (const rule of ["Disallow: /api/", "Disallow: /admin", "Disallow: /profile$", "Disallow: /chatroom", "Disallow: /details/*/reply/"]) {
      expect(text).toContain(`${rule}\n`);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the pages' sitemap and one sitemap per 10,000 articles", async () => {
    const xml = await xmlOf("/sitemap.xml");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml)).toEqual([
      "http://pnyx.test/sitemaps/pages.xml",
      "http://pnyx.test/sitemaps/articles-1.xml",
      "http://pnyx.test/sitemaps/articles-2.xml",
      "http://pnyx.test/sitemaps/articles-3.xml",
    ]);
  });

  it("carries an ETag and answers 304 to a crawler that has it", async () => {
    const first = await ctx.call("/sitemap.xml");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await ctx.call("/sitemap.xml", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });
});

describe("GET /sitemaps/articles-{n}.xml", () => {
  it("lists the articles newest first, 10,000 a page, with their publication time as lastmod", async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => xmlOf(`/sitemaps/articles-${n}.xml`).then(urls)));
    expect(pages.map((page) => page.length)).toEqual([ARTICLES_PER_SITEMAP, ARTICLES_PER_SITEMAP, 1]);
    const listed = pages.flat();
    // Every article once, newest first.
    const expected = ids.map((id, i) => ({ loc: `http://pnyx.test/details/${id}`, lastmod: w3c(BASE + i * MINUTE) })).reverse();
    expect(listed).toEqual(expected);
    expect(pages[2]![0]).toEqual({ loc: `http://pnyx.test/details/${ids[0]}`, lastmod: w3c(BASE) });
  });

  it("keeps a built page for a few minutes: an article stored since shows later", async () => {
    const before = await xmlOf("/sitemaps/articles-1.xml");
    const { Article } = ctx.runtime.deps.models;
    await Article.create({ category: "World", title: "Late", content: "Text.", source: "Sitemap Wire", publishedAt: new Date() });
    expect(await xmlOf("/sitemaps/articles-1.xml")).toBe(before);
  });

  it("answers 404 with a clear message for a page that is not one", async () => {
    const names = [
      "articles-0.xml",
      "articles-4.xml",
      "articles-99999.xml",
      "articles-999999999.xml",
      "articles-99999999999999999999999999.xml",
      "articles--1.xml",
      "articles-01.xml",
      "articles-1.5.xml",
      "articles-abc.xml",
      "articles-.xml",
      "articles-1",
      "articles-1.xml.gz",
      "news.xml",
      "%00.xml",
    ];
    for (const name of names) {
      const res = await ctx.call(`/sitemaps/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe("not_found");
      expect(body.message).toContain("No sitemap /sitemaps/");
    }
    const beyond = (await (await ctx.call("/sitemaps/articles-4.xml")).json()) as { message: string };
    expect(beyond.message).toBe("No sitemap /sitemaps/articles-4.xml: the articles fill 3 page(s), listed at /sitemap.xml");
  });
});

describe("GET /sitemaps/pages.xml", () => {
  it("lists the home page, the lists, every category and every community", async () => {
    const listed = locs(await xmlOf("/sitemaps/pages.xml"));
    expect(listed).toEqual([
      "http://pnyx.test/",
      "http://pnyx.test/topOpinions",
      "http://pnyx.test/communities",
      "http://pnyx.test/communities/main",
      "http://pnyx.test/communities/special",
      "http://pnyx.test/leaderboard",
      "http://pnyx.test/category/Trending",
      ...NEWS_CATEGORIES.map((name) => `http://pnyx.test/category/${name}`),
      ...FIXED_COMMUNITIES.map((c) => `http://pnyx.test/community/${c.id}`),
    ]);
  });
});
