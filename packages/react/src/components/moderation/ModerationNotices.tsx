import { MODERATION_LIMITS, MODERATION_TEXTS, type Notice, type NoticeKind } from "@pnyx/contract";
import { createElement, useEffect, useId, useRef, useState } from "react";
import { Button, FieldError, Form, Label, TextArea, TextField } from "react-aria-components";
import { cx, longDate, relativeTime } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useAppeal, useModerationNotices, useSeeNotices } from "../../hooks/moderation-notices";
import { useStrings } from "../../strings-context";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./moderation.css";

const T = MODERATION_TEXTS;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

export interface ModerationNoticesStrings {
  heading: string;
  loading: string;
  failed: string;
  empty: string;
  titles: Record<NoticeKind, string>;
  outcomes: { removed: string; kept: string; restricted: (until: string) => string; restrictedForGood: string; held: string; reversed: string };
  /** The mark of a notice not seen before this visit. */
  unseen: string;
  about: (excerpt: string) => string;
  reason: (reason: string) => string;
  rule: (rule: string) => string;
  note: (note: string) => string;
  appealHow: string;
  appeal: string;
  appealLabel: string;
  send: string;
  sending: string;
  cancel: string;
  needsWords: string;
  sent: string;
  appealedOn: (date: string) => string;
}

export const defaultModerationNoticesStrings: ModerationNoticesStrings = {
  heading: T.noticesTitle,
  loading: T.noticesLoading,
  failed: T.noticesFailed,
  empty: T.noticesEmpty,
  titles: {
    removed: T.noticeRemoved,
    held: T.noticeHeld,
    sanctioned: T.noticeSanctioned,
    reportOutcome: T.noticeReportOutcome,
    appealOutcome: T.noticeAppealOutcome,
  },
  outcomes: {
    removed: T.outcomeRemoved,
    kept: T.outcomeKept,
    restricted: (until) => fill(T.outcomeRestricted, { until }),
    restrictedForGood: T.outcomeRestrictedForGood,
    held: T.outcomeHeld,
    reversed: T.outcomeReversed,
  },
  unseen: T.noticeNew,
  about: (excerpt) => fill(T.noticeAbout, { excerpt }),
  reason: (reason) => fill(T.noticeReason, { reason }),
  rule: (rule) => fill(T.noticeRule, { rule }),
  note: (note) => fill(T.noticeNote, { note }),
  appealHow: T.appealHow,
  appeal: T.appealOpen,
  appealLabel: T.appealLabel,
  send: T.appealSend,
  sending: T.appealSending,
  cancel: T.appealCancel,
  needsWords: T.appealNeedsWords,
  sent: T.appealSent,
  appealedOn: (date) => fill(T.appealedOn, { date }),
};

export interface ModerationNoticesProps {
  className?: string;
  strings?: Partial<ModerationNoticesStrings>;
  headingLevel?: 1 | 2;
}

/**
 * For members: their moderation notices (statements of reasons), newest first: what was decided about
 * what, the reason and the rule, a moderator's note, until when. Notices not seen before are marked,
 * and told seen once shown; a removal or a sanction can be appealed once, in the member's words.
 */
export function ModerationNotices({ className, strings, headingLevel = 1 }: ModerationNoticesProps) {
  const s = useStrings("moderationNotices", defaultModerationNoticesStrings, strings);
  const headingId = useId();
  const notices = useModerationNotices();
  const see = useSeeNotices();
  const told = useRef(new Set<string>());
  // Seen on view: each unseen notice is told once per mount.
  const unseenIds = (notices.data?.notices ?? []).filter((n) => !n.seen && !told.current.has(n._id)).map((n) => n._id);
  const unseenKey = unseenIds.join(",");
  useEffect(() => {
    if (unseenIds.length === 0) return;
    for (const id of unseenIds) told.current.add(id);
    see.mutate(unseenIds.slice(0, 100));
  }, [unseenKey]);

  return (
    <section className={cx(admin.root, part("moderation-notices"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: admin.title }, s.heading)}
      {notices.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : notices.isError ? (
        <FailedState message={s.failed} />
      ) : notices.data.notices.length === 0 ? (
        <p className={shared.message}>{s.empty}</p>
      ) : (
        <ul className={admin.list} aria-labelledby={headingId}>
          {notices.data.notices.map((notice) => (
            <NoticeCard key={notice._id} notice={notice} s={s} titleLevel={headingLevel === 1 ? 2 : 3} />
          ))}
        </ul>
      )}
    </section>
  );
}

