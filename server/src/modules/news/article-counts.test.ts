import { CACHE_TAGS } from "../../platform/cache-tags";
import { describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import { createResponseCache } from "../../platform/response-cache";
import { createArticleCounts, PENDING_CHANGE_LIMIT_MS, type ArticleCounts } from "./article-counts";

/**
 * Articles in memory behind a `find` whose answers the test releases: each read sees the records as
 * they are when it is released, so a test decides which changes a read sees.
 */
function fakeArticles() {
  const records = new Map<string, ArticleCounts>();
  const held: Array<() => void> = [];
  let reads = 0;
  const collection = {
    find(filter: { _id: { $in: Types.ObjectId[] } }) {
      reads++;
      return {
        toArray: () =>
          new Promise((resolve) => {
            held.push(() =>
              resolve(
                filter._id.$in.flatMap((id) => {
                  const counts = records.get(id.toString());
                  return counts ? [{ _id: id, ...counts }] : [];
                }),
              ),
            );
          }),
      };
    },
  };
  return {
    models: { Article: { collection } } as never,
    records,
    reads: () => reads,
    /** Lets every read sent so far answer, as the records are now. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
  };
}

const id = () => new Types.ObjectId().toString();
const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Releases reads until `promise` settles. */
async function settle<T>(articles: ReturnType<typeof fakeArticles>, promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => {});
  while (!done) {
    await tick();
    articles.release();
  }
  return promise;
}

describe("article counts", () => {
  it("reads the counts answers ask for in one turn together, then shows them without reading", async () => {
    const articles = fakeArticles();
    const [a, b] = [id(), id()];
    articles.records.set(a, { upvotes: 3, downvotes: 1, totalComments: 2 });
    articles.records.set(b, { upvotes: 0, downvotes: 0, totalComments: 0 });
    const counts = createArticleCounts({ models: articles.models, cache: createResponseCache() });
    const both = await settle(articles, Promise.all([counts.of(a), counts.of(b), counts.of(id())]));
    expect(both).toEqual([{ upvotes: 3, downvotes: 1, totalComments: 2 }, { upvotes: 0, downvotes: 0, totalComments: 0 }, undefined]);
    expect(articles.reads()).toBe(1);
    articles.records.set(a, { upvotes: 9, downvotes: 9, totalComments: 9 });
    expect(await counts.of(a)).toEqual({ upvotes: 3, downvotes: 1, totalComments: 2 });
    expect(articles.reads()).toBe(1);
  });

  it("answers several articles at once: the kept ones without reading, the others in one read, the missing left out", async () => {
    const articles = fakeArticles();
    const [a, b, c] = [id(), id(), id()];
    for (const [n, article] of [a, b, c].entries()) articles.records.set(article, { upvotes: n, downvotes: 0, totalComments: 0 });
    const counts = createArticleCounts({ models: articles.models, cache: createResponseCache() });
    await settle(articles, counts.of(a));
    articles.records.set(a, { upvotes: 9, downvotes: 9, totalComments: 9 });
    const gone = id();
    const many = await settle(articles, counts.many([a, b, c, gone]));
    expect(articles.reads()).toBe(2);
    expect([...many]).toEqual([
      [a, { upvotes: 0, downvotes: 0, totalComments: 0 }],
      [b, { upvotes: 1, downvotes: 0, totalComments: 0 }],
      [c, { upvotes: 2, downvotes: 0, totalComments: 0 }],
    ]);
  });

  it("after changes, reads every changed article again in one read within refreshMs, and shows the last counts until then", async () => {
    const articles = fakeArticles();
    const cache = createResponseCache();
    const ids = [id(), id(), id()];
    for (const [n, article] of ids.entries()) articles.records.set(article, { upvotes: n, downvotes: 0, totalComments: 0 });
    const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 20 });
    await settle(articles, Promise.all(ids.map((article) => counts.of(article))));
    for (const article of ids.slice(0, 2)) {
      articles.records.set(article, { upvotes: 50, downvotes: 5, totalComments: 1 });
      cache.changed(CACHE_TAGS.article(article), 1000);
    }
    expect(await counts.of(ids[0]!)).toEqual({ upvotes: 0, downvotes: 0, totalComments: 0 });
    await sleep(30);
    articles.release();
    await tick();
    expect(await Promise.all(ids.map((article) => counts.of(article)))).toEqual([
      { upvotes: 50, downvotes: 5, totalComments: 1 },
      { upvotes: 50, downvotes: 5, totalComments: 1 },
      { upvotes: 2, downvotes: 0, totalComments: 0 },
    ]);
    expect(counts.stats()).toMatchObject({ reads: 2, refreshes: 1 });
  });

  it("shows a change within the bound even when its refresh is late (a busy process runs timers late)", async () => {
    const articles = fakeArticles();
    let clock = 1_000;
    const cache = createResponseCache({ now: () => clock });
    const a = id();
    articles.records.set(a, { upvotes: 1, downvotes: 0, totalComments: 0 });
    // A refresh that never comes in time.
    const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 60_000 });
    await settle(articles, counts.of(a));
    articles.records.set(a, { upvotes: 2, downvotes: 0, totalComments: 0 });
    cache.changed(CACHE_TAGS.article(a), 1000);
    clock += PENDING_CHANGE_LIMIT_MS - 1;
    expect(await counts.of(a)).toEqual({ upvotes: 1, downvotes: 0, totalComments: 0 });
    clock += 1;
    expect(await settle(articles, counts.of(a))).toEqual({ upvotes: 2, downvotes: 0, totalComments: 0 });
    // Read since: kept again until the next change.
    const reads = articles.reads();
    expect(await counts.of(a)).toEqual({ upvotes: 2, downvotes: 0, totalComments: 0 });
    expect(articles.reads()).toBe(reads);
  });

  it("makes the next answer read at once after a change to show at once (a removal)", async () => {
    const articles = fakeArticles();
    const cache = createResponseCache();
    const article = id();
    articles.records.set(article, { upvotes: 1, downvotes: 0, totalComments: 4 });
    const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 10_000 });
    await settle(articles, counts.of(article));
    articles.records.set(article, { upvotes: 1, downvotes: 0, totalComments: 3 });
    cache.invalidate(CACHE_TAGS.article(article));
    expect(await settle(articles, counts.of(article))).toEqual({ upvotes: 1, downvotes: 0, totalComments: 3 });
  });

  it("hears changes relayed from other instances", async () => {
    const articles = fakeArticles();
    const cache = createResponseCache();
    const article = id();
    articles.records.set(article, { upvotes: 1, downvotes: 0, totalComments: 0 });
    const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 5 });
    await settle(articles, counts.of(article));
    articles.records.set(article, { upvotes: 2, downvotes: 0, totalComments: 0 });
    cache.changed(CACHE_TAGS.article(article), 1000, false);
    await sleep(15);
    articles.release();
    await tick();
    expect(await counts.of(article)).toEqual({ upvotes: 2, downvotes: 0, totalComments: 0 });
  });

  it("reads again an article whose change came while its read ran", async () => {
    const articles = fakeArticles();
    const cache = createResponseCache();
    const article = id();
    articles.records.set(article, { upvotes: 1, downvotes: 0, totalComments: 0 });
    const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 5 });
    const first = counts.of(article);
    await tick(); // the read is sent, not answered
    articles.release(); // it answers with the records as they are now...
    articles.records.set(article, { upvotes: 2, downvotes: 0, totalComments: 0 });
    cache.changed(CACHE_TAGS.article(article), 1000); // ...and the change is heard before its answer is
    expect(await first).toEqual({ upvotes: 1, downvotes: 0, totalComments: 0 });
    await sleep(15);
    articles.release();
    await tick();
    expect(await counts.of(article)).toEqual({ upvotes: 2, downvotes: 0, totalComments: 0 });
  });

  it("reads counts again once they are ttlMs old, changed or not", async () => {
    const articles = fakeArticles();
    let now = 0;
    const counts = createArticleCounts({ models: articles.models, cache: createResponseCache({ now: () => now }) }, { ttlMs: 1000 });
    const article = id();
    articles.records.set(article, { upvotes: 1, downvotes: 0, totalComments: 0 });
    await settle(articles, counts.of(article));
    articles.records.set(article, { upvotes: 7, downvotes: 0, totalComments: 0 });
    now = 999;
    expect(await counts.of(article)).toEqual({ upvotes: 1, downvotes: 0, totalComments: 0 });
    now = 1000;
    expect(await settle(articles, counts.of(article))).toEqual({ upvotes: 7, downvotes: 0, totalComments: 0 });
  });

  it("equals the records once changes settle, whatever the order of changes, reads and answers", async () => {
    for (let round = 0; round < 20; round++) {
      const articles = fakeArticles();
      const cache = createResponseCache();
      const ids = Array.from({ length: 4 }, id);
      for (const article of ids) articles.records.set(article, { upvotes: 0, downvotes: 0, totalComments: 0 });
      const counts = createArticleCounts({ models: articles.models, cache }, { refreshMs: 1 + (round % 3) });
      const asked: Array<Promise<unknown>> = [];
      for (let step = 0; step < 60; step++) {
        const article = ids[Math.floor(Math.random() * ids.length)]!;
        const roll = Math.random();
        if (roll < 0.35) {
          // A write lands, then its change is announced (soon, or at once for a removal).
          const record = articles.records.get(article)!;
          articles.records.set(article, { ...record, upvotes: record.upvotes + 1, totalComments: record.totalComments + (roll < 0.05 ? 1 : 0) });
          if (roll < 0.05) cache.invalidate(CACHE_TAGS.article(article));
          else cache.changed(CACHE_TAGS.article(article), 1000, roll < 0.2);
        } else if (roll < 0.7) asked.push(counts.of(article));
        else if (roll < 0.85) articles.release();
        else await (roll < 0.95 ? tick() : sleep(1));
      }
      // Writes stop: within refreshMs and one read, every article shows its records.
      for (let i = 0; i < 10; i++) {
        articles.release();
        await sleep(4);
      }
      articles.release();
      await Promise.all(asked);
      for (const article of ids) expect(await settle(articles, counts.of(article))).toEqual(articles.records.get(article)!);
    }
  });
});
