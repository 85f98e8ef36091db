import { CHAT_MESSAGES, ObjectIdString, WIDGET_TEXTS } from "@pnyx/contract";
import { chatTimeline } from "@pnyx/sdk";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Button, Link } from "react-aria-components";
import { useChatRoom } from "../../hooks/chat-room";
import { useCommunity } from "../../hooks/communities";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { defaultChatListHref } from "../../helpers/hrefs";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { ChatComposer, type ChatComposerStrings } from "./ChatComposer";
import { ChatMessageItem } from "./ChatMessageItem";
import { ChatRoomNotFound, type ChatRoomNotFoundStrings } from "./ChatRoomNotFound";
import { CreatePollDialog, type CreatePollDialogStrings } from "./CreatePollDialog";
import { PollCard, type PollCardStrings } from "./PollCard";
import * as styles from "./chat.css";
import type { ModerationMarksStrings } from "../moderation/member-marks";

export interface ChatRoomStrings {
  room: string;
  members: (count: number) => string;
  online: (count: number) => string;
  connected: string;
  connecting: string;
  disconnected: string;
  connectingToRoom: string;
  leave: string;
  messages: string;
  noMessages: string;
  loadOlder: string;
  loadingOlder: string;
  download: (name: string) => string;
  signInToChat: string;
  login: string;
  composer: Partial<ChatComposerStrings>;
  poll: Partial<PollCardStrings>;
  createPoll: Partial<CreatePollDialogStrings>;
  notFound: Partial<ChatRoomNotFoundStrings>;
  /** On messages: Awaiting review, the fold of an ignored member's, the actions menu (Report, Ignore). */
  moderation: Partial<ModerationMarksStrings>;
}

export const defaultChatRoomStrings: ChatRoomStrings = {
  room: WIDGET_TEXTS.chatRoom,
  members: (n) => `${n} ${n === 1 ? "member" : "members"}`,
  online: (n) => `${n} online`,
  connected: "Connected",
  connecting: "Connecting…",
  disconnected: "Disconnected",
  connectingToRoom: "Connecting to chat room...",
  leave: "Leave",
  messages: "Messages",
  noMessages: WIDGET_TEXTS.noMessages,
  loadOlder: WIDGET_TEXTS.loadOlderMessages,
  loadingOlder: "Loading…",
  download: (name) => `Download ${name}`,
  signInToChat: CHAT_MESSAGES.signInToChat,
  login: "Login",
  composer: {},
  poll: {},
  createPoll: {},
  notFound: {},
  moderation: {},
};

export interface ChatRoomProps {
  /** The room: a community's id. */
  topicId: string;
  /** Where Leave goes (the room list). */
  listHref?: string;
  /** Where a visitor is sent to log in. */
  loginHref?: string;
  /** Go Back of the not-found state (the browser's previous page by default). */
  onGoBack?: () => void;
  className?: string;
  strings?: Partial<ChatRoomStrings>;
  headingLevel?: 1 | 2;
}

/**
 * A community's live chat room: its header with members, online count, connection state and Leave;
 * the messages with join and leave lines and the polls, in the order they came, paging back in time; the
 * composer. Visitors are asked
 * to log in; a room that does not exist shows 'Chat Room Not Found'.
 */
export function ChatRoom(props: ChatRoomProps) {
  const s = useStrings("chatRoom", defaultChatRoomStrings, props.strings);
  if (!ObjectIdString.safeParse(props.topicId).success) {
    return <ChatRoomNotFound onGoBack={props.onGoBack} strings={s.notFound} headingLevel={props.headingLevel} className={props.className} />;
  }
  return <KnownRoom {...props} s={s} />;
}

