import { MODERATION_TEXTS, TRUNCATE, type CommunityPost, type CommunityPostSummary } from "@pnyx/contract";
import { isAwaitingReview } from "@pnyx/sdk";
import { createElement } from "react";
import { Link } from "react-aria-components";
import { useStrings } from "../../strings-context";
import { cx, opinionsAndReplies, relativeTime, truncate } from "../../helpers/format";
import { MiniAvatar } from "../internal/MiniAvatar";
import { part } from "../../helpers/part";
import { ResponsiveImage } from "../internal/ResponsiveImage";
import { VoteButtons } from "../vote-buttons/VoteButtons";
import { defaultCommunityPostHref } from "../communities/CommunityCard";
import * as styles from "./community-posts.css";
import { FoldedPiece, useFold, type ModerationMarksStrings } from "../moderation/member-marks";
import { defaultProfileHref } from "../../helpers/hrefs";
export { defaultProfileHref } from "../../helpers/hrefs";

export interface CommunityPostCardStrings {
  awaitingReview: string;
  comments: (count: number) => string;
  /** The fold of an ignored member's post (MODERATION_TEXTS.ignoredFolded, ignoredShow). */
  moderation: Partial<ModerationMarksStrings>;
}

export const defaultCommunityPostCardStrings: CommunityPostCardStrings = {
  awaitingReview: MODERATION_TEXTS.awaitingReview,
  comments: opinionsAndReplies,
  moderation: {},
};

export interface CommunityPostCardProps {
  post: CommunityPostSummary | CommunityPost;
  className?: string;
  strings?: Partial<CommunityPostCardStrings>;
  hrefFor?: (id: string) => string;
  profileHrefFor?: (name: string) => string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A community post in a list: title, author and when, the description cut at 70 characters, its
 * picture, likes and dislikes, and its opinions count. A post awaiting review (its author's own:
 * unverified, or held or hidden by moderation) says so, and cannot be voted on yet. A post by a member
 * the reader ignores is folded; Show unfolds it.
 */
export function CommunityPostCard({
  post,
  className,
  strings,
  hrefFor = defaultCommunityPostHref,
  profileHrefFor = defaultProfileHref,
  headingLevel = 3,
}: CommunityPostCardProps) {
  const s = useStrings("communityPostCard", defaultCommunityPostCardStrings, strings);
  const pending = "status" in post && (post.status === "unverified" || isAwaitingReview(post));
  const fold = useFold(post.author);
  if (fold.folded) {
    return (
      <article className={cx(styles.postCard, part("community-post-card"), className)} data-post-id={post._id} data-folded="">
        <FoldedPiece name={post.author} onShow={fold.show} strings={s.moderation} />
      </article>
    );
  }
  return (
    <article className={cx(styles.postCard, part("community-post-card"), className)} data-post-id={post._id}>
      <div className={styles.postBody}>
        {createElement(
          `h${headingLevel}`,
          { className: cx(styles.postTitle, part("community-post-card", "title")) },
          <Link href={hrefFor(post._id)} className={styles.titleLink}>
            {truncate(post.title, TRUNCATE.cardTitle)}
          </Link>,
        )}
        <p className={cx(styles.byline, part("community-post-card", "byline"))}>
          <MiniAvatar src={post.profilePicture?.url} name={post.author} size="sm" />
          <Link href={profileHrefFor(post.author)} className={styles.author}>
            {post.author}
          </Link>
          <time suppressHydrationWarning dateTime={post.createdAt}>
            {relativeTime(post.createdAt)}
          </time>
          {pending ? <span className={cx(styles.pendingBadge, part("community-post-card", "pending"))}>{s.awaitingReview}</span> : null}
        </p>
        <p className={cx(styles.text, part("community-post-card", "description"))}>{truncate(post.description, TRUNCATE.description)}</p>
        <div className={cx(styles.footer, part("community-post-card", "footer"))}>
          {pending ? <span /> : <VoteButtons communityPost={post} />}
          <span className={styles.byline}>{s.comments(post.totalComments)}</span>
        </div>
      </div>
      {post.image ? (
        <ResponsiveImage src={post.image} alt="" className={cx(styles.thumb, part("community-post-card", "image"))} sizes="88px" width={88} height={88} />
      ) : null}
    </article>
  );
}
