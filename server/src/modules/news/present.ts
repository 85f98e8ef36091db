import { NewsCategory, type Article, type ArticleSummary } from "@pnyx/contract";
import type { Models } from "../../models";
import type { PictureBook } from "../users/pictures";
import type { ArticleDoc, ArticleListDoc } from "./model";

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
  };
}

interface TopOpinion {
  _id: unknown;
  postId: string;
  text: string;
  author: string;
  createdAt: Date;
  upvotes: number;
  downvotes: number;
}

const TOP_OPINION_FIELDS = { postId: 1, text: 1, author: 1, createdAt: 1, upvotes: 1, downvotes: 1 } as const;

/**
 * Feed items: each article with its top opinion — the most upvoted top-level one, newest first among
 * equals, as the thread's "top" order. One indexed read of a single entry per article (the thread
 * index holds that order), sent together, instead of gathering and sorting every opinion of the page.
 */
export async function presentSummaries(deps: { models: Pick<Models, "Comment">; pictures: PictureBook }, docs: ArticleListDoc[]): Promise<ArticleSummary[]> {
  const { models } = deps;
  if (docs.length === 0) return [];
  const tops = (
    await Promise.all(
      docs.map((doc) =>
        models.Comment.collection.findOne<TopOpinion>(
          { postId: doc._id.toString(), parentId: null },
          { sort: { upvotes: -1, createdAt: -1 }, projection: TOP_OPINION_FIELDS },
        ),
      ),
    )
  ).filter((top) => top !== null);
  const byPost = new Map(tops.map((t) => [t.postId, t]));
  const pictures = await deps.pictures.of(tops.map((t) => t.author));
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
      opinionId: top ? String(top._id) : null,
      opinion: top?.text ?? null,
      opinionAuthorName: top?.author ?? null,
      opinionAuthorPhoto: top ? (pictures.get(top.author)?.url ?? null) : null,
      opinionDate: top ? new Date(top.createdAt).toISOString() : null,
      commentUpvotes: top ? Math.max(0, top.upvotes) : null,
      commentDownvotes: top ? Math.max(0, top.downvotes) : null,
    };
  });
}
