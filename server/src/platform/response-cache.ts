/**
 * Answers of read endpoints kept as ready-to-send JSON, for feeds that many readers ask for at once.
 * Entries expire after their TTL and are dropped at once when something they show changes
 * (`invalidate(tag)`); `onInvalidate` lets a multi-instance setup relay invalidations to the
 * other instances (socket.io's adapter), so no instance serves what another one changed.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, tags: readonly string[], json: string, ttlMs: number): void;
  /** Drops every entry carrying this tag; `relay` false when the call came from another instance. */
  invalidate(tag: string, relay?: boolean): void;
  onInvalidate(listener: (tag: string) => void): void;
  stats(): { entries: number; hits: number; misses: number };
}

interface Entry {
  json: string;
  expires: number;
  tags: readonly string[];
}

export function createResponseCache(options: { maxEntries?: number; now?: () => number } = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const listeners: Array<(tag: string) => void> = [];
  let hits = 0;
  let misses = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) byTag.get(tag)?.delete(key);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        if (entry) drop(key);
        misses++;
        return undefined;
      }
      hits++;
      return entry.json;
    },
    set(key, tags, json, ttlMs) {
      drop(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(key, { json, expires: now() + ttlMs, tags });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    invalidate(tag, relay = true) {
      const keys = byTag.get(tag);
      if (keys) for (const key of [...keys]) drop(key);
      if (relay) for (const listener of listeners) listener(tag);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    stats: () => ({ entries: entries.size, hits, misses }),
  };
}

/** Tags of what feeds show. */
export const CACHE_TAGS = {
  /** Any article list (trending, category pages, search results): new articles, votes, opinions. */
  feeds: "feeds",
  article: (id: string) => `article:${id}`,
  opinions: (postId: string) => `opinions:${postId}`,
  popularOpinions: "popular-opinions",
} as const;
