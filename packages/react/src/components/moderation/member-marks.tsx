// What a member sees of moderation on others' and their own writing (issue 47), the same on every
// card, reply, post and chat message: their held pieces marked "Awaiting review", an ignored
// member's writing folded with a Show that unfolds that one piece, and a removed piece's place.
// Small and loaded with the cards: the ignore and report controls' menus and dialogs load when pressed.
import { MODERATION_TEXTS } from "@pnyx/contract";
import { isFoldedFor } from "@pnyx/sdk";
import { useState, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { useSession } from "../../hooks/session";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useStrings } from "../../strings-context";
import * as styles from "./member-marks.css";

const T = MODERATION_TEXTS;
const named = (text: string, name: string) => text.replace("{name}", name);

export interface ModerationMarksStrings {
  /** A held piece's badge, to its author. */
  awaitingReview: string;
  /** Under a held opinion: no replies until it is approved. */
  heldNoReplies: string;
  /** A removed piece, in its place. */
  removed: string;
  /** The fold of an ignored member's writing, and its Show. */
  folded: (name: string) => string;
  show: string;
  /** The Ignore action's visible text and accessible name, and the toast once done. */
  ignore: string;
  ignoreMember: (name: string) => string;
  ignoredNow: (name: string) => string;
  /** Report of a community post or a chat message, and the answer's toast. */
  report: string;
  reportReceived: string;
  /** The menu button of a chat message (Report, Ignore). */
  messageActions: (name: string) => string;
}

export const defaultModerationMarksStrings: ModerationMarksStrings = {
  awaitingReview: T.awaitingReview,
  heldNoReplies: T.heldNoReplies,
  removed: T.removedPlaceholder,
  folded: (name) => named(T.ignoredFolded, name),
  show: T.ignoredShow,
  ignore: T.ignore,
  ignoreMember: (name) => named(T.ignoreMember, name),
  ignoredNow: (name) => named(T.ignoredNow, name),
  report: T.reportAction,
  reportReceived: T.reportReceived,
  messageActions: (name) => named(T.messageActions, name),
};

/** The texts of the marks, with the provider's `strings.moderationMarks`. */
export const useMarksStrings = (strings?: Partial<ModerationMarksStrings>) => useStrings("moderationMarks", defaultModerationMarksStrings, strings);

/**
 * Whether writing by `author` shows folded to the reader (they ignore its author: isFoldedFor), and
 * the Show that unfolds this one piece. Follows the session: an ignore or unignore folds at once.
 */
export function useFold(author: string): { folded: boolean; show: () => void } {
  const { user } = useSession();
  const [shown, setShown] = useState(false);
  return { folded: !shown && isFoldedFor(author, user), show: () => setShown(true) };
}

/** "Awaiting review", beside a held piece's author, seen by its author alone. */
export function AwaitingReviewBadge({ className, strings }: { className?: string; strings?: Partial<ModerationMarksStrings> }) {
  const s = useMarksStrings(strings);
  return <span className={cx(styles.badge, part("moderation", "awaiting-review"), className)}>{s.awaitingReview}</span>;
}

/** "You ignore {name}. Show": an ignored member's piece, folded; Show unfolds it. */
export function FoldedPiece({ name, onShow, strings }: { name: string; onShow: () => void; strings?: Partial<ModerationMarksStrings> }) {
  const s = useMarksStrings(strings);
  return (
    <p className={cx(styles.placeholder, part("moderation", "folded"))}>
      {s.folded(name)}{" "}
      <Button className={styles.show} onPress={onShow}>
        {s.show}
      </Button>
    </p>
  );
}

/** "This was removed by a moderator.", where a thread keeps a removed piece's place. */
export function RemovedPlaceholder({ strings }: { strings?: Partial<ModerationMarksStrings> }) {
  const s = useMarksStrings(strings);
  return <p className={cx(styles.placeholder, part("moderation", "removed"))}>{s.removed}</p>;
}

/** Under a held opinion: it cannot be answered until a moderator approves it. */
export function HeldNoReplies({ strings }: { strings?: Partial<ModerationMarksStrings> }) {
  const s = useMarksStrings(strings);
  return <p className={cx(styles.heldNote, part("moderation", "held-note"))}>{s.heldNoReplies}</p>;
}

/** Renders `children`, or the fold in their place while the reader ignores `author`. */
export function Foldable({ author, children, strings }: { author: string; children: ReactNode; strings?: Partial<ModerationMarksStrings> }) {
  const fold = useFold(author);
  return fold.folded ? <FoldedPiece name={author} onShow={fold.show} {...(strings ? { strings } : {})} /> : children;
}
