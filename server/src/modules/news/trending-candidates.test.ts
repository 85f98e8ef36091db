import type { NewsCategory } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import { createTrendingCandidates } from "./trending-candidates";

type Stored = { _id: Types.ObjectId; category: NewsCategory; publishedAt: Date };
type TimeFilter = { $gte?: Date; $lte?: Date; $gt?: Date };

/** Articles in memory behind the two reads the candidates make (filter by category and time, sort, limit). */
function fakeArticles() {
  const records: Stored[] = [];
  let reads = 0;
  const collection = {
    find(filter: { category: NewsCategory; publishedAt: TimeFilter }) {
      reads++;
      const { $gte, $lte, $gt } = filter.publishedAt;
      let docs = records.filter(
        (a) => a.category === filter.category && (!$gte || a.publishedAt >= $gte) && (!$lte || a.publishedAt <= $lte) && (!$gt || a.publishedAt > $gt),
      );
      const cursor = {
        sort(order: { publishedAt: 1 | -1 }) {
          docs = [...docs].sort((a, b) => order.publishedAt * (a.publishedAt.getTime() - b.publishedAt.getTime()));
          return cursor;
        },
        limit(n: number) {
          docs = docs.slice(0, n);
          return cursor;
        },
        toArray: async () => docs,
      };
      return cursor;
    },
  };
  return {
    models: { Article: { collection } } as never,
    reads: () => reads,
    add(category: NewsCategory, publishedAt: number) {
      const _id = new Types.ObjectId();
      records.push({ _id, category, publishedAt: new Date(publishedAt) });
      return _id.toString();
    },
  };
}

const WINDOW = 1_000_000;
const ids = (list: Array<{ id: string }>) => list.map((c) => c.id);

/** The World candidates over these articles, asked for by time (ms), as ids. */
function worldCandidates(articles: ReturnType<typeof fakeArticles>, options: { perCategory?: number; keptMs: number }) {
  const candidates = createTrendingCandidates(
    { models: articles.models },
    { perCategory: options.perCategory ?? 10, windowMs: WINDOW, keptMs: options.keptMs },
  );
  return async (at: number) => ids(await candidates.of("World", new Date(at)));
}

describe("trending candidates", () => {
  it("are each category's newest articles in the window, kept between calls, read together by concurrent callers", async () => {
    const articles = fakeArticles();
    const old = articles.add("World", 0);
    const newer = articles.add("World", 500_000);
    const newest = articles.add("World", 900_000);
    const middle = articles.add("World", 800_000);
    articles.add("Sports", 950_000);
    const at = worldCandidates(articles, { perCategory: 3, keptMs: 5_000 });
    const [first, second] = await Promise.all([at(1_000_000), at(1_000_000)]);
    expect(first).toEqual([newest, middle, newer]);
    expect(second).toEqual(first);
    expect(first).not.toContain(old);
    const reads = articles.reads();
    expect(await at(1_004_999)).toEqual(first);
    expect(articles.reads()).toBe(reads);
  });

  it("leave out what falls out of the window as time passes, without reading", async () => {
    const articles = fakeArticles();
    const oldest = articles.add("World", 100_000);
    const newest = articles.add("World", 900_000);
    const at = worldCandidates(articles, { keptMs: 200_000 });
    expect(await at(1_000_000)).toEqual([newest, oldest]);
    const reads = articles.reads();
    expect(await at(1_100_001)).toEqual([newest]);
    expect(articles.reads()).toBe(reads);
  });

  it("take in a scheduled article once it is due, and articles stored meanwhile after keptMs", async () => {
    const articles = fakeArticles();
    const now = articles.add("World", 900_000);
    const scheduled = articles.add("World", 1_002_000);
    const at = worldCandidates(articles, { keptMs: 5_000 });
    expect(await at(1_000_000)).toEqual([now]);
    expect(await at(1_001_999)).toEqual([now]);
    expect(await at(1_002_000)).toEqual([scheduled, now]);
    const stored = articles.add("World", 950_000);
    expect(await at(1_006_999)).toEqual([scheduled, now]);
    expect(await at(1_007_000)).toEqual([scheduled, stored, now]);
  });
});
