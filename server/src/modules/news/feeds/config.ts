/**
 * Which feeds to poll: `NEWS_FEEDS` is a comma-separated list of `Category=URL` pairs, one per feed:
 *
 *   NEWS_FEEDS=Technology=https://example.org/tech.rss,World=https://example.org/world.atom
 *
 * - Category is one of NEWS_CATEGORIES (General, Entertainment, Technology, Science, Health, Business,
 *   Sports, World), matched without regard to case; a category may have several feeds.
 * - URL is an absolute http:// or https:// address. A comma inside a URL must be written as %2C.
 * - Spaces around entries are ignored, and so are empty entries; unset or empty means no feeds.
 */
import { NEWS_CATEGORIES, type NewsCategory } from "@pnyx/contract";
import { httpUrl } from "./limits";

export interface FeedConfig {
  category: NewsCategory;
  url: string;
}

/** Reads `NEWS_FEEDS`; throws an Error naming the first bad entry. */
export function parseNewsFeedsConfig(value: string | undefined): FeedConfig[] {
  if (!value || !value.trim()) return [];
  const feeds: FeedConfig[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const eq = entry.indexOf("=");
    if (eq <= 0) throw new Error(`NEWS_FEEDS: entry "${entry}" is not of the form Category=URL`);
    const name = entry.slice(0, eq).trim();
    const address = entry.slice(eq + 1).trim();
    const category = NEWS_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!category) {
      throw new Error(`NEWS_FEEDS: entry "${entry}" has unknown category "${name}" (expected one of ${NEWS_CATEGORIES.join(", ")})`);
    }
    const url = httpUrl(address);
    if (!url) throw new Error(`NEWS_FEEDS: entry "${entry}" needs an absolute http:// or https:// URL`);
    const key = `${category} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    feeds.push({ category, url });
  }
  return feeds;
}
