import { PopularOpinions } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./news-pages.css";

/** /topOpinions: popular opinions, 9 a page, until 'No more opinions available'. */
export function TopOpinionsPage() {
  useDocumentTitle("Popular opinions");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Popular Opinions</h1>
      <PopularOpinions pageSize={9} infinite headingLevel={2} />
    </div>
  );
}
