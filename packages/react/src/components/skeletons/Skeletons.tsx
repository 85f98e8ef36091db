import type { CSSProperties, ReactNode } from "react";
import * as newsCard from "../news-card/NewsCard.css";
import * as shared from "../internal/shared.css";
import * as styles from "./Skeletons.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";

/*
 * Placeholders in the shape of the cards that are loading, so the page does not jump when they
 * arrive. They are decorative (aria-hidden): the busy container's status line says what is loading.
 */

/** Lines of different lengths read as text. */
const width = (w: string): CSSProperties => ({ width: w });

/** A news card being loaded: picture, two title lines, source, and the opinions button. */
export function NewsCardSkeleton({ layout = "auto" }: { layout?: "auto" | "compact" | "large" }) {
  return (
    // The card's own frame (stable class included), so a restyled card and its placeholder match.
    <div className={cx(newsCard.root, part("news-card"))} data-layout={layout} data-skeleton="">
      <div className={newsCard.media}>
        <span className={styles.fill} />
      </div>
      <div className={newsCard.body}>
        <span className={styles.titleLine} style={width("92%")} />
        <span className={styles.titleLine} style={width("64%")} />
        <span className={styles.line} style={width("45%")} />
        <div className={styles.rowBetween}>
          <span className={styles.line} style={width("30%")} />
          <span className={styles.pill} />
        </div>
      </div>
    </div>
  );
}

/** An opinion being loaded: avatar and name, three lines of text, the like and dislike buttons. */
export function OpinionCardSkeleton() {
  return (
    <div className={styles.frame} data-skeleton="">
      <div className={styles.row}>
        <span className={styles.avatar} />
        <span className={styles.line} style={width("30%")} />
      </div>
      <span className={styles.line} style={width("96%")} />
      <span className={styles.line} style={width("88%")} />
      <span className={styles.line} style={width("52%")} />
      <div className={styles.row}>
        <span className={styles.voteButton} />
        <span className={styles.voteButton} />
      </div>
    </div>
  );
}

/** A search result being loaded: thumbnail beside title, source and counts. */
export function ResultCardSkeleton() {
  return (
    <div className={styles.resultFrame} data-skeleton="">
      <span className={styles.thumb} />
      <div className={styles.stack}>
        <span className={styles.titleLine} style={width("90%")} />
        <span className={styles.line} style={width("50%")} />
        <span className={styles.line} style={width("35%")} />
      </div>
    </div>
  );
}

/** An article being loaded: picture, category, title, byline and paragraphs. */
export function ArticleSkeleton({ mediaClassName }: { mediaClassName: string }) {
  return (
    <div data-skeleton="">
      <div className={mediaClassName}>
        <span className={styles.fill} />
      </div>
      <div className={styles.articleBody}>
        <span className={styles.categoryPill} />
        <span className={styles.articleTitle} />
        <span className={styles.line} style={width("40%")} />
        {/* Two paragraphs. */}
        {["100%", "97%", "92%", "60%", null, "100%", "95%", "70%"].map((w, i) =>
          w ? <span key={i} className={styles.line} style={width(w)} /> : <span key={i} className={styles.gap} />,
        )}
      </div>
    </div>
  );
}

export interface SkeletonListProps {
  /** What is loading, said to screen readers (e.g. "Loading articles…"). */
  label: string;
  /** How many placeholders. */
  count: number;
  /** One placeholder. */
  children: ReactNode;
  /** The busy container's class (the widget's root). */
  className?: string;
  /** The list's and items' classes: the loaded list's own grid, so the shapes line up. */
  listClassName?: string;
  itemClassName?: string;
}

/** A widget's first load: a busy container, its status line for screen readers, and `count` placeholders. */
export function SkeletonList({ label, count, children, className, listClassName = shared.list, itemClassName }: SkeletonListProps) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className={shared.visuallyHidden}>
        {label}
      </p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}
