import { MESSAGES } from "@pnyx/contract";
import { isAwaitingReview } from "@pnyx/sdk";
import { createElement, useId, useRef } from "react";
import { Link } from "react-aria-components";
import { useLiveThread } from "../../hooks/live";
import { useOpinionThread, type OpinionPostKind } from "../../hooks/opinions";
import * as forms from "../internal/forms/forms.css";
import { defaultArticleHref } from "../news-card/NewsCard";
import { cx } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { OpinionCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import { OpinionCard, type OpinionCardProps, type OpinionCardStrings } from "../opinion-thread/OpinionCard";
import { OpinionComposer, type OpinionComposerStrings } from "../opinion-thread/OpinionComposer";
import { OpinionList, uniqueOpinions } from "../opinion-thread/OpinionThread";
import * as styles from "../opinion-thread/OpinionThread.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ReplyThreadStrings {
  backToPost: string;
  heading: string;
  loading: string;
  notFound: string;
  failed: string;
  empty: string;
  card: Partial<OpinionCardStrings>;
  composer: Partial<OpinionComposerStrings>;
}

export const defaultReplyThreadStrings: ReplyThreadStrings = {
  backToPost: "Go to original post",
  heading: "Replies",
  loading: "Loading replies…",
  notFound: "This opinion does not exist any more",
  failed: "Could not load the replies",
  empty: MESSAGES.noOpinions,
  card: {},
  composer: {},
};

export interface ReplyThreadProps {
  /** The opinion whose replies are shown. */
  commentId: string;
  /** What the opinion is about: a news article (default) or a community post. */
  postKind?: OpinionPostKind;
  className?: string;
  strings?: Partial<ReplyThreadStrings>;
  /** The article page; `/details/{postId}` by default. */
  postHrefFor?: (postId: string) => string;
  profileHrefFor?: OpinionCardProps["profileHrefFor"];
  repliesHrefFor?: OpinionCardProps["repliesHrefFor"];
  loginHref?: string;
  /** Follow the thread live; true by default. */
  live?: boolean;
  /** Level of the "Replies" heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** /details/{id}/reply/{commentId}: one opinion, a box to reply to it, and its replies (live). */
export function ReplyThread({
  commentId,
  postKind = "article",
  className,
  strings,
  postHrefFor = defaultArticleHref,
  profileHrefFor,
  repliesHrefFor,
  loginHref,
  live = true,
  headingLevel = 2,
}: ReplyThreadProps) {
  const s = useStrings("replyThread", defaultReplyThreadStrings, strings);
  const thread = useOpinionThread(commentId);
  useLiveThread(thread.data?.comment.postId, { enabled: live });
  const headingId = useId();
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const cardProps = {
    strings: s.card,
    ...(profileHrefFor ? { profileHrefFor } : {}),
    ...(repliesHrefFor ? { repliesHrefFor } : {}),
  };

  if (thread.isPending) {
    // The opinion and its first replies.
    return (
      <SkeletonList label={s.loading} count={3} className={cx(styles.root, part("reply-thread"), className)}>
        <OpinionCardSkeleton />
      </SkeletonList>
    );
  }
  if (thread.isError) {
    return <FailedState className={cx(styles.root, part("reply-thread"), className)} message={thread.error.status === 404 ? s.notFound : s.failed} />;
  }

  const { comment, replies } = thread.data;
  return (
    <section className={cx(styles.root, part("reply-thread"), className)} aria-labelledby={headingId}>
      <div>
        <Link href={postHrefFor(comment.postId)} className={cx(forms.link, part("reply-thread", "back"))}>
          {s.backToPost}
        </Link>
      </div>
      {/* This page is where it is answered: Reply on it goes to the box below. */}
      <OpinionCard opinion={comment} {...cardProps} className={part("reply-thread", "parent")} showReplies={false} onReply={() => replyBox.current?.focus()} />
      {createElement(`h${headingLevel}`, { id: headingId, className: cx(styles.heading, part("reply-thread", "heading")) }, s.heading)}
      {/* The box first, as under an article, so the first reply is written right under the opinion; none
          under an opinion awaiting review (its card says replies open once it is approved). */}
      {isAwaitingReview(comment) ? null : (
        <OpinionComposer
          postId={comment.postId}
          postKind={postKind}
          parentId={comment._id}
          strings={s.composer}
          textAreaRef={replyBox}
          className={part("reply-thread", "composer")}
          {...(loginHref ? { loginHref } : {})}
        />
      )}
      <OpinionList opinions={uniqueOpinions(replies)} empty={s.empty} cardProps={cardProps} widget="reply-thread" />
    </section>
  );
}
