import {
  SOCKET_PATH,
  TIMING,
  badgeUnlockedEvent,
  levelUpEvent,
  notificationPushedEvent,
  unwatchNotificationsEvent,
  watchNotificationsEvent,
  type BadgeUnlockedPayload,
  type LevelUpPayload,
  type NotificationPushedPayload,
  opinionAddedEvent,
  opinionDeletedEvent,
  opinionUpdatedEvent,
  unwatchArticleEvent,
  votesChangedEvent,
  watchArticleEvent,
  type OpinionAddedPayload,
  type OpinionDeletedPayload,
  type OpinionUpdatedPayload,
  type SocketEvent,
  type VotesChangedPayload,
} from "@pnyx/contract";
import type { ManagerOptions, Socket, SocketOptions } from "socket.io-client";
import type { z } from "zod";
import { validateInput, type TokenProvider } from "./transport";

export type LiveSocketOptions = Partial<ManagerOptions & SocketOptions>;
/** Makes the client's socket; tests and embedders with their own transport pass one in. */
export type SocketFactory = (url: string, options: LiveSocketOptions) => Socket;

export { SOCKET_PATH };

/** How the shared socket connects (product §7): websocket first, polling as fallback, never gives up. */
export const LIVE_SOCKET_OPTIONS: LiveSocketOptions = {
  path: SOCKET_PATH,
  transports: ["websocket", "polling"],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: TIMING.reconnectDelayMs,
  reconnectionDelayMax: TIMING.reconnectDelayMaxMs,
  randomizationFactor: 0.5,
  timeout: TIMING.socketConnectTimeoutMs,
};

/** What a watcher of one article hears. Payloads are parsed with the contract; invalid ones are dropped. */
export interface ArticleLiveHandlers {
  /** A new opinion or reply (`opinion.parentId` set) on the article. */
  onOpinionAdded?: (payload: OpinionAddedPayload) => void;
  /** An opinion or reply was edited. */
  onOpinionUpdated?: (payload: OpinionUpdatedPayload) => void;
  /** An opinion or reply was deleted (its author or a moderator). */
  onOpinionDeleted?: (payload: OpinionDeletedPayload) => void;
  /** Like/dislike counts of the article or one of its opinions changed. */
  onVotesChanged?: (payload: VotesChangedPayload) => void;
}

export interface LiveClient {
  /**
   * Receives the article's thread events until the returned function is called. One socket is shared
   * by every watcher of the client; the server is told to watch the article on connect and on every
   * reconnect, and to stop when the last watcher of that article leaves.
   */
  watchArticle(postId: string, handlers: ArticleLiveHandlers): () => void;
  /**
   * Hears the logged-in member's new notifications until the returned function is called. The
   * member token is shown to the server on connect, on every reconnect, and when a watch starts
   * under another token (a new login); nothing is watched without one.
   */
  watchNotifications(onNotification: (payload: NotificationPushedPayload) => void): () => void;
  /**
   * Hears the logged-in member reach a new level (once per level), until the returned function is
   * called. Shares the member watch of `watchNotifications` (same token rules).
   */
  watchLevelUps(onLevelUp: (payload: LevelUpPayload) => void): () => void;
  /**
   * Hears the logged-in member unlock a badge (once per badge), until the returned function is
   * called. Shares the member watch of `watchNotifications` (same token rules).
   */
  watchBadgeUnlocks(onBadgeUnlocked: (payload: BadgeUnlockedPayload) => void): () => void;
  /** Closes the shared socket; the next watch opens it again. Watchers stay registered. */
  disconnect(): void;
}

export interface LiveClientOptions {
  baseUrl: string;
  /** The member token notifications are watched with. */
  getToken?: TokenProvider | undefined;
  /** Tells of every session change (login, logout), so a watch follows the session (the store's `subscribe`). */
  onSessionChange?: ((listener: () => void) => () => void) | undefined;
  socket?: SocketFactory | undefined;
}

type Dispatch = { [K in keyof ArticleLiveHandlers]-?: SocketEvent<string, z.ZodType<{ postId: string }>> };

/** Which handler hears which contract event. */
const SERVER_EVENTS: Dispatch = {
  onOpinionAdded: opinionAddedEvent,
  onOpinionUpdated: opinionUpdatedEvent,
  onOpinionDeleted: opinionDeletedEvent,
  onVotesChanged: votesChangedEvent,
};

/** The origin the socket connects to: baseUrl's, or the page's when baseUrl is "" (null when neither). */
export function socketOrigin(baseUrl: string): string | null {
  const page = typeof globalThis.location === "object" ? globalThis.location : undefined;
  try {
    const origin = baseUrl ? new URL(baseUrl, page?.href).origin : page?.origin;
    return origin && origin !== "null" ? origin : null;
  } catch {
    return null;
  }
}

/** socket.io-client, loaded on the first watch so pages that never go live do not carry it. */
export const loadSocketIo = (): Promise<SocketFactory> =>
  import("socket.io-client").then(
    ({ io }) =>
      (url, opts) =>
        io(url, opts),
  );

/** One watcher of the member's own events. */
interface MemberListener {
  onNotification?: (payload: NotificationPushedPayload) => void;
  onLevelUp?: (payload: LevelUpPayload) => void;
  onBadgeUnlocked?: (payload: BadgeUnlockedPayload) => void;
}

