import {
  SOCKET_PATH,
  unwatchArticleEvent,
  unwatchNotificationsEvent,
  watchArticleEvent,
  watchNotificationsEvent,
  type ArticleEvent,
  type EventPayload,
  type MemberEvent,
} from "@pnyx/contract";
import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server as SocketServer } from "socket.io";
import type { RedisLink } from "./redis";

/** Where domain services publish what viewers should see change, without knowing about sockets. */
export interface LiveHub {
  toArticle<E extends ArticleEvent>(postId: string, event: E, payload: EventPayload<E>): void;
  /** To every connection on which the member watches their notifications, on any instance. */
  toMember<E extends MemberEvent>(username: string, event: E, payload: EventPayload<E>): void;
  /**
   * Whether a push to the member may reach anyone: false only when this instance knows every
   * listener (no Redis) and the member has none, so a push's payload need not be worked out.
   */
  mayReachMember(username: string): boolean;
  /** Stops every connection of an account (its sessions were revoked) hearing its notifications, on any instance. */
  forgetAccount(userId: string): void;
}

export interface Realtime extends LiveHub {
  io: SocketServer;
  engine: Engine;
  close(): void;
}

export interface RealtimeOptions {
  /** The member a token belongs to, or null when it is not a current member session. */
  identify(token: string): Promise<{ userId: string; username: string } | null>;
  /** Several instances: rooms, broadcasts and `fetchSockets` span them all through Redis. */
  redis?: RedisLink | undefined;
}

/** Notification watches (token checks) one connection may ask for per minute; a login or two needs a few. */
const WATCH_CHECKS_PER_MINUTE = 10;

export const articleRoom = (postId: string) => `article:${postId}`;
export const memberRoom = (username: string) => `member:${username}`;
/** Every connection watching an account's notifications, whatever its name: where revocation reaches them. */
const accountRoom = (userId: string) => `account:${userId}`;

/**
 * The socket.io server, bound to Bun's native HTTP server through @socket.io/bun-engine so that
 * HTTP and sockets share one port. Viewers of an article join its room; a member who shows a valid
 * token joins their own room; services publish to rooms.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new SocketServer();
  // Every namespace (default, /chat) gets the Redis adapter, so an emit to a room reaches its
  // sockets on every instance and fetchSockets counts them all.
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: "pnyx" }));
  const engine = new Engine({ path: SOCKET_PATH, pingInterval: 25_000, pingTimeout: 20_000 });
  io.bind(engine);
  const rooms = io.of("/").adapter.rooms;

  /**
   * Alone, an instance knows every listener: a room nobody is in (most articles, most members, at
   * any moment) costs nothing, not an encoded packet per write. With Redis, listeners may be elsewhere.
   */
  function publish(room: string, name: string, payload: unknown) {
    if (!options.redis && !rooms.has(room)) return;
    io.to(room).emit(name, payload);
  }

  io.on("connection", (socket) => {
    socket.on(watchArticleEvent.name, (payload: unknown) => {
      const parsed = watchArticleEvent.payload.safeParse(payload);
      if (parsed.success) void socket.join(articleRoom(parsed.data.postId));
    });
    socket.on(unwatchArticleEvent.name, (payload: unknown) => {
      const parsed = unwatchArticleEvent.payload.safeParse(payload);
      if (parsed.success) void socket.leave(articleRoom(parsed.data.postId));
    });

    /** The rooms of the account this connection watches (socket.data, so revocation finds them on any instance). */
    const stopWatching = () => {
      for (const room of (socket.data.watching as string[] | undefined) ?? []) void socket.leave(room);
      socket.data.watching = [];
    };
    /** Raised by every watch and unwatch: a token check that finishes after a newer one counts for nothing. */
    let generation = 0;
    /** Token checks this connection asked for in the current minute: a flood of them is refused unchecked. */
    let checks = { minute: 0, count: 0 };
    socket.on(watchNotificationsEvent.name, (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (ok: boolean) => void) : () => {};
      const mine = ++generation;
      const minute = Math.floor(Date.now() / 60_000);
      checks = checks.minute === minute ? { minute, count: checks.count + 1 } : { minute, count: 1 };
      if (checks.count > WATCH_CHECKS_PER_MINUTE) return reply(false);
      const parsed = watchNotificationsEvent.payload.safeParse(payload);
      if (!parsed.success) return reply(false);
      options.identify(parsed.data.token).then(
        (member) => {
          if (mine !== generation) return reply(false);
          stopWatching();
          if (member && socket.connected) {
            socket.data.watching = [memberRoom(member.username), accountRoom(member.userId)];
            void socket.join(socket.data.watching as string[]);
          }
          reply(member !== null);
        },
        () => reply(false),
      );
    });
    socket.on(unwatchNotificationsEvent.name, () => {
      generation++;
      stopWatching();
    });
  });

  return {
    io,
    engine,
    toArticle(postId, event, payload) {
      publish(articleRoom(postId), event.name, payload);
    },
    toMember(username, event, payload) {
      publish(memberRoom(username), event.name, payload);
    },
    mayReachMember: (username) => Boolean(options.redis) || rooms.has(memberRoom(username)),
    forgetAccount(userId) {
      io.in(accountRoom(userId))
        .fetchSockets()
        .then(
          (sockets) => {
            for (const socket of sockets) {
              for (const room of (socket.data.watching as string[] | undefined) ?? []) socket.leave(room);
              socket.data.watching = [];
            }
          },
          () => {},
        );
    },
    close() {
      io.close();
      engine.close();
    },
  };
}
