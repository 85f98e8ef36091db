import { MESSAGES } from "@pnyx/contract";
import { Link } from "react-aria-components";
import { useDocumentTitle } from "./useDocumentTitle";
import * as styles from "./MessagePage.css";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{MESSAGES.pageNotFound}</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={styles.action}>
        Go to the home page
      </Link>
    </section>
  );
}
