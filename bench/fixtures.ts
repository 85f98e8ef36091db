import { NEWS_CATEGORIES } from "@pnyx/contract";
import type { Models } from "../server/src/models";

/**
 * The benchmarks' articles: the categories in turn, published over the last 30 days (scattered, so
 * no category's newest are all one article's neighbours), with counts of their own; 5,000 a command.
 */
export async function insertBenchArticles(Article: Models["Article"], count: number, now: number): Promise<void> {
  for (let start = 0; start < count; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - start) }, (_, j) => {
      const i = start + j;
      return {
        category: NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!,
        title: `Bench article ${i}`,
        content: `Paragraph one of article ${i}.\n\nParagraph two.`,
        source: "Bench Wire",
        publishedAt: new Date(now - ((i * 7919) % (30 * 24 * 60)) * 60_000),
        upvotes: i % 17,
        downvotes: i % 5,
        totalComments: i % 3,
        image: null,
        link: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
    });
    await Article.insertMany(batch, { lean: true });
  }
}
