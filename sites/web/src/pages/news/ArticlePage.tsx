import { ArticleView, OpinionThread, useArticle } from "@pnyx/react";
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../NotFoundPage";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./news-pages.css";

/** /details/{id}: the article, then its opinions (live). A missing article is a missing page. */
export function ArticlePage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  // The same query ArticleView reads: one request, and this page knows whether the article exists.
  const article = useArticle(id);
  const missing = article.isError && (article.error.status === 404 || article.error.code === "invalid_input");
  useDocumentTitle(missing ? "Page not found" : (article.data?.title ?? "Article"));
  useScrollToHashWhen(Boolean(article.data));
  if (missing) return <NotFoundPage />;
  return (
    <div className={styles.article}>
      <ArticleView key={id} id={id} onNavigate={(next) => void navigate(`/details/${next}`)} />
      {/* Opinions belong to an article that is there: none while it loads or if it failed. */}
      {article.data ? <OpinionThread key={`opinions-${id}`} postId={id} /> : null}
    </div>
  );
}

/**
 * Scrolls to the URL's #target once `ready` (e.g. 'See/give opinions' → #opinions): the opinions are
 * only there, and only where they end up, once the article above them has loaded.
 */
function useScrollToHashWhen(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
