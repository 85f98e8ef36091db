/**
 * Answers of read endpoints kept as ready-to-send JSON, for feeds that many readers ask for at once.
 *
 * Entries expire after their TTL. When something they show changes, the writer says so in one of
 * two ways:
 * - `invalidate(tag)` drops every entry of the tag at once (for changes readers must never miss);
 * - `changed(tag, withinMs)` lets the entries of the tag live at most `withinMs` longer. Under a
 *   stream of writes (votes, opinions) each answer is then recomputed at most once per `withinMs`
 *   instead of once per write: readers other than the writer see a change within that bound, and the
 *   writer sees it at once in the write's own answer.
 * An answer whose computation began before a change of one of its tags is kept only for the short
 * bound, so a slow computation racing a write never stores a stale answer for a whole TTL.
 * `onChange` lets a multi-instance setup relay both kinds of change to the other instances.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  /** Stores an answer; `startedAt` is when its computation began (defaults to now). */
  set(key: string, tags: readonly string[], json: string, ttlMs: number, startedAt?: number): void;
  /** Drops every entry carrying this tag; `relay` false when the call came from another instance. */
  invalidate(tag: string, relay?: boolean): void;
  /** Lets every entry carrying this tag live at most `withinMs` more; `relay` as for invalidate. */
  changed(tag: string, withinMs: number, relay?: boolean): void;
  /**
   * A change this instance can show at once: each kept entry of the tag becomes what `edit` makes of
   * it (by its key); an entry it answers undefined for, and every answer of the tag being computed
   * meanwhile, lives at most `withinMs` more, as after `changed`. Other instances, which cannot redo
   * the edit, hear it as `changed`.
   */
  patch(tag: string, withinMs: number, edit: (key: string, json: string) => string | undefined): void;
  /**
   * Keeping off: drops every entry, answers nothing from memory and keeps nothing, and tells watchers
   * everything changed (tag ALL_TAGS); on again: the same drop, then keeps as before. For while the
   * changes of other instances cannot be heard (the Redis relay is down), so no answer outlives its bound.
   */
  setKeeping(keep: boolean): void;
  /** Whether answers are kept now (see setKeeping): caches beside this one follow it. */
  keeps(): boolean;
  /** Hears the changes made here, to relay them to other instances. */
  onChange(listener: (change: CacheChange) => void): void;
  /** Hears every change, made here or relayed from another instance (what keeps parts of answers apart). */
  watch(listener: (change: CacheChange) => void): void;
  now(): number;
  /** Entries kept, hits and misses, and the tags whose last change is still remembered. */
  stats(): { entries: number; hits: number; misses: number; changedTags: number };
}

/** A change to relay to other instances: `withinMs` 0 means drop at once. */
export interface CacheChange {
  tag: string;
  withinMs: number;
}

/** The tag watchers hear when everything may have changed (see setKeeping). */
export const ALL_TAGS = "*";

interface Entry {
  json: string;
  expires: number;
  tags: readonly string[];
}

/**
 * How long a tag's last change is remembered: longer than any answer takes to compute. Without a
 * limit every article, thread and community ever changed would keep a mark for the life of the process.
 */
const CHANGES_KEPT_MS = 60_000;

export function createResponseCache(options: { maxEntries?: number; now?: () => number } = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  /** When each tag last changed, and the bound that change allows; oldest change first. */
  const lastChange = new Map<string, { at: number; withinMs: number }>();
  const listeners: Array<(change: CacheChange) => void> = [];
  const watchers: Array<(change: CacheChange) => void> = [];
  let hits = 0;
  let misses = 0;
  let keeping = true;
  /** When the cache last forgot everything: an answer whose computation began before it is not kept. */
  let forgottenAt = Number.NEGATIVE_INFINITY;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) byTag.get(tag)?.delete(key);
  }

  /** Forgets changes older than CHANGES_KEPT_MS, from the front of the map (the oldest). */
  function forgetOldChanges(time: number) {
    for (const [tag, last] of lastChange) {
      if (last.at >= time - CHANGES_KEPT_MS) return;
      lastChange.delete(tag);
    }
  }

  function change(tag: string, withinMs: number, relay: boolean, edit?: (key: string, json: string) => string | undefined) {
    const time = now();
    // Set anew at the end, so the map stays in the order of the changes.
    lastChange.delete(tag);
    lastChange.set(tag, { at: time, withinMs });
    forgetOldChanges(time);
    const keys = byTag.get(tag);
    if (keys) {
      if (withinMs <= 0) for (const key of [...keys]) drop(key);
      else {
        const deadline = time + withinMs;
        for (const key of keys) {
          const entry = entries.get(key);
          if (!entry) continue;
          const edited = edit?.(key, entry.json);
          if (edited !== undefined) entry.json = edited;
          else if (entry.expires > deadline) entry.expires = deadline;
        }
      }
    }
    for (const watcher of watchers) watcher({ tag, withinMs });
    if (relay) for (const listener of listeners) listener({ tag, withinMs });
  }

  return {
    get(key) {
      if (!keeping) {
        misses++;
        return undefined;
      }
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        if (entry) drop(key);
        misses++;
        return undefined;
      }
      hits++;
      return entry.json;
    },
    set(key, tags, json, ttlMs, startedAt = now()) {
      // Computed for longer than changes are remembered: whether one overtook it is no longer known.
      if (startedAt < now() - CHANGES_KEPT_MS || !keeping || startedAt <= forgottenAt) return;
      let ttl = ttlMs;
      for (const tag of tags) {
        const last = lastChange.get(tag);
        // A change landed while this answer was being computed: it may predate that change.
        if (last && last.at >= startedAt) ttl = Math.min(ttl, last.withinMs);
      }
      drop(key);
      if (ttl <= 0) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(key, { json, expires: now() + ttl, tags });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    invalidate: (tag, relay = true) => change(tag, 0, relay),
    changed: (tag, withinMs, relay = true) => change(tag, withinMs, relay),
    patch: (tag, withinMs, edit) => change(tag, withinMs, true, edit),
    setKeeping(keep) {
      keeping = keep;
      forgottenAt = now();
      entries.clear();
      byTag.clear();
      for (const watcher of watchers) watcher({ tag: ALL_TAGS, withinMs: 0 });
    },
    keeps: () => keeping,
    onChange(listener) {
      listeners.push(listener);
    },
    watch(watcher) {
      watchers.push(watcher);
    },
    now,
    stats: () => ({ entries: entries.size, hits, misses, changedTags: lastChange.size }),
  };
}
