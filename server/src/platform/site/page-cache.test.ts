import { describe, expect, it } from "bun:test";
import { createPageCache } from "./page-cache";

describe("createPageCache", () => {
  it("makes a page once for concurrent asks and keeps it for the bound", async () => {
    let clock = 0;
    let made = 0;
    const cache = createPageCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const make = async () => `page ${++made}`;
    expect(await Promise.all([cache.get("/", make), cache.get("/", make)])).toEqual(["page 1", "page 1"]);
    clock = 999;
    expect(await cache.get("/", make)).toBe("page 1");
    clock = 1000;
    expect(await cache.get("/", make)).toBe("page 2");
  });

  it("keeps no failure: the next ask makes the page again", async () => {
    const cache = createPageCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("/", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("/", async () => "page")).toBe("page");
  });

  it("drops the oldest entries past its size", async () => {
    const cache = createPageCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["/a", "/b", "/c"]) await cache.get(key, async () => key);
    expect(cache.size()).toBe(2);
    expect(await cache.get("/a", async () => "again")).toBe("again");
  });
});
