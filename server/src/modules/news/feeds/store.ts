// Feed items become articles in their feed's category, each stored once per link (createArticle).
import type { ServiceDeps } from "../../../services";
import { createArticle } from "../create-article";
import type { FeedConfig } from "./config";
import type { FetchText } from "./fetch";
import { parseFeed } from "./parse";

export interface IngestResult {
  inserted: number;
  skipped: number;
  failed: Array<{ url: string; error: string }>;
}

/** What ingestion stores into and announces to. */
export type IngestDeps = Pick<ServiceDeps, "models" | "cache">;

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Fetches every feed and stores its new items in the feed's category. A feed that cannot be fetched or
 * parsed is listed in `failed` and the others go on. Items without a title or an http(s) link are
 * skipped, as are links already stored.
 */
export async function ingestFeeds(deps: IngestDeps, feeds: FeedConfig[], fetchText: FetchText, now: Date = new Date()): Promise<IngestResult> {
  const result: IngestResult = { inserted: 0, skipped: 0, failed: [] };
  for (const feed of feeds) {
    try {
      const items = parseFeed(await fetchText(feed.url), feed.url);
      const fallbackSource = new URL(feed.url).hostname.replace(/^www\./, "");
      for (const item of items) {
        if (!item.title || !item.link) {
          result.skipped++;
          continue;
        }
        const publishedAt = item.publishedAt && item.publishedAt.getTime() < now.getTime() ? item.publishedAt : now;
        const created = await createArticle(
          deps,
          {
            category: feed.category,
            title: item.title,
            // The model wants some text; a title-only item reads as its title.
            content: item.content || item.title,
            image: item.image,
            source: item.source || fallbackSource,
            link: item.link,
            publishedAt,
          },
          now,
        );
        if (created) result.inserted++;
        else result.skipped++;
      }
    } catch (error) {
      result.failed.push({ url: feed.url, error: errorMessage(error) });
    }
  }
  return result;
}
