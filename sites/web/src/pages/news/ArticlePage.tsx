import { ArticleView, OpinionThread } from "@pnyx/react";
import { useNavigate, useParams } from "react-router";
import * as styles from "./news-pages.css";

/** /details/{id}: the article, then its opinions (live). */
export function ArticlePage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  return (
    <div className={styles.article}>
      <ArticleView key={id} id={id} onNavigate={(next) => void navigate(`/details/${next}`)} />
      <OpinionThread key={`opinions-${id}`} postId={id} />
    </div>
  );
}
