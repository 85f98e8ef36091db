import { MESSAGES } from "@pnyx/contract";
import { isAwaitingReview } from "@pnyx/sdk";
import { Link } from "react-aria-components";
import { useCommunityPost } from "../../hooks/community-posts";
import { useStrings } from "../../strings-context";
import { cx, longDate } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { MiniAvatar } from "../internal/MiniAvatar";
import { part } from "../../helpers/part";
import { ResponsiveImage } from "../internal/ResponsiveImage";
import * as shared from "../internal/shared.css";
import { OpinionThread, type OpinionThreadStrings } from "../opinion-thread/OpinionThread";
import { VoteButtons } from "../vote-buttons/VoteButtons";
import { defaultCommunityHref } from "../communities/CommunityCard";
import { defaultCommunityPostCardStrings, defaultProfileHref } from "./CommunityPostCard";
import * as styles from "./community-posts.css";
import { FoldedPiece, useFold, type ModerationMarksStrings } from "../moderation/member-marks";
import { IgnoreButton, ReportContentButton } from "../moderation/member-actions";
import { defaultCommunityRepliesHref } from "../../helpers/hrefs";
export { defaultCommunityRepliesHref } from "../../helpers/hrefs";

export interface CommunityPostViewStrings {
  loading: string;
  notFound: string;
  failed: string;
  backToCommunity: string;
  awaitingReview: string;
  /** Visitors pressing Report. */
  loginToReport: string;
  thread: Partial<OpinionThreadStrings>;
  /** The fold of an ignored member's post, Report (with a reason) and Ignore on another's post. */
  moderation: Partial<ModerationMarksStrings>;
}

export const defaultCommunityPostViewStrings: CommunityPostViewStrings = {
  loading: "Loading the post…",
  notFound: "This post does not exist or is awaiting review.",
  failed: "Could not load the post",
  backToCommunity: "Back to the community",
  awaitingReview: defaultCommunityPostCardStrings.awaitingReview,
  loginToReport: MESSAGES.loginToAct,
  thread: { heading: "Replies :", empty: MESSAGES.noOpinions, composer: { placeholder: "Give your opinion" } },
  moderation: {},
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
  /**
   * The post's picture is the page's main one, as on a post's page: it loads at once with high
   * priority, and is preloaded when server-rendered. True by default; pass false when the view sits lower on a page.
   */
  priority?: boolean;
}

/** A 16:9 box as wide as the post (the reference site's column: 860 px at most). */
const POST_IMAGE = { sizes: "(min-width: 900px) 860px, 100vw", width: 1280, height: 720 } as const;

/**
 * /cpostdetails/{id}: the post in full (multi-line), its votes, Report (with a reason) and Ignore its
 * author, and its opinions ('Replies :') with a box to add one. Its author's post awaiting review says
 * so, without votes or opinions; a post by a member the reader ignores is folded (Show unfolds it).
 */
export function CommunityPostView({
  postId,
  className,
  strings,
  communityHrefFor = defaultCommunityHref,
  profileHrefFor = defaultProfileHref,
  repliesHrefFor = defaultCommunityRepliesHref,
  loginHref,
  priority = true,
}: CommunityPostViewProps) {
  const s = useStrings("communityPostView", defaultCommunityPostViewStrings, strings);
  const post = useCommunityPost(postId);
  const fold = useFold(post.data?.author ?? "");
  if (post.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (post.isError) return <FailedState className={className} message={post.error.status === 404 ? s.notFound : s.failed} />;
  const p = post.data;
  // Open to votes and opinions: verified, and not held or hidden by moderation.
  const verified = p.status === "verified" && !isAwaitingReview(p);
  return (
    <div className={cx(styles.view, part("community-post-view"), className)}>
      {fold.folded ? (
        <article className={styles.article} data-post-id={p._id} data-folded="">
          <FoldedPiece name={p.author} onShow={fold.show} strings={s.moderation} />
        </article>
      ) : (
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
            <time suppressHydrationWarning dateTime={p.createdAt}>
              {longDate(p.createdAt)}
            </time>
            {p.subCategory ? <span>· {p.subCategory}</span> : null}
            {verified ? null : <span className={styles.pendingBadge}>{s.awaitingReview}</span>}
          </p>
          {p.image ? <ResponsiveImage src={p.image} alt="" className={styles.viewImage} priority={priority} {...POST_IMAGE} /> : null}
          <p className={cx(styles.text, part("community-post-view", "description"))}>{p.description}</p>
          {verified ? (
            <div className={cx(styles.footer, part("community-post-view", "footer"))}>
              <VoteButtons communityPost={p} />
              <span>
                <ReportContentButton targetType="communityPost" targetId={p._id} author={p.author} strings={s.moderation} loginText={s.loginToReport} />
                <IgnoreButton name={p.author} strings={s.moderation} />
              </span>
            </div>
          ) : null}
        </article>
      )}
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
