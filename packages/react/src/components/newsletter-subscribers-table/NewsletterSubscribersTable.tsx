import { createElement, useId } from "react";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "react-aria-components";
import { useNewsletterSubscribers } from "../../hooks/feedback";
import { useStrings } from "../../strings-context";
import { cx, shortDateTime } from "../../helpers/format";
import { InfiniteListEnd } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import { EmailAddress } from "./EmailAddress";
import * as styles from "./NewsletterSubscribersTable.css";

export interface NewsletterSubscribersTableStrings {
  heading: string;
  /** After the heading once loaded, e.g. "(3)". */
  count: (count: number) => string;
  loading: string;
  empty: string;
  email: string;
  subscribed: string;
  loadingMore: string;
  failed: string;
  retry: string;
  loadMore: string;
}

export const defaultNewsletterSubscribersTableStrings: NewsletterSubscribersTableStrings = {
  heading: "Newsletter subscribers",
  count: (count) => `(${count})`,
  loading: "Loading…",
  empty: "No subscribers yet.",
  email: "Email",
  subscribed: "Subscribed",
  loadingMore: "Loading more subscribers…",
  failed: "Could not load more subscribers",
  retry: "Try again",
  loadMore: "Load more",
};

export interface NewsletterSubscribersTableProps {
  className?: string;
  strings?: Partial<NewsletterSubscribersTableStrings>;
  /** Level of the heading; 1 by default (the admin page's title). */
  headingLevel?: 1 | 2 | 3;
}

/** For administrators: everyone subscribed to the newsletter, newest first, with the date they did, 50 at a time. */
export function NewsletterSubscribersTable({ className, strings, headingLevel = 1 }: NewsletterSubscribersTableProps) {
  const s = useStrings("newsletterSubscribersTable", defaultNewsletterSubscribersTableStrings, strings);
  const subscribers = useNewsletterSubscribers();
  const titleId = useId();
  const rows = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const total = subscribers.data?.pages[0]?.total ?? 0;
  return (
    <section className={cx(styles.root, part("newsletter-subscribers-table"), className)} aria-labelledby={titleId}>
      {createElement(
        `h${headingLevel}`,
        { id: titleId, className: cx(styles.title, part("newsletter-subscribers-table", "title")) },
        s.heading,
        subscribers.data ? (
          <>
            {" "}
            <span className={cx(styles.count, part("newsletter-subscribers-table", "count"))}>{s.count(total)}</span>
          </>
        ) : null,
      )}
      {subscribers.isPending ? (
        <p role="status">{s.loading}</p>
      ) : subscribers.isError ? (
        <p role="alert">{subscribers.error.message}</p>
      ) : rows.length === 0 ? (
        <p className={cx(styles.empty, part("newsletter-subscribers-table", "empty"))}>{s.empty}</p>
      ) : (
        <>
          <div className={styles.tableBox}>
            <Table aria-labelledby={titleId} className={cx(styles.table, part("newsletter-subscribers-table", "table"))}>
              <TableHeader>
                <Column isRowHeader className={styles.th}>
                  {s.email}
                </Column>
                <Column className={styles.th}>{s.subscribed}</Column>
              </TableHeader>
              <TableBody items={rows}>
                {(row) => (
                  <Row id={row._id} className={cx(styles.tr, part("newsletter-subscribers-table", "row"))}>
                    <Cell className={cx(styles.email, part("newsletter-subscribers-table", "email"))}>
                      <EmailAddress email={row.email} />
                    </Cell>
                    <Cell className={cx(styles.td, part("newsletter-subscribers-table", "date"))}>{shortDateTime(row.createdAt)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <InfiniteListEnd query={subscribers} strings={s} loadOnScroll={false} />
        </>
      )}
    </section>
  );
}
