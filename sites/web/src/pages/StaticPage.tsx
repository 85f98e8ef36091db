import type { ReactNode } from "react";
import { useDocumentTitle } from "./useDocumentTitle";
import * as styles from "./StaticPage.css";

export interface StaticPageProps {
  title: string;
  /** A line under the title, e.g. the effective date. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Layout of the legal and information pages: a readable column with headings and sections. */
export function StaticPage({ title, subtitle, children }: StaticPageProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
