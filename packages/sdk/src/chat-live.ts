// The live chat client: its own socket on the `/chat` namespace, the statistics watch, and room
// sessions whose snapshots follow the server through reconnects (a rejoin asks only for what came
// after the last message held, so there is no gap and no duplicate).
import {
  CHAT_MESSAGES,
  CHAT_NAMESPACE,
  ChatError,
  ChatMessage,
  ChatStats,
  CreatePollPayload,
  JoinRoomPayload,
  LIMITS,
  Poll,
  RoomUsersCount,
  SendMessagePayload,
  TIMING,
  VotePollPayload,
  chatAnswers,
  chatClientEvents,
  chatServerEvents,
  type ChatHistoryPage,
  type PollDraft,
} from "@pnyx/contract";
import type { Socket } from "socket.io-client";
import type { z } from "zod";
import type { ChatHistoryInput } from "./api/chat";
import {
  INITIAL_ROOM_SNAPSHOT,
  appendMessages,
  firstStoredId,
  lastStoredId,
  mergePoll,
  mergePolls,
  prependMessages,
  type ChatRoomSnapshot,
} from "./chat-room-state";
import { PnyxError } from "./errors";
import { LIVE_SOCKET_OPTIONS, loadSocketIo, socketOrigin, type SocketFactory } from "./live";
import { validateInput, type TokenProvider } from "./transport";

export type ChatStatsStatus = "connecting" | "connected" | "disconnected";

export interface ChatStatsSnapshot extends ChatStats {
  /** "disconnected" while the socket is down (the product says 'Real-time updates unavailable'). */
  status: ChatStatsStatus;
}

export const INITIAL_CHAT_STATS: ChatStatsSnapshot = { status: "connecting", activeUsers: 0, joinedUsers: 0 };

/** What the client tells the server about its member (the server takes identity from the token). */
export interface ChatMember {
  username: string;
  userId?: string | undefined;
}

/** A file already stored through `client.uploads`, attached by its URL and the name it is shown with. */
export interface ChatAttachmentRef {
  url: string;
  name: string;
}

/** One member's presence in one room, until `leave()`. Subscribe like `useSyncExternalStore` expects. */
export interface ChatRoomSession {
  readonly topicId: string;
  getSnapshot(): ChatRoomSnapshot;
  subscribe(listener: () => void): () => void;
  /** Sends a message (trimmed, at most LIMITS.chatMessage characters); resolves with it as stored. */
  send(text: string, attachment?: ChatAttachmentRef | null): Promise<ChatMessage>;
  createPoll(draft: PollDraft): Promise<Poll>;
  /** Votes with the chosen option indexes; an empty list takes the vote back. */
  vote(pollId: string, choices: readonly number[]): Promise<Poll>;
  /** Pages in the messages before the oldest one held (HTTP, members only). */
  loadOlder(): Promise<void>;
  /** Leaves the room; the last session of the client to leave closes the socket. Idempotent. */
  leave(): void;
}

export interface ChatLiveClient {
  /** Hears the statistics (and the connection state) until the returned function is called. */
  watchStats(listener: (snapshot: ChatStatsSnapshot) => void): () => void;
  /** The statistics as last heard. */
  getStats(): ChatStatsSnapshot;
  /** Enters a room (topicId = community id). Sessions of the same room share one state. */
  joinRoom(topicId: string): ChatRoomSession;
}

export interface ChatLiveClientOptions {
  baseUrl: string;
  /** The member token shown in the handshake; without one the socket is a visitor's. */
  getToken?: TokenProvider | undefined;
  /** Who the member is, for the user data the product's events carry; null for visitors. */
  getMember?: (() => ChatMember | null) | undefined;
  /** Tells of every session change (login, logout): the socket reconnects with the new token. */
  onSessionChange?: ((listener: () => void) => () => void) | undefined;
  socket?: SocketFactory | undefined;
  /** Older messages over HTTP (`client.chat.history`). */
  history: (input: ChatHistoryInput) => Promise<ChatHistoryPage>;
}

/** socket.io's auth callback form: called on every (re)connection, so the current token is sent. */
type AuthCallback = (data: Record<string, unknown>) => void;

