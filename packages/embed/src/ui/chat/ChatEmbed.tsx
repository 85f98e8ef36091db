// <pnyx-chat> running: the room named by the element, joined while the widget is on the page and a
// member is signed in (the server lets members only into rooms; visitors get the account bar), on
// the page's one realtime connection. Its messages, polls and presence follow the server live.
// Others' messages may be reported with a reason (the thread's ReportDialog; POST /api/moderation/report).
import { FIXED_COMMUNITIES, ObjectIdString, type ChatMessage } from "@pnyx/contract";
import { INITIAL_ROOM_SNAPSHOT, isFoldedFor, type ChatClient, type ChatRoomSession, type ReportingApi } from "@pnyx/sdk";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { EmbedClient } from "../../shared/client";
import { fill } from "../../shared/page";
import { AccountBar } from "../AccountBar";
import { ReportDialog } from "../ReportDialog";
import { ChatComposer } from "./ChatComposer";
import { ChatLog } from "./ChatLog";
import type { ChatStrings } from "./strings";

/** What a chat room widget needs. */
export interface ChatEmbedProps {
  /** The page's client: its session says who writes, its auth logs in and out. */
  client: EmbedClient;
  /** Where rooms are joined: the SDK's chat client on the page's core (`chatOf(client.core)`). */
  chat: Pick<ChatClient, "joinRoom">;
  /** Where reports go: the SDK's reports on the page's core (`reportingOf(client.core)`), kept out of the thread's bundle. */
  reporting: Pick<ReportingApi, "report">;
  /** The room: a community's id (the element's `room` attribute). */
  topicId: string;
  strings: ChatStrings;
  /** The Pnyx server's origin (attachments' addresses are relative to it). */
  base: string;
  locale?: string | undefined;
}

const ignore = () => () => {};

/** The room's messages with those removed while the reader watched back in their places (oldest first). */
function withRemovedPlaces(messages: readonly ChatMessage[], removed: readonly ChatMessage[]): readonly ChatMessage[] {
  const shown = new Set(messages.map((m) => m.id));
  const places = removed.filter((m) => !shown.has(m.id));
  return places.length === 0 ? messages : [...messages, ...places].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A live chat room: its name and who is present, the account bar, the scrolling log (messages, join
 * and leave lines, polls with their results and votes) and the message box. The server's refusals
 * (too fast, not in the room, a closed poll…) show in one alert line with its message. Unmounting
 * leaves the room.
 */
export function ChatEmbed({ client, chat, reporting: reports, topicId, strings, base, locale }: ChatEmbedProps) {
  const user = useSyncExternalStore(
    client.session.subscribe,
    () => client.session.get().user,
    () => null,
  );
  const signedIn = user !== null;
  const valid = ObjectIdString.safeParse(topicId).success;
  const headingId = useId();
  const [session, setSession] = useState<ChatRoomSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Messages a moderator removed while the reader watched: their places say so (the room drops them). */
  const [removed, setRemoved] = useState<readonly ChatMessage[]>([]);
  /** The messages last drawn: a removal names ids, the room no longer holds them. */
  const drawn = useRef<readonly ChatMessage[]>([]);
  /** The message whose Report dialog is open; those the reader reported; whether the last report was thanked for. */
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (!valid || !signedIn) return;
    const joined = chat.joinRoom(topicId);
    // A refusal is the snapshot's status (not-found, unauthorized); the SDK rejoins after a drop.
    joined.ready.catch(() => {});
    setSession(joined);
    setFailure(null);
    return () => {
      joined.leave();
      setSession(null);
    };
  }, [chat, topicId, valid, signedIn]);

  // What was reported was the last reader's.
  const reader = user?.username;
  useEffect(
    () => () => {
      setReporting(null);
      setReported(new Set());
      setThanked(false);
    },
    [reader],
  );

  useEffect(() => {
    setRemoved([]);
    if (!session) return;
    return session.on("remove", (ids) => {
      const gone = drawn.current.filter((m) => ids.includes(m.id));
      if (gone.length > 0) setRemoved((list) => [...list, ...gone]);
    });
  }, [session]);

  const subscribe = useMemo(() => (session ? session.subscribe : ignore), [session]);
  const current = useCallback(() => session?.getSnapshot() ?? INITIAL_ROOM_SNAPSHOT, [session]);
  const room = useSyncExternalStore(subscribe, current, current);

  if (!valid || room.status === "not-found")
    return (
      <section className="pnyx-chat" part="chat" aria-labelledby={headingId} data-status="not-found">
        <h2 id={headingId} className="pnyx-heading" part="heading">
          {strings.notFound}
        </h2>
        <p className="pnyx-empty">{strings.notFoundText}</p>
      </section>
    );

  const connected = session !== null && room.status === "connected";
  const name = FIXED_COMMUNITIES.find((c) => c.id === topicId.toLowerCase())?.name ?? strings.room;
  const refusal = failure ?? (signedIn && room.status === "unauthorized" ? (room.error?.message ?? null) : null);
  const report = (error: unknown) => setFailure(message(error));
  drawn.current = room.messages;

  return (
    <section className="pnyx-chat" part="chat" aria-labelledby={headingId} data-status={signedIn ? room.status : "signed-out"}>
      <header className="pnyx-chat__head">
        <h2 id={headingId} className="pnyx-heading" part="heading">
          {fill(strings.heading, { room: name })}
        </h2>
        {connected ? (
          <span className="pnyx-badge" part="presence">
            {fill(strings.online, { count: room.count })}
          </span>
        ) : null}
        <span className="pnyx-chat__status" role="status">
          {signedIn && !connected && room.status !== "unauthorized" ? strings.connecting : thanked ? strings.reportReceived : ""}
        </span>
      </header>
      <AccountBar client={client} username={user?.username ?? null} strings={strings} />
      {signedIn ? (
        <>
          <ChatLog
            strings={strings}
            messages={withRemovedPlaces(room.messages, removed)}
            removed={removed}
            polls={room.polls}
            myVotes={room.myVotes}
            username={user.username}
            isFolded={(author) => isFoldedFor(author, user)}
            onReport={(target) => {
              setThanked(false);
              setReporting(target);
            }}
            reported={reported}
            base={base}
            connected={connected}
            hasOlder={room.hasOlder}
            loadingOlder={room.loadingOlder}
            loadOlder={() => session?.loadOlder().then(() => setFailure(null), report)}
            vote={(pollId, choices) => session?.vote(pollId, choices).then(() => setFailure(null), report)}
            now={Date.now()}
            locale={locale}
          />
          {refusal ? (
            <p className="pnyx-error" part="error" role="alert">
              {refusal}
            </p>
          ) : null}
          <ChatComposer
            strings={strings}
            connected={connected}
            send={async (text) => {
              if (!session) return false;
              try {
                await session.send(text);
                setFailure(null);
                return true;
              } catch (error) {
                report(error);
                return false;
              }
            }}
          />
          {reporting ? (
            <ReportDialog
              strings={strings}
              send={async (details) => {
                await reports.report({ targetType: "chatMessage", targetId: reporting.id, ...details });
                setReported((ids) => new Set([...ids, reporting.id]));
                setThanked(true);
              }}
              onClose={() => setReporting(null)}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