/** Which member listener hears which contract event. */
const MEMBER_EVENTS: { [K in keyof MemberListener]-?: SocketEvent<string, z.ZodType<Parameters<NonNullable<MemberListener[K]>>[0]>> } = {
  onNotification: notificationPushedEvent,
  onLevelUp: levelUpEvent,
  onBadgeUnlocked: badgeUnlockedEvent,
};

/** One broken handler must not starve the others; the error still surfaces. */
function guarded(run: () => void): void {
  try {
    run();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  /** Watchers per article; each watch call is its own entry, so the same handlers may watch twice. */
  const watchers = new Map<string, Set<{ handlers: ArticleLiveHandlers }>>();
  /** Watchers of the member's own events, and the token the server last saw for them on this connection. */
  const listeners = new Set<MemberListener>();
  let shownToken: string | null = null;
  let socket: Socket | null = null;
  let loading = false;
  let closed = false;

  const watch = (postId: string) => socket?.emit(watchArticleEvent.name, { postId });
  /** Tells the server whose notifications this connection wants, when it has not been told that token yet. */
  function showToken() {
    if (!options.getToken || listeners.size === 0) return;
    // The provider may be async (a token read from storage): the state is checked again once it answers.
    Promise.resolve(options.getToken()).then(
      (token) => {
        if (!socket?.connected || listeners.size === 0) return;
        if (!token) {
          // Logged out while watching: the server stops sending the last member's notifications.
          if (shownToken !== null) socket.emit(unwatchNotificationsEvent.name, {});
          shownToken = null;
          return;
        }
        if (token === shownToken) return;
        shownToken = token;
        // Refused (an expired session, too many checks): shown again on the next connect, watch or login.
        socket.emit(watchNotificationsEvent.name, { token }, (accepted: unknown) => {
          if (accepted !== true && shownToken === token) shownToken = null;
        });
      },
      () => {},
    );
  }
  options.onSessionChange?.(showToken);

  /** The shared socket: made at once with an injected factory, else once socket.io-client has loaded. */
  function open(): Socket | null {
    if (socket) {
      if (closed) {
        closed = false;
        socket.connect();
      }
      return socket;
    }
    closed = false;
    if (loading) return null;
    const url = socketOrigin(options.baseUrl);
    if (!url) return null;
    if (options.socket) return attach(options.socket(url, { ...LIVE_SOCKET_OPTIONS }));
    loading = true;
    loadSocketIo().then(
      (factory) => {
        loading = false;
        attach(factory(url, { ...LIVE_SOCKET_OPTIONS }));
        if (closed) socket?.disconnect();
      },
      (error: unknown) => {
        loading = false;
        queueMicrotask(() => {
          throw error;
        });
      },
    );
    return null;
  }

  function attach(created: Socket): Socket {
    socket = created;
    // "connect" fires on the first connection and after every reconnection: rooms are per connection.
    created.on("connect", () => {
      for (const postId of watchers.keys()) watch(postId);
      shownToken = null;
      showToken();
    });
    for (const [name, event] of Object.entries(MEMBER_EVENTS) as [keyof MemberListener, SocketEvent][]) {
      created.on(event.name, (raw: unknown) => {
        const parsed = event.payload.safeParse(raw);
        if (!parsed.success) return;
        for (const listener of [...listeners]) {
          const handler = listener[name] as ((payload: unknown) => void) | undefined;
          if (handler) guarded(() => handler(parsed.data));
        }
      });
    }
    for (const [name, event] of Object.entries(SERVER_EVENTS) as [keyof ArticleLiveHandlers, Dispatch[keyof Dispatch]][]) {
      created.on(event.name, (raw: unknown) => {
        const parsed = event.payload.safeParse(raw);
        if (!parsed.success) return;
        for (const entry of [...(watchers.get(parsed.data.postId) ?? [])]) {
          const handler = entry.handlers[name] as ((payload: unknown) => void) | undefined;
          if (handler) guarded(() => handler(parsed.data));
        }
      });
    }
    return created;
  }

  /** Adds a watcher of the member's own events; the last one to leave unwatches. */
  function watchMember(entry: MemberListener): () => void {
    listeners.add(entry);
    open();
    showToken();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      listeners.delete(entry);
      if (listeners.size > 0 || shownToken === null) return;
      shownToken = null;
      if (socket?.connected) socket.emit(unwatchNotificationsEvent.name, {});
    };
  }

  return {
    watchArticle(postId, handlers) {
      const id = validateInput(watchArticleEvent.payload, { postId }).postId;
      let entries = watchers.get(id);
      const first = !entries;
      if (!entries) {
        entries = new Set();
        watchers.set(id, entries);
      }
      const entry = { handlers };
      entries.add(entry);
      const current = open();
      // Not connected yet: the "connect" handler sends it (an emit now would be buffered and sent twice).
      if (first && current?.connected) watch(id);

      let done = false;
      return () => {
        if (done) return;
        done = true;
        const set = watchers.get(id);
        if (!set) return;
        set.delete(entry);
        if (set.size > 0) return;
        watchers.delete(id);
        if (socket?.connected) socket.emit(unwatchArticleEvent.name, { postId: id });
      };
    },
    watchNotifications: (onNotification) => watchMember({ onNotification }),
    watchLevelUps: (onLevelUp) => watchMember({ onLevelUp }),
    watchBadgeUnlocks: (onBadgeUnlocked) => watchMember({ onBadgeUnlocked }),
    disconnect() {
      if (closed || (!socket && !loading)) return;
      closed = true;
      socket?.disconnect();
    },
  };
}
