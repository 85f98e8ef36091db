import { byCategoryEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { CACHE_TAGS } from "../../platform/cache-tags";
import { createTestContext, type TestContext } from "../../test-support/context";
import { CHANGE_VISIBLE_WITHIN_MS } from "../freshness/changes";
import { createArticle, type NewArticle } from "./create-article";
import { ingestFeeds } from "./feeds/store";

let ctx: TestContext;
const feedChanges: number[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.runtime.deps.cache.watch((change) => {
    if (change.tag === CACHE_TAGS.feeds) feedChanges.push(change.withinMs);
  });
});
afterAll(() => ctx.close());

const now = new Date("2026-03-10T12:00:00Z");
const article = (link: string, extra: Partial<NewArticle> = {}): NewArticle => ({
  category: "Science",
  title: "Tide gauges go solar",
  content: "Text",
  image: null,
  source: "Harbour Weekly",
  link,
  publishedAt: now,
  ...extra,
});

describe("createArticle", () => {
  it("stores a new article with its counters at zero and announces it to the lists", async () => {
    feedChanges.length = 0;
    expect(await createArticle(ctx.runtime.deps, article("https://harbour.example/tides"), now)).toBe(true);
    const stored = await ctx.runtime.deps.models.Article.findOne({ link: "https://harbour.example/tides" }).lean();
    expect(stored).toMatchObject({ title: "Tide gauges go solar", upvotes: 0, downvotes: 0, totalComments: 0, listed: true, createdAt: now, updatedAt: now });
    expect(feedChanges).toEqual([CHANGE_VISIBLE_WITHIN_MS]);
  });

  it("leaves a stored link exactly as it is and announces nothing", async () => {
    const { Article } = ctx.runtime.deps.models;
    await Article.updateOne({ link: "https://harbour.example/tides" }, { $set: { upvotes: 3 } });
    feedChanges.length = 0;
    const later = new Date(now.getTime() + 60_000);
    expect(await createArticle(ctx.runtime.deps, article("https://harbour.example/tides", { title: "Rewritten" }), later)).toBe(false);
    expect(await Article.findOne({ link: "https://harbour.example/tides" }).lean()).toMatchObject({
      title: "Tide gauges go solar",
      upvotes: 3,
      updatedAt: now,
    });
    expect(feedChanges).toEqual([]);
  });

  it("announces nothing for an unlisted article (a thread no publisher signed yet)", async () => {
    feedChanges.length = 0;
    expect(await createArticle(ctx.runtime.deps, article("https://harbour.example/unsigned", { listed: false, publisherId: null }), now)).toBe(true);
    expect(feedChanges).toEqual([]);
  });

  it("makes one article of two calls at once, and one of them says so", async () => {
    const link = "https://harbour.example/race";
    const made = await Promise.all([1, 2, 3].map(() => createArticle(ctx.runtime.deps, article(link), now)));
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await ctx.runtime.deps.models.Article.countDocuments({ link })).toBe(1);
  });
});

describe("ingested articles", () => {
  it("reach a feed that was kept before them within the change bound, not its 15 s keeping time", async () => {
    const feed = async () => {
      const res = await ctx.call(byCategoryEndpoint, { body: { category: "Health", page: 1 } });
      return ((await res.json()) as { articles: Array<{ title: string }> }).articles.map((a) => a.title);
    };
    expect(await feed()).toEqual([]);
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Clinic News</title><link>https://clinic.example</link><description>d</description>
      <item><title>Night clinic opens</title><link>https://clinic.example/night</link><description>Open late.</description></item></channel></rss>`;
    const result = await ingestFeeds(
      ctx.runtime.deps,
      [{ category: "Health", url: "https://clinic.example/rss" }],
      async () => xml,
      new Date(Date.now() - 60_000),
    );
    expect(result.inserted).toBe(1);
    await Bun.sleep(CHANGE_VISIBLE_WITHIN_MS + 100);
    expect(await feed()).toEqual(["Night clinic opens"]);
  });
});
