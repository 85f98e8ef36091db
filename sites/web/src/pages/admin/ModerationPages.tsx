import { MODERATION_ADMIN_TEXTS as T } from "@pnyx/contract";
import { AuditLog, cx, LiveLinkEditor, MemberStanding, ModerationQueue, ModerationSettings, ReportedComments } from "@pnyx/react";
import { Link } from "react-aria-components";
import { useParams } from "react-router";
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
          {T.settingsLink}
        </Link>
      </div>
      <ModerationQueue className={styles.page} />
    </div>
  );
}

// The member and settings pages live in this module too: one admin chunk for all of moderation, so
// the entry names one module fewer (every lazy module costs the first load its import and file list).

/** The way back to the queue and on to the settings, above each moderation page. */
function ModerationLinks() {
  return (
    <nav aria-label="Moderation" className={moderation.links}>
      <Link href="/admin/moderation" className={moderation.pageLink}>
        {T.queueLink}
      </Link>
      <Link href="/admin/moderation/settings" className={moderation.pageLink}>
        {T.settingsLink}
      </Link>
    </nav>
  );
}

/** /admin/members: look a member up by name. */
export function MemberLookupPage() {
  useDocumentTitle(T.lookupTitle);
  return (
    <div className={styles.stack}>
      <ModerationLinks />
      <div className={styles.page}>
        <MemberLookup />
      </div>
    </div>
  );
}

/** /admin/members/:username: a member's standing and sanctions, and acting on them. */
export function MemberStandingPage() {
  const { username = "" } = useParams();
  useDocumentTitle(T.standingTitle(username));
  return (
    <div className={styles.stack}>
      <ModerationLinks />
      {/* Keyed by name: another member's page starts its forms afresh. */}
      <MemberStanding key={username} username={username} className={styles.page} />
      <div className={styles.page}>
        <MemberLookup />
      </div>
    </div>
  );
}

/** /admin/moderation/settings: holds, the word list and the site's reasons. */
export function ModerationSettingsPage() {
  useDocumentTitle(T.settingsTitle);
  return (
    <div className={styles.stack}>
      <ModerationLinks />
      <ModerationSettings className={styles.page} />
    </div>
  );
}
