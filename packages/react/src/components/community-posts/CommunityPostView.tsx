import { MESSAGES } from "@pnyx/contract";
import { Link } from "react-aria-components";
import { useCommunityPost } from "../../hooks/community-posts";
import { useStrings } from "../../strings-context";
import { cx, longDate } from "../shared/format";
import { FailedState } from "../shared/ListStatus";
import { MiniAvatar } from "../shared/MiniAvatar";
import { part } from "../shared/part";
import * as shared from "../shared/shared.css";
import { OpinionThread, type OpinionThreadStrings } from "../opinion-thread/OpinionThread";
import { VoteButtons } from "../vote-buttons/VoteButtons";
import { defaultCommunityHref } from "../communities/CommunityCard";
import { defaultCommunityPostCardStrings, defaultProfileHref } from "./CommunityPostCard";
import * as styles from "./community-posts.css";
import { defaultCommunityRepliesHref } from "../shared/hrefs";
export { defaultCommunityRepliesHref } from "../shared/hrefs";

export interface CommunityPostViewStrings {
  loading: string;
  notFound: string;
  failed: string;
  backToCommunity: string;
  awaitingReview: string;
  thread: Partial<OpinionThreadStrings>;
}

export const defaultCommunityPostViewStrings: CommunityPostViewStrings = {
  loading: "Loading the post…",
  notFound: "This post does not exist or is awaiting review.",
  failed: "Could not load the post",
  backToCommunity: "Back to the community",
  awaitingReview: defaultCommunityPostCardStrings.awaitingReview,
  thread: { heading: "Replies :", empty: MESSAGES.noOpinions, composer: { placeholder: "Give your opinion" } },
};

export interface CommunityPostViewProps {
  postId: string;
  className?: string;
  strings?: Partial<CommunityPostViewStrings>;
  communityHrefFor?: (id: string) => string;
  profileHrefFor?: (name: string) => string;
  /** /cpostdetails/{postId}/reply/{commentId} by default. */
  repliesHrefFor?: (postId: string, commentId: string) => string;
  loginHref?: string;
}

/** /cpostdetails/{id}: the post in full (multi-line), its votes, and its opinions ('Replies :') with a box to add one. */
export function CommunityPostView({
  postId,
  className,
  strings,
  communityHrefFor = defaultCommunityHref,
  profileHrefFor = defaultProfileHref,
  repliesHrefFor = defaultCommunityRepliesHref,
  loginHref,
}: CommunityPostViewProps) {
  const s = useStrings("communityPostView", defaultCommunityPostViewStrings, strings);
  const post = useCommunityPost(postId);
  if (post.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (post.isError) return <FailedState className={className} message={post.error.status === 404 ? s.notFound : s.failed} />;
  const p = post.data;
  const verified = p.status === "verified";
  return (
    <div className={cx(styles.view, part("community-post-view"), className)}>
      <article className={styles.article} data-post-id={p._id}>
        <Link href={communityHrefFor(p.communityId)} className={shared.quietButton}>
          {s.backToCommunity}
        </Link>
        <h1 className={cx(styles.viewTitle, part("community-post-view", "title"))}>{p.title}</h1>
        <p className={styles.byline}>
          <MiniAvatar src={p.profilePicture?.url} name={p.author} size="sm" />
          <Link href={profileHrefFor(p.author)} className={styles.author}>
            {p.author}
          </Link>
          <time dateTime={p.createdAt}>{longDate(p.createdAt)}</time>
          {p.subCategory ? <span>· {p.subCategory}</span> : null}
          {verified ? null : <span className={styles.pendingBadge}>{s.awaitingReview}</span>}
        </p>
        {p.image ? <img src={p.image} alt="" className={styles.viewImage} /> : null}
        <p className={cx(styles.text, part("community-post-view", "description"))}>{p.description}</p>
        {verified ? <VoteButtons communityPost={p} /> : null}
      </article>
      {verified ? (
        <OpinionThread
          postId={p._id}
          postKind="communityPost"
          strings={s.thread}
          repliesHrefFor={repliesHrefFor}
          profileHrefFor={profileHrefFor}
          {...(loginHref ? { loginHref } : {})}
        />
      ) : null}
    </div>
  );
}
