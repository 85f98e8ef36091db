import type { ChatMessage, Poll } from "@pnyx/contract";
import { chatLineKey, chatTimeline } from "@pnyx/sdk";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { fill } from "../../shared/page";
import { PollView } from "./PollView";
import type { ChatStrings } from "./strings";

/** The room's lines as the log shows them. */
export interface ChatLogProps {
  strings: ChatStrings;
  messages: readonly ChatMessage[];
  /** Of `messages`, those a moderator removed: their places say so. */
  removed?: readonly ChatMessage[];
  polls: readonly Poll[];
  /** The member's choices by poll id. */
  myVotes: Readonly<Record<string, readonly number[]>>;
  /** The member's own messages are marked (`data-own`). */
  username: string | null;
  /** Whether messages by `author` fold for the reader (they ignore its author: the SDK's isFoldedFor). */
  isFolded?: (author: string) => boolean;
  /** Report on others' messages (not on one's own, nor on one awaiting review); absent: no Report. */
  onReport?: (message: ChatMessage) => void;
  /** Messages the reader reported: their Report says so, disabled. */
  reported?: ReadonlySet<string>;
  /** The Pnyx server's origin: attachments' addresses are relative to it. */
  base: string;
  /** Whether the room is joined: votes wait for it. */
  connected: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  vote: (pollId: string, choices: number[]) => void;
  now: number;
  locale?: string | undefined;
}

/** How near the end (px) still counts as reading the latest lines. */
const PINNED_WITHIN = 48;

/**
 * The scrolling log (newest at the bottom, a fixed maximum height): members' messages with their
 * attachments, join and leave lines, polls; older pages on request at the top. It follows new lines
 * while the reader is at the end, and stays put while they read further up.
 */
export function ChatLog(props: ChatLogProps) {
  const { strings, username, base, now, locale } = props;
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const lines = chatTimeline(props.messages, props.polls);
  const removed = new Set(props.removed?.map((m) => m.id));
  const last = lines.at(-1);
  const lastKey = last ? chatLineKey(last) : undefined;

  useEffect(() => {
    const log = box.current;
    if (!log) return;
    const onScroll = () => {
      pinned.current = log.scrollHeight - log.scrollTop - log.clientHeight <= PINNED_WITHIN;
    };
    log.addEventListener("scroll", onScroll, { passive: true });
    // What grows at the end (an image that loads, a poll's results after a vote) stays in view too.
    const grown = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => pinned.current && (log.scrollTop = log.scrollHeight));
    if (list.current) grown?.observe(list.current);
    return () => {
      log.removeEventListener("scroll", onScroll);
      grown?.disconnect();
    };
  }, []);
  useLayoutEffect(() => {
    if (lastKey && pinned.current && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lastKey]);

  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const today = new Date(now).toDateString();
  const when = (iso: string) => (new Date(iso).toDateString() === today ? time : day).format(new Date(iso));

  return (
    // A scrolling region must be reachable by keyboard.
    <div ref={box} className="pnyx-chat__log" part="log" role="log" aria-label={strings.messages} tabIndex={0}>
      {props.hasOlder ? (
        <button type="button" className="pnyx-quiet pnyx-chat__older" part="button" disabled={props.loadingOlder} onClick={props.loadOlder}>
          {props.loadingOlder ? strings.loadingOlder : strings.loadOlder}
        </button>
      ) : null}
      {lines.length === 0 && props.connected ? <p className="pnyx-empty">{strings.empty}</p> : null}
      <ol ref={list} className="pnyx-chat__lines">
        {lines.map((line) =>
          line.kind === "poll" ? (
            <PollView
              key={line.poll._id}
              poll={line.poll}
              strings={strings}
              mine={props.myVotes[line.poll._id] ?? []}
              vote={props.connected && username ? (choices) => props.vote(line.poll._id, choices) : undefined}
              now={now}
              locale={locale}
            />
          ) : removed.has(line.message.id) ? (
            <li key={line.message.id} className="pnyx-chat__message pnyx-removed" part="message removed">
              <p>{strings.removed}</p>
            </li>
          ) : line.message.type === "system" ? (
            <li key={line.message.id} className="pnyx-chat__system" part="system-line">
              {line.message.message}
            </li>
          ) : (
            <MessageLine
              key={line.message.id}
              message={line.message}
              strings={strings}
              base={base}
              own={line.message.username === username}
              folded={props.isFolded?.(line.message.username) ?? false}
              when={when}
              onReport={props.onReport}
              reported={props.reported?.has(line.message.id) ?? false}
            />
          ),
        )}
      </ol>
    </div>
  );
}

/**
 * A member's message: their name, its time and text or attachment; the member's own held message
 * marked "Awaiting review" (only its sender is sent it); an ignored member's folded until Show;
 * Report on another's.
 */
function MessageLine(props: {
  message: ChatMessage;
  strings: ChatStrings;
  base: string;
  own: boolean;
  folded: boolean;
  when: (iso: string) => string;
  onReport: ((message: ChatMessage) => void) | undefined;
  reported: boolean;
}) {
  const { message, strings, onReport } = props;
  const [unfolded, setUnfolded] = useState(false);
  if (props.folded && !unfolded)
    return (
      <li className="pnyx-chat__message pnyx-folded" part="message folded">
        <p>
          {fill(strings.folded, { name: message.username })}{" "}
          <button type="button" className="pnyx-quiet" part="button" onClick={() => setUnfolded(true)}>
            {strings.show}
          </button>
        </p>
      </li>
    );
  return (
    <li className="pnyx-chat__message" part="message" data-own={props.own ? "" : undefined}>
      <p className="pnyx-chat__meta">
        <strong className="pnyx-opinion__author">{message.username}</strong>{" "}
        {message.awaitingReview ? (
          <>
            <span className="pnyx-held" part="held">
              {strings.awaitingReview}
            </span>{" "}
          </>
        ) : null}
        <time dateTime={message.timestamp}>{props.when(message.timestamp)}</time>
        {onReport && !props.own && !message.awaitingReview ? (
          <>
            {" "}
            <button
              type="button"
              className="pnyx-quiet"
              part="button"
              aria-label={props.reported ? undefined : fill(strings.reportMessage, { name: message.username })}
              disabled={props.reported}
              onClick={() => onReport(message)}
            >
              {props.reported ? strings.reported : strings.report}
            </button>
          </>
        ) : null}
      </p>
      {message.message ? <p className="pnyx-chat__text">{message.message}</p> : null}
      {message.attachment ? <Attachment strings={strings} base={props.base} attachment={message.attachment} /> : null}
    </li>
  );
}

/** An image shows inline; any other file is offered as a download. */
function Attachment({ strings, base, attachment }: { strings: ChatStrings; base: string; attachment: NonNullable<ChatMessage["attachment"]> }) {
  const href = new URL(attachment.url, base).href;
  if (attachment.kind === "image") return <img className="pnyx-chat__image" src={href} alt={attachment.name} loading="lazy" />;
  return (
    <a className="pnyx-link" part="link" href={href} download={attachment.name} target="_blank" rel="noopener">
      {fill(strings.download, { name: attachment.name })}
    </a>
  );
}
