import { ReplyThread, visuallyHidden } from "@pnyx/react";
import { useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./news-pages.css";

/** /details/{id}/reply/{commentId}: one opinion and its replies, with 'Go to original post'. */
export function ReplyPage() {
  useDocumentTitle("Replies");
  const commentId = useParams().commentId ?? "";
  return (
    <div className={styles.article}>
      <h1 className={visuallyHidden}>Replies</h1>
      <ReplyThread key={commentId} commentId={commentId} />
    </div>
  );
}
