import { MESSAGES, OPINION_EDIT_WINDOW_MS, OPINION_MAX_LENGTH, type Opinion } from "@pnyx/contract";
import { isAwaitingReview } from "@pnyx/sdk";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button, Form, Label, Link, TextArea, TextField } from "react-aria-components";
import { useDeleteOpinion, useEditOpinion, useReportedOpinion, useReportOpinion } from "../../hooks/opinions";
import { useSession } from "../../hooks/session";
import * as forms from "../internal/forms/forms.css";
import { cx, longDate, relativeTime } from "../../helpers/format";
import { MiniAvatar } from "../internal/MiniAvatar";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { VoteButtons, type VoteButtonsStrings } from "../vote-buttons/VoteButtons";
import * as styles from "./OpinionThread.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";
import { AwaitingReviewBadge, FoldedPiece, HeldNoReplies, useFold, type ModerationMarksStrings } from "../moderation/member-marks";
import { IgnoreButton } from "../moderation/member-actions";

/** Loaded when a reader first presses Report: its dialog and radio group stay out of every page's first load. */
const ReportDialog = lazy(() => import("../moderation/ReportDialog").then((module) => ({ default: module.ReportDialog })));
import { defaultProfileHref, defaultRepliesHref } from "../../helpers/hrefs";
export { defaultProfileHref, defaultRepliesHref } from "../../helpers/hrefs";

export interface OpinionCardStrings {
  /** Name of the card, for screen readers. */
  opinionBy: (author: string) => string;
  edited: string;
  imageAlt: (author: string) => string;
  /** The link to the replies. */
  seeMore: (replies: number) => string;
  loginToViewMore: string;
  /** The Reply action's visible text. */
  reply: string;
  /** Its accessible name: there is one on every card. */
  replyTo: (author: string) => string;
  loginToReply: string;
  report: string;
  reported: string;
  /** The Report button once this opinion was reported. */
  reportedLabel: string;
  loginToReport: string;
  edit: string;
  editLabel: string;
  save: string;
  saving: string;
  cancel: string;
  delete: string;
  confirmDelete: string;
  confirmYes: string;
  confirmNo: string;
  deleted: string;
  writeSomething: string;
  votes: Partial<VoteButtonsStrings>;
  /** Awaiting review, the fold of an ignored member's opinion, Ignore (MODERATION_TEXTS). */
  moderation: Partial<ModerationMarksStrings>;
}

export const defaultOpinionCardStrings: OpinionCardStrings = {
  opinionBy: (author) => `Opinion by ${author}`,
  edited: "(edited)",
  imageAlt: (author) => `Image shared by ${author}`,
  seeMore: (replies) => `See more (${replies})`,
  loginToViewMore: MESSAGES.loginToViewMoreBang,
  reply: "Reply",
  replyTo: (author) => `Reply to ${author}`,
  loginToReply: MESSAGES.loginToAct,
  report: "Report",
  reported: MESSAGES.commentReported,
  reportedLabel: "Reported",
  loginToReport: MESSAGES.loginToAct,
  edit: "Edit",
  editLabel: "Edit your opinion",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  delete: "Delete",
  confirmDelete: "Delete this opinion?",
  confirmYes: "Yes, delete",
  confirmNo: "No",
  deleted: MESSAGES.commentDeleted,
  writeSomething: MESSAGES.writeSomething,
  votes: {},
  moderation: {},
};

export interface OpinionCardProps {
  opinion: Opinion;
  className?: string;
  strings?: Partial<OpinionCardStrings>;
  /** The author's profile; `/profile/{name}` by default. */
  profileHrefFor?: (name: string) => string;
  /** The reply thread; `/details/{postId}/reply/{commentId}` by default. */
  repliesHrefFor?: (postId: string, commentId: string) => string;
  /** Show 'See more (n)' when the opinion has replies; true by default. */
  showReplies?: boolean;
  /**
   * What Reply does for a member. By default it opens the reply thread (where the first reply is
   * written); a thread page passes one that moves to its own reply box instead.
   */
  onReply?: () => void;
}

