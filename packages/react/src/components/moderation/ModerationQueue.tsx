import { type QueueItem, type QueueStatus, type QueueTargetType } from "@pnyx/contract";
import { createElement, useId, useMemo, useState } from "react";
import { Button, Checkbox, Form, Heading } from "react-aria-components";
import { cx } from "../../helpers/format";
import { defaultProfileHref } from "../../helpers/hrefs";
import { part } from "../../helpers/part";
import { useDecide, useLiveModerationQueue, useModerationQueue, type ModerationQueueFilters } from "../../hooks/moderation-queue";
import { useStrings } from "../../strings-context";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState, InfiniteListEnd } from "../internal/ListStatus";
import { SegmentedControl } from "../internal/SegmentedControl";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { defaultModerationQueueStrings, type ModerationQueueStrings } from "./moderation-queue-strings";
import { QueueItemCard } from "./QueueItemCard";
import * as styles from "./moderation.css";
import { ReasonFields } from "./ReasonFields";

export { defaultModerationQueueStrings, type ModerationQueueStrings } from "./moderation-queue-strings";

export interface ModerationQueueProps {
  className?: string;
  strings?: Partial<ModerationQueueStrings>;
  headingLevel?: 1 | 2;
  /** Narrows the queue to one community or one publisher's threads. */
  communityId?: string;
  publisherId?: string;
  /** Where an item's thread is read: `/details/{postId}` for articles, `/cpostdetails/{postId}` in a community by default; null for no link. */
  postHrefFor?: (item: QueueItem) => string | null;
  /** The author's profile; `/profile/{name}` by default. */
  profileHrefFor?: (username: string) => string;
  /** Where an administrator acts on an item's author (their standing and sanctions); `/admin/members/{name}` by default, null for no link. */
  standingHrefFor?: (username: string) => string | null;
}

const defaultStandingHref = (username: string) => `/admin/members/${encodeURIComponent(username)}`;

const defaultPostHref = (item: QueueItem) => {
  const { postId, communityId } = item.context;
  if (!postId) return null;
  return communityId ? `/cpostdetails/${postId}` : `/details/${postId}`;
};

const STATUSES: readonly QueueStatus[] = ["pending", "approved", "rejected"];
const TYPES: readonly (QueueTargetType | "all")[] = ["all", "comment", "communityPost", "chatMessage", "sanction"];

/**
 * For administrators: the moderation queue, live (a new item appears without reload). Each item shows
 * its text, why it is here, its reports (count, weight, reasons, the reporters' words), its author's
 * standing and its thread; filters by status, order (newest, most reported) and kind; pending items
 * are selected and approved, or rejected with one of the site's reasons and an optional note.
 */
