// The rooms a client is in, and the sessions it hands out: one room state per topic, however many
// sessions (widgets) share it; the last session to leave leaves the room on the server.
import {
  CHAT_MESSAGES,
  CreatePollPayload,
  JoinRoomPayload,
  SendMessagePayload,
  VotePollPayload,
  chatAnswers,
  chatClientEvents,
  chatServerEvents,
  type ChatHistoryPage,
  type ChatMessage,
  type Poll,
  type PollDraft,
} from "@pnyx/contract";
import { PnyxError } from "../errors";
import { validateInput } from "../transport";
import { ask, quiet } from "../realtime/ask";
import type { SocketLink } from "../realtime/socket-link";
import { createRoom, type ChatRoomEvents, type Room } from "./room";
import { firstStoredId, type ChatRoomSnapshot } from "./room-state";

/** A file already stored through `client.uploads`, attached by its URL and the name it is shown with. */
export interface ChatAttachmentRef {
  url: string;
  name: string;
}

/** One presence in one room, until `leave()`. Subscribe like `useSyncExternalStore` expects, or listen with `on`. */
export interface ChatRoomSession {
  readonly topicId: string;
  /** Resolves once the room is joined (its latest messages and polls are in the snapshot); rejects with the refusal (404 room_not_found, 401 unauthorized for a visitor) or a network error. */
  readonly ready: Promise<void>;
  getSnapshot(): ChatRoomSnapshot;
  subscribe(listener: () => void): () => void;
  /** Hears one kind of room event until the returned function is called (or the session leaves). */
  on<K extends keyof ChatRoomEvents>(event: K, listener: ChatRoomEvents[K]): () => void;
  /** Sends a message (`message`): text trimmed, at most LIMITS.chatMessage characters, and/or an attachment; resolves with it as stored. */
  send(text: string, attachment?: ChatAttachmentRef | null): Promise<ChatMessage>;
  /** Opens a poll in the room (`poll`). */
  createPoll(draft: PollDraft): Promise<Poll>;
  /** Votes with the chosen option indexes (`poll-vote`); an empty list takes the vote back. */
  vote(pollId: string, choices: readonly number[]): Promise<Poll>;
  /** Pages in the messages before the oldest one held: GET /api/chatroom/messages (members only). */
  loadOlder(): Promise<void>;
  /** Leaves (`leaveRoom` when it is the client's last session of the room). Idempotent. */
  leave(): void;
}

export type ChatHistory = (input: { topicId: string; before?: string }) => Promise<ChatHistoryPage>;

interface Entry {
  room: Room;
  sessions: number;
  release(): void;
  older: Promise<void> | null;
}

export function createChatRooms(link: SocketLink, history: ChatHistory) {
  const rooms = new Map<string, Entry>();
  const roomOf = (topicId: string) => rooms.get(topicId)?.room;

  link.onConnect(() => {
    for (const { room } of rooms.values()) room.join();
  });
  link.subscribe((status) => {
    if (status !== "connected") for (const { room } of rooms.values()) room.dropped();
  });
  link.on(chatServerEvents.newMessage, (m) => roomOf(m.topicId)?.heard(m, "message"));
  link.on(chatServerEvents.userJoined, (m) => roomOf(m.topicId)?.heard(m, "join"));
  link.on(chatServerEvents.userLeft, (m) => roomOf(m.topicId)?.heard(m, "leave"));
  link.on(chatServerEvents.roomUsersCount, ({ topicId, count }) => roomOf(topicId)?.setCount(count));
  link.on(chatServerEvents.newPoll, (poll) => roomOf(poll.topicId)?.addPoll(poll, true));
  link.on(chatServerEvents.pollUpdated, (poll) => roomOf(poll.topicId)?.addPoll(poll, false));
  link.on(chatServerEvents.messagesRemoved, ({ topicId, messageIds }) => roomOf(topicId)?.removed(messageIds));
  link.on(chatServerEvents.messagesRestored, ({ topicId, messages }) => roomOf(topicId)?.restored(messages));

  function session(entry: Entry): ChatRoomSession {
    const { room } = entry;
    let left = false;
    const offs = new Set<() => void>();
    const live = () => {
      if (left) throw new PnyxError(409, "not_in_room", CHAT_MESSAGES.notInRoom, { kind: "local" });
    };
    const leave = () => {
      if (left) return;
      left = true;
      untrack();
      for (const off of offs) off();
      entry.sessions -= 1;
      if (entry.sessions > 0) return;
      rooms.delete(room.topicId);
      link.current()?.emit(chatClientEvents.leaveRoom.name, { topicId: room.topicId });
      room.closed();
      entry.release();
    };
    const untrack = link.track(leave);
    return {
      topicId: room.topicId,
      ready: quiet(room.joined()),
      getSnapshot: room.getSnapshot,
      subscribe: room.subscribe,
      on(event, listener) {
        const off = room.events.on(event, listener);
        offs.add(off);
        return () => {
          offs.delete(off);
          off();
        };
      },
      async send(text, attachment) {
        live();
        const payload = validateInput(SendMessagePayload, { topicId: room.topicId, message: text, attachment: attachment ?? null });
        const { message } = await ask(link, chatClientEvents.message, payload, chatAnswers.message);
        if (!left) room.addMessages([message]);
        return message;
      },
      async createPoll(draft) {
        live();
        const payload = validateInput(CreatePollPayload, { topicId: room.topicId, pollData: draft });
        const { poll } = await ask(link, chatClientEvents.poll, payload, chatAnswers.poll);
        if (!left) room.addPoll(poll, true);
        return poll;
      },
      async vote(pollId, choices) {
        live();
        const payload = validateInput(VotePollPayload, { pollId, choices: [...choices] });
        const answer = await ask(link, chatClientEvents.votePoll, payload, chatAnswers.votePoll);
        if (!left) {
          room.addPoll(answer.poll, false);
          room.setVotes(answer.poll._id, answer.choices);
        }
        return answer.poll;
      },
      async loadOlder() {
        live();
        if (entry.older) return entry.older;
        const before = firstStoredId(room.getSnapshot().messages);
        room.update({ loadingOlder: true });
        entry.older = history({ topicId: room.topicId, ...(before ? { before } : {}) })
          .then((page) => room.older(page))
          .finally(() => {
            entry.older = null;
            room.update({ loadingOlder: false });
          });
        return entry.older;
      },
      leave,
    };
  }

  return {
    /** Enters a room (topicId = community id): `joinRoom`. Sessions of the same room share one state. */
    joinRoom(topicId: string): ChatRoomSession {
      const id = validateInput(JoinRoomPayload, { topicId }).topicId;
      let entry = rooms.get(id);
      if (!entry) {
        const room = createRoom(link, id);
        entry = { room, sessions: 0, release: link.hold(), older: null };
        rooms.set(id, entry);
        if (link.current()) room.join();
      } else if (link.current() && !["connected", "connecting"].includes(entry.room.getSnapshot().status)) {
        // The room's last join was refused (or failed) on this connection: ask again for the new
        // session, whose `ready` would otherwise wait for a join that never comes.
        entry.room.join();
      }
      entry.sessions += 1;
      return session(entry);
    },
  };
}
