// A member's actions on another's writing (issue 47): Ignore its author, and Report a community post
// or a chat message with a reason. The buttons are small; ReportDialog and the chat message's menu
// load when first pressed, so no page's first load carries them.
import type { ModerationTargetType, ReportDetails } from "@pnyx/contract";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { useIgnoreMember, useReportContent } from "../../hooks/member-moderation";
import { useSession } from "../../hooks/session";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { useMarksStrings, type ModerationMarksStrings } from "./member-marks";

const ReportDialog = lazy(() => import("./ReportDialog").then((module) => ({ default: module.ReportDialog })));
const MessageActionsMenu = lazy(() => import("./MessageActionsMenu").then((module) => ({ default: module.MessageActionsMenu })));

interface ActionProps {
  className?: string;
  strings?: Partial<ModerationMarksStrings>;
  /** Told a visitor who presses it (the widget's login text). */
  loginText?: string;
}

/** Ignores a member once pressed (their writing folds at once), with a toast saying how to undo it. */
export function useIgnoreAction(strings?: Partial<ModerationMarksStrings>) {
  const s = useMarksStrings(strings);
  const ignore = useIgnoreMember();
  const toast = useToast();
  return {
    isPending: ignore.isPending,
    // Awaited rather than mutate's callbacks: the button folds away with its card as soon as the
    // session says the member is ignored, and per-call callbacks do not run after unmount.
    ignore: (name: string) =>
      ignore.mutateAsync(name).then(
        () => toast.show(s.ignoredNow(name), { tone: "success" }),
        (error: Error) => toast.show(error.message, { tone: "error" }),
      ),
  };
}

/** "Ignore" (named "Ignore {name}"): a member ignores `name`; absent for visitors and on one's own writing. */
export function IgnoreButton({ name, className, strings }: ActionProps & { name: string }) {
  const s = useMarksStrings(strings);
  const { user } = useSession();
  const action = useIgnoreAction(strings);
  if (!user || user.username === name) return null;
  return (
    <Button
      className={cx(shared.quietButton, part("moderation", "ignore"), className)}
      aria-label={s.ignoreMember(name)}
      isDisabled={action.isPending}
      onPress={() => action.ignore(name)}
    >
      {s.ignore}
    </Button>
  );
}

/** Sends a report of a post or a chat message with the reporter's reason; the toast thanks them. */
export function useReportAction(targetType: ModerationTargetType, targetId: string, strings?: Partial<ModerationMarksStrings>) {
  const s = useMarksStrings(strings);
  const report = useReportContent();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <ReportDialog
        isOpen={open}
        onOpenChange={setOpen}
        isPending={report.isPending}
        onReport={(details: ReportDetails) =>
          report.mutate(
            { targetType, targetId, ...details },
            {
              onSuccess: () => {
                setOpen(false);
                toast.show(s.reportReceived, { tone: "success" });
              },
              onError: (error) => toast.show(error.message, { tone: "error" }),
            },
          )
        }
      />
    </Suspense>
  ) : null;
  return { open: () => setOpen(true), dialog };
}

/** "Report" on another's community post: the reason dialog, then the report; visitors are asked to log in. */
export function ReportContentButton({
  targetType,
  targetId,
  author,
  className,
  strings,
  loginText,
}: ActionProps & { targetType: ModerationTargetType; targetId: string; author: string }) {
  const s = useMarksStrings(strings);
  const { user } = useSession();
  const toast = useToast();
  const report = useReportAction(targetType, targetId, strings);
  if (user?.username === author) return null;
  return (
    <>
      <Button
        className={cx(shared.quietButton, part("moderation", "report"), className)}
        onPress={() => (user ? report.open() : loginText && toast.show(loginText, { tone: "error" }))}
      >
        {s.report}
      </Button>
      {report.dialog}
    </>
  );
}

/**
 * A chat message's actions (another member's): a small button that opens a menu with Report and
 * Ignore {name}. The menu loads when first pressed.
 */
export function MessageActions({ messageId, author, className, strings }: ActionProps & { messageId: string; author: string }) {
  const s = useMarksStrings(strings);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const report = useReportAction("chatMessage", messageId, strings);
  const ignore = useIgnoreAction(strings);
  return (
    <>
      <Button
        ref={trigger}
        className={cx(shared.quietButton, part("chat-room", "message-actions"), className)}
        aria-label={s.messageActions(author)}
        aria-haspopup="menu"
        aria-expanded={open}
        onPress={() => setOpen(true)}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MessageActionsMenu
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={setOpen}
            author={author}
            strings={s}
            onAction={(action) => (action === "report" ? report.open() : ignore.ignore(author))}
          />
        </Suspense>
      ) : null}
      {report.dialog}
    </>
  );
}
