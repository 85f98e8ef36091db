import { CACHE_TAGS } from "../../platform/cache-tags";
import { Types } from "mongoose";
import type { Models } from "../../models";
import { createBatchLoader } from "../../platform/batch-loader";
import { ALL_TAGS, type ResponseCache } from "../../platform/response-cache";
import { CHANGE_VISIBLE_WITHIN_MS } from "../freshness/changes";

/** What moves on an article after it is stored: everything else about it never changes. */
export interface ArticleCounts {
  upvotes: number;
  downvotes: number;
  totalComments: number;
}

interface Entry {
  /** The counts last read; null while the first read is on its way. */
  counts: ArticleCounts | null;
  /** When they were read (the cache's clock), and the step their read began at. */
  readAt: number;
  readFrom: number;
  /** The step of the last change heard for this article: a read begun before it may have missed it. */
  changedAt: number;
  /** A change to show at once (a removal) was heard: answers wait for a read begun after it. */
  mustRead: boolean;
  /** When (the cache's clock) the oldest change not yet read was heard; null when none waits. */
  changedSince: number | null;
}

/**
 * How long counts may still be shown after a change was heard while its refresh has not landed (a busy
 * process runs timers late): then answers read them themselves, so a change always shows within
 * CHANGE_VISIBLE_WITHIN_MS, however late the refresh.
 */
export const PENDING_CHANGE_LIMIT_MS = CHANGE_VISIBLE_WITHIN_MS / 2;

export interface ArticleCountsOptions {
  /** How soon after a change the changed articles' counts are read again, all together. */
  refreshMs?: number;
  /** How long counts are shown with no change heard (as long as the article's answer was kept). */
  ttlMs?: number;
  /** Articles whose counts are kept at most (the oldest go first). */
  maxKept?: number;
}

const FIELDS = { upvotes: 1, downvotes: 1, totalComments: 1 } as const;
const shown = (n: unknown) => Math.max(0, Math.trunc(Number(n) || 0));

/**
 * Each article's counts as its answers show them, kept fresh without a database read per answer.
 * An article never changes after it is stored except for its counts, which every vote and opinion
 * moves. Rather than compute its whole answer again after each change, the answer is kept and its
 * counts come from here (news/routes.ts).
 *
 * It hears every change of the response cache, made here or relayed from another instance: a change
 * to `article:<id>` marks that article, and one read `refreshMs` later brings the counts of every
 * marked article at once (one command a refresh, not one per answer). Until then the counts read
 * before are shown, as a kept answer was: a change shows within refreshMs and that read, well within
 * CHANGE_VISIBLE_WITHIN_MS. A change to show at once (a removal) makes the next answer wait for a
 * read begun after it. A read that began before a change may have missed it: the article stays
 * marked for the next refresh.
 */
