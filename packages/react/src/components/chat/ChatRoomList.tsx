import { TRUNCATE, type Community } from "@pnyx/contract";
import { createElement } from "react";
import { Button, Link } from "react-aria-components";
import { useChatStats, useTotalUsers } from "../../hooks/chat-stats";
import { useCommunities } from "../../hooks/communities";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx, truncate } from "../../helpers/format";
import { defaultChatRoomHref } from "../../helpers/hrefs";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./chat.css";

export interface ChatRoomListStrings {
  statistics: string;
  activeUsers: string;
  joinedToday: string;
  totalUsers: string;
  realtimeUnavailable: string;
  rooms: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  members: (count: number) => string;
  enter: string;
  /** The accessible name of a room's Join Chat link. */
  enterRoom: (name: string) => string;
}

export const defaultChatRoomListStrings: ChatRoomListStrings = {
  statistics: "Chat statistics",
  activeUsers: "Active Users",
  joinedToday: "Joined Today",
  totalUsers: "Total Users",
  realtimeUnavailable: "Real-time updates unavailable",
  rooms: "Chat rooms",
  loading: "Loading chat rooms…",
  failed: "Could not load the chat rooms",
  retry: "Try again",
  empty: "No chat rooms available",
  members: (n) => `${n} ${n === 1 ? "member" : "members"}`,
  enter: "Join Chat",
  enterRoom: (name) => `Join Chat: ${name}`,
};

export interface ChatRoomListProps {
  /** Where a room's link goes (the site's /chatroom/{id} by default). */
  roomHref?: (topicId: string) => string;
  className?: string;
  strings?: Partial<ChatRoomListStrings>;
  /** The rooms' heading level; the statistics sit above them without a heading. */
  headingLevel?: 2 | 3;
}

/**
 * The chat rooms (one per community) under the live statistics: Active Users and Joined Today from
 * the statistics socket, Total Users from the server; all start at 0. When the socket is down the
 * numbers stay as last heard, with 'Real-time updates unavailable'.
 */
export function ChatRoomList({ roomHref = defaultChatRoomHref, className, strings, headingLevel = 2 }: ChatRoomListProps) {
  const s = useStrings("chatRoomList", defaultChatRoomListStrings, strings);
  const stats = useChatStats();
  const total = useTotalUsers();
  const communities = useCommunities();
  const figures: [string, string, number][] = [
    ["active-users", s.activeUsers, stats.activeUsers],
    ["joined-today", s.joinedToday, stats.joinedUsers],
    ["total-users", s.totalUsers, total.data?.totalUsers ?? 0],
  ];
  return (
    <div className={cx(styles.list, part("chat-room-list"), className)} data-status={stats.status}>
      <section aria-label={s.statistics} className={part("chat-room-list", "stats")}>
        <dl className={styles.stats}>
          {figures.map(([name, label, value]) => (
            <div key={name} className={cx(styles.stat, part("chat-room-list", name))}>
              <dt className={styles.statLabel}>{label}</dt>
              <dd className={styles.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div role="status">
        {stats.status === "disconnected" ? <p className={cx(styles.notice, part("chat-room-list", "notice"))}>{s.realtimeUnavailable}</p> : null}
      </div>
      <section aria-label={s.rooms}>
        <RoomCards query={communities} s={s} roomHref={roomHref} headingLevel={headingLevel} />
      </section>
    </div>
  );
}

interface RoomCardsProps {
  query: ReturnType<typeof useCommunities>;
  s: ChatRoomListStrings;
  roomHref: (topicId: string) => string;
  headingLevel: 2 | 3;
}

function RoomCards({ query, s, roomHref, headingLevel }: RoomCardsProps) {
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, part("chat-room-list", "loading"))}>
        {s.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <FailedState message={s.failed}>
        <Button className={forms.secondaryButton} onPress={() => void query.refetch()}>
          {s.retry}
        </Button>
      </FailedState>
    );
  }
  const rooms: Community[] = query.data.communities;
  if (rooms.length === 0) return <p className={cx(shared.message, part("chat-room-list", "empty"))}>{s.empty}</p>;
  return (
    <ul className={cx(styles.rooms, part("chat-room-list", "rooms"))}>
      {rooms.map((room) => (
        <li key={room._id}>
          <article className={cx(styles.room, part("chat-room-list", "room"))} data-topic-id={room._id}>
            {createElement(`h${headingLevel}`, { className: styles.roomName }, room.name)}
            <p className={styles.muted}>{truncate(room.description, TRUNCATE.communityDescription)}</p>
            <p className={styles.muted}>{s.members(room.subscriberCount)}</p>
            <div className={styles.roomFooter}>
              <Link href={roomHref(room._id)} className={forms.button} aria-label={s.enterRoom(room.name)}>
                {s.enter}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