interface Room {
  topicId: string;
  sessions: number;
  snapshot: ChatRoomSnapshot;
  listeners: Set<() => void>;
  /** Whether the room was joined once (a later join is a rejoin that sends `since`). */
  joinedOnce: boolean;
  /** Messages heard while a join was on its way: applied after its answer, which may replace the list. */
  heardWhileJoining: ChatMessage[] | null;
  older: Promise<void> | null;
}

const notConnected = () => new PnyxError(0, "network_error", "Not connected to the chat");

export function createChatLiveClient(options: ChatLiveClientOptions): ChatLiveClient {
  const statsListeners = new Set<(snapshot: ChatStatsSnapshot) => void>();
  const rooms = new Map<string, Room>();
  /** Requests waiting for their acknowledgement; a drop refuses them all. */
  const pending = new Set<(error: PnyxError) => void>();
  let stats = INITIAL_CHAT_STATS;
  let socket: Socket | null = null;
  let loading = false;
  let closed = false;
  /** Counts connections, so an answer that belongs to an earlier one is ignored. */
  let connection = 0;
  /** The token the current connection was made with, and one the server refused (not shown again). */
  let handshakeToken: string | null = null;
  let refusedToken: string | null = null;

  const member = () => options.getMember?.() ?? null;
  const userData = () => {
    const m = member();
    return m ? { username: m.username, ...(m.userId ? { userId: m.userId } : {}) } : null;
  };
  const usable = (token: string | null | undefined) => (token && token !== refusedToken ? token : null);

  function setStats(next: Partial<ChatStatsSnapshot>) {
    stats = { ...stats, ...next };
    for (const listener of [...statsListeners]) listener(stats);
  }

  function update(room: Room, change: Partial<ChatRoomSnapshot>) {
    room.snapshot = { ...room.snapshot, ...change };
    for (const listener of [...room.listeners]) listener();
  }

  function auth(callback: AuthCallback) {
    Promise.resolve(options.getToken?.()).then(
      (token) => {
        handshakeToken = usable(token);
        callback(handshakeToken ? { token: handshakeToken } : {});
      },
      () => {
        handshakeToken = null;
        callback({});
      },
    );
  }

  const socketOptions = () => ({ ...LIVE_SOCKET_OPTIONS, auth });

  /** The chat socket: made at once with an injected factory, else once socket.io-client has loaded. */
  function open(): void {
    if (socket) {
      if (closed) {
        closed = false;
        setStats({ status: "connecting" });
        socket.connect();
      }
      return;
    }
    closed = false;
    if (loading) return;
    const origin = socketOrigin(options.baseUrl);
    if (!origin) return;
    const url = `${origin}${CHAT_NAMESPACE}`;
    if (options.socket) {
      attach(options.socket(url, socketOptions()));
      return;
    }
    loading = true;
    loadSocketIo().then(
      (factory) => {
        loading = false;
        attach(factory(url, socketOptions()));
        if (closed) socket?.disconnect();
      },
      (error: unknown) => {
        loading = false;
        setStats({ status: "disconnected" });
        queueMicrotask(() => {
          throw error;
        });
      },
    );
  }

  /** Nobody watches and no room is open: the socket closes (the product leaves and disconnects). */
  function closeWhenUnused() {
    if (statsListeners.size > 0 || rooms.size > 0 || closed) return;
    closed = true;
    socket?.disconnect();
  }

  function attach(created: Socket) {
    socket = created;
    created.on("connect", () => {
      connection += 1;
      if (statsListeners.size > 0) created.emit(chatClientEvents.joinChatroom.name, userData());
      setStats({ status: "connected" });
      for (const room of rooms.values()) join(room);
    });
    created.on("disconnect", () => {
      for (const reject of [...pending]) reject(notConnected());
      setStats({ status: "disconnected" });
      for (const room of rooms.values()) {
        if (room.snapshot.status === "connected" || room.snapshot.status === "connecting") update(room, { status: "disconnected" });
      }
    });
    created.on("connect_error", (error: unknown) => {
      // The server refused the token (expired, revoked): go on as a visitor; rooms will say "unauthorized".
      if (error instanceof Error && error.message === "unauthorized" && handshakeToken) {
        refusedToken = handshakeToken;
        created.connect();
        return;
      }
      setStats({ status: "disconnected" });
      for (const room of rooms.values()) if (room.snapshot.status === "connecting") update(room, { status: "disconnected" });
    });
    on(chatServerEvents.statsUpdate.payload, chatServerEvents.statsUpdate.name, ({ activeUsers, joinedUsers }) => setStats({ activeUsers, joinedUsers }));
    for (const event of [chatServerEvents.newMessage, chatServerEvents.userJoined, chatServerEvents.userLeft]) {
      on(ChatMessage, event.name, (message) => heard(message));
    }
    on(RoomUsersCount, chatServerEvents.roomUsersCount.name, ({ topicId, count }) => {
      const room = rooms.get(topicId);
      if (room) update(room, { count });
    });
    for (const event of [chatServerEvents.newPoll, chatServerEvents.pollUpdated]) {
      on(Poll, event.name, (poll) => {
        const room = rooms.get(poll.topicId);
        if (room) update(room, { polls: mergePoll(room.snapshot.polls, poll) });
      });
    }
  }

  /** Listens to a server event; payloads the contract refuses are dropped. */
  function on<S extends z.ZodType>(schema: S, name: string, handle: (payload: z.output<S>) => void) {
    socket?.on(name, (raw: unknown) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) handle(parsed.data);
    });
  }

  function heard(message: ChatMessage) {
    const room = rooms.get(message.topicId);
    if (!room) return;
    if (room.heardWhileJoining) room.heardWhileJoining.push(message);
    else update(room, { messages: appendMessages(room.snapshot.messages, [message]) });
  }

  /**
   * Sends an event and hands its acknowledgement to `settle` at once (the `ok` answer, or a PnyxError
   * with the refusal's code); a drop or a silent server settles it with an error.
   */
  function ask<S extends z.ZodType>(
    name: string,
    payload: unknown,
    answer: S,
    settle: (error: PnyxError | null, value?: Extract<z.output<S>, { ok: true }>) => void,
  ) {
    const current = socket;
    if (!current?.connected) return settle(notConnected());
    let done = false;
    const finish = (error: PnyxError | null, value?: Extract<z.output<S>, { ok: true }>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      pending.delete(finish);
      settle(error, value);
    };
    const timer = setTimeout(() => finish(new PnyxError(0, "timeout", "The chat did not answer in time")), TIMING.socketConnectTimeoutMs);
    pending.add(finish);
    current.emit(name, payload, (raw: unknown) => {
      const parsed = answer.safeParse(raw);
      if (!parsed.success) return finish(new PnyxError(200, "invalid_response", `Unexpected answer to ${name}`, { cause: parsed.error }));
      const data = parsed.data as { ok: boolean; error?: ChatError };
      if (!data.ok && data.error) return finish(new PnyxError(0, data.error.code, data.error.message));
      finish(null, parsed.data as Extract<z.output<S>, { ok: true }>);
    });
  }

  /** `ask` as a promise, for the session's methods. */
  function request<S extends z.ZodType>(name: string, payload: unknown, answer: S): Promise<Extract<z.output<S>, { ok: true }>> {
    return new Promise((resolve, reject) => ask(name, payload, answer, (error, value) => (error ? reject(error) : resolve(value!))));
  }

  /** Joins (or rejoins, from the last message held) on the current connection. */
  function join(room: Room) {
    const current = socket;
    if (!current?.connected) return;
    const since = room.joinedOnce ? lastStoredId(room.snapshot.messages) : undefined;
    const payload = validateInput(JoinRoomPayload, { topicId: room.topicId, userData: userData(), ...(since ? { since } : {}) });
    const joinedOn = connection;
    room.heardWhileJoining = [];
    if (room.snapshot.status !== "connecting") update(room, { status: "connecting" });
    ask(chatClientEvents.joinRoom.name, payload, chatAnswers.joinRoom, (error, answer) => {
      if (rooms.get(room.topicId) !== room || joinedOn !== connection) return;
      if (error || !answer) {
        room.heardWhileJoining = null;
        const code = error?.code;
        const status = code === "room_not_found" ? "not-found" : code === "unauthorized" ? "unauthorized" : "disconnected";
        update(room, { status, error: { code: ChatError.shape.code.safeParse(code).data ?? "server_error", message: error?.message ?? "" } });
        return;
      }
      const heard = room.heardWhileJoining ?? [];
      room.heardWhileJoining = null;
      const base = answer.continues ? appendMessages(room.snapshot.messages, answer.messages) : answer.messages;
      room.joinedOnce = true;
      update(room, {
        status: "connected",
        error: null,
        messages: appendMessages(base, heard),
        polls: mergePolls(answer.continues ? room.snapshot.polls : [], answer.polls),
        myVotes: answer.myVotes,
        count: answer.count,
        hasOlder: answer.continues ? room.snapshot.hasOlder : answer.hasOlder,
      });
    });
  }

  options.onSessionChange?.(() => {
    if (!socket || closed) return;
    const current = socket;
    // A new login or a logout: the handshake carries the token, so the connection is made again.
    Promise.resolve(options.getToken?.()).then(
      (token) => {
        if (socket !== current || closed || usable(token) === handshakeToken) return;
        current.disconnect();
        current.connect();
      },
      () => {},
    );
  });

  function session(room: Room): ChatRoomSession {
    let left = false;
    const live = () => {
      if (left) throw new PnyxError(0, "not_in_room", CHAT_MESSAGES.notInRoom);
      return room;
    };
    return {
      topicId: room.topicId,
      getSnapshot: () => room.snapshot,
      subscribe(listener) {
        room.listeners.add(listener);
        return () => room.listeners.delete(listener);
      },
      async send(text, attachment) {
        live();
        const message = text.trim();
        if (!message && !attachment) throw new PnyxError(0, "invalid_input", CHAT_MESSAGES.emptyMessage);
        if (message.length > LIMITS.chatMessage) throw new PnyxError(0, "invalid_input", CHAT_MESSAGES.messageTooLong);
        const payload = validateInput(SendMessagePayload, { topicId: room.topicId, message, attachment: attachment ?? null, userData: userData() });
        const answer = await request(chatClientEvents.message.name, payload, chatAnswers.message);
        if (rooms.get(room.topicId) === room) update(room, { messages: appendMessages(room.snapshot.messages, [answer.message]) });
        return answer.message;
      },
      async createPoll(draft) {
        live();
        const payload = validateInput(CreatePollPayload, { topicId: room.topicId, pollData: draft, userData: userData() });
        const answer = await request(chatClientEvents.poll.name, payload, chatAnswers.poll);
        if (rooms.get(room.topicId) === room) update(room, { polls: mergePoll(room.snapshot.polls, answer.poll) });
        return answer.poll;
      },
      async vote(pollId, choices) {
        live();
        const payload = validateInput(VotePollPayload, { pollId, choices: [...choices] });
        const answer = await request(chatClientEvents.votePoll.name, payload, chatAnswers.votePoll);
        if (rooms.get(room.topicId) === room) {
          update(room, {
            polls: mergePoll(room.snapshot.polls, answer.poll),
            myVotes: { ...room.snapshot.myVotes, [answer.poll._id]: answer.choices },
          });
        }
        return answer.poll;
      },
      loadOlder() {
        live();
        if (room.older) return room.older;
        const before = firstStoredId(room.snapshot.messages);
        update(room, { loadingOlder: true });
        room.older = options
          .history({ topicId: room.topicId, ...(before ? { before } : {}) })
          .then((page) => update(room, { messages: prependMessages(room.snapshot.messages, page.messages), hasOlder: page.hasOlder }))
          .finally(() => {
            room.older = null;
            update(room, { loadingOlder: false });
          });
        return room.older;
      },
      leave() {
        if (left) return;
        left = true;
        room.sessions -= 1;
        if (room.sessions > 0) return;
        rooms.delete(room.topicId);
        if (socket?.connected) socket.emit(chatClientEvents.leaveRoom.name, { topicId: room.topicId });
        closeWhenUnused();
      },
    };
  }

  return {
    watchStats(listener) {
      const first = statsListeners.size === 0;
      statsListeners.add(listener);
      open();
      // Already connected: join the statistics now (else the "connect" handler does).
      if (first && socket?.connected) socket.emit(chatClientEvents.joinChatroom.name, userData());
      let done = false;
      return () => {
        if (done) return;
        done = true;
        statsListeners.delete(listener);
        closeWhenUnused();
      };
    },
    getStats: () => stats,
    joinRoom(topicId) {
      const id = validateInput(JoinRoomPayload, { topicId }).topicId;
      let room = rooms.get(id);
      if (!room) {
        room = { topicId: id, sessions: 0, snapshot: INITIAL_ROOM_SNAPSHOT, listeners: new Set(), joinedOnce: false, heardWhileJoining: null, older: null };
        rooms.set(id, room);
        open();
        join(room);
      }
      room.sessions += 1;
      return session(room);
    },
  };
}
