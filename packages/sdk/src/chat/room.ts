// One chat room as the client holds it: joined on every connection (a rejoin asks only for what came
// after the last message held, so there is no gap and no duplicate), its snapshot for stores such as
// React's useSyncExternalStore, and named events for scripts.
import { ChatError, JoinRoomPayload, chatAnswers, chatClientEvents, type ChatMessage, type Poll } from "@pnyx/contract";
import { PnyxError } from "../errors";
import { validateInput } from "../transport";
import { ask } from "../realtime/ask";
import { createEmitter } from "../realtime/emitter";
import type { SocketLink } from "../realtime/socket-link";
import {
  INITIAL_ROOM_SNAPSHOT,
  appendMessages,
  lastStoredId,
  mergePoll,
  mergePolls,
  prependMessages,
  rememberRemoved,
  restoreMessages,
  unheldMessages,
  withoutMessages,
  type ChatRoomSnapshot,
  type ChatRoomStatus,
} from "./room-state";

/** What a room tells its listeners (`room.on(name, listener)`). */
export interface ChatRoomEvents {
  /** A member's message, the room's own included, once each (also those caught up on after a reconnect). */
  message: (message: ChatMessage) => void;
  /** A member entered the room (their first connection): the system line `user-joined`. */
  join: (line: ChatMessage) => void;
  /** A member left the room (their last connection): the system line `user-left`. */
  leave: (line: ChatMessage) => void;
  /** A new poll in the room (`new-poll`), the member's own included. */
  poll: (poll: Poll) => void;
  /** Messages moderation removed or hid (`messages-removed`), those the room held: they are gone from the snapshot. */
  remove: (messageIds: string[]) => void;
  /** Messages moderation shows again after review (`messages-restored`): back in the snapshot, in order. */
  restore: (messages: ChatMessage[]) => void;
  /** A poll's results changed or it closed (`poll-updated`). */
  pollUpdate: (poll: Poll) => void;
  /** Members in the room now (`room-users-count`). */
  count: (count: number) => void;
  /** The room's state changed: connected, disconnected (retrying), not-found or unauthorized. */
  status: (status: ChatRoomStatus) => void;
}

export type Room = ReturnType<typeof createRoom>;

/** What a pushed line is: a message (`new-message`), or a join or leave line. */
type HeardKind = "message" | "join" | "leave";

