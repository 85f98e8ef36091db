import { TRUNCATE } from "@pnyx/contract";
import { useArticle, useUserComments, useUserPosts } from "@pnyx/react";
import { format } from "date-fns";
import { Link, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import * as styles from "./ProfilePage.css";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);
const day = (iso: string) => format(new Date(iso), "d MMMM yyyy");

/** A member's community posts and opinions, as tabs. */
export function UserActivity({ username }: { username: string }) {
  const posts = useUserPosts(username);
  const comments = useUserComments(username);
  return (
    <Tabs className={styles.card}>
      <TabList aria-label={`${username}'s writing`} className={styles.tabList}>
        <Tab id="posts" className={styles.tab}>
          Posts
        </Tab>
        <Tab id="opinions" className={styles.tab}>
          Opinions
        </Tab>
      </TabList>
      <TabPanel id="posts" className={styles.tabPanel}>
        {posts.isPending ? (
          <p role="status">Loading…</p>
        ) : !posts.data?.posts.length ? (
          <p className={styles.empty}>No posts yet.</p>
        ) : (
          <ul className={styles.list}>
            {posts.data.posts.map((post) => (
              <li key={post._id} className={styles.item}>
                <Link href={`/cpostdetails/${post._id}`} className={styles.itemTitle}>
                  {cut(post.title, TRUNCATE.activityTitle)}
                </Link>
                <p className={styles.meta}>
                  <time dateTime={post.createdAt}>{day(post.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
      <TabPanel id="opinions" className={styles.tabPanel}>
        {comments.isPending ? (
          <p role="status">Loading…</p>
        ) : !comments.data?.comments.length ? (
          <p className={styles.empty}>No opinions yet.</p>
        ) : (
          <ul className={styles.list}>
            {comments.data.comments.map((comment) => (
              <OpinionItem key={comment._id} comment={comment} />
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}

interface ProfileOpinion {
  postId: string;
  parentId: string | null;
  text: string;
  createdAt: string;
}

/**
 * One opinion or reply: the title of the article it is about (fetched per article; the tab only
 * mounts when opened), what was written, and when. A reply leads to its thread.
 */
function OpinionItem({ comment }: { comment: ProfileOpinion }) {
  const article = useArticle(comment.postId);
  const href = comment.parentId ? `/details/${comment.postId}/reply/${comment.parentId}` : `/details/${comment.postId}`;
  return (
    <li className={styles.item}>
      {article.data ? (
        <Link href={href} className={styles.itemTitle}>
          {cut(article.data.title, TRUNCATE.activityTitle)}
        </Link>
      ) : article.isError ? (
        <span className={styles.gone}>Article no longer available</span>
      ) : (
        <span className={styles.titlePlaceholder} aria-hidden="true" />
      )}
      <p className={styles.excerpt}>{cut(comment.text, TRUNCATE.activityTitle * 2)}</p>
      <p className={styles.meta}>
        {comment.parentId ? "Reply · " : "Opinion · "}
        <time dateTime={comment.createdAt}>{day(comment.createdAt)}</time>
      </p>
    </li>
  );
}
