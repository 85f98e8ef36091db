import type { ReactNode } from "react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AuthCard.css";

/**
 * A narrow card for the account forms (login, signup, recovery, admin login). `notice` says why the
 * reader is here (a members' page sent them to log in).
 */
export function AuthCard({ title, intro, notice, children }: { title: string; intro?: ReactNode; notice?: string | undefined; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
