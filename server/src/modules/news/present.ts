import { NewsCategory, type Article, type ArticleSummary } from "@pnyx/contract";
import type { Models } from "../../models";
import type { ResponseCache } from "../../platform/response-cache";
import type { PictureBook } from "../users/pictures";
import type { ArticleDoc, ArticleListDoc } from "./model";
import { topOpinionsOf } from "./top-opinions";

const category = (value: string) => (NewsCategory.safeParse(value).success ? value : "General") as Article["category"];

export function presentArticle(doc: ArticleDoc): Article {
  return {
    _id: doc._id.toString(),
    category: category(doc.category),
    title: doc.title,
    image: doc.image ?? null,
    source: doc.source,
    link: doc.link ?? null,
    content: doc.content,
    publishedAt: doc.publishedAt.toISOString(),
    upvotes: Math.max(0, doc.upvotes),
    downvotes: Math.max(0, doc.downvotes),
    totalComments: Math.max(0, doc.totalComments),
    listed: doc.listed !== false,
  };
}

/** Feed items: each article with its top opinion (top-opinions.ts) and that opinion's author's picture. */
export async function presentSummaries(
  deps: { models: Pick<Models, "Comment">; pictures: PictureBook; cache: ResponseCache },
  docs: ArticleListDoc[],
): Promise<ArticleSummary[]> {
  if (docs.length === 0) return [];
  const byPost = await topOpinionsOf(
    deps,
    docs.map((doc) => doc._id.toString()),
  );
  const pictures = await deps.pictures.of([...byPost.values()].map((t) => t.author));
  return docs.map((doc) => {
    const top = byPost.get(doc._id.toString());
    return {
      _id: doc._id.toString(),
      category: category(doc.category),
      title: doc.title,
      image: doc.image ?? null,
      source: doc.source,
      publishedAt: doc.publishedAt.toISOString(),
      upvotes: Math.max(0, doc.upvotes),
      downvotes: Math.max(0, doc.downvotes),
      totalComments: Math.max(0, doc.totalComments),
      opinionId: top?._id ?? null,
      opinion: top?.text ?? null,
      opinionAuthorName: top?.author ?? null,
      opinionAuthorPhoto: top ? (pictures.get(top.author)?.url ?? null) : null,
      opinionDate: top?.createdAt ?? null,
      commentUpvotes: top ? Math.max(0, top.upvotes) : null,
      commentDownvotes: top ? Math.max(0, top.downvotes) : null,
    };
  });
}
