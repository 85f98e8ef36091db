import { MODERATION_ADMIN_TEXTS } from "@pnyx/contract";
import { AuditLog, cx, LiveLinkEditor, ModerationQueue, ReportedComments } from "@pnyx/react";
import { Link } from "react-aria-components";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";
import { MemberLookup } from "./MemberLookup";
import * as moderation from "./MemberModeration.css";

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

/**
 * /admin/moderation: the moderation queue (reported, held and appealed writing), live; each item links
 * to its author's standing. Above it: the settings, and a member looked up by name.
 */
export function ModerationQueuePage() {
  useDocumentTitle("Moderation");
  return (
    <div className={styles.stack}>
      <div className={cx(styles.page, moderation.toolbar)}>
        <MemberLookup />
        <Link href="/admin/moderation/settings" className={moderation.pageLink}>
          {MODERATION_ADMIN_TEXTS.settingsLink}
        </Link>
      </div>
      <ModerationQueue className={styles.page} />
    </div>
  );
}
