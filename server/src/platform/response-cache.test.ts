import { byCategoryEndpoint } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { type CacheChange, createResponseCache } from "./response-cache";

describe("response cache", () => {
  it("serves until the TTL passes", () => {
    let t = 0;
    const cache = createResponseCache({ now: () => t });
    cache.set("a", ["feeds"], '{"x":1}', 1000);
    expect(cache.get("a")).toBe('{"x":1}');
    t = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops every entry of a tag at once, and relays invalidations it did not receive", () => {
    const cache = createResponseCache();
    const relayed: string[] = [];
    cache.onChange(({ tag }) => relayed.push(tag));
    cache.set("feed1", ["feeds"], "1", 60_000);
    cache.set("feed2", ["feeds", "article:9"], "2", 60_000);
    cache.set("thread", ["opinions:9"], "3", 60_000);
    cache.invalidate("feeds");
    expect([cache.get("feed1"), cache.get("feed2"), cache.get("thread")]).toEqual([undefined, undefined, "3"]);
    cache.invalidate("opinions:9", false);
    expect(cache.get("thread")).toBeUndefined();
    expect(relayed).toEqual(["feeds"]);
  });

  it("lets watchers hear every change, made here or relayed, and relays only its own", () => {
    const cache = createResponseCache();
    const heard: string[] = [];
    const relayed: string[] = [];
    cache.watch(({ tag, withinMs }) => heard.push(`${tag}/${withinMs}`));
    cache.onChange(({ tag }) => relayed.push(tag));
    cache.changed("article:1", 1000);
    cache.changed("article:2", 1000, false);
    cache.invalidate("article:3", false);
    expect(heard).toEqual(["article:1/1000", "article:2/1000", "article:3/0"]);
    expect(relayed).toEqual(["article:1"]);
  });

  it("lets entries of a changed tag live at most the bound, once per bound under a stream of changes", () => {
    let t = 0;
    const cache = createResponseCache({ now: () => t });
    cache.set("feed", ["feeds"], "old", 60_000);
    cache.changed("feeds", 1000);
    t = 999;
    expect(cache.get("feed")).toBe("old");
    cache.changed("feeds", 1000); // a later change does not push the deadline further out
    t = 1000;
    expect(cache.get("feed")).toBeUndefined();
  });

  it("keeps an answer computed across a change only for the bound", () => {
    let t = 0;
    const cache = createResponseCache({ now: () => t });
    const startedAt = t;
    t = 10;
    cache.changed("feeds", 1000);
    t = 20;
    cache.set("feed", ["feeds"], "maybe-stale", 60_000, startedAt);
    t = 1019;
    expect(cache.get("feed")).toBe("maybe-stale");
    t = 1020;
    expect(cache.get("feed")).toBeUndefined();
    cache.invalidate("feeds");
    cache.set("feed", ["feeds"], "raced-a-drop", 60_000, startedAt);
    expect(cache.get("feed")).toBeUndefined();
  });

  it("remembers each tag's last change for a minute, then forgets it (and stores nothing computed for longer)", () => {
    let t = 0;
    const cache = createResponseCache({ now: () => t });
    for (let i = 0; i < 5000; i++) {
      t = i * 100;
      cache.changed(`article:${i}`, 1000);
    }
    // One change every 100 ms: the last 60 s of them, 600 tags, are remembered.
    expect(cache.stats().changedTags).toBe(601);
    const startedAt = t;
    cache.changed("article:0", 1000);
    t += 59_999;
    cache.set("slow", ["article:0"], "maybe-stale", 60_000, startedAt);
    t += 999;
    expect(cache.get("slow")).toBe("maybe-stale");
    t += 1;
    expect(cache.get("slow")).toBeUndefined();
    // Computed for longer than a change is remembered: not kept at all.
    cache.set("slower", ["article:0"], "unknown", 60_000, t - 60_001);
    expect(cache.get("slower")).toBeUndefined();
  });

  it("patches the entries of a tag it can, bounds the others and those computed meanwhile, and relays a change", () => {
    let t = 0;
    const cache = createResponseCache({ now: () => t });
    const relayed: CacheChange[] = [];
    cache.onChange((change) => relayed.push(change));
    cache.set("thread|1", ["opinions:p"], "[1]", 60_000);
    cache.set("thread|2", ["opinions:p"], "[2]", 60_000);
    const startedAt = t;
    t = 10;
    cache.patch("opinions:p", 1000, (key, json) => (key.endsWith("|1") ? `[0,${json.slice(1)}` : undefined));
    cache.set("thread|3", ["opinions:p"], "[3]", 60_000, startedAt);
    expect(relayed).toEqual([{ tag: "opinions:p", withinMs: 1000 }]);
    t = 1010;
    expect([cache.get("thread|1"), cache.get("thread|2"), cache.get("thread|3")]).toEqual(["[0,1]", undefined, undefined]);
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = createResponseCache({ maxEntries: 2 });
    cache.set("a", [], "a", 60_000);
    cache.set("b", [], "b", 60_000);
    cache.set("c", [], "c", 60_000);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "b", "c"]);
  });
});

describe("cached endpoints", () => {
  it("compute a missing answer once for concurrent readers", async () => {
    const { createTestContext } = await import("../test-support/context");
    const ctx = await createTestContext();
    try {
      await ctx.runtime.deps.models.Article.create({ category: "Science", title: "T", content: "C", source: "S", publishedAt: new Date() });
      let queries = 0;
      ctx.runtime.db.connection.set("debug", (collection: string, method: string) => {
        if (collection === "articles" && method === "find") queries++;
      });
      const calls = Array.from({ length: 20 }, () => ctx.call(byCategoryEndpoint, { body: { category: "Science", page: 1 } }));
      const bodies = await Promise.all(calls.map(async (c) => (await c).text()));
      expect(new Set(bodies).size).toBe(1);
      expect(queries).toBe(1);
    } finally {
      ctx.runtime.db.connection.set("debug", false);
      await ctx.close();
    }
  });
});
