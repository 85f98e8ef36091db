import { MESSAGES, TRUNCATE, type ActivityItem, type ActivityType } from "@pnyx/contract";
import { useState, type CSSProperties } from "react";
import { Link } from "react-aria-components";
import { useHomeActivity, useRecentActivity } from "../../hooks/gamification/activity";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import { cx, longDate, relativeTime } from "../../helpers/format";
import { defaultArticleHref, defaultCommunityPostHref, defaultCommunityRepliesHref, defaultRepliesHref } from "../../helpers/hrefs";
import { FailedState, InfiniteListEnd, type InfiniteListEndStrings } from "../internal/ListStatus";
import { MemberLink } from "../internal/MemberLink";
import { part } from "../../helpers/part";
import { SegmentedControl } from "../internal/SegmentedControl";
import * as shared from "../internal/shared.css";
import * as styles from "./RecentActivity.css";

/** Whose activity: the logged-in member's own, or everyone's on public content (the home page). */
export type ActivitySource = "member" | "home";
export type ActivityFilter = "all" | "posts" | "opinions" | "likes";

/** Which kinds each filter keeps (product §2: Posts, Opinions, and Likes). */
export const ACTIVITY_FILTERS: Record<Exclude<ActivityFilter, "all">, readonly ActivityType[]> = {
  posts: ["post"],
  opinions: ["comment", "communityComment", "reply", "communityReply"],
  likes: ["like", "communityLike"],
};

/** Also the list end's texts (InfiniteListEndStrings): 'Show more', loading more, a failed page and its retry. */
export interface RecentActivityStrings extends InfiniteListEndStrings {
  /** Name of the list, for screen readers. */
  list: string;
  /** Name of the filter control, for screen readers. */
  filter: string;
  filters: Record<ActivityFilter, string>;
  /** What an item is, before its time. */
  kinds: Record<ActivityType, string>;
  /** Who did it (the home feed, where it is not the reader). */
  by: (author: string) => string;
  loading: string;
  empty: string;
  seeAll: string;
  /** What a visitor is told on pressing an item. */
  loginToAct: string;
  /** Instead of the member's own activity, for visitors. */
  loggedOut: string;
}

export const defaultRecentActivityStrings: RecentActivityStrings = {
  list: "Recent activity",
  filter: "Filter activity",
  filters: { all: "All", posts: "Posts", opinions: "Opinions", likes: "Likes" },
  kinds: {
    comment: "Opinion",
    communityComment: "Opinion on a community post",
    reply: "Reply",
    communityReply: "Reply on a community post",
    post: "Community post",
    like: "Liked",
    communityLike: "Liked a community post",
  },
  by: (author) => `by ${author}`,
  loading: "Loading activity…",
  loadingMore: "Loading more activity…",
  loadMore: "Show more",
  failed: "Could not load the activity",
  retry: "Try again",
  empty: MESSAGES.noRecents,
  seeAll: "See all",
  loginToAct: MESSAGES.loginToAct,
  loggedOut: MESSAGES.loginToViewMoreBang,
};

/**
 * Where an item leads: an article's opinion or like to the article, a reply to its thread; the same
 * on a community post, and a post to itself.
 */
export function defaultActivityHref(item: ActivityItem): string {
  switch (item.type) {
    case "comment":
    case "like":
      return defaultArticleHref(item.postId);
    case "reply":
      return item.threadId ? defaultRepliesHref(item.postId, item.threadId) : defaultArticleHref(item.postId);
    case "communityReply":
      return item.threadId ? defaultCommunityRepliesHref(item.postId, item.threadId) : defaultCommunityPostHref(item.postId);
    case "communityComment":
    case "post":
    case "communityLike":
      return defaultCommunityPostHref(item.postId);
  }
}

