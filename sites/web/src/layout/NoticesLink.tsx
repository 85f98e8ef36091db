import { MODERATION_TEXTS } from "@pnyx/contract";
import { useModerationNotices } from "@pnyx/react";
import { Link } from "react-aria-components";
import * as styles from "./TopBar.css";

/** The member's unseen moderation notices, as a link to /notices in the bar; nothing when there are none. */
export function NoticesLink() {
  const unseen = useModerationNotices().data?.unseen ?? 0;
  if (unseen === 0) return null;
  return (
    <Link href="/notices" className={styles.noticesLink}>
      {MODERATION_TEXTS.noticesLink.replace("{count}", String(unseen))}
    </Link>
  );
}
