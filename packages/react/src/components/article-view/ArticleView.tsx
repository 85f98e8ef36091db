import { MESSAGES, type Article } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, Link } from "react-aria-components";
import { useArticle, useNeighbour } from "../../hooks/news";
import * as forms from "../internal/forms/forms.css";
import { ArticleImage, defaultArticleHref } from "../news-card/NewsCard";
import { collapseBlankLines, cx, longDate, opinionsAndReplies } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { ArticleSkeleton } from "../skeletons/Skeletons";
import { useToast } from "../toasts/ToastProvider";
import { VoteButtons, type VoteButtonsStrings } from "../vote-buttons/VoteButtons";
import * as styles from "./ArticleView.css";
import { collapseText } from "./collapse-text";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ArticleViewStrings {
  loading: string;
  notFound: string;
  failed: string;
  seeMore: string;
  seeLess: string;
  previous: string;
  next: string;
  /** Name of the previous/next pair. */
  navigation: string;
  readAtSource: (source: string) => string;
  /** The article's opinions and replies, counted as the news cards count them. */
  opinionCount: (count: number) => string;
  noNewArticles: string;
  votes: Partial<VoteButtonsStrings>;
}

/** An article's own address on its publisher's site (a feed's or an embedding page's). */
const ABSOLUTE_WEB_ADDRESS = /^https?:\/\//i;

export const defaultArticleViewStrings: ArticleViewStrings = {
  loading: "Loading article…",
  notFound: "This article does not exist",
  failed: "Could not load this article",
  seeMore: "See more",
  seeLess: "See less",
  previous: "Previous",
  next: "Next",
  navigation: "More articles",
  readAtSource: (source) => `Read it at ${source}`,
  opinionCount: opinionsAndReplies,
  noNewArticles: MESSAGES.noNewArticles,
  votes: {},
};

export interface ArticleViewProps {
  /** The article's id (e.g. from /details/{id}). */
  id: string;
  /**
   * Called with the id of the previous/next article (e.g. the router's navigate); by default the
   * page goes to `hrefFor(id)`.
   */
  onNavigate?: (id: string) => void;
  /** The article page of an id, for the default navigation; `/details/{id}` by default. */
  hrefFor?: (id: string) => string;
  className?: string;
  strings?: Partial<ArticleViewStrings>;
  /** Texts longer than this many characters are collapsed until 'See more'; 700 by default. */
  collapseAfter?: number;
  /** Level of the title; 1 (default) on the article page. */
  headingLevel?: 1 | 2 | 3;
  /** Where the opinion count leads: the opinions below (`#opinions`) by default. */
  opinionsHref?: string;
  /**
   * The picture is the page's main one, as on an article's page: it loads at once with high priority,
   * and is preloaded when server-rendered. True by default; pass false when the view sits lower on a page.
   */
  priority?: boolean;
  /** How wide the picture shows at each screen width (the `sizes` of its copies); by default 860 px from 900 px, the screen's width below. */
  imageSizes?: string;
}

/** The reference site's article column: 860 px at most. */
const DEFAULT_IMAGE_SIZES = "(min-width: 900px) 860px, 100vw";

/**
 * An article's page: title, source, date ("22 November 2026"), picture, text (long texts collapsed
 * at a sentence or paragraph end until 'See more'), likes and dislikes, and previous (older) / next (newer) article buttons.
 */
export function ArticleView({
  id,
  onNavigate,
  hrefFor = defaultArticleHref,
  className,
  strings,
  collapseAfter = 700,
  headingLevel = 1,
  opinionsHref = "#opinions",
  priority = true,
  imageSizes = DEFAULT_IMAGE_SIZES,
}: ArticleViewProps) {
  const s = useStrings("articleView", defaultArticleViewStrings, strings);
  const navigate = onNavigate ?? ((next: string) => window.location.assign(hrefFor(next)));
  const { data: article, isPending, error } = useArticle(id);

  if (isPending) {
    return (
      <div className={cx(styles.root, part("article-view"), className)} aria-busy="true">
        <p role="status" className={shared.visuallyHidden}>
          {s.loading}
        </p>
        <div aria-hidden="true">
          <ArticleSkeleton mediaClassName={styles.media} />
        </div>
      </div>
    );
  }
  if (error) {
    return <FailedState className={cx(styles.root, part("article-view"), className)} message={error.status === 404 ? s.notFound : s.failed} />;
  }
  // Keyed by id: 'See more' starts collapsed on every article.
  return (
    <ArticleBody
      key={article._id}
      article={article}
      s={s}
      className={className}
      onNavigate={navigate}
      collapseAfter={collapseAfter}
      headingLevel={headingLevel}
      opinionsHref={opinionsHref}
      picture={{ priority, sizes: imageSizes }}
    />
  );
}