export interface RecentActivityProps {
  /** The member's own activity ("member", the default; profile and /recents) or everyone's ("home"). */
  source?: ActivitySource;
  /** Shows only the latest `limit` items, without paging (the profile's 5); pair with `seeAllHref`. */
  limit?: number;
  /** Items per page when paging with 'Show more'; 20 by default. */
  pageSize?: number;
  /** Where the whole list is ('See all'), shown when given. */
  seeAllHref?: string;
  /** Characters of a title before it is cut on phones (below 768 px): 80 by default; the full recents page uses 25. Wider screens show it whole. */
  titleLength?: number;
  /** Show the All / Posts / Opinions / Likes control; true by default. */
  showFilters?: boolean;
  /** Where an item leads; see `defaultActivityHref`. */
  hrefFor?: (item: ActivityItem) => string;
  className?: string;
  strings?: Partial<RecentActivityStrings>;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * Recent activity, newest first: opinions, replies, posts and likes, each leading to what it was
 * on (visitors are asked to log in instead), with a filter by kind. With `limit` it shows the latest
 * few; otherwise 'Show more' pages back.
 */
export function RecentActivity({
  source = "member",
  limit,
  pageSize = DEFAULT_PAGE_SIZE,
  seeAllHref,
  titleLength = TRUNCATE.activityTitle,
  showFilters = true,
  hrefFor = defaultActivityHref,
  className,
  strings,
}: RecentActivityProps) {
  const s = useStrings("recentActivity", defaultRecentActivityStrings, strings);
  const { user } = useSession();
  const [filter, setFilter] = useState<ActivityFilter>("all");
  const options = { pageSize: limit ?? pageSize };
  // Both hooks are called (hooks cannot be conditional); only the chosen source's runs.
  const mine = useRecentActivity({ ...options, enabled: source === "member" });
  const everyone = useHomeActivity({ ...options, enabled: source === "home" });
  const query = source === "member" ? mine : everyone;
  const classes = cx(styles.root, part("recent-activity"), className);

  if (source === "member" && !user) return <p className={cx(shared.message, classes)}>{s.loggedOut}</p>;
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, classes)}>
        {s.loading}
      </p>
    );
  }
  if (query.isError && !query.data) return <FailedState className={classes} message={s.failed} retry={{ label: s.retry, onRetry: query.refetch }} />;

  const loaded = limit ? (query.data.pages[0] ?? []) : query.data.pages.flat();
  const kinds = filter === "all" ? null : ACTIVITY_FILTERS[filter];
  const items = kinds ? loaded.filter((item) => kinds.includes(item.type)) : loaded;
  return (
    <section className={classes} aria-label={s.list}>
      {showFilters ? (
        <SegmentedControl
          label={s.filter}
          options={(["all", "posts", "opinions", "likes"] as const).map((id) => ({ id, label: s.filters[id] }))}
          value={filter}
          onChange={setFilter}
          className={part("recent-activity", "filters")}
          segmentClassName={part("recent-activity", "filter")}
        />
      ) : null}
      {items.length === 0 ? (
        <p className={cx(shared.message, part("recent-activity", "empty"))}>{s.empty}</p>
      ) : (
        <ul className={cx(styles.list, part("recent-activity", "list"))}>
          {items.map((item) => (
            <li key={item.id} className={cx(styles.item, part("recent-activity", "item"))} data-type={item.type}>
              <MemberLink href={hrefFor(item)} loginMessage={s.loginToAct} className={cx(styles.title, part("recent-activity", "title"))}>
                {/* The whole title; on phones CSS cuts it at `titleLength` characters (§9) with an ellipsis. */}
                <span className={styles.titleText} style={{ [styles.CUT_AT]: `${titleLength}ch` } as CSSProperties}>
                  {item.title}
                </span>
              </MemberLink>
              {item.excerpt ? <p className={cx(styles.excerpt, part("recent-activity", "excerpt"))}>{item.excerpt}</p> : null}
              <p className={cx(styles.meta, part("recent-activity", "meta"))}>
                {`${s.kinds[item.type]}${source === "home" ? ` ${s.by(item.author)}` : ""} · `}
                <time suppressHydrationWarning dateTime={item.at} title={longDate(item.at)}>
                  {relativeTime(item.at)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {limit ? null : <InfiniteListEnd query={query} strings={s} loadOnScroll={false} />}
      {seeAllHref ? (
        <div className={styles.footer}>
          <Link href={seeAllHref} className={cx(shared.quietButton, part("recent-activity", "see-all"))}>
            {s.seeAll}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
