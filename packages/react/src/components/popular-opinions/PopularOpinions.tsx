import { MESSAGES, PAGE_SIZES, TRUNCATE, type PopularOpinion, WIDGET_TEXTS } from "@pnyx/contract";
import { createElement } from "react";
import { Link } from "react-aria-components";
import { usePopularOpinions } from "../../hooks/opinions";
import { ArticleImage, defaultArticleHref } from "../news-card/NewsCard";
import { cx, longDate, relativeTime, truncate } from "../../helpers/format";
import { FailedState, InfiniteListEnd } from "../internal/ListStatus";
import { MiniAvatar } from "../internal/MiniAvatar";
import * as shared from "../internal/shared.css";
import { OpinionCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import { defaultProfileHref, type OpinionCardStrings } from "../opinion-thread/OpinionCard";
import { uniqueOpinions } from "../opinion-thread/OpinionThread";
import * as opinionStyles from "../opinion-thread/OpinionThread.css";
import { VoteButtons, type VoteButtonsStrings } from "../vote-buttons/VoteButtons";
import * as styles from "./PopularOpinions.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";
import { FoldedPiece, useFold, type ModerationMarksStrings } from "../moderation/member-marks";

export interface PopularOpinionsStrings {
  /** Name of the list, for screen readers. */
  list: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  empty: string;
  noMore: string;
  opinionBy: OpinionCardStrings["opinionBy"];
  imageAlt: OpinionCardStrings["imageAlt"];
  votes: Partial<VoteButtonsStrings>;
  /** The fold of an ignored member's opinion (MODERATION_TEXTS.ignoredFolded, ignoredShow). */
  moderation: Partial<ModerationMarksStrings>;
}

export const defaultPopularOpinionsStrings: PopularOpinionsStrings = {
  list: "Popular opinions",
  loading: WIDGET_TEXTS.loadingOpinions,
  loadingMore: "Loading more opinions…",
  loadMore: WIDGET_TEXTS.loadMoreOpinions,
  failed: "Could not load the opinions",
  retry: "Try again",
  empty: MESSAGES.noOpinions,
  noMore: MESSAGES.noMoreOpinions,
  opinionBy: (author) => `Opinion by ${author}`,
  imageAlt: (author) => `Image shared by ${author}`,
  votes: {},
  moderation: {},
};

export interface PopularOpinionsProps {
  /** Opinions per page: 9 by default (/topOpinions); 3 on the home page. */
  pageSize?: number;
  /** Keep loading pages as the end comes near, until the last ('No more opinions available'). */
  infinite?: boolean;
  className?: string;
  strings?: Partial<PopularOpinionsStrings>;
  /** The article an opinion is about; `/details/{id}` by default. */
  articleHrefFor?: (postId: string) => string;
  profileHrefFor?: (name: string) => string;
  /** Level of each card's article title; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** The most liked opinions across articles, each with the article it is about; an ignored member's are folded. */
export function PopularOpinions({
  pageSize = PAGE_SIZES.popularOpinions,
  infinite = false,
  className,
  strings,
  articleHrefFor = defaultArticleHref,
  profileHrefFor = defaultProfileHref,
  headingLevel = 3,
}: PopularOpinionsProps) {
  const s = useStrings("popularOpinions", defaultPopularOpinionsStrings, strings);
  const query = usePopularOpinions(pageSize);

  if (query.isPending) {
    return (
      <SkeletonList
        label={s.loading}
        count={Math.min(pageSize, 6)}
        className={cx(styles.root, part("popular-opinions"), className)}
        listClassName={cx(styles.grid, part("popular-opinions", "list"))}
        itemClassName={cx(styles.item, part("popular-opinions", "item"))}
      >
        <OpinionCardSkeleton />
      </SkeletonList>
    );
  }
  if (query.isError && !query.data) {
    return <FailedState className={cx(styles.root, part("popular-opinions"), className)} message={s.failed} />;
  }

  const pages = infinite ? query.data.pages : query.data.pages.slice(0, 1);
  const opinions = uniqueOpinions(pages.flatMap((page) => page.comments));
  if (opinions.length === 0) {
    return (
      <div className={cx(styles.root, part("popular-opinions"), className)}>
        <p className={shared.message}>{s.empty}</p>
      </div>
    );
  }
  return (
    <section className={cx(styles.root, part("popular-opinions"), className)} aria-label={s.list}>
      <ul className={cx(styles.grid, part("popular-opinions", "list"))}>
        {opinions.map((opinion) => (
          <li key={opinion._id} className={cx(styles.item, part("popular-opinions", "item"))}>
            <PopularOpinionCard
              opinion={opinion}
              s={s}
              articleHref={articleHrefFor(opinion.post._id)}
              profileHref={profileHrefFor(opinion.author)}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {infinite ? <InfiniteListEnd query={query} strings={s} /> : null}
    </section>
  );
}

function PopularOpinionCard({
  opinion,
  s,
  articleHref,
  profileHref,
  headingLevel,
}: {
  opinion: PopularOpinion;
  s: PopularOpinionsStrings;
  articleHref: string;
  profileHref: string;
  headingLevel: 2 | 3 | 4;
}) {
  // An ignored member's opinion is folded here too; Show unfolds it.
  const fold = useFold(opinion.author);
  if (fold.folded) {
    return (
      <article
        className={cx(styles.card_, part("popular-opinions", "card"))}
        aria-label={s.opinionBy(opinion.author)}
        data-opinion-id={opinion._id}
        data-folded=""
      >
        <FoldedPiece name={opinion.author} onShow={fold.show} strings={s.moderation} />
      </article>
    );
  }
  return (
    <article className={cx(styles.card_, part("popular-opinions", "card"))} aria-label={s.opinionBy(opinion.author)} data-opinion-id={opinion._id}>
      <div className={styles.articleRow}>
        <div className={styles.thumb}>
          <ArticleImage src={opinion.post.image} className={styles.thumb} sizes="48px" width={48} height={48} />
        </div>
        {createElement(
          `h${headingLevel}`,
          { className: styles.articleTitle },
          <Link href={articleHref} className={opinionStyles.author}>
            {truncate(opinion.post.title, TRUNCATE.cardTitle)}
          </Link>,
        )}
      </div>
      <p className={cx(styles.text, part("popular-opinions", "body"))}>{opinion.text}</p>
      {opinion.image ? <img src={opinion.image} alt={s.imageAlt(opinion.author)} className={opinionStyles.image} loading="lazy" decoding="async" /> : null}
      <div className={styles.who}>
        <MiniAvatar src={opinion.profilePicture?.url} name={opinion.author} size="sm" />
        <Link href={profileHref} className={opinionStyles.author}>
          {opinion.author}
        </Link>
        <time suppressHydrationWarning dateTime={opinion.createdAt} title={longDate(opinion.createdAt)} className={shared.meta}>
          {relativeTime(opinion.createdAt)}
        </time>
      </div>
      <VoteButtons comment={opinion} strings={s.votes} />
    </article>
  );
}
