import { PublishersAdmin } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/publishers: the sites that embed Pnyx (their origins, and the secret or key set their sign-ins are checked with). */
export function PublishersPage() {
  useDocumentTitle("Publishers");
  return <PublishersAdmin className={styles.page} />;
}
