import { MODERATION_TEXTS, TRUNCATE, type QueueItem, type ReportReason } from "@pnyx/contract";
import { Checkbox, Link } from "react-aria-components";
import { cx, longDate, relativeTime, shortDateTime, truncate } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as admin from "../admin/admin.css";
import type { ModerationQueueStrings } from "./moderation-queue-strings";
import * as styles from "./moderation.css";

const REASONS: readonly ReportReason[] = ["spam", "abuse", "offTopic", "illegal", "other"];

/** The report reasons' names, shared with the reporter's dialog. */
export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  spam: MODERATION_TEXTS.reasonSpam,
  abuse: MODERATION_TEXTS.reasonAbuse,
  offTopic: MODERATION_TEXTS.reasonOffTopic,
  illegal: MODERATION_TEXTS.reasonIllegal,
  other: MODERATION_TEXTS.reasonOther,
};

export interface QueueItemCardProps {
  item: QueueItem;
  s: ModerationQueueStrings;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  postHrefFor: (item: QueueItem) => string | null;
  profileHrefFor: (username: string) => string;
  /** The author's standing, where an administrator acts on them; null for no link. */
  standingHrefFor: (username: string) => string | null;
}

/** One queue item: what was written and why it is here, its reports, its author's standing, where, and its decision. */
export function QueueItemCard({ item, s, selected, onSelect, postHrefFor, profileHrefFor, standingHrefFor }: QueueItemCardProps) {
  const { author, reports } = item;
  const href = postHrefFor(item);
  const standingHref = standingHrefFor(author.username);
  const pending = item.status === "pending";
  return (
    <li
      className={cx(admin.item, part("moderation-queue", "item"))}
      data-item-id={item._id}
      data-status={item.status}
      data-cause={item.cause}
      data-hidden={item.hidden ? "" : undefined}
    >
      <div className={admin.itemHeader}>
        <div className={styles.tags}>
          {pending ? (
            <Checkbox isSelected={selected} onChange={onSelect} aria-label={s.select(author.username)} className={admin.checkboxRow}>
              <span className={admin.checkboxBox} aria-hidden="true" />
            </Checkbox>
          ) : null}
          <span className={styles.tag}>{s.causes[item.cause]}</span>
          <span className={styles.tag}>{s.types[item.targetType]}</span>
          {item.hidden ? <span className={cx(styles.tag, styles.warnTag)}>{s.hidden}</span> : null}
        </div>
        <time suppressHydrationWarning className={admin.meta} dateTime={item.createdAt} title={longDate(item.createdAt)}>
          {relativeTime(item.createdAt)}
        </time>
      </div>
      <p className={admin.text}>{item.text}</p>
      {reports.count > 0 ? (
        <div className={part("moderation-queue", "reports")}>
          <p className={admin.meta}>
            <span className={admin.badge}>{s.reports(reports.count)}</span> {s.weight(reports.weight)}
            {" · "}
            {REASONS.filter((r) => reports.reasons[r])
              .map((r) => `${REPORT_REASON_NAMES[r]} ${reports.reasons[r]}`)
              .join(" · ")}
          </p>
          {reports.details.length > 0 ? (
            <ul className={styles.details}>
              {reports.details.map((d, index) => (
                // Details carry no id; their order is the server's (latest first) and never changes in place.
                <li key={index} className={admin.meta}>
                  {REPORT_REASON_NAMES[d.reason]}
                  {d.legalGround ? ` · ${s.legalGround(d.legalGround)}` : ""}
                  {d.text ? `: “${d.text}”` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {item.appeal ? <p className={cx(admin.text, styles.quote)}>{s.appeal(item.appeal.text)}</p> : null}
      <p className={admin.meta}>
        <Link href={profileHrefFor(author.username)} className={admin.link}>
          {author.username}
        </Link>
        {` · ${s.standing(author.points, longDate(author.memberSince), author.removed, author.approved)}`}
        {` · ${s.reporter(author.reportsUpheld, author.reportsRejected)}`}
        {author.sanction ? ` · ${s.sanction(author.sanction.kind, author.sanction.until ? shortDateTime(author.sanction.until) : null)}` : ""}
      </p>
      {href && item.context.postTitle ? (
        <p className={admin.meta}>
          <Link href={href} className={admin.link}>
            {s.on(truncate(item.context.postTitle, TRUNCATE.cardTitle))}
          </Link>
        </p>
      ) : null}
      {standingHref ? (
        <p className={admin.meta}>
          <Link href={standingHref} className={cx(styles.actLink, part("moderation-queue", "act-on-author"))} aria-label={s.actOnAuthorLabel(author.username)}>
            {s.actOnAuthor}
          </Link>
        </p>
      ) : null}
      {!pending && item.decision ? (
        <p className={admin.meta}>{s.decided(item.status, item.decision.by, shortDateTime(item.decision.at), item.decision.note)}</p>
      ) : null}
    </li>
  );
}