function KnownRoom({
  topicId,
  listHref = defaultChatListHref,
  loginHref = "/login",
  onGoBack,
  className,
  headingLevel = 1,
  s,
}: ChatRoomProps & { s: ChatRoomStrings }) {
  const { user } = useSession();
  const community = useCommunity(topicId);
  const room = useChatRoom(user ? topicId : null);
  const [fontSize, setFontSize] = useState(14);
  const [pollOpen, setPollOpen] = useState(false);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const items = chatTimeline(room.messages, room.polls);
  const last = items.at(-1);
  const lastId = last ? (last.kind === "message" ? last.message.id : last.poll._id) : undefined;
  usePinnedToBottom(scroller, list, lastId);

  if ((user && room.status === "not-found") || community.error?.status === 404) {
    return <ChatRoomNotFound onGoBack={onGoBack} strings={s.notFound} headingLevel={headingLevel} className={className} />;
  }
  const Heading = `h${headingLevel}` as const;
  const connected = room.status === "connected";
  const state = connected ? "connected" : room.status === "disconnected" ? "disconnected" : "connecting";
  const details = community.data?.community;
  return (
    <section className={cx(styles.chat, part("chat-room"), className)} aria-labelledby={titleId} data-status={room.status}>
      <header className={cx(styles.chatHeader, part("chat-room", "header"))}>
        <div>
          <Heading id={titleId} className={styles.chatTitle}>
            {details?.name ?? s.room}
          </Heading>
          <p className={styles.chatCounts}>
            {details ? <span>{s.members(details.subscriberCount)}</span> : null}
            {user ? <span>{s.online(room.count)}</span> : null}
          </p>
        </div>
        <div className={styles.headerActions}>
          {user ? (
            <span className={cx(styles.connection, part("chat-room", "connection"))} data-status={state}>
              {state === "connected" ? s.connected : state === "disconnected" ? s.disconnected : s.connecting}
            </span>
          ) : null}
          {user ? (
            <Link href={listHref} className={forms.secondaryButton}>
              {s.leave}
            </Link>
          ) : null}
        </div>
      </header>
      {!user ? (
        <div className={styles.body}>
          <p className={shared.message}>{s.signInToChat}</p>
          <div className={styles.roomFooter}>
            <Link href={loginHref} className={forms.button}>
              {s.login}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.body}>
            <div role="status">{connected ? null : <p className={shared.message}>{s.connectingToRoom}</p>}</div>
            {room.hasOlder ? (
              <div>
                <Button className={forms.secondaryButton} isDisabled={room.loadingOlder} onPress={() => void room.loadOlder().catch(() => {})}>
                  {room.loadingOlder ? s.loadingOlder : s.loadOlder}
                </Button>
              </div>
            ) : null}
            {/* A scrolling region must be reachable by keyboard */}
            <div ref={scroller} role="log" aria-label={s.messages} tabIndex={0} className={cx(styles.messages, part("chat-room", "messages"))}>
              {room.messages.length === 0 && connected ? <p className={shared.message}>{s.noMessages}</p> : null}
              <ol ref={list} className={styles.messageList} style={{ fontSize }}>
                {items.map((item) =>
                  item.kind === "message" ? (
                    <ChatMessageItem
                      key={item.message.id}
                      message={item.message}
                      own={item.message.username === user.username}
                      downloadLabel={s.download}
                      moderation={s.moderation}
                    />
                  ) : (
                    <li key={item.poll._id} className={styles.pollItem}>
                      <PollCard
                        poll={item.poll}
                        myChoices={room.myVotes[item.poll._id] ?? []}
                        onVote={(choices) => room.vote(item.poll._id, choices).catch(() => {})}
                        isDisabled={!connected}
                        strings={s.poll}
                      />
                    </li>
                  ),
                )}
              </ol>
            </div>
          </div>
          <ChatComposer
            topicId={topicId}
            onSend={room.send}
            isDisabled={!connected}
            onCreatePoll={() => setPollOpen(true)}
            fontSize={fontSize}
            onFontSizeChange={setFontSize}
            strings={s.composer}
          />
          <CreatePollDialog isOpen={pollOpen} onOpenChange={setPollOpen} onCreate={room.createPoll} strings={s.createPoll} />
        </>
      )}
    </section>
  );
}

/** How near the end (px) still counts as reading the latest messages. */
const PINNED_WITHIN = 48;

/**
 * Keeps the message list at its end while the reader is there: a new message or poll at the end,
 * and anything that grows after it is shown (an image that loads, a poll's results), scroll it into
 * view. A reader who scrolled up to read older messages stays where they are; older pages added at
 * the top do not move the view.
 */
function usePinnedToBottom(scroller: RefObject<HTMLDivElement | null>, content: RefObject<HTMLElement | null>, lastId: string | undefined) {
  const pinned = useRef(true);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onScroll = () => {
      pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight <= PINNED_WITHIN;
    };
    box.addEventListener("scroll", onScroll, { passive: true });
    const grown = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => pinned.current && (box.scrollTop = box.scrollHeight));
    if (content.current) grown?.observe(content.current);
    return () => {
      box.removeEventListener("scroll", onScroll);
      grown?.disconnect();
    };
  }, [scroller, content]);
  useEffect(() => {
    if (lastId && pinned.current && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId, scroller]);
}
