/**
 * Hot score of the server rules: engagement over age, so a busy new story beats an old one.
 * (upvotes + downvotes + 2·totalComments + 1) / (ageHours + 2)^1.5
 */
export function hotScore(article: { upvotes: number; downvotes: number; totalComments: number; publishedAt: Date }, now: Date): number {
  const ageHours = Math.max(0, (now.getTime() - article.publishedAt.getTime()) / 3_600_000);
  return (article.upvotes + article.downvotes + 2 * article.totalComments + 1) / Math.pow(ageHours + 2, 1.5);
}
