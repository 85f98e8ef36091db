import { MODERATION_TEXTS } from "@pnyx/contract";
import { useUnseenNotices } from "@pnyx/react";
import { Link } from "react-aria-components";
import * as styles from "./TopBar.css";

/**
 * The member's unseen moderation notices, as a link to /notices in the bar; nothing when there are
 * none. The count needs no request of its own (useUnseenNotices): a page view never reads the notices.
 */
export function NoticesLink() {
  const unseen = useUnseenNotices();
  if (unseen === 0) return null;
  return (
    <Link href="/notices" className={styles.noticesLink}>
      {MODERATION_TEXTS.noticesLink.replace("{count}", String(unseen))}
    </Link>
  );
}
