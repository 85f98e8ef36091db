import { SearchResults } from "@pnyx/react";
import { useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./news-pages.css";

/** /search/{searchText}: News and Community tabs with the total count. */
export function SearchPage() {
  const text = useParams().searchText ?? "";
  useDocumentTitle(`Search: ${text}`);
  return (
    <section className={styles.page}>
      <SearchResults key={text} searchText={text} />
    </section>
  );
}
