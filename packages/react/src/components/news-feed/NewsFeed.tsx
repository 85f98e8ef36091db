import { MESSAGES, type FeedCategory, type NewsCategory } from "@pnyx/contract";
import { Button } from "react-aria-components";
import { useCategoryFeed } from "../../hooks/news";
import * as forms from "../internal/forms/forms.css";
import { NewsCard, type NewsCardProps, type NewsCardStrings } from "../news-card/NewsCard";
import { cx } from "../../helpers/format";
import { FailedState, InfiniteListEnd } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { NewsCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import * as styles from "./NewsFeed.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface NewsFeedStrings {
  /** Name of the list, for screen readers. */
  list: (category: FeedCategory) => string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  /** After the last page (and for a feed with no articles at all). */
  noMore: string;
  card: Partial<NewsCardStrings>;
}

export const defaultNewsFeedStrings: NewsFeedStrings = {
  list: (category) => `${category} news`,
  loading: "Loading articles…",
  loadingMore: "Loading more articles…",
  loadMore: "Load more articles",
  failed: "Could not load the articles",
  retry: "Try again",
  noMore: MESSAGES.noMoreArticles,
  card: {},
};

export interface NewsFeedProps {
  /** A news category, or "Trending" (mixes the member's categories). */
  category: FeedCategory;
  /** For Trending: the categories to mix; the member's chosen ones by default. */
  userCategories?: NewsCategory[];
  /** Articles per page (1–9). */
  pageSize?: number;
  className?: string;
  strings?: Partial<NewsFeedStrings>;
  hrefFor?: NewsCardProps["hrefFor"];
  opinionsHrefFor?: NewsCardProps["opinionsHrefFor"];
  cardLayout?: NewsCardProps["layout"];
  /** Heading level of each card's title; 2 by default (under the page's h1). */
  cardHeadingLevel?: NewsCardProps["headingLevel"];
  /**
   * How many of the first cards have the page's main pictures (the feed at the top of a page): they
   * load at once with high priority. 0 by default: every picture loads lazily.
   */
  priorityCount?: number;
}

/**
 * A category feed with infinite scroll: the next page loads as the end of the list comes near,
 * until an empty (or last) page, then 'No more articles available'.
 */
export function NewsFeed({
  category,
  userCategories,
  pageSize,
  className,
  strings,
  hrefFor,
  opinionsHrefFor,
  cardLayout,
  cardHeadingLevel = 2,
  priorityCount = 0,
}: NewsFeedProps) {
  const s = useStrings("newsFeed", defaultNewsFeedStrings, strings);
  const feed = useCategoryFeed(category, userCategories, pageSize !== undefined ? { pageSize } : {});

  if (feed.isPending) {
    return (
      <SkeletonList
        label={s.loading}
        count={6}
        className={cx(styles.root, part("news-feed"), className)}
        listClassName={cx(styles.grid, part("news-feed", "list"))}
        itemClassName={cx(styles.item, part("news-feed", "item"))}
      >
        <NewsCardSkeleton layout={cardLayout ?? "auto"} />
      </SkeletonList>
    );
  }
  if (feed.isError && !feed.data) {
    return (
      <FailedState className={cx(styles.root, part("news-feed"), className)} message={s.failed}>
        <div className={shared.listFooter}>
          <Button className={forms.secondaryButton} onPress={() => void feed.refetch()}>
            {s.retry}
          </Button>
        </div>
      </FailedState>
    );
  }

  // A page may repeat an article the previous one had (the feed moved meanwhile): show it once.
  const seen = new Set<string>();
  const articles = feed.data.pages.flatMap((page) => page.articles).filter((a) => !seen.has(a._id) && Boolean(seen.add(a._id)));
  return (
    <section className={cx(styles.root, part("news-feed"), className)} aria-label={s.list(category)} aria-busy={feed.isFetchingNextPage || undefined}>
      {articles.length > 0 ? (
        <ul className={cx(styles.grid, part("news-feed", "list"))}>
          {articles.map((article, index) => (
            <li key={article._id} className={cx(styles.item, part("news-feed", "item"))}>
              <NewsCard
                article={article}
                priority={index < priorityCount}
                strings={s.card}
                layout={cardLayout ?? "auto"}
                headingLevel={cardHeadingLevel}
                {...(hrefFor ? { hrefFor } : {})}
                {...(opinionsHrefFor ? { opinionsHrefFor } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <InfiniteListEnd query={feed} strings={s} />
    </section>
  );
}
