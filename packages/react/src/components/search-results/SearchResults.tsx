import { MESSAGES, TRUNCATE, type ArticleSummary, type CommunityPostSummary } from "@pnyx/contract";
import { createElement } from "react";
import { Link, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useSearch } from "../../hooks/search";
import { ArticleImage, defaultArticleHref } from "../news-card/NewsCard";
import { cx, likes, opinionsAndReplies, relativeTime, truncate } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { MemberLink } from "../internal/MemberLink";
import * as shared from "../internal/shared.css";
import { ResultCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import * as styles from "./SearchResults.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface SearchResultsStrings {
  heading: (count: number, text: string) => string;
  tabs: string;
  news: (count: number) => string;
  community: (count: number) => string;
  loading: string;
  failed: string;
  enterSomething: string;
  noNews: string;
  noCommunityPosts: string;
  loginToViewArticle: string;
  byAuthor: (author: string) => string;
  /** Likes and the opinions-and-replies count. */
  stats: (likes: number, opinionsAndReplies: number) => string;
}

export const defaultSearchResultsStrings: SearchResultsStrings = {
  heading: (count, text) => `${count} ${count === 1 ? "result" : "results"} for "${text}"`,
  tabs: "Search results",
  news: (count) => `News (${count})`,
  community: (count) => `Community (${count})`,
  loading: "Searching…",
  failed: "Could not search right now",
  enterSomething: MESSAGES.enterSomething,
  noNews: MESSAGES.noNewsFound,
  noCommunityPosts: MESSAGES.noCommunityPostsFound,
  loginToViewArticle: MESSAGES.loginToViewArticle,
  byAuthor: (author) => `by ${author}`,
  stats: (likeCount, comments) => `${likes(likeCount)} · ${opinionsAndReplies(comments)}`,
};

export interface SearchResultsProps {
  /** What was searched (e.g. from /search/{searchText}). */
  searchText: string;
  className?: string;
  strings?: Partial<SearchResultsStrings>;
  /** A news result's page; `/details/{id}` by default. */
  articleHrefFor?: (id: string) => string;
  /** A community post's page; `/cpostdetails/{id}` by default. */
  communityPostHrefFor?: (id: string) => string;
  /** Level of the "{n} results" heading; 1 (default) on the search page. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * Search results in two tabs, News (default) and Community, under a heading with the total count.
 * Visitors who open a news result are asked to log in instead.
 */
export function SearchResults({
  searchText,
  className,
  strings,
  articleHrefFor = defaultArticleHref,
  communityPostHrefFor = (id) => `/cpostdetails/${id}`,
  headingLevel = 1,
}: SearchResultsProps) {
  const s = useStrings("searchResults", defaultSearchResultsStrings, strings);
  const text = searchText.trim();
  const search = useSearch(text);

  if (!text) {
    return (
      <div className={cx(styles.root, part("search-results"), className)}>
        <p role="alert" className={shared.message}>
          {s.enterSomething}
        </p>
      </div>
    );
  }
  if (search.isPending) {
    return (
      <SkeletonList
        label={s.loading}
        count={4}
        className={cx(styles.root, part("search-results"), className)}
        listClassName={styles.grid}
        itemClassName={styles.item}
      >
        <ResultCardSkeleton />
      </SkeletonList>
    );
  }
  if (search.isError) {
    return (
      <FailedState
        className={cx(styles.root, part("search-results"), className)}
        message={search.error.code === "invalid_input" ? search.error.message : s.failed}
      />
    );
  }

  const { posts, communityPosts } = search.data;
  const titleLevel = Math.min(headingLevel + 1, 4);
  return (
    <section className={cx(styles.root, part("search-results"), className)} aria-label={s.tabs}>
      {createElement(`h${headingLevel}`, { className: styles.heading }, s.heading(posts.length + communityPosts.length, text))}
      <Tabs defaultSelectedKey="news">
        <TabList aria-label={s.tabs} className={styles.tabList}>
          <Tab id="news" className={styles.tab}>
            {s.news(posts.length)}
          </Tab>
          <Tab id="community" className={styles.tab}>
            {s.community(communityPosts.length)}
          </Tab>
        </TabList>
        <TabPanel id="news" className={styles.panel}>
          {posts.length === 0 ? (
            <p className={shared.message}>{s.noNews}</p>
          ) : (
            <ul className={styles.grid}>
              {posts.map((article) => (
                <li key={article._id} className={styles.item}>
                  <NewsResult article={article} href={articleHrefFor(article._id)} s={s} titleLevel={titleLevel} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel id="community" className={styles.panel}>
          {communityPosts.length === 0 ? (
            <p className={shared.message}>{s.noCommunityPosts}</p>
          ) : (
            <ul className={styles.grid}>
              {communityPosts.map((post) => (
                <li key={post._id} className={styles.item}>
                  <CommunityResult post={post} href={communityPostHrefFor(post._id)} s={s} titleLevel={titleLevel} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </Tabs>
    </section>
  );
}

function NewsResult({ article, href, s, titleLevel }: { article: ArticleSummary; href: string; s: SearchResultsStrings; titleLevel: number }) {
  const title = truncate(article.title, TRUNCATE.cardTitle);
  return (
    <article className={styles.result} data-article-id={article._id}>
      <div className={styles.thumb}>
        <ArticleImage src={article.image} className={styles.thumb} />
      </div>
      <div className={styles.resultBody}>
        {createElement(
          `h${titleLevel}`,
          { className: styles.resultTitle },
          <MemberLink href={href} loginMessage={s.loginToViewArticle} className={styles.titleAction}>
            {title}
          </MemberLink>,
        )}
        <p className={styles.meta}>
          {truncate(article.source, TRUNCATE.newsCardName)} ·{" "}
          <time suppressHydrationWarning dateTime={article.publishedAt}>
            {relativeTime(article.publishedAt)}
          </time>
        </p>
        <p className={styles.stats}>{s.stats(article.upvotes, article.totalComments)}</p>
      </div>
    </article>
  );
}

function CommunityResult({ post, href, s, titleLevel }: { post: CommunityPostSummary; href: string; s: SearchResultsStrings; titleLevel: number }) {
  return (
    <article className={styles.result} data-post-id={post._id}>
      {post.image ? (
        <div className={styles.thumb}>
          <ArticleImage src={post.image} className={styles.thumb} />
        </div>
      ) : null}
      <div className={styles.resultBody}>
        {createElement(
          `h${titleLevel}`,
          { className: styles.resultTitle },
          <Link href={href} className={styles.titleAction}>
            {truncate(post.title, TRUNCATE.cardTitle)}
          </Link>,
        )}
        <p className={styles.description}>{truncate(post.description, TRUNCATE.description)}</p>
        <p className={styles.stats}>
          {s.byAuthor(post.author)} ·{" "}
          <time suppressHydrationWarning dateTime={post.createdAt}>
            {relativeTime(post.createdAt)}
          </time>{" "}
          · {s.stats(post.upvotes, post.totalComments)}
        </p>
      </div>
    </article>
  );
}
