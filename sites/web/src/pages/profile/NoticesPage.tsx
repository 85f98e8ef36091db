import { ModerationNotices } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./NoticesPage.css";

/** /notices: the member's moderation notices (statements of reasons), unseen ones marked; a removal or a sanction can be appealed once. */
export function NoticesPage() {
  useDocumentTitle("Your notices");
  return (
    <div className={styles.page}>
      <ModerationNotices />
    </div>
  );
}
