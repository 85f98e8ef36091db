import { CHAT_MESSAGES, ObjectIdString } from "@pnyx/contract";
import { useEffect, useId, useRef, useState } from "react";
import { Button, Link } from "react-aria-components";
import { useChatRoom } from "../../hooks/chat-room";
import { useCommunity } from "../../hooks/communities";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import * as forms from "../forms/forms.css";
import { cx } from "../shared/format";
import { defaultChatListHref } from "../shared/hrefs";
import { part } from "../shared/part";
import * as shared from "../shared/shared.css";
import { ChatComposer, type ChatComposerStrings } from "./ChatComposer";
import { ChatMessageItem } from "./ChatMessageItem";
import { ChatRoomNotFound, type ChatRoomNotFoundStrings } from "./ChatRoomNotFound";
import { CreatePollDialog, type CreatePollDialogStrings } from "./CreatePollDialog";
import { PollCard, type PollCardStrings } from "./PollCard";
import * as styles from "./chat.css";

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
  polls: string;
  download: (name: string) => string;
  signInToChat: string;
  login: string;
  composer: Partial<ChatComposerStrings>;
  poll: Partial<PollCardStrings>;
  createPoll: Partial<CreatePollDialogStrings>;
  notFound: Partial<ChatRoomNotFoundStrings>;
}

export const defaultChatRoomStrings: ChatRoomStrings = {
  room: "Chat room",
  members: (n) => `${n} ${n === 1 ? "member" : "members"}`,
  online: (n) => `${n} online`,
  connected: "Connected",
  connecting: "Connecting…",
  disconnected: "Disconnected",
  connectingToRoom: "Connecting to chat room...",
  leave: "Leave",
  messages: "Messages",
  noMessages: "No messages yet. Say hello!",
  loadOlder: "Load older messages",
  loadingOlder: "Loading…",
  polls: "Polls",
  download: (name) => `Download ${name}`,
  signInToChat: CHAT_MESSAGES.signInToChat,
  login: "Login",
  composer: {},
  poll: {},
  createPoll: {},
  notFound: {},
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
 * polls; the messages with join and leave lines, paging back in time; the composer. Visitors are asked
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
  const lastId = room.messages.at(-1)?._id;
  // New messages at the end scroll into view; older pages added at the top do not move the view.
  useEffect(() => {
    if (lastId && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId]);

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
          <Link href={listHref} className={forms.secondaryButton}>
            {s.leave}
          </Link>
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
            {room.polls.length > 0 ? (
              <section aria-label={s.polls}>
                <ul className={styles.polls}>
                  {room.polls.map((poll) => (
                    <li key={poll._id}>
                      <PollCard
                        poll={poll}
                        myChoices={room.myVotes[poll._id] ?? []}
                        onVote={(choices) => room.vote(poll._id, choices).catch(() => {})}
                        isDisabled={!connected}
                        strings={s.poll}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
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
              <ol className={styles.messageList} style={{ fontSize }}>
                {room.messages.map((message) => (
                  <ChatMessageItem key={message._id} message={message} own={message.username === user.username} downloadLabel={s.download} />
                ))}
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
