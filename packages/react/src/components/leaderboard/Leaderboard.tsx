import type { LeaderboardEntry, LeaderboardPeriod } from "@pnyx/contract";
import { useState } from "react";
import { Link } from "react-aria-components";
import { useLeaderboard } from "../../hooks/gamification/leaderboard";
import { useStrings } from "../../strings-context";
import { visuallyHidden } from "../../theme/a11y.css";
import { cx } from "../../helpers/format";
import { defaultProfileHref } from "../../helpers/hrefs";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import { SegmentedControl } from "../internal/SegmentedControl";
import * as shared from "../internal/shared.css";
import * as styles from "./Leaderboard.css";

export interface LeaderboardStrings {
  /** Name of the board, for screen readers. */
  board: string;
  /** Name of the period control, for screen readers. */
  period: string;
  periods: Record<LeaderboardPeriod, string>;
  /** The table's caption (read by screen readers). */
  caption: (period: LeaderboardPeriod) => string;
  rank: string;
  member: string;
  points: string;
  /** After the reader's own name. */
  you: string;
  /** Above the reader's own row when they are outside the top. */
  yourPlace: string;
  loading: string;
  failed: string;
  retry: string;
  empty: (period: LeaderboardPeriod) => string;
}

export const defaultLeaderboardStrings: LeaderboardStrings = {
  board: "Leaderboard",
  period: "Period",
  periods: { week: "This week", all: "All time" },
  caption: (period) => (period === "week" ? "Most points this week" : "Most points of all time"),
  rank: "Rank",
  member: "Member",
  points: "Points",
  you: "(you)",
  yourPlace: "Your place",
  loading: "Loading the leaderboard…",
  failed: "Could not load the leaderboard",
  retry: "Try again",
  empty: (period) => (period === "week" ? "No points earned this week yet" : "No points earned yet"),
};

export interface LeaderboardProps {
  /** The period shown first; "week" by default. */
  defaultPeriod?: LeaderboardPeriod;
  /** A member's public profile; `/profile/{username}` by default. */
  profileHrefFor?: (username: string) => string;
  className?: string;
  strings?: Partial<LeaderboardStrings>;
}

/**
 * Who earned the most points this week or of all time: the top 50 with rank, name (to their public
 * profile) and points; a logged-in reader outside the top sees their own row pinned below it.
 */
export function Leaderboard({ defaultPeriod = "week", profileHrefFor = defaultProfileHref, className, strings }: LeaderboardProps) {
  const s = useStrings("leaderboard", defaultLeaderboardStrings, strings);
  const [period, setPeriod] = useState<LeaderboardPeriod>(defaultPeriod);
  const query = useLeaderboard(period);
  const board = query.data;
  const me = board?.me ?? null;
  const pinned = me && !board?.entries.some((entry) => entry.username === me.username) ? me : null;
  const row = (entry: LeaderboardEntry) => (
    <BoardRow key={entry.username} entry={entry} isMe={entry.username === me?.username} href={profileHrefFor(entry.username)} strings={s} />
  );

  return (
    <section className={cx(styles.root, part("leaderboard"), className)} aria-label={s.board}>
      <SegmentedControl
        label={s.period}
        options={(["week", "all"] as const).map((id) => ({ id, label: s.periods[id] }))}
        value={period}
        onChange={setPeriod}
        className={part("leaderboard", "periods")}
        segmentClassName={part("leaderboard", "period")}
      />
      {query.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : query.isError && !board ? (
        <FailedState message={s.failed} retry={{ label: s.retry, onRetry: query.refetch }} />
      ) : !board || board.entries.length === 0 ? (
        <p className={cx(shared.message, part("leaderboard", "empty"))}>{s.empty(period)}</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={cx(styles.table, part("leaderboard", "table"))} aria-busy={query.isPlaceholderData}>
            <caption className={visuallyHidden}>{s.caption(board.period)}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {s.rank}
                </th>
                <th scope="col" className={styles.th}>
                  {s.member}
                </th>
                <th scope="col" className={cx(styles.th, styles.pointsHeader)}>
                  {s.points}
                </th>
              </tr>
            </thead>
            <tbody>{board.entries.map(row)}</tbody>
            {pinned ? (
              <tbody className={part("leaderboard", "pinned")}>
                <tr>
                  <th scope="rowgroup" colSpan={3} className={styles.pinnedLabel}>
                    {s.yourPlace}
                  </th>
                </tr>
                {row(pinned)}
              </tbody>
            ) : null}
          </table>
        </div>
      )}
    </section>
  );
}

function BoardRow({ entry, isMe, href, strings: s }: { entry: LeaderboardEntry; isMe: boolean; href: string; strings: LeaderboardStrings }) {
  return (
    <tr className={cx(isMe && styles.me, part("leaderboard", "row"))} data-me={isMe ? "" : undefined} aria-current={isMe ? "true" : undefined}>
      <td className={styles.rank}>{entry.rank}</td>
      <th scope="row" className={styles.member}>
        <Link href={href} className={shared.plainLink}>
          {entry.username}
        </Link>
        {isMe ? <span className={styles.you}> {s.you}</span> : null}
      </th>
      <td className={styles.points}>{entry.points}</td>
    </tr>
  );
}
