import type { CommunityPostSummary } from "@pnyx/contract";
import { containsPattern } from "../../platform/text-search";
import type { ServiceDeps } from "../../services";
import { LISTED } from "../news/model";
import { presentSummaries } from "../news/present";

const MAX_RESULTS = 50;

/** Search over listed news and verified community posts; the text is matched literally, never as a pattern. */
export function createSearchService(deps: Pick<ServiceDeps, "models" | "now" | "pictures" | "cache">) {
  const { Article, CommunityPost } = deps.models;
  return {
    async search(text: string) {
      const pattern = containsPattern(text);
      const [articles, posts] = await Promise.all([
        Article.find({ $or: [{ title: pattern }, { content: pattern }], publishedAt: { $lte: deps.now() }, ...LISTED }, { content: 0 })
          .sort({ publishedAt: -1 })
          .limit(MAX_RESULTS)
          .lean(),
        CommunityPost.find({ status: "verified", hidden: { $ne: true }, $or: [{ title: pattern }, { description: pattern }] })
          .sort({ createdAt: -1 })
          .limit(MAX_RESULTS)
          .lean(),
      ]);
      const pictures = await deps.pictures.of(posts.map((p) => p.author));
      const communityPosts: CommunityPostSummary[] = posts.map((p) => ({
        _id: p._id.toString(),
        communityId: p.communityId,
        title: p.title,
        description: p.description,
        image: p.image,
        author: p.author,
        createdAt: p.createdAt.toISOString(),
        upvotes: Math.max(0, p.upvotes),
        downvotes: Math.max(0, p.downvotes),
        totalComments: Math.max(0, p.totalComments),
        profilePicture: pictures.get(p.author) ?? null,
      }));
      return { posts: await presentSummaries(deps, articles), communityPosts };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
