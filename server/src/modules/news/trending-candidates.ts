import type { NewsCategory } from "@pnyx/contract";
import type { Models } from "../../models";
import { LISTED } from "./model";

/** An article Trending may rank: which, and when it was published (its counts come from article-counts.ts). */
export interface TrendingCandidate {
  id: string;
  publishedAt: Date;
}

export interface TrendingCandidatesOptions {
  /** How many of each category's newest articles are candidates. */
  perCategory: number;
  /** How far back a candidate may have been published. */
  windowMs: number;
  /** How long a category's list is kept before it is read again (new articles show within this). */
  keptMs?: number;
}

interface Kept {
  list: TrendingCandidate[];
  /** From when (the time it was read for) until when the list is right. */
  from: number;
  until: number;
}

/**
 * Each category's Trending candidates — its newest articles published within the window — kept
 * between reads. Trending is ranked again whenever a vote or an opinion changes a count, up to once a
 * second per list of categories; reading each category's candidates from the database every time was
 * most of that ranking's cost (600 documents for the home page's three categories). Which articles
 * are candidates only changes when one is published: a list is kept until the next article the
 * category has scheduled is due, and at most `keptMs`, after which articles stored meanwhile show.
 * Candidates that fall out of the window as time passes are dropped from the kept list, which is
 * exactly what a read would then answer.
 */
export function createTrendingCandidates(deps: { models: Pick<Models, "Article"> }, options: TrendingCandidatesOptions) {
  const keptMs = options.keptMs ?? 5_000;
  const kept = new Map<NewsCategory, Kept>();
  const reading = new Map<NewsCategory, Promise<Kept>>();

  async function read(category: NewsCategory, at: number): Promise<Kept> {
    const { Article } = deps.models;
    const [newest, next] = await Promise.all([
      Article.collection
        .find<{ _id: unknown; publishedAt: Date }>(
          { category, publishedAt: { $gte: new Date(at - options.windowMs), $lte: new Date(at) }, ...LISTED },
          { projection: { publishedAt: 1 } },
        )
        .sort({ publishedAt: -1 })
        .limit(options.perCategory)
        .toArray(),
      // The next article due: from then on the list would leave it out.
      Article.collection
        .find<{ publishedAt: Date }>({ category, publishedAt: { $gt: new Date(at) }, ...LISTED }, { projection: { _id: 0, publishedAt: 1 } })
        .sort({ publishedAt: 1 })
        .limit(1)
        .toArray(),
    ]);
    const due = next[0]?.publishedAt.getTime() ?? Number.POSITIVE_INFINITY;
    return { list: newest.map((a) => ({ id: String(a._id), publishedAt: a.publishedAt })), from: at, until: Math.min(at + keptMs, due) };
  }

  function listOf(category: NewsCategory, at: number): Promise<Kept> {
    const list = kept.get(category);
    if (list && at >= list.from && at < list.until) return Promise.resolve(list);
    let pending = reading.get(category);
    if (!pending) {
      pending = read(category, at)
        .then((fresh) => {
          kept.set(category, fresh);
          return fresh;
        })
        .finally(() => reading.delete(category));
      reading.set(category, pending);
    }
    return pending;
  }

  return {
    /** The category's candidates at `now`, newest first. */
    async of(category: NewsCategory, now: Date): Promise<TrendingCandidate[]> {
      const at = now.getTime();
      let list = await listOf(category, at);
      // A read shared with another caller, for another time, may not cover this one.
      if (at < list.from || at >= list.until) list = await read(category, at);
      const since = at - options.windowMs;
      return list.list.filter((c) => c.publishedAt.getTime() >= since && c.publishedAt.getTime() <= at);
    },
  };
}
export type TrendingCandidates = ReturnType<typeof createTrendingCandidates>;