export function ModerationQueue({
  className,
  strings,
  headingLevel = 1,
  communityId,
  publisherId,
  postHrefFor = defaultPostHref,
  profileHrefFor = defaultProfileHref,
  standingHrefFor = defaultStandingHref,
}: ModerationQueueProps) {
  const s = useStrings("moderationQueue", defaultModerationQueueStrings, strings);
  const headingId = useId();
  const [status, setStatus] = useState<QueueStatus>("pending");
  const [sort, setSort] = useState<ModerationQueueFilters["sort"]>("newest");
  const [type, setType] = useState<QueueTargetType | "all">("all");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const queue = useModerationQueue({ status, sort, targetType: type === "all" ? null : type, communityId, publisherId });
  useLiveModerationQueue();
  const decide = useDecide();
  const toast = useToast();

  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const pending = queue.data?.pages[0]?.pending;
  const selectable = items.filter((item) => item.status === "pending");
  // What is selected and still shown (a live decision by another moderator takes items away).
  const chosen = selectable.filter((item) => selected.has(item._id)).map((item) => item._id);

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSelected(new Set());
      setRejecting(false);
    };

  const send = (decision: "approve" | "reject", reasonId?: string, note?: string) =>
    decide.mutate(
      { itemIds: chosen, decision, ...(reasonId ? { reasonId } : {}), ...(note ? { note } : {}) },
      {
        onSuccess: ({ results }) => {
          const done = results.filter((r) => r.outcome === "decided").length;
          const late = results.filter((r) => r.outcome === "alreadyDecided").length;
          toast.show(s.decidedCount(done), { tone: "success" });
          if (late > 0) toast.show(s.alreadyDecided(late), { tone: "error" });
          setSelected(new Set());
          setRejecting(false);
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );

  return (
    <section className={cx(admin.root, part("moderation-queue"), className)} aria-labelledby={headingId}>
      <div className={admin.itemHeader}>
        {createElement(`h${headingLevel}`, { id: headingId, className: admin.title }, s.heading)}
        {pending !== undefined ? (
          <span className={admin.meta} role="status">
            {s.pending(pending)}
          </span>
        ) : null}
      </div>
      <div className={styles.filters}>
        <SegmentedControl label={s.statusLabel} options={STATUSES.map((id) => ({ id, label: s.statuses[id] }))} value={status} onChange={filter(setStatus)} />
        <SegmentedControl
          label={s.sortLabel}
          options={(["newest", "mostReported"] as const).map((id) => ({ id, label: s.sorts[id] }))}
          value={sort}
          onChange={filter(setSort)}
        />
        <SegmentedControl label={s.typeLabel} options={TYPES.map((id) => ({ id, label: s.types[id] }))} value={type} onChange={filter(setType)} />
      </div>

      {selectable.length > 0 ? (
        <div className={cx(styles.bulkBar, part("moderation-queue", "actions"))}>
          <Checkbox
            isSelected={chosen.length === selectable.length}
            isIndeterminate={chosen.length > 0 && chosen.length < selectable.length}
            onChange={(all) => setSelected(new Set(all ? selectable.map((item) => item._id) : []))}
            className={admin.checkboxRow}
          >
            <span className={admin.checkboxBox} aria-hidden="true" />
            {s.selectAll}
          </Checkbox>
          <span className={admin.meta} aria-live="polite">
            {s.selected(chosen.length)}
          </span>
          <Button className={forms.button} isDisabled={chosen.length === 0 || decide.isPending} onPress={() => send("approve")}>
            {decide.isPending && !rejecting ? s.deciding : s.approve}
          </Button>
          <Button className={forms.dangerSecondaryButton} isDisabled={chosen.length === 0 || decide.isPending} onPress={() => setRejecting(true)}>
            {s.reject}
          </Button>
        </div>
      ) : null}
      {rejecting && chosen.length > 0 ? (
        <RejectForm
          s={s}
          count={chosen.length}
          busy={decide.isPending}
          onCancel={() => setRejecting(false)}
          onReject={(reasonId, note) => send("reject", reasonId, note)}
        />
      ) : null}

      {queue.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : queue.isError && items.length === 0 ? (
        <FailedState message={s.failed} />
      ) : items.length === 0 ? (
        <p className={shared.message}>{s.empty}</p>
      ) : (
        <>
          <ul className={admin.list} aria-labelledby={headingId}>
            {items.map((item) => (
              <QueueItemCard
                key={item._id}
                item={item}
                s={s}
                selected={selected.has(item._id)}
                onSelect={(on) =>
                  setSelected((was) => {
                    const next = new Set(was);
                    if (on) next.add(item._id);
                    else next.delete(item._id);
                    return next;
                  })
                }
                postHrefFor={postHrefFor}
                profileHrefFor={profileHrefFor}
                standingHrefFor={standingHrefFor}
              />
            ))}
          </ul>
          <InfiniteListEnd
            query={queue}
            loadOnScroll={false}
            strings={{ loadMore: s.loadMore, loadingMore: s.loadingMore, failed: s.pageFailed, retry: s.retry }}
          />
        </>
      )}
    </section>
  );
}

/** The reason (one of the site's) and an optional note of a rejection. */
function RejectForm({
  s,
  count,
  busy,
  onCancel,
  onReject,
}: {
  s: ModerationQueueStrings;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onReject: (reasonId: string, note: string | undefined) => void;
}) {
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = useId();
  return (
    <Form
      className={cx(admin.detail, part("moderation-queue", "reject"))}
      aria-labelledby={titleId}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reasonId) return setErrors({ reasonId: s.chooseReason });
        onReject(reasonId, note.trim() || undefined);
      }}
    >
      <Heading id={titleId} level={2} className={admin.dialogTitle}>
        {s.rejectTitle(count)}
      </Heading>
      <ReasonFields
        reasonId={reasonId}
        onReasonChange={(value) => {
          setReasonId(value);
          setErrors({});
        }}
        note={note}
        onNoteChange={setNote}
        texts={{ reason: s.reason, note: s.note, reasonsFailed: s.reasonsFailed }}
      />
      <div className={forms.actions}>
        <Button type="submit" className={forms.dangerButton} isDisabled={busy}>
          {busy ? s.deciding : s.confirmReject(count)}
        </Button>
        <Button className={forms.secondaryButton} onPress={onCancel}>
          {s.cancel}
        </Button>
      </div>
    </Form>
  );
}
