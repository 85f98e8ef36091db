import { TRUNCATE, type ProfileComment } from "@pnyx/contract";
import { Link, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useUserComments, useUserPosts } from "../../hooks/users";
import { useStrings } from "../../strings-context";
import { cx, longDate, truncate } from "../../helpers/format";
import { part } from "../../helpers/part";
import { FailedState } from "../internal/ListStatus";
import * as styles from "./MemberActivity.css";

export interface MemberActivityStrings {
  /** Name of the tab list, for screen readers. */
  tabs: (username: string) => string;
  posts: string;
  opinions: string;
  loading: string;
  noPosts: string;
  noOpinions: string;
  /** The posts or opinions could not be loaded. */
  failed: string;
  retry: string;
  /** Shown for an opinion whose article was removed. */
  articleGone: string;
  /** Shown for an opinion whose community post was removed. */
  postGone: string;
  /** Kind of an item, before its date ("Reply · 22 November 2026"). */
  reply: string;
  opinion: string;
}

export const defaultMemberActivityStrings: MemberActivityStrings = {
  tabs: (username) => `${username}'s writing`,
  posts: "Posts",
  opinions: "Opinions",
  loading: "Loading…",
  noPosts: "No posts yet.",
  noOpinions: "No opinions yet.",
  failed: "This member's writing could not be loaded.",
  retry: "Try again",
  articleGone: "Article no longer available",
  postGone: "Post no longer available",
  reply: "Reply",
  opinion: "Opinion",
};

export interface MemberActivityProps {
  username: string;
  className?: string;
  strings?: Partial<MemberActivityStrings>;
  /** A community post's page; `/cpostdetails/:id` by default. */
  postHrefFor?: (postId: string) => string;
  /** An article's page (for an opinion); `/details/:id` by default. */
  articleHrefFor?: (articleId: string) => string;
  /** A reply's thread; `/details/:articleId/reply/:opinionId` by default. */
  replyHrefFor?: (articleId: string, parentId: string) => string;
  /** A reply's thread on a community post; `/cpostdetails/:postId/reply/:opinionId` by default. */
  postReplyHrefFor?: (postId: string, parentId: string) => string;
}

const defaultPostHref = (id: string) => `/cpostdetails/${id}`;
const defaultArticleHref = (id: string) => `/details/${id}`;
const defaultReplyHref = (articleId: string, parentId: string) => `/details/${articleId}/reply/${parentId}`;
const defaultPostReplyHref = (postId: string, parentId: string) => `/cpostdetails/${postId}/reply/${parentId}`;

/** A member's community posts and opinions, as tabs. */
export function MemberActivity({
  username,
  className,
  strings,
  postHrefFor = defaultPostHref,
  articleHrefFor = defaultArticleHref,
  replyHrefFor = defaultReplyHref,
  postReplyHrefFor = defaultPostReplyHref,
}: MemberActivityProps) {
  const s = useStrings("memberActivity", defaultMemberActivityStrings, strings);
  const posts = useUserPosts(username);
  const comments = useUserComments(username);
  return (
    <Tabs className={cx(styles.root, part("member-activity"), className)}>
      <TabList aria-label={s.tabs(username)} className={cx(styles.tabList, part("member-activity", "tabs"))}>
        <Tab id="posts" className={cx(styles.tab, part("member-activity", "tab"))}>
          {s.posts}
        </Tab>
        <Tab id="opinions" className={cx(styles.tab, part("member-activity", "tab"))}>
          {s.opinions}
        </Tab>
      </TabList>
      <TabPanel id="posts" className={cx(styles.tabPanel, part("member-activity", "panel"))}>
        {posts.isError ? (
          <FailedState message={s.failed} retry={{ label: s.retry, onRetry: posts.refetch }} />
        ) : posts.isPending ? (
          <p role="status">{s.loading}</p>
        ) : !posts.data?.posts.length ? (
          <p className={cx(styles.empty, part("member-activity", "empty"))}>{s.noPosts}</p>
        ) : (
          <ul className={cx(styles.list, part("member-activity", "list"))}>
            {posts.data.posts.map((post) => (
              <li key={post._id} className={cx(styles.item, part("member-activity", "item"))}>
                <Link href={postHrefFor(post._id)} className={cx(styles.itemTitle, part("member-activity", "title"))}>
                  {truncate(post.title, TRUNCATE.activityTitle)}
                </Link>
                <p className={cx(styles.meta, part("member-activity", "meta"))}>
                  <time suppressHydrationWarning dateTime={post.createdAt}>
                    {longDate(post.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
      <TabPanel id="opinions" className={cx(styles.tabPanel, part("member-activity", "panel"))}>
        {comments.isError ? (
          <FailedState message={s.failed} retry={{ label: s.retry, onRetry: comments.refetch }} />
        ) : comments.isPending ? (
          <p role="status">{s.loading}</p>
        ) : !comments.data?.comments.length ? (
          <p className={cx(styles.empty, part("member-activity", "empty"))}>{s.noOpinions}</p>
        ) : (
          <ul className={cx(styles.list, part("member-activity", "list"))}>
            {comments.data.comments.map((comment) => (
              <OpinionItem
                key={comment._id}
                comment={comment}
                s={s}
                href={
                  comment.postKind === "communityPost"
                    ? comment.parentId
                      ? postReplyHrefFor(comment.postId, comment.parentId)
                      : postHrefFor(comment.postId)
                    : comment.parentId
                      ? replyHrefFor(comment.postId, comment.parentId)
                      : articleHrefFor(comment.postId)
                }
              />
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}

/**
 * One opinion or reply: the title of the article or community post it is on (the answer carries
 * it), what was written, and when. A reply leads to its thread.
 */
function OpinionItem({ comment, s, href }: { comment: ProfileComment; s: MemberActivityStrings; href: string }) {
  return (
    <li className={cx(styles.item, part("member-activity", "item"))} data-reply={comment.parentId ? "" : undefined}>
      {comment.postTitle !== null ? (
        <Link href={href} className={cx(styles.itemTitle, part("member-activity", "title"))}>
          {truncate(comment.postTitle, TRUNCATE.activityTitle)}
        </Link>
      ) : (
        <span className={styles.gone}>{comment.postKind === "communityPost" ? s.postGone : s.articleGone}</span>
      )}
      <p className={cx(styles.excerpt, part("member-activity", "body"))}>{truncate(comment.text, TRUNCATE.activityTitle * 2)}</p>
      <p className={cx(styles.meta, part("member-activity", "meta"))}>
        {`${comment.parentId ? s.reply : s.opinion} · `}
        <time suppressHydrationWarning dateTime={comment.createdAt}>
          {longDate(comment.createdAt)}
        </time>
      </p>
    </li>
  );
}
