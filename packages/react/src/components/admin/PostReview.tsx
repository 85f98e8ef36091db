import { MESSAGES } from "@pnyx/contract";
import { Button } from "react-aria-components";
import { useReviewDecision, useReviewPost } from "../../hooks/moderation";
import { useStrings } from "../../strings-context";
import * as forms from "../forms/forms.css";
import { cx, longDate } from "../shared/format";
import { FailedState } from "../shared/ListStatus";
import { part } from "../shared/part";
import * as shared from "../shared/shared.css";
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
  meta: (author, community, sub, date) => `${author} · ${community}${sub ? ` · ${sub}` : ""} · ${date}`,
};

export interface PostReviewProps {
  postId: string;
  className?: string;
  strings?: Partial<PostReviewStrings>;
  /** After a verify or discard (e.g. back to the queue). */
  onDone?: () => void;
}

/** For administrators: one post in full, with Verify and Discard ('Verifying...' / 'Discarding...' block each other). */
export function PostReview({ postId, className, strings, onDone }: PostReviewProps) {
  const s = useStrings("postReview", defaultPostReviewStrings, strings);
  const post = useReviewPost(postId);
  const decide = useReviewDecision();
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
  const running = decide.isPending ? decide.variables.decision : null;
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
          <Button className={cx(forms.secondaryButton, shared.dangerButton)} isDisabled={running !== null} onPress={() => act("discard")}>
            {running === "discard" ? s.discarding : s.discard}
          </Button>
        </div>
      )}
    </article>
  );
}
