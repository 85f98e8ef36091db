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

/** Feed items: each article with its most upvoted top-level opinion (one aggregate for the page). */
export async function presentSummaries(deps: { models: Pick<Models, "Comment">; pictures: PictureBook }, docs: ArticleListDoc[]): Promise<ArticleSummary[]> {
  const { models } = deps;
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d._id.toString());
  const tops = await models.Comment.aggregate<{
    _id: string;
    commentId: unknown;
    text: string;
    author: string;
    createdAt: Date;
    upvotes: number;
    downvotes: number;
  }>([
    { $match: { postId: { $in: ids }, parentId: null } },
    { $sort: { upvotes: -1, createdAt: 1 } },
    {
      $group: {
        _id: "$postId",
        commentId: { $first: "$_id" },
        text: { $first: "$text" },
        author: { $first: "$author" },
        createdAt: { $first: "$createdAt" },
        upvotes: { $first: "$upvotes" },
        downvotes: { $first: "$downvotes" },
      },
    },
  ]);
  const byPost = new Map(tops.map((t) => [t._id, t]));
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
      opinionId: top ? String(top.commentId) : null,
      opinion: top?.text ?? null,
      opinionAuthorName: top?.author ?? null,
      opinionAuthorPhoto: top ? (pictures.get(top.author)?.url ?? null) : null,
      opinionDate: top ? new Date(top.createdAt).toISOString() : null,
      commentUpvotes: top ? Math.max(0, top.upvotes) : null,
      commentDownvotes: top ? Math.max(0, top.downvotes) : null,
    };
  });
}