export function createArticleCounts(deps: { models: Pick<Models, "Article">; cache: ResponseCache }, options: ArticleCountsOptions = {}) {
  const refreshMs = options.refreshMs ?? 200;
  const ttlMs = options.ttlMs ?? 60_000;
  const maxKept = options.maxKept ?? 20_000;
  const entries = new Map<string, Entry>();
  /** Articles changed since their counts were read. */
  const marked = new Set<string>();
  /** Orders changes and reads: a read notes the step it began at. */
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let refreshing = false;
  const stats = { reads: 0, refreshes: 0 };
  const prefix = CACHE_TAGS.article("");

  deps.cache.watch(({ tag, withinMs }) => {
    if (tag === ALL_TAGS) {
      // Everything may have changed (a relay outage): every count is read again before it is shown.
      for (const entry of entries.values()) {
        entry.changedAt = ++step;
        entry.mustRead = true;
      }
      return;
    }
    if (!tag.startsWith(prefix)) return;
    const id = tag.slice(prefix.length);
    const entry = entries.get(id);
    if (!entry) return;
    entry.changedAt = ++step;
    entry.changedSince ??= deps.cache.now();
    if (withinMs <= 0) entry.mustRead = true;
    else if (entry.counts) {
      marked.add(id);
      schedule();
    }
  });

  function schedule() {
    if (timer || refreshing || marked.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void refresh();
    }, refreshMs);
    // A refresh due never keeps a process alive that is otherwise done.
    timer.unref?.();
  }

  async function refresh() {
    refreshing = true;
    const ids = [...marked];
    marked.clear();
    stats.refreshes++;
    try {
      await read(ids);
    } catch {
      // Not read: the next answers read them themselves (and meet the error, if it lasts).
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry) entry.mustRead = true;
      }
    }
    refreshing = false;
    schedule();
  }

  /** Reads these articles' counts and keeps them, unless a change overtook the read; answers what was read. */
  async function read(ids: string[]): Promise<Map<string, ArticleCounts>> {
    const startedAt = ++step;
    stats.reads++;
    for (const id of ids) {
      if (entries.has(id)) continue;
      if (entries.size >= maxKept) entries.delete(entries.keys().next().value!);
      // Held from now on, so a change heard while the read runs is noted.
      entries.set(id, { counts: null, readAt: 0, readFrom: 0, changedAt: startedAt, mustRead: false, changedSince: null });
    }
    const docs = await deps.models.Article.collection.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { projection: FIELDS }).toArray();
    const found = new Map<string, ArticleCounts>();
    for (const doc of docs) {
      found.set(doc._id.toString(), { upvotes: shown(doc.upvotes), downvotes: shown(doc.downvotes), totalComments: shown(doc.totalComments) });
    }
    const now = deps.cache.now();
    for (const id of ids) {
      const entry = entries.get(id);
      const counts = found.get(id);
      if (!entry) continue;
      if (!counts) {
        entries.delete(id);
        continue;
      }
      // A read begun later may have landed first: its counts are the newer.
      if (entry.readFrom > startedAt) continue;
      const overtaken = entry.changedAt > startedAt;
      entry.counts = counts;
      entry.readAt = now;
      entry.readFrom = startedAt;
      if (!overtaken) {
        entry.mustRead = false;
        entry.changedSince = null;
      } else if (!entry.mustRead) {
        marked.add(id);
        schedule();
      }
    }
    return found;
  }

  // Answers that find no counts to show, in one turn of the event loop, share one read.
  const loader = createBatchLoader(read);

  /** The counts kept for the article, if they may still be shown. */
  function kept(id: string): ArticleCounts | undefined {
    const entry = entries.get(id);
    // While the cache keeps nothing (changes of other instances unheard), neither are counts kept.
    if (!entry?.counts || entry.mustRead || !deps.cache.keeps()) return undefined;
    const now = deps.cache.now();
    if (now - entry.readAt >= ttlMs) return undefined;
    // A change whose refresh is late is not shown late: the answer reads the counts itself.
    if (entry.changedSince !== null && now - entry.changedSince >= PENDING_CHANGE_LIMIT_MS) return undefined;
    return entry.counts;
  }

  return {
    /** The article's counts (undefined when there is no such article). */
    async of(id: string): Promise<ArticleCounts | undefined> {
      return kept(id) ?? loader.load(id);
    },
    /** Several articles' counts, by id (articles that do not exist are left out): those not kept are read together. */
    async many(ids: readonly string[]): Promise<Map<string, ArticleCounts>> {
      const found = new Map<string, ArticleCounts>();
      const missing: string[] = [];
      for (const id of ids) {
        const counts = kept(id);
        if (counts) found.set(id, counts);
        else missing.push(id);
      }
      const read = await Promise.all(missing.map((id) => loader.load(id)));
      missing.forEach((id, i) => {
        const counts = read[i];
        if (counts) found.set(id, counts);
      });
      return found;
    },
    /** Reads made, of which refreshes of changed articles, and articles kept. */
    stats: () => ({ ...stats, kept: entries.size }),
  };
}
export type ArticleCountsSource = ReturnType<typeof createArticleCounts>;
