import type { AuditAction } from "@pnyx/contract";
import { createElement, useId } from "react";
import { useAuditLog } from "../../hooks/moderation";
import { useStrings } from "../../strings-context";
import { cx, shortDateTime } from "../../helpers/format";
import { FailedState, InfiniteListEnd } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./admin.css";

export interface AuditLogStrings {
  heading: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  empty: string;
  actions: Record<AuditAction, string>;
  by: (admin: string) => string;
}

export const defaultAuditLogStrings: AuditLogStrings = {
  heading: "Audit log",
  loading: "Loading the audit log…",
  loadingMore: "Loading more entries…",
  loadMore: "Load more entries",
  failed: "Could not load the audit log",
  retry: "Try again",
  empty: "No moderation actions yet",
  actions: {
    verifyPost: "Verified post",
    discardPost: "Discarded post",
    deleteComment: "Deleted comment",
    dismissReports: "Dismissed reports",
    updateLiveLink: "Changed live link",
    sendReward: "Sent reward",
    updateArticle: "Corrected article",
    sanctionMember: "Suspended or banned member",
    liftSanction: "Lifted sanction",
    updateModerationSettings: "Changed hold settings",
    approveItem: "Kept reported writing",
    rejectItem: "Removed reported writing",
    grantAppeal: "Granted appeal",
    refuseAppeal: "Refused appeal",
  },
  by: (admin) => `by ${admin}`,
};

export interface AuditLogProps {
  className?: string;
  strings?: Partial<AuditLogStrings>;
  headingLevel?: 1 | 2;
}

/** For administrators: every moderation action, newest first — who, what, on what, when. Read only. */
export function AuditLog({ className, strings, headingLevel = 1 }: AuditLogProps) {
  const s = useStrings("auditLog", defaultAuditLogStrings, strings);
  const log = useAuditLog();
  const headingId = useId();
  const entries = log.data?.pages.flatMap((page) => page.entries);
  return (
    <section className={cx(styles.root, part("audit-log"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, s.heading)}
      {log.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : !entries ? (
        <FailedState message={s.failed} />
      ) : entries.length === 0 ? (
        <p className={shared.message}>{s.empty}</p>
      ) : (
        <>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <li key={entry._id} className={cx(styles.item, part("audit-log", "entry"))} data-action={entry.action}>
                <div className={styles.itemHeader}>
                  <span className={styles.itemTitle}>{s.actions[entry.action]}</span>
                  <time suppressHydrationWarning className={styles.meta} dateTime={entry.at}>
                    {shortDateTime(entry.at)}
                  </time>
                </div>
                <p className={styles.text}>{entry.summary}</p>
                <p className={styles.meta}>{s.by(entry.admin)}</p>
              </li>
            ))}
          </ol>
          <InfiniteListEnd query={log} strings={s} />
        </>
      )}
    </section>
  );
}
