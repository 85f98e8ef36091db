import { BREAKPOINTS, TRUNCATE, type ArticleSummary } from "@pnyx/contract";
import { createElement } from "react";
import { Link } from "react-aria-components";
import { cx, likes, opinionsAndReplies, relativeTime, truncate } from "../../helpers/format";
import { FallbackImage } from "../internal/FallbackImage";
import type { PictureLayout } from "../internal/ResponsiveImage";
import { MiniAvatar } from "../internal/MiniAvatar";
import * as shared from "../internal/shared.css";
import * as styles from "./NewsCard.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";
import { defaultArticleHref } from "../../helpers/hrefs";
export { defaultArticleHref } from "../../helpers/hrefs";

export interface NewsCardStrings {
  /** The card's call to action. */
  seeOpinions: string;
  /** Read before the top opinion, for screen readers. */
  topOpinion: string;
  /** Likes and the article's opinions-and-replies count. */
  stats: (likes: number, opinionsAndReplies: number) => string;
}

export const defaultNewsCardStrings: NewsCardStrings = {
  seeOpinions: "See/give opinions",
  topOpinion: "Top opinion",
  stats: (likeCount, comments) => `${likes(likeCount)} · ${opinionsAndReplies(comments)}`,
};

export interface NewsCardProps {
  article: ArticleSummary;
  className?: string;
  strings?: Partial<NewsCardStrings>;
  /** Where the title leads; `/details/{id}` by default. */
  hrefFor?: (id: string) => string;
  /** Where 'See/give opinions' leads; the article's opinions (`/details/{id}#opinions`) by default. */
  opinionsHrefFor?: (id: string) => string;
  /** "auto" (default): compact below 768 px, large above; or pin one. */
  layout?: "auto" | "compact" | "large";
  /** Level of the title's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The picture is the page's main one (the first card at the top of a page): it loads at once with
   * high priority, and is preloaded when server-rendered. False by default: it loads lazily.
   */
  priority?: boolean;
  /**
   * How wide the picture shows at each screen width (the `sizes` of its copies), for a page whose
   * grid differs from the default guess: 88 px when compact; 400 px from 768 px, and the screen's
   * width below, when large.
   */
  imageSizes?: string;
}

/** The default `sizes` of a card's picture by layout ("auto": compact below 768 px, large from 768 px). */
const CARD_IMAGE_SIZES: Record<NonNullable<NewsCardProps["layout"]>, string> = {
  compact: "88px",
  large: `(min-width: ${BREAKPOINTS.mobile}px) 400px, 100vw`,
  auto: `(min-width: ${BREAKPOINTS.mobile}px) 400px, 88px`,
};

/**
 * An article in a feed: picture (a placeholder when it fails), title cut at 70 characters, source
 * cut at 15, when it was published, its most liked opinion and a way to the opinions.
 */
export function NewsCard({
  article,
  className,
  strings,
  hrefFor = defaultArticleHref,
  opinionsHrefFor,
  layout = "auto",
  headingLevel = 3,
  priority = false,
  imageSizes = CARD_IMAGE_SIZES[layout],
}: NewsCardProps) {
  const s = useStrings("newsCard", defaultNewsCardStrings, strings);
  const href = hrefFor(article._id);
  const opinionsHref = opinionsHrefFor ? opinionsHrefFor(article._id) : `${href}#opinions`;
  return (
    <article className={cx(styles.root, part("news-card"), className)} data-layout={layout} data-article-id={article._id}>
      <div className={cx(styles.media, part("news-card", "media"))}>
        <ArticleImage src={article.image} className={styles.image} sizes={imageSizes} priority={priority} {...(layout === "compact" ? SQUARE : {})} />
      </div>
      <div className={cx(styles.body, part("news-card", "body"))}>
        {createElement(
          `h${headingLevel}`,
          { className: cx(styles.title, part("news-card", "title")) },
          <Link href={href} className={styles.titleLink}>
            {truncate(article.title, TRUNCATE.cardTitle)}
          </Link>,
        )}
        <p className={cx(styles.meta, part("news-card", "meta"))}>
          <span className={styles.source}>{truncate(article.source, TRUNCATE.newsCardName)}</span>
          <time suppressHydrationWarning dateTime={article.publishedAt}>
            {relativeTime(article.publishedAt)}
          </time>
        </p>
        {article.opinion && article.opinionAuthorName ? (
          <figure className={cx(styles.opinion, part("news-card", "opinion"))}>
            <MiniAvatar src={article.opinionAuthorPhoto} name={article.opinionAuthorName} size="sm" />
            <div className={styles.opinionBody}>
              <figcaption>
                <span className={shared.visuallyHidden}>{`${s.topOpinion}: `}</span>
                <span className={styles.opinionAuthor}>{truncate(article.opinionAuthorName, TRUNCATE.newsCardName)}</span>
              </figcaption>
              <blockquote className={styles.opinionText}>{article.opinion}</blockquote>
            </div>
          </figure>
        ) : null}
        <div className={cx(styles.footer, part("news-card", "footer"))}>
          <span className={styles.meta}>{s.stats(article.upvotes, article.totalComments)}</span>
          <Link href={opinionsHref} className={cx(styles.opinionsLink, part("news-card", "opinions-link"))}>
            {s.seeOpinions}
          </Link>
        </div>
      </div>
    </article>
  );
}

const NEWSPAPER = (
  <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 8h6M7 12h10M7 16h10" />
  </svg>
);

/** A compact card's thumbnail is square. */
const SQUARE = { width: 88, height: 88 } as const;

export interface ArticleImageProps extends Partial<PictureLayout> {
  src: string | null;
  className?: string;
}

/**
 * An article's picture, or a placeholder when there is none or it fails to load (decorative). Its
 * layout props default to a 16:9 picture as wide as the screen, loaded lazily.
 */
export function ArticleImage({ src, className, sizes = "100vw", width = 1280, height = 720, priority }: ArticleImageProps) {
  return <FallbackImage src={src} className={className} glyph={NEWSPAPER} sizes={sizes} width={width} height={height} priority={priority} />;
}
