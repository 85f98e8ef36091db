import { MESSAGES, type CommunityPostSummary } from "@pnyx/contract";
import { useCommunityPosts, useSubcategoryPosts } from "../../hooks/community-posts";
import { useStrings } from "../../strings-context";
import { cx } from "../../helpers/format";
import { FailedState, InfiniteListEnd, type InfiniteListQuery } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { CommunityPostCard, type CommunityPostCardProps } from "./CommunityPostCard";

export interface CommunityPostListStrings {
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  /** When a community has no verified posts. */
  emptyCommunity: string;
  /** When a sub-category has none. */
  emptySubcategory: string;
  /** When the community or sub-category does not exist (an address typed or kept from before). */
  notFound: string;
  noMore: string;
}

export const defaultCommunityPostListStrings: CommunityPostListStrings = {
  loading: "Loading posts…",
  loadingMore: "Loading more posts…",
  loadMore: "Load more posts",
  failed: "Could not load the posts",
  retry: "Try again",
  emptyCommunity: MESSAGES.noCommunityPosts,
  emptySubcategory: MESSAGES.noSubcategoryPosts,
  notFound: "There is no such community or sub-category.",
  noMore: "No more posts",
};

/** Whose posts: a community's (by id) or a sub-category's (its name as in the URL). */
export type CommunityPostSource = { communityId: string; subcategory?: never } | { subcategory: string; communityId?: never };

export interface CommunityPostListProps {
  source: CommunityPostSource;
  className?: string;
  strings?: Partial<CommunityPostListStrings>;
  cardProps?: Omit<CommunityPostCardProps, "post">;
}

/** Verified posts, newest first, loading more as the end of the list comes near. */
export function CommunityPostList({ source, ...rest }: CommunityPostListProps) {
  return source.communityId !== undefined ? (
    <CommunityPosts communityId={source.communityId} {...rest} />
  ) : (
    <SubcategoryPosts name={source.subcategory} {...rest} />
  );
}

type ListProps = Omit<CommunityPostListProps, "source">;

function CommunityPosts({ communityId, ...rest }: ListProps & { communityId: string }) {
  const query = useCommunityPosts(communityId);
  return <PostListView query={query} posts={query.data?.pages.flatMap((p) => p.posts)} kind="community" {...rest} />;
}

function SubcategoryPosts({ name, ...rest }: ListProps & { name: string }) {
  const query = useSubcategoryPosts(name);
  return <PostListView query={query} posts={query.data?.pages.flatMap((p) => p.topPosts)} kind="subcategory" {...rest} />;
}

function PostListView({
  query,
  posts,
  kind,
  className,
  strings,
  cardProps,
}: ListProps & {
  query: InfiniteListQuery & { isPending: boolean; isError: boolean; error: { status: number } | null; refetch: () => unknown };
  posts: CommunityPostSummary[] | undefined;
  kind: "community" | "subcategory";
}) {
  const s = useStrings("communityPostList", defaultCommunityPostListStrings, strings);
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (query.error?.status === 404) {
    return <p className={cx(shared.message, part("community-post-list", "not-found"), className)}>{s.notFound}</p>;
  }
  if (!posts) {
    return <FailedState className={className} message={s.failed} retry={{ label: s.retry, onRetry: query.refetch }} />;
  }
  if (posts.length === 0) {
    return (
      <p className={cx(shared.message, part("community-post-list", "empty"), className)}>{kind === "community" ? s.emptyCommunity : s.emptySubcategory}</p>
    );
  }
  const unique = [...new Map(posts.map((post) => [post._id, post])).values()];
  return (
    <div className={cx(part("community-post-list"), className)}>
      <ul className={shared.list}>
        {unique.map((post) => (
          <li key={post._id}>
            <CommunityPostCard post={post} {...cardProps} />
          </li>
        ))}
      </ul>
      <InfiniteListEnd query={query} strings={s} />
    </div>
  );
}
