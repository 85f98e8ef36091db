import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../../test-support/context";
import { createSitemapService, SITEMAP_TTL_MS } from "./service";
import { escapeXml, urlsetXml } from "./sitemap-xml";

const HOUR = 3_600_000;
const START = Date.UTC(2025, 5, 1, 12);

let ctx: TestContext;
let clock = START;
const now = () => new Date(clock);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = START;
  const { Article, CommunityPost } = ctx.runtime.deps.models;
  await Article.deleteMany({});
  await CommunityPost.deleteMany({});
});

/** Stores articles one by one (ids rise in this order), published an hour apart, the last newest. */
async function storeArticles(count: number, from = 0): Promise<string[]> {
  const { Article } = ctx.runtime.deps.models;
  const ids: string[] = [];
  for (let i = from; i < from + count; i++) {
    const doc = await Article.create({
      category: "Science",
      title: `A${i}`,
      content: "Text.",
      source: "Wire",
      publishedAt: new Date(START - (1000 - i) * HOUR),
    });
    ids.push(doc._id.toString());
  }
  return ids;
}

const service = (publicUrl = "http://pnyx.test") => createSitemapService({ models: ctx.runtime.deps.models, publicUrl, now, articlesPerSitemap: 3 });
const listedIds = (xml: string) => [...xml.matchAll(/\/details\/([0-9a-f]{24})</g)].map((m) => m[1]!);
const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!);
const pageOf = async (sitemaps: ReturnType<typeof service>, n: number) => listedIds(await sitemaps.file(`articles-${n}.xml`));

describe("articles pages", () => {
  it("read in turn (from the previous page's last id) or out of order (skipping), list the same articles", async () => {
    const ids = await storeArticles(10);
    const inTurn = service();
    const pagesInTurn = [];
    for (let n = 1; n <= 4; n++) pagesInTurn.push(await pageOf(inTurn, n));
    const outOfOrder = service();
    const pagesOutOfOrder = [];
    for (let n = 4; n >= 1; n--) pagesOutOfOrder.unshift(await pageOf(outOfOrder, n));
    expect(pagesInTurn).toEqual(pagesOutOfOrder);
    expect(pagesInTurn).toEqual([ids.slice(7).reverse(), ids.slice(4, 7).reverse(), ids.slice(1, 4).reverse(), [ids[0]!]]);
    await expect(inTurn.file("articles-5.xml")).rejects.toThrow("the articles fill 4 page(s)");
  });

  it("a crawler reading the pages in turn meets no article twice while new ones are stored", async () => {
    const ids = await storeArticles(6);
    const sitemaps = service();
    const first = await pageOf(sitemaps, 1);
    await storeArticles(2, 6);
    // Page 2 continues below page 1 as it was read, not three places down the grown list.
    expect(await pageOf(sitemaps, 2)).toEqual(ids.slice(0, 3).reverse());
    expect(first).toEqual(ids.slice(3).reverse());
  });

  it("keeps what it built for SITEMAP_TTL_MS, then builds it afresh", async () => {
    const ids = await storeArticles(3);
    const sitemaps = service();
    const index = await sitemaps.index();
    const page = await sitemaps.file("articles-1.xml");
    const added = await storeArticles(1, 3);
    clock += SITEMAP_TTL_MS - 1;
    expect(await sitemaps.index()).toBe(index);
    expect(await sitemaps.file("articles-1.xml")).toBe(page);
    await expect(sitemaps.file("articles-2.xml")).rejects.toThrow("the articles fill 1 page(s)");
    clock += 1;
    expect((await sitemaps.index()).match(/articles-\d+\.xml/g)).toEqual(["articles-1.xml", "articles-2.xml"]);
    expect(listedIds(await sitemaps.file("articles-1.xml"))).toEqual([added[0]!, ids[2]!, ids[1]!]);
    expect(listedIds(await sitemaps.file("articles-2.xml"))).toEqual([ids[0]!]);
  });

  it("gives each article its publication time as lastmod, never a time ahead of now", async () => {
    const { Article } = ctx.runtime.deps.models;
    await Article.create({ category: "World", title: "Past", content: ".", source: "Wire", publishedAt: new Date(START - 2 * HOUR + 1234) });
    await Article.create({ category: "World", title: "Scheduled", content: ".", source: "Wire", publishedAt: new Date(START + 5 * HOUR) });
    expect(lastmods(await service().file("articles-1.xml"))).toEqual(["2025-06-01T12:00:00Z", "2025-06-01T10:00:01Z"]);
  });

  it("has no article pages when there are no articles", async () => {
    const sitemaps = service();
    expect((await sitemaps.index()).match(/<loc>[^<]*<\/loc>/g)).toEqual(["<loc>http://pnyx.test/sitemaps/pages.xml</loc>"]);
    await expect(sitemaps.file("articles-1.xml")).rejects.toThrow("the articles fill 0 page(s)");
  });
});

