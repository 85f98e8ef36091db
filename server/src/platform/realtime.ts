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
import { type Namespace, type Socket, Server as SocketServer } from "socket.io";
import type { Auth } from "./auth";
import type { RedisLink } from "./redis";
import { gateSockets, requireMember, SocketRefusal, type Handle } from "./socket-gate";

/** A domain's socket events: its handlers, added to every connection, and what to stop when the server closes. */
export interface SocketModule {
  connected(socket: Socket, handle: Handle): void;
  close?(): void;
}

/** Where domain services publish what viewers should see change, without knowing about sockets. */
export interface LiveHub {
  toThread<E extends ArticleEvent>(postId: string, event: E, payload: EventPayload<E>): void;
  /** To every connection on which the member watches their notifications, on any instance. */
  toMember<E extends MemberEvent>(username: string, event: E, payload: EventPayload<E>): void;
  /**
   * Whether a push to the member may reach anyone: false only when this instance knows every
   * listener (no Redis) and the member has none, so a push's payload need not be worked out.
   */
  mayReachMember(username: string): boolean;
  /** The same for any room a module addresses itself (through `sockets`): false only when alone and nobody is in it. */
  mayReach(room: string): boolean;
  /**
   * Adds a domain's socket events (chat) to every connection, under `name`: a second module of the
   * same name (a second app on the same server, in tests) replaces and closes the first.
   */
  mount(name: string, module: SocketModule): void;
  /** The one namespace (§7: the library's default), for modules that count or address their own rooms. */
  sockets: Namespace;
}

export interface Realtime extends LiveHub {
  io: SocketServer;
  engine: Engine;
  close(): void;
}

export interface RealtimeOptions {
  auth: Pick<Auth, "memberOfToken" | "onRevoke">;
  /** Several instances: rooms, broadcasts and `fetchSockets` span them all through Redis. */
  redis?: RedisLink | undefined;
  log?: (line: string) => void;
  /** Whether another site's pages may connect (registered publishers' embeds); none: only the site's own. */
  allowOrigin?: (origin: string) => Promise<boolean>;
}

export const articleRoom = (postId: string) => `article:${postId}`;
export const memberRoom = (username: string) => `member:${username}`;

/**
 * The socket.io server, bound to Bun's native HTTP server through @socket.io/bun-engine so that
 * HTTP and sockets share one port. Every connection passes the socket gate (identity from the
 * handshake); viewers of an article join its room, a member watching their own events joins their
 * room, and domain modules (chat) add their events; services publish to rooms.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new SocketServer();
  // Rooms, emits and fetchSockets span every instance through the Redis adapter.
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: "pnyx" }));
  const engine = new Engine({
    path: SOCKET_PATH,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    // A page of another site connects only when it is a registered publisher's (its embeds); the
    // origin is reflected for those, as the HTTP API does. Identity still comes only from the token.
    cors: { origin: true, methods: ["GET", "POST"], allowedHeaders: ["Content-Type", "Authorization"] },
    allowRequest: async (request) => {
      const origin = request.headers.get("origin");
      if (origin === null) return;
      // (A request URL that does not parse comes of a malformed Host, refused first in server.ts.)
      if (URL.canParse(origin) && URL.canParse(request.url) && new URL(origin).host === new URL(request.url).host) return;
      if (options.allowOrigin && (await options.allowOrigin(origin))) return;
      throw new Error("Connections from this origin are not accepted");
    },
  });
  io.bind(engine);
  const sockets = io.of("/");
  const rooms = sockets.adapter.rooms;
  const admit = gateSockets(sockets, options.auth, options.log ?? console.error);
  const modules = new Map<string, SocketModule>();

  /**
   * Alone, an instance knows every listener: a room nobody is in (most articles, most members, at
   * any moment) costs nothing, not an encoded packet per write. With Redis, listeners may be elsewhere.
   */
  function publish(room: string, name: string, payload: unknown) {
    if (!options.redis && !rooms.has(room)) return;
    io.to(room).emit(name, payload);
  }

  /** Threads and the member's own events: the hub's own watches. */
  const watches: SocketModule = {
    connected(socket, handle) {
      handle(watchArticleEvent, async ({ postId }) => {
        await socket.join(articleRoom(postId));
        return {};
      });
      handle(unwatchArticleEvent, async ({ postId }) => {
        await socket.leave(articleRoom(postId));
        return {};
      });
      handle(watchNotificationsEvent, async () => {
        const { username, caller } = requireMember(socket, "Log in to hear your notifications");
        // A publisher's page holds an embed token: notifications are the member's own, for the site only.
        if (caller.embed) throw new SocketRefusal("embed_scope", "An embed's sign-in cannot hear notifications: open the Pnyx site");
        await socket.join(memberRoom(username));
        return {};
      });
      handle(unwatchNotificationsEvent, async () => {
        for (const room of socket.rooms) if (room.startsWith("member:")) await socket.leave(room);
        return {};
      });
    },
  };
  modules.set("watches", watches);

  sockets.on("connection", (socket) => {
    const handle = admit(socket);
    for (const module of modules.values()) module.connected(socket, handle);
  });

  return {
    io,
    engine,
    sockets,
    toThread(postId, event, payload) {
      publish(articleRoom(postId), event.name, payload);
    },
    toMember(username, event, payload) {
      publish(memberRoom(username), event.name, payload);
    },
    mayReachMember: (username) => Boolean(options.redis) || rooms.has(memberRoom(username)),
    mayReach: (room) => Boolean(options.redis) || rooms.has(room),
    mount(name, module) {
      modules.get(name)?.close?.();
      modules.set(name, module);
    },
    close() {
      for (const module of modules.values()) module.close?.();
      io.close();
      engine.close();
    },
  };
}
