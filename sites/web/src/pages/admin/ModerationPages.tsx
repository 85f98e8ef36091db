import { AuditLog, LiveLinkEditor, ModerationQueue, ReportedComments } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/reports: reported comments, latest reported first; Delete removes one with its replies. */
export function ReportsPage() {
  useDocumentTitle("Reports");
  return <ReportedComments className={styles.page} />;
}

/** /admin/zoomlink: the live-discussion link. */
export function ZoomLinkPage() {
  useDocumentTitle("Live Discussion");
  return <LiveLinkEditor className={styles.page} />;
}

/** /admin/audit: every moderation action, newest first. */
export function AuditPage() {
  useDocumentTitle("Audit log");
  return <AuditLog className={styles.page} />;
}

/** /admin/moderation: the moderation queue (reported, held and appealed writing), live. */
export function ModerationQueuePage() {
  useDocumentTitle("Moderation");
  return <ModerationQueue className={styles.page} />;
}