describe("pages.xml", () => {
  it("dates categories by their newest article and communities by their newest verified post", async () => {
    const { Article, CommunityPost } = ctx.runtime.deps.models;
    await Article.create({ category: "Health", title: "H", content: ".", source: "Wire", publishedAt: new Date(START - 3 * HOUR) });
    await Article.create({ category: "Health", title: "Later", content: ".", source: "Wire", publishedAt: new Date(START + HOUR) });
    await Article.create({ category: "Sports", title: "S", content: ".", source: "Wire", publishedAt: new Date(START - 5 * HOUR) });
    const [world, , , , , , , , , expert] = FIXED_COMMUNITIES;
    const post = (communityId: string, status: "verified" | "unverified", createdAt: number, verifiedAt: number | null) =>
      CommunityPost.create({
        communityId,
        title: "T",
        description: "D",
        author: "someone",
        status,
        createdAt: new Date(createdAt),
        verifiedAt: verifiedAt === null ? null : new Date(verifiedAt),
      });
    await post(world.id, "verified", START - 10 * HOUR, START - 4 * HOUR);
    await post(world.id, "unverified", START - HOUR, null);
    await post(expert!.id, "verified", START - 6 * HOUR, START - 6 * HOUR);
    const xml = await service().file("pages.xml");
    const lastmodOf = (path: string) => new RegExp(`<loc>http://pnyx\\.test${path}</loc>(?:<lastmod>([^<]*)</lastmod>)?`).exec(xml)?.[1] ?? null;
    // The future article is not shown yet, so it does not date its category.
    expect(lastmodOf("/category/Health")).toBe("2025-06-01T09:00:00Z");
    expect(lastmodOf("/category/Sports")).toBe("2025-06-01T07:00:00Z");
    expect(lastmodOf("/category/Science")).toBeNull();
    expect(lastmodOf("/")).toBe("2025-06-01T09:00:00Z");
    expect(lastmodOf("/category/Trending")).toBe("2025-06-01T09:00:00Z");
    expect(lastmodOf(`/community/${world.id}`)).toBe("2025-06-01T08:00:00Z");
    expect(lastmodOf(`/community/${expert!.id}`)).toBe("2025-06-01T06:00:00Z");
    expect(lastmodOf(`/community/${FIXED_COMMUNITIES[1].id}`)).toBeNull();
    expect(lastmodOf("/communities")).toBe("2025-06-01T08:00:00Z");
    expect(lastmodOf("/communities/main")).toBe("2025-06-01T08:00:00Z");
    expect(lastmodOf("/communities/special")).toBe("2025-06-01T06:00:00Z");
    expect(lastmodOf("/topOpinions")).toBeNull();
  });
});

describe("escaping", () => {
  it("escapes the five XML entities in text and URLs", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(urlsetXml([{ loc: "https://x.example/?a=1&b=<2>" }])).toContain("<url><loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc></url>");
  });

  it("writes well-formed URLs whatever the public URL holds", async () => {
    await storeArticles(1);
    const base = "https://news.example/o'neil&co";
    const sitemaps = service(base);
    const all = [await sitemaps.index(), await sitemaps.file("pages.xml"), await sitemaps.file("articles-1.xml")].join("\n");
    // No bare ampersand, apostrophe or angle bracket inside any element's text.
    for (const [, text] of all.matchAll(/>([^<]+)</g)) expect(text!).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|['"<>]/);
    expect(all).toContain("<loc>https://news.example/o&apos;neil&amp;co/sitemaps/pages.xml</loc>");
    expect(all).toContain("<loc>https://news.example/o&apos;neil&amp;co/category/Health</loc>");
  });
});
