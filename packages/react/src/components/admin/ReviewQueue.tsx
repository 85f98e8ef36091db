import { FIXED_COMMUNITIES, TRUNCATE } from "@pnyx/contract";
import { createElement, useId } from "react";
import { Link } from "react-aria-components";
import { useReviewQueue } from "../../hooks/moderation";
import { useStrings } from "../../strings-context";
import { cx, relativeTime, truncate } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./admin.css";

export interface ReviewQueueStrings {
  heading: string;
  loading: string;
  failed: string;
  empty: string;
  by: (author: string, community: string) => string;
}

export const defaultReviewQueueStrings: ReviewQueueStrings = {
  heading: "Verify Posts",
  loading: "Loading posts awaiting review…",
  failed: "Could not load the posts awaiting review",
  empty: "No posts awaiting review",
  by: (author, community) => `by ${author} in ${community}`,
};

export const communityName = (id: string) => FIXED_COMMUNITIES.find((c) => c.id === id)?.name ?? id;

export interface ReviewQueueProps {
  className?: string;
  strings?: Partial<ReviewQueueStrings>;
  /** The review page of one post; `/admin/post/{id}` by default. */
  hrefFor?: (id: string) => string;
  headingLevel?: 1 | 2;
}

/** For administrators: the posts awaiting review, oldest first, each opening its review page. */
export function ReviewQueue({ className, strings, hrefFor = (id) => `/admin/post/${id}`, headingLevel = 1 }: ReviewQueueProps) {
  const s = useStrings("reviewQueue", defaultReviewQueueStrings, strings);
  const queue = useReviewQueue();
  const headingId = useId();
  return (
    <section className={cx(styles.root, part("review-queue"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, s.heading)}
      {queue.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : queue.isError ? (
        <FailedState message={s.failed} />
      ) : queue.data.posts.length === 0 ? (
        <p className={shared.message}>{s.empty}</p>
      ) : (
        <ul className={styles.list}>
          {queue.data.posts.map((post) => (
            <li key={post._id} className={cx(styles.item, part("review-queue", "item"))}>
              <div className={styles.itemHeader}>
                {createElement(
                  `h${headingLevel + 1}`,
                  { className: styles.itemTitle },
                  <Link href={hrefFor(post._id)} className={styles.link}>
                    {truncate(post.title, TRUNCATE.cardTitle)}
                  </Link>,
                )}
                <time suppressHydrationWarning className={styles.meta} dateTime={post.createdAt}>
                  {relativeTime(post.createdAt)}
                </time>
              </div>
              <p className={styles.meta}>{s.by(post.author, communityName(post.communityId))}</p>
              <p className={styles.text}>{truncate(post.description, TRUNCATE.description)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
