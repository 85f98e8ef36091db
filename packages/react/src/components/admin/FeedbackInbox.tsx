import { TRUNCATE, type Feedback, type SupportMail } from "@pnyx/contract";
import { createElement, useId } from "react";
import { Link } from "react-aria-components";
import { useFeedback, useFeedbacks, useSupportMail, useSupportMails } from "../../hooks/feedback";
import { useStrings } from "../../strings-context";
import { cx, longDate, relativeTime, truncate } from "../../helpers/format";
import { FailedState, InfiniteListEnd, type InfiniteListQuery } from "../internal/ListStatus";
import { EmailAddress } from "../newsletter-subscribers-table/EmailAddress";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./admin.css";

/** Members' feedback, or help-centre mail. */
export type InboxKind = "feedback" | "support";

export interface FeedbackInboxStrings {
  feedbackHeading: string;
  supportHeading: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  emptyFeedback: string;
  emptySupport: string;
  notFound: string;
  back: string;
  from: (who: string) => string;
}

export const defaultFeedbackInboxStrings: FeedbackInboxStrings = {
  feedbackHeading: "Feedbacks",
  supportHeading: "Support Mails",
  loading: "Loading…",
  loadingMore: "Loading more…",
  loadMore: "Load more",
  failed: "Could not load the messages",
  retry: "Try again",
  emptyFeedback: "No feedback yet",
  emptySupport: "No support mail yet",
  notFound: "This message does not exist.",
  back: "Back to the list",
  from: (who) => `from ${who}`,
};

const defaultHref = (kind: InboxKind, id: string) => (kind === "feedback" ? `/admin/feedback/${id}` : `/admin/support/${id}`);

export interface FeedbackInboxProps {
  kind: InboxKind;
  className?: string;
  strings?: Partial<FeedbackInboxStrings>;
  hrefFor?: (kind: InboxKind, id: string) => string;
  headingLevel?: 1 | 2;
}

/** For administrators: feedback or support mail, newest first, previews cut at 40 characters, each opening in full. */
export function FeedbackInbox({ kind, ...rest }: FeedbackInboxProps) {
  return kind === "feedback" ? <FeedbackList {...rest} /> : <SupportList {...rest} />;
}

type ListProps = Omit<FeedbackInboxProps, "kind">;
interface Row {
  _id: string;
  who: string;
  /** A help-centre mail's address, shown after the name; it wraps only at "@" and dots. */
  email?: string;
  text: string;
  createdAt: string;
}

/** "from {name}" and, for help-centre mail, the address, which never breaks mid-word on a phone. */
function From({ row, s }: { row: Pick<Row, "who" | "email">; s: FeedbackInboxStrings }) {
  return (
    <>
      {s.from(row.who)}
      {row.email ? (
        <>
          {" <"}
          <EmailAddress email={row.email} />
          {">"}
        </>
      ) : null}
    </>
  );
}

function FeedbackList(props: ListProps) {
  const query = useFeedbacks();
  const rows = query.data?.pages.flatMap((page) => page.items.map((f): Row => ({ _id: f._id, who: f.username, text: f.text, createdAt: f.createdAt })));
  return <InboxView kind="feedback" query={query} rows={rows} {...props} />;
}

function SupportList(props: ListProps) {
  const query = useSupportMails();
  const rows = query.data?.pages.flatMap((page) =>
    page.items.map((m): Row => ({ _id: m._id, who: m.name, email: m.email, text: m.message, createdAt: m.createdAt })),
  );
  return <InboxView kind="support" query={query} rows={rows} {...props} />;
}

function InboxView({
  kind,
  query,
  rows,
  className,
  strings,
  hrefFor = defaultHref,
  headingLevel = 1,
}: ListProps & { kind: InboxKind; query: InfiniteListQuery & { isPending: boolean }; rows: Row[] | undefined }) {
  const s = useStrings("feedbackInbox", defaultFeedbackInboxStrings, strings);
  const headingId = useId();
  return (
    <section className={cx(styles.root, part("feedback-inbox"), className)} aria-labelledby={headingId} data-kind={kind}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, kind === "feedback" ? s.feedbackHeading : s.supportHeading)}
      {query.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : !rows ? (
        <FailedState message={s.failed} />
      ) : rows.length === 0 ? (
        <p className={shared.message}>{kind === "feedback" ? s.emptyFeedback : s.emptySupport}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row._id} className={cx(styles.item, part("feedback-inbox", "item"))}>
                <div className={styles.itemHeader}>
                  <Link href={hrefFor(kind, row._id)} className={cx(styles.link, styles.itemTitle)}>
                    {truncate(row.text, TRUNCATE.adminPreview)}
                  </Link>
                  <time suppressHydrationWarning className={styles.meta} dateTime={row.createdAt}>
                    {relativeTime(row.createdAt)}
                  </time>
                </div>
                <p className={styles.from}>
                  <From row={row} s={s} />
                </p>
              </li>
            ))}
          </ul>
          <InfiniteListEnd query={query} strings={s} />
        </>
      )}
    </section>
  );
}

export interface FeedbackMessageProps {
  kind: InboxKind;
  id: string;
  className?: string;
  strings?: Partial<FeedbackInboxStrings>;
  /** The list; `/admin/feedbacks` or `/admin/support` by default. */
  backHref?: string;
}

/** For administrators: one feedback or support mail in full. */
export function FeedbackMessage({ kind, id, ...rest }: FeedbackMessageProps) {
  return kind === "feedback" ? <OneFeedback id={id} {...rest} /> : <OneSupportMail id={id} {...rest} />;
}

type OneProps = Omit<FeedbackMessageProps, "kind" | "id"> & { id: string };

function OneFeedback({ id, ...rest }: OneProps) {
  const query = useFeedback(id);
  const message = query.data && { who: (query.data as Feedback).username, text: query.data.text, createdAt: query.data.createdAt };
  return <MessageView kind="feedback" query={query} message={message} {...rest} />;
}

function OneSupportMail({ id, ...rest }: OneProps) {
  const query = useSupportMail(id);
  const mail = query.data as SupportMail | undefined;
  const message = mail && { who: mail.name, email: mail.email, text: mail.message, createdAt: mail.createdAt };
  return <MessageView kind="support" query={query} message={message} {...rest} />;
}

function MessageView({
  kind,
  query,
  message,
  className,
  strings,
  backHref = kind === "feedback" ? "/admin/feedbacks" : "/admin/support",
}: Omit<OneProps, "id"> & {
  kind: InboxKind;
  query: { isPending: boolean; isError: boolean; error: { status: number } | null };
  message: { who: string; email?: string; text: string; createdAt: string } | undefined;
}) {
  const s = useStrings("feedbackInbox", defaultFeedbackInboxStrings, strings);
  const back = (
    <Link href={backHref} className={shared.quietButton}>
      {s.back}
    </Link>
  );
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (!message) {
    return (
      <FailedState className={className} message={query.error?.status === 404 ? s.notFound : s.failed}>
        {back}
      </FailedState>
    );
  }
  return (
    <article className={cx(styles.detail, part("feedback-message"), className)} data-kind={kind}>
      {back}
      <h1 className={styles.title}>{kind === "feedback" ? s.feedbackHeading : s.supportHeading}</h1>
      <p className={styles.from}>
        <From row={message} s={s} /> ·{" "}
        <time suppressHydrationWarning dateTime={message.createdAt}>
          {longDate(message.createdAt)}
        </time>
      </p>
      <p className={styles.text}>{message.text}</p>
    </article>
  );
}
