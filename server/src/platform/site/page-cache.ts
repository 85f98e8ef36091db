/**
 * Pages made once for everyone who asks within a short time: concurrent asks share one making, and
 * the result is kept `ttlMs`. Bounded: past `maxEntries` the oldest entries go first, so requests
 * for endless distinct URLs (crawlers, searches) cannot grow it without limit.
 */
export interface PageCache<T> {
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** Entries kept now (made or being made). */
  size(): number;
}

export function createPageCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): PageCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, make) {
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value;
      entries.delete(key);
      const value = make();
      // Kept from when it is asked for: a slow making is not kept longer than the bound.
      const entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    size: () => entries.size,
  };
}
