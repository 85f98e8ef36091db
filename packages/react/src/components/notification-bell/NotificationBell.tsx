import { UNREAD_COUNT_CAP, type Notification } from "@pnyx/contract";
import { useId, useState } from "react";
import { Button, DialogTrigger, Link, Popover } from "react-aria-components";
import { unreadCount, useLiveNotifications, useMarkNotificationsRead, useNotifications } from "../../hooks/notifications";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import { visuallyHidden } from "../../theme/a11y.css";
import { defaultArticleHref, defaultCommunityPostHref, defaultCommunityRepliesHref, defaultRepliesHref } from "../../helpers/hrefs";
import { cx, relativeTime } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./NotificationBell.css";

export interface NotificationBellStrings {
  /** The bell's name, with the unread count when there are any. */
  bell: (unread: number) => string;
  heading: string;
  markAllRead: string;
  /** What happened, in one line. */
  summary: (notification: Notification) => string;
  unread: string;
  empty: string;
  loading: string;
  failed: string;
  retry: string;
  loadMore: string;
}

export const defaultNotificationBellStrings: NotificationBellStrings = {
  bell: (unread) => (unread > 0 ? `Notifications, ${unread >= UNREAD_COUNT_CAP ? "99+" : unread} unread` : "Notifications"),
  heading: "Notifications",
  markAllRead: "Mark all as read",
  summary: (n) => {
    switch (n.kind) {
      case "opinionReply":
        return `${n.actor} replied to your opinion on “${n.postTitle}”`;
      case "postOpinion":
        return `${n.actor} gave an opinion on your post “${n.postTitle}”`;
      case "postVerified":
        return `Your post “${n.postTitle}” was verified and is now public`;
      case "postDiscarded":
        return `Your post “${n.postTitle}” was discarded by a moderator`;
    }
  },
  unread: "Unread:",
  empty: "No notifications yet",
  loading: "Loading notifications…",
  failed: "Could not load notifications",
  retry: "Retry",
  loadMore: "Show older",
};

/**
 * Where a notification leads: a reply to the thread of the opinion it answers, an opinion or a
 * verdict to the post; a discarded post is gone, so nowhere (null).
 */
export function defaultNotificationHref(n: Notification): string | null {
  const article = n.postKind === "article";
  if (n.kind === "opinionReply" && n.inReplyTo) return (article ? defaultRepliesHref : defaultCommunityRepliesHref)(n.postId, n.inReplyTo);
  if (n.kind === "postDiscarded") return null;
  return (article ? defaultArticleHref : defaultCommunityPostHref)(n.postId);
}

export interface NotificationBellProps {
  className?: string;
  strings?: Partial<NotificationBellStrings>;
  /** Where a notification leads (null: it is shown but leads nowhere); see `defaultNotificationHref`. */
  hrefFor?: (notification: Notification) => string | null;
  /** Show a toast when a notification arrives while the page is open (default true). */
  toastOnArrival?: boolean;
}

/** The count on the bell: "9+" beyond nine. */
const badgeText = (unread: number) => (unread > 9 ? "9+" : String(unread));

/**
 * The member's bell in the top bar: the unread count, and on press the notifications newest first
 * (unread ones marked), each leading to what it is about and marked read when followed; "Mark all
 * as read"; older ones page by page. New notifications arrive live over the socket. Renders nothing
 * for visitors.
 */
export function NotificationBell({ className, strings, hrefFor = defaultNotificationHref, toastOnArrival = true }: NotificationBellProps) {
  const s = useStrings("notificationBell", defaultNotificationBellStrings, strings);
  const { user } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  useLiveNotifications(toastOnArrival ? (n) => toast.show(s.summary(n), { tone: "info" }) : undefined);
  if (!user) return null;

  const unread = unreadCount(query.data);
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const follow = (n: Notification) => {
    if (!n.read) markRead.mutate([n._id]);
    setOpen(false);
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={cx(styles.bell, part("notification-bell"), className)} aria-label={s.bell(unread)}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span className={cx(styles.badge, part("notification-bell", "badge"))} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </Button>
      {/* The popover is the dialog itself, so its hidden dismiss buttons lie inside the dialog too. */}
      <Popover className={cx(styles.popover, part("notification-bell", "popover"))} placement="bottom end" aria-labelledby={headingId}>
        <div className={styles.dialog}>
          <div className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              {s.heading}
            </h2>
            <Button className={shared.quietButton} isDisabled={unread === 0 || markRead.isPending} onPress={() => markRead.mutate("all")}>
              {s.markAllRead}
            </Button>
          </div>
          {query.isPending ? (
            <p className={styles.status} role="status">
              {s.loading}
            </p>
          ) : query.isError && notifications.length === 0 ? (
            <div className={styles.footer}>
              <p role="alert" className={shared.errorMessage}>
                {s.failed}
              </p>
              <Button className={shared.quietButton} onPress={() => void query.refetch()}>
                {s.retry}
              </Button>
            </div>
          ) : notifications.length === 0 ? (
            <p className={styles.status}>{s.empty}</p>
          ) : (
            <ul className={styles.list}>
              {notifications.map((n) => (
                <li key={n._id}>
                  <NotificationItem notification={n} href={hrefFor(n)} strings={s} onFollow={() => follow(n)} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <div className={styles.footer}>
              <Button className={shared.quietButton} isDisabled={query.isFetchingNextPage} onPress={() => void query.fetchNextPage()}>
                {s.loadMore}
              </Button>
            </div>
          )}
        </div>
      </Popover>
    </DialogTrigger>
  );
}

function NotificationItem({
  notification: n,
  href,
  strings: s,
  onFollow,
}: {
  notification: Notification;
  href: string | null;
  strings: NotificationBellStrings;
  onFollow: () => void;
}) {
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.body}>
        <span className={styles.summary}>
          {!n.read && <span className={visuallyHidden}>{s.unread} </span>}
          {s.summary(n)}
        </span>
        {n.excerpt && <span className={styles.excerpt}>{n.excerpt}</span>}
        <time suppressHydrationWarning className={styles.time} dateTime={n.createdAt}>
          {relativeTime(n.createdAt)}
        </time>
      </span>
    </>
  );
  const props = { className: cx(styles.item, part("notification-bell", "item")), "data-unread": n.read ? undefined : "" };
  if (!href) {
    return <div {...props}>{content}</div>;
  }
  return (
    <Link {...props} href={href} onPress={onFollow}>
      {content}
    </Link>
  );
}
