import { MESSAGES } from "@pnyx/contract";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useDiscardPendingPostsBy, useReviewDecision, useReviewPost } from "../../hooks/moderation";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx, longDate } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { communityName } from "./ReviewQueue";
import * as styles from "./admin.css";

export interface PostReviewStrings {
  loading: string;
  notFound: string;
  failed: string;
  verify: string;
  discard: string;
  verifying: string;
  discarding: string;
  verified: string;
  discarded: string;
  alreadyVerified: string;
  /** Opens the confirmation to discard every post this author has awaiting review. */
  discardAllBy: (author: string) => string;
  confirmDiscardAll: (author: string) => string;
  confirmDiscardAllYes: string;
  cancel: string;
  meta: (author: string, community: string, subCategory: string | null, date: string) => string;
}

export const defaultPostReviewStrings: PostReviewStrings = {
  loading: "Loading the post…",
  notFound: "This post no longer exists (it may have been discarded).",
  failed: "Could not load the post",
  verify: "Verify",
  discard: "Discard",
  verifying: "Verifying...",
  discarding: "Discarding...",
  verified: MESSAGES.postVerified,
  discarded: MESSAGES.postDiscarded,
  alreadyVerified: "This post is verified.",
  discardAllBy: (author) => `Discard all by ${author}`,
  confirmDiscardAll: (author) => `Discard every post ${author} has awaiting review?`,
  confirmDiscardAllYes: "Discard all",
  cancel: "Cancel",
  meta: (author, community, sub, date) => `${author} · ${community}${sub ? ` · ${sub}` : ""} · ${date}`,
};

export interface PostReviewProps {
  postId: string;
  className?: string;
  strings?: Partial<PostReviewStrings>;
  /** After a verify or discard (e.g. back to the queue). */
  onDone?: () => void;
}

/**
 * For administrators: one post in full, with Verify and Discard ('Verifying...' / 'Discarding...' block
 * each other), and, against a flood, Discard all by its author (after a confirmation).
 */
export function PostReview({ postId, className, strings, onDone }: PostReviewProps) {
  const s = useStrings("postReview", defaultPostReviewStrings, strings);
  const post = useReviewPost(postId);
  const decide = useReviewDecision();
  const discardAll = useDiscardPendingPostsBy();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  if (post.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (post.isError) return <FailedState className={className} message={post.error.status === 404 ? s.notFound : s.failed} />;
  const p = post.data;
  const running = decide.isPending ? decide.variables.decision : discardAll.isPending ? "discard" : null;
  const act = (decision: "verify" | "discard") =>
    decide.mutate(
      { id: p._id, decision },
      {
        onSuccess: () => {
          toast.show(decision === "verify" ? s.verified : s.discarded, { tone: "success" });
          onDone?.();
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  return (
    <article className={cx(styles.detail, part("post-review"), className)} data-post-id={p._id}>
      <h1 className={styles.title}>{p.title}</h1>
      <p className={styles.meta}>{s.meta(p.author, communityName(p.communityId), p.subCategory, longDate(p.createdAt))}</p>
      {p.image ? <img src={p.image} alt="" className={styles.image} /> : null}
      <p className={styles.text}>{p.description}</p>
      {p.status === "verified" ? (
        <p className={styles.meta}>{s.alreadyVerified}</p>
      ) : (
        <div className={styles.actions}>
          <Button className={forms.button} isDisabled={running !== null} onPress={() => act("verify")}>
            {running === "verify" ? s.verifying : s.verify}
          </Button>
          <Button className={forms.dangerSecondaryButton} isDisabled={running !== null} onPress={() => act("discard")}>
            {running === "discard" ? s.discarding : s.discard}
          </Button>
          <Button className={forms.secondaryButton} isDisabled={running !== null || confirming} onPress={() => setConfirming(true)}>
            {s.discardAllBy(p.author)}
          </Button>
        </div>
      )}
      {confirming && p.status !== "verified" ? (
        <div role="group" aria-label={s.confirmDiscardAll(p.author)} className={cx(styles.actions, part("post-review", "confirm"))}>
          <p className={styles.meta}>{s.confirmDiscardAll(p.author)}</p>
          <Button
            className={forms.dangerButton}
            isDisabled={running !== null}
            onPress={() =>
              discardAll.mutate(p.author, {
                onSuccess: (answer) => {
                  toast.show(answer.message, { tone: "success" });
                  onDone?.();
                },
                onError: (error) => toast.show(error.message, { tone: "error" }),
              })
            }
          >
            {discardAll.isPending ? s.discarding : s.confirmDiscardAllYes}
          </Button>
          <Button className={forms.secondaryButton} isDisabled={running !== null} onPress={() => setConfirming(false)}>
            {s.cancel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
