import { NewsletterSubscribersTable } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/newsletterEmails: everyone subscribed to the newsletter, newest first. */
export function NewsletterEmailsPage() {
  useDocumentTitle("Newsletter subscribers");
  return <NewsletterSubscribersTable className={styles.page} />;
}
