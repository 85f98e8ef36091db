import { ObjectIdString, type ChatMessage, type Poll, type PollDraft } from "@pnyx/contract";
import { INITIAL_ROOM_SNAPSHOT, PnyxError, type ChatAttachmentRef, type ChatRoomSession, type ChatRoomSnapshot } from "@pnyx/sdk";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { usePnyxClient } from "../client-context";

export interface ChatRoomActions {
  send(text: string, attachment?: ChatAttachmentRef | null): Promise<ChatMessage>;
  createPoll(draft: PollDraft): Promise<Poll>;
  /** An empty list takes the vote back. */
  vote(pollId: string, choices: readonly number[]): Promise<Poll>;
  /** Pages in the messages before the oldest one shown. */
  loadOlder(): Promise<void>;
}

export type UseChatRoomResult = ChatRoomSnapshot & ChatRoomActions;

/** A room id that cannot exist: shown as not found without asking the server. */
const NOT_FOUND_SNAPSHOT: ChatRoomSnapshot = { ...INITIAL_ROOM_SNAPSHOT, status: "not-found" };
const noRoom = () => Promise.reject(new PnyxError(409, "not_in_room", "Not in the chat room yet", { kind: "local" }));
const ignore = () => () => {};

/**
 * Joins a chat room while mounted and leaves it on unmount: its messages (with join and leave lines),
 * polls, the member's votes, the online count and the connection state follow the server live,
 * through reconnects. Sessions of one room share one state, so two widgets on a page cost one join.
 */
export function useChatRoom(topicId: string | null | undefined): UseChatRoomResult {
  const client = usePnyxClient();
  const valid = ObjectIdString.safeParse(topicId).success;
  const [session, setSession] = useState<ChatRoomSession | null>(null);
  useEffect(() => {
    if (!valid || !topicId) return;
    const joined = client.chat.joinRoom(topicId);
    setSession(joined);
    return () => {
      joined.leave();
      setSession(null);
    };
  }, [client, topicId, valid]);

  const subscribe = useMemo(() => (session ? session.subscribe : ignore), [session]);
  const current = useCallback(() => session?.getSnapshot() ?? (valid ? INITIAL_ROOM_SNAPSHOT : NOT_FOUND_SNAPSHOT), [session, valid]);
  const snapshot = useSyncExternalStore(subscribe, current, current);

  const actions = useMemo<ChatRoomActions>(
    () =>
      session
        ? {
            send: (text, attachment) => session.send(text, attachment),
            createPoll: (draft) => session.createPoll(draft),
            vote: (pollId, choices) => session.vote(pollId, choices),
            loadOlder: () => session.loadOlder(),
          }
        : { send: noRoom, createPoll: noRoom, vote: noRoom, loadOlder: noRoom },
    [session],
  );
  return { ...snapshot, ...actions };
}