function outcomeText(notice: Notice, s: ModerationNoticesStrings): string {
  if (notice.outcome === "restricted") return notice.until ? s.outcomes.restricted(longDate(notice.until)) : s.outcomes.restrictedForGood;
  return s.outcomes[notice.outcome];
}

function NoticeCard({ notice, s, titleLevel }: { notice: Notice; s: ModerationNoticesStrings; titleLevel: 2 | 3 }) {
  const titleId = useId();
  const [appealing, setAppealing] = useState(false);
  return (
    <li
      className={cx(admin.item, part("moderation-notices", "notice"))}
      aria-labelledby={titleId}
      data-notice-id={notice._id}
      data-kind={notice.kind}
      data-unseen={notice.seen ? undefined : ""}
    >
      <div className={admin.itemHeader}>
        <div className={styles.tags}>
          {createElement(`h${titleLevel}`, { id: titleId, className: admin.itemTitle }, s.titles[notice.kind])}
          {notice.seen ? null : <span className={admin.badge}>{s.unseen}</span>}
        </div>
        <time suppressHydrationWarning className={admin.meta} dateTime={notice.createdAt} title={longDate(notice.createdAt)}>
          {relativeTime(notice.createdAt)}
        </time>
      </div>
      {notice.about ? <p className={cx(admin.meta, styles.quote)}>{s.about(notice.about.excerpt)}</p> : null}
      <p className={admin.text}>{outcomeText(notice, s)}</p>
      {notice.reason ? <p className={admin.meta}>{s.reason(notice.reason)}</p> : null}
      {notice.rule ? <p className={admin.meta}>{s.rule(notice.rule)}</p> : null}
      {notice.note ? <p className={admin.meta}>{s.note(notice.note)}</p> : null}
      {notice.appealedAt ? (
        <p className={admin.meta}>{s.appealedOn(longDate(notice.appealedAt))}</p>
      ) : notice.appealable ? (
        appealing ? (
          <AppealForm notice={notice} s={s} onDone={() => setAppealing(false)} />
        ) : (
          <div className={admin.actions}>
            <p className={admin.meta}>{s.appealHow}</p>
            <Button className={forms.secondaryButton} onPress={() => setAppealing(true)}>
              {s.appeal}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

function AppealForm({ notice, s, onDone }: { notice: Notice; s: ModerationNoticesStrings; onDone: () => void }) {
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const appeal = useAppeal();
  const toast = useToast();
  return (
    <Form
      className={forms.form}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setErrors({ appeal: s.needsWords });
        appeal.mutate(
          { noticeId: notice._id, text: text.trim() },
          {
            onSuccess: () => {
              toast.show(s.sent, { tone: "success" });
              onDone();
            },
            onError: (error) => toast.show(error.message, { tone: "error" }),
          },
        );
      }}
    >
      <TextField
        name="appeal"
        value={text}
        onChange={(value) => {
          setText(value);
          setErrors({});
        }}
        maxLength={MODERATION_LIMITS.noteMax}
        className={forms.field}
        autoFocus
      >
        <Label className={forms.label}>{s.appealLabel}</Label>
        <TextArea className={cx(forms.input, styles.shortArea)} />
        <FieldError className={forms.fieldError} />
      </TextField>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={appeal.isPending}>
          {appeal.isPending ? s.sending : s.send}
        </Button>
        <Button className={forms.secondaryButton} onPress={onDone}>
          {s.cancel}
        </Button>
      </div>
    </Form>
  );
}
