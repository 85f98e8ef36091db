import type { ChatAttachment, ChatMessage } from "@pnyx/contract";
import { isAwaitingReview } from "@pnyx/sdk";
import { Link } from "react-aria-components";
import { cx, relativeTime, shortDateTime } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./chat.css";
import { AwaitingReviewBadge, FoldedPiece, useFold, type ModerationMarksStrings } from "../moderation/member-marks";
import { MessageActions } from "../moderation/member-actions";

export interface ChatMessageItemProps {
  message: ChatMessage;
  /** The member's own message (marked `data-own`). */
  own?: boolean;
  /** The download link's text of a non-image attachment. */
  downloadLabel: (name: string) => string;
  /** Awaiting review, the fold, the message's actions (Report, Ignore). */
  moderation?: Partial<ModerationMarksStrings>;
}

/**
 * One line of the room: a member's message (with its attachment), or a centred system note. Another
 * member's message has an actions menu (Report with a reason, Ignore {name}); one by a member the
 * reader ignores is folded (Show unfolds it); the reader's own message awaiting review says so.
 */
export function ChatMessageItem({ message, own, downloadLabel, moderation }: ChatMessageItemProps) {
  const fold = useFold(message.username);
  if (message.type === "system") {
    return <li className={cx(styles.systemLine, part("chat-room", "system-line"))}>{message.message}</li>;
  }
  const marks = moderation ? { strings: moderation } : {};
  if (fold.folded) {
    return (
      <li className={cx(styles.message, part("chat-room", "message"))} data-folded="">
        <FoldedPiece name={message.username} onShow={fold.show} {...marks} />
      </li>
    );
  }
  const held = isAwaitingReview(message);
  return (
    <li className={cx(styles.message, part("chat-room", "message"))} data-own={own ? "" : undefined} data-awaiting-review={held ? "" : undefined}>
      <span className={styles.messageMeta}>
        <span className={styles.author}>{message.username}</span>
        <time suppressHydrationWarning dateTime={message.timestamp} title={shortDateTime(message.timestamp)} className={shared.meta}>
          {relativeTime(message.timestamp)}
        </time>
        {held ? <AwaitingReviewBadge {...marks} /> : null}
        {own ? null : <MessageActions messageId={message.id} author={message.username} {...marks} />}
      </span>
      {message.message ? <p className={styles.messageText}>{message.message}</p> : null}
      {message.attachment ? <AttachmentView attachment={message.attachment} downloadLabel={downloadLabel} /> : null}
    </li>
  );
}

/** Images show inline; audio and video get a player; everything is offered as a download. */
function AttachmentView({ attachment, downloadLabel }: { attachment: ChatAttachment; downloadLabel: (name: string) => string }) {
  const download = (
    <Link href={attachment.url} download={attachment.name} target="_blank" rel="noopener" className={shared.plainLink}>
      {downloadLabel(attachment.name)}
    </Link>
  );
  switch (attachment.kind) {
    case "image":
      return <img src={attachment.url} alt={attachment.name} className={styles.attachmentImage} loading="lazy" />;
    case "video":
      return (
        <span>
          {/* Members' own clips come without captions; the download is beside it */}
          <video src={attachment.url} controls preload="metadata" className={styles.attachmentMedia} aria-label={attachment.name} />
          {download}
        </span>
      );
    case "audio":
      return (
        <span>
          {/* Members' own recordings come without captions; the download is beside it */}
          <audio src={attachment.url} controls preload="metadata" className={styles.attachmentMedia} aria-label={attachment.name} />
          {download}
        </span>
      );
    default:
      return download;
  }
}