/** The room `topicId`; `release` lets go of the link when the room is left. */
export function createRoom(link: SocketLink, topicId: string) {
  let snapshot: ChatRoomSnapshot = INITIAL_ROOM_SNAPSHOT;
  const listeners = new Set<() => void>();
  const events = createEmitter<ChatRoomEvents>();
  let joinedOnce = false;
  /** Lines heard while a join is answered: added after its page, so none is lost or doubled. */
  let heardWhileJoining: [ChatMessage, HeardKind][] | null = null;
  /** Messages removed while a join is answered: its page may have been read before, so they go after it too. */
  let removedWhileJoining: string[] | null = null;
  /** Messages shown again while a join is answered: its page may have been read before, so they go after it too. */
  let restoredWhileJoining: ChatMessage[] | null = null;
  /** Ids of messages moderation removed (the newest REMOVED_REMEMBERED): an older page read before the removal cannot bring them back. */
  let removedIds: readonly string[] = [];
  /** Raised by every connection: an answer to a join of an older connection counts for nothing. */
  let connection = 0;
  const waiting = new Set<{ resolve(): void; reject(error: PnyxError): void }>();

  function update(patch: Partial<ChatRoomSnapshot>) {
    const before = snapshot.status;
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
    if (snapshot.status !== before) events.emit("status", snapshot.status);
  }
  function settle(error: PnyxError | null) {
    for (const w of [...waiting]) error ? w.reject(error) : w.resolve();
    waiting.clear();
  }

  /** Adds messages, telling listeners of the new ones. */
  function addMessages(incoming: readonly ChatMessage[]) {
    const fresh = unheldMessages(snapshot.messages, incoming);
    if (fresh.length === 0) return;
    update({ messages: [...snapshot.messages, ...fresh] });
    for (const message of fresh) if (message.type === "user") events.emit("message", message);
  }
  function addPoll(poll: Poll, fresh: boolean) {
    const known = snapshot.polls.some((p) => p._id === poll._id);
    const polls = mergePoll(snapshot.polls, poll);
    if (polls === snapshot.polls) return;
    update({ polls });
    events.emit(fresh && !known ? "poll" : "pollUpdate", poll);
  }

  /** Drops messages moderation removed, telling listeners of those it held. */
  function drop(ids: readonly string[]) {
    removedIds = rememberRemoved(removedIds, ids);
    const held = new Set(snapshot.messages.map((m) => m.id));
    const messages = withoutMessages(snapshot.messages, ids);
    if (messages === snapshot.messages) return;
    update({ messages });
    events.emit(
      "remove",
      ids.filter((id) => held.has(id)),
    );
  }

  function forget(ids: readonly string[]) {
    const back = new Set(ids);
    if (removedIds.some((id) => back.has(id))) removedIds = removedIds.filter((id) => !back.has(id));
  }

  /** Puts back messages moderation shows again, in order, telling listeners. */
  function restore(messages: readonly ChatMessage[]) {
    forget(messages.map((m) => m.id));
    const next = restoreMessages(snapshot.messages, messages, snapshot.hasOlder);
    if (next === snapshot.messages) return;
    update({ messages: next });
    events.emit("restore", [...messages]);
  }

  /** Adds a line the server pushed, telling its event when it is new. */
  function hear(message: ChatMessage, kind: HeardKind) {
    if (kind === "message") addMessages([message]);
    else if (unheldMessages(snapshot.messages, [message]).length > 0) {
      update({ messages: appendMessages(snapshot.messages, [message]) });
      events.emit(kind, message);
    }
  }

  /** Joins (or rejoins, from the last message held) on the current connection. */
  function join() {
    const since = joinedOnce ? lastStoredId(snapshot.messages) : undefined;
    const payload = validateInput(JoinRoomPayload, { topicId, ...(since ? { since } : {}) });
    const joinedOn = ++connection;
    heardWhileJoining = [];
    removedWhileJoining = [];
    restoredWhileJoining = [];
    if (snapshot.status !== "connecting") update({ status: "connecting" });
    ask(link, chatClientEvents.joinRoom, payload, chatAnswers.joinRoom).then(
      (answer) => {
        if (joinedOn !== connection) return;
        const heard = heardWhileJoining ?? [];
        const removed = removedWhileJoining ?? [];
        const restored = restoredWhileJoining ?? [];
        heardWhileJoining = null;
        removedWhileJoining = null;
        restoredWhileJoining = null;
        const first = !answer.continues;
        joinedOnce = true;
        update({
          status: "connected",
          error: null,
          messages: first ? answer.messages : snapshot.messages,
          polls: mergePolls(first ? [] : snapshot.polls, answer.polls),
          myVotes: answer.myVotes,
          count: answer.count,
          hasOlder: first ? answer.hasOlder : snapshot.hasOlder,
        });
        if (!first) addMessages(answer.messages);
        // What the server answers now shows: no longer removed (a message shown again after review).
        forget(answer.messages.map((m) => m.id));
        for (const [message, kind] of heard) hear(message, kind);
        if (removed.length > 0) drop(removed);
        if (restored.length > 0) restore(restored);
        settle(null);
      },
      (error: PnyxError) => {
        if (joinedOn !== connection) return;
        heardWhileJoining = null;
        removedWhileJoining = null;
        restoredWhileJoining = null;
        const status = error.code === "room_not_found" ? "not-found" : error.code === "unauthorized" ? "unauthorized" : "disconnected";
        update({ status, error: { code: ChatError.shape.code.safeParse(error.code).data ?? "internal_error", message: error.message } });
        settle(error);
      },
    );
  }

  return {
    topicId,
    events,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    join,
    /** Resolves at the room's next successful join (at once when joined); rejects with its refusal. */
    joined(): Promise<void> {
      if (snapshot.status === "connected") return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { resolve, reject };
        waiting.add(waiter);
        link.connected().catch((error: PnyxError) => waiting.delete(waiter) && reject(error));
      });
    },
    /** A line the server pushed: a message (`new-message`), or a join or leave line. */
    heard(message: ChatMessage, kind: HeardKind) {
      if (heardWhileJoining) heardWhileJoining.push([message, kind]);
      else hear(message, kind);
    },
    /** Messages moderation removed (`messages-removed`): dropped now, and again after a join being answered. */
    removed(ids: readonly string[]) {
      removedWhileJoining?.push(...ids);
      drop(ids);
    },
    /** Messages moderation shows again (`messages-restored`). */
    restored(messages: readonly ChatMessage[]) {
      restoredWhileJoining?.push(...messages);
      restore(messages);
    },
    /** An older page (`loadOlder`): before what the room holds, without messages removed since it was read. */
    older(page: { messages: readonly ChatMessage[]; hasOlder: boolean }) {
      const gone = new Set(removedIds);
      const kept = gone.size ? page.messages.filter((m) => !gone.has(m.id)) : page.messages;
      update({ messages: prependMessages(snapshot.messages, kept), hasOlder: page.hasOlder });
    },
    addMessages,
    addPoll,
    setVotes(pollId: string, choices: number[]) {
      update({ myVotes: { ...snapshot.myVotes, [pollId]: choices } });
    },
    setCount(count: number) {
      update({ count });
      events.emit("count", count);
    },
    update,
    /** The connection dropped: the room waits to be joined again. */
    dropped() {
      connection += 1;
      heardWhileJoining = null;
      removedWhileJoining = null;
      restoredWhileJoining = null;
      if (snapshot.status === "connected" || snapshot.status === "connecting") update({ status: "disconnected" });
    },
    /** Left for good: waiting promises are told, listeners dropped. */
    closed() {
      connection += 1;
      removedWhileJoining = null;
      restoredWhileJoining = null;
      settle(new PnyxError(0, "closed", "Left the room before it was joined", { kind: "local" }));
      events.clear();
    },
  };
}