/** Whether an opinion written at `createdAt` may still be changed; turns false by itself when the window closes. */
export function useEditWindow(createdAt: string): boolean {
  const closesAt = new Date(createdAt).getTime() + OPINION_EDIT_WINDOW_MS;
  const [open, setOpen] = useState(() => Date.now() < closesAt);
  useEffect(() => {
    const left = closesAt - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    // Timers cap at about 24.8 days; the window is 15 minutes.
    const timer = setTimeout(() => setOpen(false), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [closesAt]);
  return open;
}

/**
 * One opinion or reply: author (avatar, name linking to the profile), when, text, picture, likes and
 * dislikes, Reply, 'See more (n)' to its replies, Report (a reason picked in ReportDialog), Ignore its
 * author, and Edit/Delete for its author within 15 minutes. One held for review shows to its author
 * marked "Awaiting review", without votes or Reply; one by a member the reader ignores is folded
 * ("You ignore {name}. Show"), Show unfolding it.
 */
export function OpinionCard(props: OpinionCardProps) {
  const { opinion, className } = props;
  const s = useStrings("opinionCard", defaultOpinionCardStrings, props.strings);
  const fold = useFold(opinion.author);
  if (!fold.folded) return <OpinionCardBody {...props} />;
  return (
    <article
      className={cx(styles.opinion, part("opinion-card"), className)}
      aria-label={s.opinionBy(opinion.author)}
      data-opinion-id={opinion._id}
      data-folded=""
    >
      <FoldedPiece name={opinion.author} onShow={fold.show} strings={s.moderation} />
    </article>
  );
}

function OpinionCardBody({
  opinion,
  className,
  strings,
  profileHrefFor = defaultProfileHref,
  repliesHrefFor = defaultRepliesHref,
  showReplies = true,
  onReply,
}: OpinionCardProps) {
  const s = useStrings("opinionCard", defaultOpinionCardStrings, strings);
  const { user } = useSession();
  const toast = useToast();
  const report = useReportOpinion();
  const reported = useReportedOpinion(opinion._id);
  const remove = useDeleteOpinion();
  const own = user?.username === opinion.author;
  const held = isAwaitingReview(opinion);
  const editable = useEditWindow(opinion.createdAt) && own;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);

  const fail = (error: { message: string }) => toast.show(error.message, { tone: "error" });

  return (
    <article
      className={cx(styles.opinion, part("opinion-card"), className)}
      aria-label={s.opinionBy(opinion.author)}
      data-opinion-id={opinion._id}
      data-own={own ? "" : undefined}
      data-editing={editing ? "" : undefined}
      data-awaiting-review={held ? "" : undefined}
    >
      <header className={cx(styles.opinionHeader, part("opinion-card", "header"))}>
        <MiniAvatar src={opinion.profilePicture?.url} name={opinion.author} className={part("opinion-card", "avatar")} />
        <div className={cx(styles.opinionWho, part("opinion-card", "meta"))}>
          <Link href={profileHrefFor(opinion.author)} className={cx(styles.author, part("opinion-card", "author"))}>
            {opinion.author}
          </Link>
          <time
            suppressHydrationWarning
            dateTime={opinion.createdAt}
            title={longDate(opinion.createdAt)}
            className={cx(shared.meta, part("opinion-card", "date"))}
          >
            {relativeTime(opinion.createdAt)}
          </time>
          {opinion.editedAt ? <span className={shared.meta}>{s.edited}</span> : null}
          {held ? <AwaitingReviewBadge strings={s.moderation} /> : null}
        </div>
      </header>

      {editing ? (
        <EditOpinion opinion={opinion} s={s} onDone={() => setEditing(false)} />
      ) : (
        <p className={cx(styles.text, part("opinion-card", "body"))}>{opinion.text}</p>
      )}
      {opinion.image ? (
        <img src={opinion.image} alt={s.imageAlt(opinion.author)} className={cx(styles.image, part("opinion-card", "image"))} loading="lazy" />
      ) : null}

      <div className={cx(styles.footer, part("opinion-card", "footer"))}>
        {held ? (
          // Not public yet: nobody can vote on it or answer it until a moderator approves it.
          <HeldNoReplies strings={s.moderation} />
        ) : (
          <VoteButtons comment={opinion} strings={s.votes} className={part("opinion-card", "votes")} />
        )}
        {held ? null : user && !onReply ? (
          <Link href={repliesHrefFor(opinion.postId, opinion._id)} className={shared.quietButton} aria-label={s.replyTo(opinion.author)}>
            {s.reply}
          </Link>
        ) : (
          <Button
            className={shared.quietButton}
            aria-label={s.replyTo(opinion.author)}
            onPress={() => (user ? onReply?.() : toast.show(s.loginToReply, { tone: "error" }))}
          >
            {s.reply}
          </Button>
        )}
        {showReplies && opinion.replyCount > 0 ? (
          user ? (
            <Link href={repliesHrefFor(opinion.postId, opinion._id)} className={shared.quietButton}>
              {s.seeMore(opinion.replyCount)}
            </Link>
          ) : (
            <Button className={shared.quietButton} onPress={() => toast.show(s.loginToViewMore, { tone: "error" })}>
              {s.seeMore(opinion.replyCount)}
            </Button>
          )
        ) : null}
        <div className={cx(styles.actions, part("opinion-card", "actions"))}>
          {!own ? (
            <Button
              className={shared.quietButton}
              isDisabled={report.isPending || reported}
              onPress={() => {
                if (!user) return toast.show(s.loginToReport, { tone: "error" });
                setReporting(true);
              }}
            >
              {reported ? s.reportedLabel : s.report}
            </Button>
          ) : null}
          <IgnoreButton name={opinion.author} strings={s.moderation} />
          {editable && !editing && !confirming ? (
            <>
              <Button className={shared.quietButton} onPress={() => setEditing(true)}>
                {s.edit}
              </Button>
              <Button className={shared.dangerButton} onPress={() => setConfirming(true)}>
                {s.delete}
              </Button>
            </>
          ) : null}
        </div>
      </div>

      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            isOpen={reporting}
            onOpenChange={setReporting}
            isPending={report.isPending}
            onReport={(details) =>
              report.mutate(
                { commentId: opinion._id, ...details },
                {
                  onSuccess: () => {
                    setReporting(false);
                    toast.show(s.reported, { tone: "success" });
                  },
                  onError: fail,
                },
              )
            }
          />
        </Suspense>
      ) : null}

      {confirming ? (
        <div role="group" aria-label={s.confirmDelete} className={cx(styles.confirm, part("opinion-card", "confirm"))}>
          <p className={styles.confirmText}>{s.confirmDelete}</p>
          <Button
            className={forms.dangerButton}
            isDisabled={remove.isPending}
            onPress={() =>
              // The card leaves the list once deleted: the promise still settles, so the toast shows.
              remove.mutateAsync({ commentId: opinion._id, postId: opinion.postId, parentId: opinion.parentId }).then(
                () => toast.show(s.deleted, { tone: "success" }),
                (error: Error) => {
                  setConfirming(false);
                  fail(error);
                },
              )
            }
          >
            {s.confirmYes}
          </Button>
          <Button className={forms.secondaryButton} autoFocus onPress={() => setConfirming(false)}>
            {s.confirmNo}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function EditOpinion({ opinion, s, onDone }: { opinion: Opinion; s: OpinionCardStrings; onDone: () => void }) {
  const [text, setText] = useState(opinion.text);
  const edit = useEditOpinion();
  const toast = useToast();
  return (
    <Form
      className={forms.form}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return toast.show(s.writeSomething, { tone: "error" });
        edit.mutate({ commentId: opinion._id, text }, { onSuccess: onDone, onError: (error) => toast.show(error.message, { tone: "error" }) });
      }}
    >
      <TextField value={text} onChange={setText} maxLength={OPINION_MAX_LENGTH} className={forms.field} autoFocus>
        <Label className={forms.label}>{s.editLabel}</Label>
        <TextArea className={cx(forms.input, styles.composerArea)} />
      </TextField>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={edit.isPending}>
          {edit.isPending ? s.saving : s.save}
        </Button>
        <Button className={forms.secondaryButton} onPress={onDone}>
          {s.cancel}
        </Button>
      </div>
    </Form>
  );
}
