import { FeedCategory } from "@pnyx/contract";
import { NewsFeed } from "@pnyx/react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { setSelectedCategory } from "../../state/selected-category";
import { NotFoundPage } from "../NotFoundPage";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./news-pages.css";

/** /category/{category}: the URL decides the category, so deep links and reloads work. */
export function CategoryPage() {
  const parsed = FeedCategory.safeParse(useParams().category);
  const category = parsed.success ? parsed.data : null;
  useDocumentTitle(category ? `${category} news` : "Page not found");
  useEffect(() => {
    if (category) setSelectedCategory(category);
  }, [category]);
  if (!category) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        {category === "Trending" ? "Trending News" : category}
      </h1>
      {/* The first card's picture is the page's main one. */}
      <NewsFeed key={category} category={category} priorityCount={1} />
    </section>
  );
}
