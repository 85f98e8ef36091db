import type { Sanction } from "@pnyx/contract";
import { createElement, useId } from "react";
import { Button, Link } from "react-aria-components";
import { cx, longDate, shortDateTime } from "../../helpers/format";
import { defaultProfileHref } from "../../helpers/hrefs";
import { part } from "../../helpers/part";
import { useLiftSanction, useMemberStanding } from "../../hooks/admin-moderation";
import { useStrings } from "../../strings-context";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { defaultMemberStandingStrings, type MemberStandingStrings } from "./member-standing-strings";
import { SanctionForm } from "./SanctionForm";
import { inForce, sanctionSummary, SITE_COMMUNITIES, type SanctionCommunity } from "./sanction-text";
import * as styles from "./moderation.css";

export { defaultMemberStandingStrings, type MemberStandingStrings } from "./member-standing-strings";
export type { SanctionCommunity } from "./sanction-text";

export interface MemberStandingProps {
  /** The member, by username (any case). */
  username: string;
  className?: string;
  strings?: Partial<MemberStandingStrings>;
  headingLevel?: 1 | 2;
  /** The communities a sanction can be limited to; the site's fixed communities by default. */
  communities?: readonly SanctionCommunity[];
  /** The member's public profile; `/profile/{name}` by default. */
  profileHrefFor?: (username: string) => string;
}

/**
 * For administrators: one member as a moderator judges them (points, age, writing removed and kept,
 * their own reports upheld and rejected, the sanction in force) and every sanction they had, newest
 * first, each in force with a Lift button; and the form that suspends them for some hours or bans
 * them, site-wide or from one community, for one of the site's reasons, keeping or removing what they
 * wrote (a ban, or removing their writing, is confirmed in a dialog first).
 */
export function MemberStanding({
  username,
  className,
  strings,
  headingLevel = 1,
  communities = SITE_COMMUNITIES,
  profileHrefFor = defaultProfileHref,
}: MemberStandingProps) {
  const s = useStrings("memberStanding", defaultMemberStandingStrings, strings);
  const headingId = useId();
  const query = useMemberStanding(username);
  const name = query.data?.standing.username ?? username;
  const sub = headingLevel + 1;

  return (
    <section className={cx(admin.root, part("member-standing"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: admin.title }, s.heading(name))}
      {query.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : query.isError ? (
        query.error.status === 404 ? (
          <p role="alert" className={shared.message}>
            {s.notFound(username)}
          </p>
        ) : (
          <FailedState message={s.failed} />
        )
      ) : (
        <>
          <Record data={query.data} s={s} communities={communities} profileHref={profileHrefFor(name)} />
          <SanctionForm username={name} s={s} communities={communities} headingLevel={sub} />
          <History sanctions={query.data.sanctions} s={s} communities={communities} headingLevel={sub} />
        </>
      )}
    </section>
  );
}

function Record({
  data,
  s,
  communities,
  profileHref,
}: {
  data: NonNullable<ReturnType<typeof useMemberStanding>["data"]>;
  s: MemberStandingStrings;
  communities: readonly SanctionCommunity[];
  profileHref: string;
}) {
  const { standing } = data;
  const facts: [string, string | number][] = [
    [s.facts.points, standing.points],
    [s.facts.memberSince, longDate(standing.memberSince)],
    [s.facts.removed, standing.removed],
    [s.facts.approved, standing.approved],
    [s.facts.reportsUpheld, standing.reportsUpheld],
    [s.facts.reportsRejected, standing.reportsRejected],
  ];
  return (
    <div className={cx(admin.detail, part("member-standing", "record"))}>
      <p className={admin.meta}>
        <Link href={profileHref} className={admin.link}>
          {standing.username}
        </Link>
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={admin.meta}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {standing.sanction ? (
        <p className={styles.inForce} data-sanction-kind={standing.sanction.kind}>
          <span className={cx(styles.tag, styles.warnTag)}>{s.inForce}</span> {sanctionSummary(standing.sanction, communities, s)}
        </p>
      ) : (
        <p className={admin.meta}>{s.noSanction}</p>
      )}
    </div>
  );
}

function History({
  sanctions,
  s,
  communities,
  headingLevel,
}: {
  sanctions: readonly Sanction[];
  s: MemberStandingStrings;
  communities: readonly SanctionCommunity[];
  headingLevel: number;
}) {
  const headingId = useId();
  return (
    <div className={cx(admin.root, part("member-standing", "history"))}>
      {createElement(`h${headingLevel}`, { id: headingId, className: admin.dialogTitle }, s.historyTitle)}
      {sanctions.length === 0 ? (
        <p className={admin.meta}>{s.historyEmpty}</p>
      ) : (
        <ul className={admin.list} aria-labelledby={headingId}>
          {sanctions.map((sanction) => (
            <SanctionRow key={sanction._id} sanction={sanction} s={s} communities={communities} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SanctionRow({ sanction, s, communities }: { sanction: Sanction; s: MemberStandingStrings; communities: readonly SanctionCommunity[] }) {
  const lift = useLiftSanction();
  const toast = useToast();
  const live = inForce(sanction);
  const summary = sanctionSummary(sanction, communities, s);
  return (
    <li className={admin.item} data-sanction-id={sanction._id} data-in-force={live ? "" : undefined}>
      <div className={admin.itemHeader}>
        <p className={admin.itemTitle}>{summary}</p>
        {live ? (
          <span className={cx(styles.tag, styles.warnTag)}>{s.inForce}</span>
        ) : (
          <span className={styles.tag}>{sanction.liftedAt ? s.lifted(shortDateTime(sanction.liftedAt)) : s.ended}</span>
        )}
      </div>
      <p className={admin.meta}>{s.reason(sanction.reason)}</p>
      {sanction.note ? <p className={admin.text}>{s.note(sanction.note)}</p> : null}
      {sanction.removal ? <p className={admin.meta}>{sanction.removal === "removed" ? s.writingRemoved : s.writingRemoving}</p> : null}
      <p className={admin.meta}>{s.by(sanction.by, shortDateTime(sanction.at))}</p>
      {live ? (
        <div className={admin.actions}>
          <Button
            className={forms.secondaryButton}
            aria-label={s.liftLabel(summary)}
            isDisabled={lift.isPending}
            onPress={() =>
              lift.mutate(
                { sanctionId: sanction._id },
                {
                  onSuccess: () => toast.show(s.liftedToast, { tone: "success" }),
                  onError: (error) => toast.show(error.message, { tone: "error" }),
                },
              )
            }
          >
            {lift.isPending ? s.lifting : s.lift}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
