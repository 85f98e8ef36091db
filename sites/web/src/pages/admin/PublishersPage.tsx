import { PublishersAdmin, ThreadCorrection } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/**
 * /admin/publishers: the sites that embed Pnyx (their origins, and the secret or key set their sign-ins
 * are checked with), then the correction of one publisher's thread (title, picture, category, listing).
 */
export function PublishersPage() {
  useDocumentTitle("Publishers");
  return (
    <div className={styles.stack}>
      <PublishersAdmin className={styles.page} />
      <ThreadCorrection className={styles.page} />
    </div>
  );
}
