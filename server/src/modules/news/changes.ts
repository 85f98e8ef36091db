import { CACHE_TAGS, type ResponseCache } from "../../platform/response-cache";

/**
 * Drops every cached answer that shows something of this article: the article, its opinion threads,
 * the feeds (counts, top opinion) and popular opinions. The one place that knows that list.
 */
export function articleChanged(cache: ResponseCache, postId: string): void {
  cache.invalidate(CACHE_TAGS.article(postId));
  cache.invalidate(CACHE_TAGS.opinions(postId));
  cache.invalidate(CACHE_TAGS.feeds);
  cache.invalidate(CACHE_TAGS.popularOpinions);
}
