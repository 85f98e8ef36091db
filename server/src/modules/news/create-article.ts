import type { ServiceDeps } from "../../services";
import { isDuplicateKey } from "../../platform/database-errors";
import { changed } from "../freshness/changes";
import type { ArticleDoc } from "./model";

/** What a new article says; its counters and timestamps start here, the listing fields from the schema's defaults when left out. */
export type NewArticle = Pick<ArticleDoc, "category" | "title" | "content" | "image" | "source" | "publishedAt"> & { link: string } & Partial<
    Pick<ArticleDoc, "listed" | "publisherId" | "signedAt" | "listingLocked">
  >;

/**
 * Stores the article for `article.link` unless one is stored already, and announces it to the lists
 * when it is new and listed. The one way an article is made after the seed set: a feed item (news
 * ingest) and a publisher page's thread (the embed). An article already stored is left exactly as it
 * is (no field and no `updatedAt` rewritten), so repeated polls, several instances and two pages at
 * once never duplicate it or overwrite its counters. Answers whether this call made it.
 */
export async function createArticle(deps: Pick<ServiceDeps, "models" | "cache">, article: NewArticle, now: Date): Promise<boolean> {
  let created: boolean;
  try {
    const write = await deps.models.Article.updateOne(
      { link: article.link },
      { $setOnInsert: { ...article, upvotes: 0, downvotes: 0, totalComments: 0, createdAt: now, updatedAt: now } },
      { upsert: true, timestamps: false },
    );
    created = write.upsertedCount > 0;
  } catch (error) {
    // Another instance or page stored the same link between our match and our insert.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  if (created && article.listed !== false) changed(deps.cache, { kind: "articlesAdded" });
  return created;
}