function ArticleBody({
  article,
  s,
  className,
  onNavigate,
  collapseAfter,
  headingLevel,
  opinionsHref,
  picture,
}: {
  article: Article;
  s: ArticleViewStrings;
  className: string | undefined;
  onNavigate: (id: string) => void;
  collapseAfter: number;
  headingLevel: 1 | 2 | 3;
  opinionsHref: string;
  picture: { priority: boolean; sizes: string };
}) {
  const toast = useToast();
  const neighbour = useNeighbour();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const titleId = useId();
  const text = collapseBlankLines(article.content).trim();
  const long = text.length > collapseAfter;
  const shown = long && !expanded ? collapseText(text, collapseAfter) : text;

  const go = (type: "previous" | "next") =>
    neighbour.mutate(
      { type, time: article.publishedAt, cat: article.category },
      {
        onSuccess: ({ id }) => {
          if (id) onNavigate(id);
          else toast.show(s.noNewArticles);
        },
        onError: (failure) => toast.show(failure.message, { tone: "error" }),
      },
    );

  return (
    <article className={cx(styles.root, part("article-view"), className)} aria-labelledby={titleId}>
      {article.image ? (
        <div className={cx(styles.media, part("article-view", "media"))}>
          <ArticleImage src={article.image} className={styles.image} sizes={picture.sizes} priority={picture.priority} />
        </div>
      ) : null}
      <div className={cx(styles.body, part("article-view", "body"))}>
        <span className={styles.category}>{article.category}</span>
        {createElement(`h${headingLevel}`, { className: cx(styles.title, part("article-view", "title")), id: titleId }, article.title)}
        <p className={cx(styles.byline, part("article-view", "meta"))}>
          <span className={styles.source}>{article.source}</span>
          <time suppressHydrationWarning dateTime={article.publishedAt}>
            {longDate(article.publishedAt)}
          </time>
        </p>
        <div id={textId} className={cx(styles.text, part("article-view", "text"))}>
          {shown}
        </div>
        {long ? (
          <div>
            <Button className={shared.quietButton} aria-expanded={expanded} aria-controls={textId} onPress={() => setExpanded(!expanded)}>
              {expanded ? s.seeLess : s.seeMore}
            </Button>
          </div>
        ) : null}
        {article.link ? (
          <p className={styles.byline}>
            {ABSOLUTE_WEB_ADDRESS.test(article.link) ? (
              // Another site's address as it is: a router's link would resolve it as a path of this page
              // (/details/<id>/https:/…).
              <a href={article.link} target="_blank" rel="noopener noreferrer" className={cx(forms.link, styles.sourceLink)}>
                {s.readAtSource(article.source)}
              </a>
            ) : (
              <Link href={article.link} target="_blank" rel="noopener noreferrer" className={forms.link}>
                {s.readAtSource(article.source)}
              </Link>
            )}
          </p>
        ) : null}
        <div className={cx(styles.toolbar, part("article-view", "actions"))}>
          <div className={styles.reactions}>
            <VoteButtons article={article} strings={s.votes} className={part("article-view", "votes")} />
            <Link href={opinionsHref} className={forms.link}>
              {s.opinionCount(article.totalComments)}
            </Link>
          </div>
          <nav aria-label={s.navigation} className={cx(styles.navigation, part("article-view", "navigation"))}>
            <Button className={forms.secondaryButton} isDisabled={neighbour.isPending} onPress={() => go("previous")}>
              {s.previous}
            </Button>
            <Button className={forms.secondaryButton} isDisabled={neighbour.isPending} onPress={() => go("next")}>
              {s.next}
            </Button>
          </nav>
        </div>
      </div>
    </article>
  );
}
