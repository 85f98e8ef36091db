import { Link } from "react-aria-components";
import * as styles from "../styles/sections.css";

export interface SectionHeadProps {
  /** The heading's id: the section is labelled by it (`aria-labelledby`). */
  id: string;
  title: string;
  /** Where the whole list is. */
  href: string;
  /** "See all" unless the page says otherwise. */
  linkText?: string;
  onPress?: () => void;
}

/** A page section's heading with its link to the whole list, as every section of the site shows it. */
export function SectionHead({ id, title, href, linkText = "See all", onPress }: SectionHeadProps) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <Link href={href} className={styles.seeAll} {...(onPress ? { onPress } : {})}>
        {linkText}
      </Link>
    </div>
  );
}
