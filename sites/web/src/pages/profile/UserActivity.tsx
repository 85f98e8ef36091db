import { TRUNCATE } from "@pnyx/contract";
import { useUserComments, useUserPosts } from "@pnyx/react";
import { format } from "date-fns";
import { Link, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import * as styles from "./ProfilePage.css";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

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
              <li key={post._id}>
                <Link href={`/cpostdetails/${post._id}`} className={styles.itemLink}>
                  {cut(post.title, TRUNCATE.activityTitle)}
                </Link>
                <span className={styles.meta}>{format(new Date(post.createdAt), "d MMMM yyyy")}</span>
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
              <li key={comment._id}>
                <Link href={`/details/${comment.postId}`} className={styles.itemLink}>
                  {cut(comment.text, TRUNCATE.activityTitle)}
                </Link>
                <span className={styles.meta}>{format(new Date(comment.createdAt), "d MMMM yyyy")}</span>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}
