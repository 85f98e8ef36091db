import { MESSAGES, TRUNCATE } from "@pnyx/contract";
import { createElement, useId } from "react";
import { Button, Link } from "react-aria-components";
import { useDeleteComment, useDismissReports, useReportedComments } from "../../hooks/moderation";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx, relativeTime, truncate } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./admin.css";

export interface ReportedCommentsStrings {
  heading: string;
  loading: string;
  failed: string;
  empty: string;
  reports: (count: number) => string;
  on: (title: string) => string;
  by: (author: string) => string;
  lastReported: (when: string) => string;
  delete: string;
  /** The Delete button's accessible name. */
  deleteLabel: (author: string) => string;
  deleting: string;
  deleted: string;
  /** Drops the reports of a comment that broke no rule; the comment stays. */
  dismiss: string;
  dismissLabel: (author: string) => string;
  dismissing: string;
  dismissed: string;
}

export const defaultReportedCommentsStrings: ReportedCommentsStrings = {
  heading: "Reports",
  loading: "Loading reported comments…",
  failed: "Could not load the reported comments",
  empty: "No reported comments",
  reports: (n) => `${n} ${n === 1 ? "report" : "reports"}`,
  on: (title) => `on ${title}`,
  by: (author) => `by ${author}`,
  lastReported: (when) => `last reported ${when}`,
  delete: "Delete",
  deleteLabel: (author) => `Delete the comment by ${author} and its replies`,
  deleting: "Deleting...",
  deleted: MESSAGES.commentDeleted,
  dismiss: "Dismiss",
  dismissLabel: (author) => `Dismiss the reports of the comment by ${author}; it stays`,
  dismissing: "Dismissing...",
  dismissed: MESSAGES.reportsDismissed,
};

export interface ReportedCommentsProps {
  className?: string;
  strings?: Partial<ReportedCommentsStrings>;
  /** Where a comment's post is read: `/details/{id}` for articles, `/cpostdetails/{id}` for community posts by default. */
  postHrefFor?: (kind: "article" | "communityPost", postId: string) => string;
  headingLevel?: 1 | 2;
}

const defaultPostHref = (kind: "article" | "communityPost", id: string) => (kind === "article" ? `/details/${id}` : `/cpostdetails/${id}`);

/** For administrators: reported comments with their report counts, the latest reported first; Delete removes one with its replies. */
export function ReportedComments({ className, strings, postHrefFor = defaultPostHref, headingLevel = 1 }: ReportedCommentsProps) {
  const s = useStrings("reportedComments", defaultReportedCommentsStrings, strings);
  const reports = useReportedComments();
  const remove = useDeleteComment();
  const dismiss = useDismissReports();
  const toast = useToast();
  const headingId = useId();
  return (
    <section className={cx(styles.root, part("reported-comments"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, s.heading)}
      {reports.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : reports.isError ? (
        <FailedState message={s.failed} />
      ) : reports.data.comments.length === 0 ? (
        <p className={shared.message}>{s.empty}</p>
      ) : (
        <ul className={styles.list}>
          {reports.data.comments.map((comment) => {
            const deleting = remove.isPending && remove.variables === comment._id;
            const dismissing = dismiss.isPending && dismiss.variables === comment._id;
            const busy = remove.isPending || dismiss.isPending;
            return (
              <li key={comment._id} className={cx(styles.item, part("reported-comments", "item"))} data-comment-id={comment._id}>
                <div className={styles.itemHeader}>
                  <span className={styles.badge}>{s.reports(comment.reportCount)}</span>
                  <span className={styles.meta}>{s.lastReported(relativeTime(comment.lastReportedAt))}</span>
                </div>
                <p className={styles.text}>{comment.text}</p>
                <p className={styles.meta}>
                  {`${s.by(comment.author)} `}
                  <Link href={postHrefFor(comment.postKind, comment.postId)} className={styles.link}>
                    {s.on(truncate(comment.postTitle, TRUNCATE.cardTitle))}
                  </Link>
                </p>
                <div className={styles.actions}>
                  <Button
                    className={forms.secondaryButton}
                    isDisabled={busy}
                    aria-label={s.dismissLabel(comment.author)}
                    onPress={() =>
                      dismiss.mutate(comment._id, {
                        onSuccess: () => toast.show(s.dismissed, { tone: "success" }),
                        onError: (error) => toast.show(error.message, { tone: "error" }),
                      })
                    }
                  >
                    {dismissing ? s.dismissing : s.dismiss}
                  </Button>
                  <Button
                    className={forms.dangerSecondaryButton}
                    isDisabled={busy}
                    aria-label={s.deleteLabel(comment.author)}
                    onPress={() =>
                      remove.mutate(comment._id, {
                        onSuccess: () => toast.show(s.deleted, { tone: "success" }),
                        onError: (error) => toast.show(error.message, { tone: "error" }),
                      })
                    }
                  >
                    {deleting ? s.deleting : s.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
