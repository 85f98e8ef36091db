import { CommunityPostView, ReplyThread, visuallyHidden } from "@pnyx/react";
import { useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./communities-pages.css";

/** /cpostdetails/{id}: the post, its votes, 'Replies :' and the box to give an opinion. */
export function CommunityPostPage() {
  useDocumentTitle("Community post");
  const id = useParams().id ?? "";
  return (
    <div className={styles.narrowPage}>
      <CommunityPostView key={id} postId={id} />
    </div>
  );
}

/** /cpostdetails/{id}/reply/{commentId}: one opinion on a community post and its replies. */
export function CommunityReplyPage() {
  useDocumentTitle("Replies");
  const commentId = useParams().commentId ?? "";
  return (
    <div className={styles.narrowPage}>
      <h1 className={visuallyHidden}>Replies</h1>
      <ReplyThread
        key={commentId}
        commentId={commentId}
        postKind="communityPost"
        postHrefFor={(postId) => `/cpostdetails/${postId}`}
        repliesHrefFor={(postId, id) => `/cpostdetails/${postId}/reply/${id}`}
      />
    </div>
  );
}
