import { PostReview, ReviewQueue } from "@pnyx/react";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/verifyPosts: posts awaiting review, oldest first (where admin login lands). */
export function VerifyPostsPage() {
  useDocumentTitle("Verify Posts");
  return <ReviewQueue className={styles.page} />;
}

/** /admin/post/{id}: one post with Verify and Discard; afterwards back to the queue. */
export function AdminPostPage() {
  useDocumentTitle("Review post");
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  return <PostReview key={id} postId={id} className={styles.page} onDone={() => void navigate("/admin/verifyPosts")} />;
}
