import type { ReactNode } from "react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AuthCard.css";

/** A narrow card for the account forms (login, signup, recovery, admin login). */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
