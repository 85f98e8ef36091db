import { LIVE_EVENTS, WatchArticlePayload } from "@pnyx/contract";
import { Server as Engine } from "@socket.io/bun-engine";
import { Server as SocketServer } from "socket.io";

export const SOCKET_PATH = "/socket.io/";

/** Where domain services publish what viewers should see change, without knowing about sockets. */
export interface LiveHub {
  toArticle(postId: string, event: string, payload: unknown): void;
}

export interface Realtime extends LiveHub {
  io: SocketServer;
  engine: Engine;
  close(): void;
}

export const articleRoom = (postId: string) => `article:${postId}`;

/**
 * The socket.io server, bound to Bun's native HTTP server through @socket.io/bun-engine so that
 * HTTP and sockets share one port. Viewers of an article join its room; services publish to rooms.
 */
export function createRealtime(): Realtime {
  const io = new SocketServer();
  const engine = new Engine({ path: SOCKET_PATH, pingInterval: 25_000, pingTimeout: 20_000 });
  io.bind(engine);

  io.on("connection", (socket) => {
    socket.on(LIVE_EVENTS.watchArticle, (payload: unknown) => {
      const parsed = WatchArticlePayload.safeParse(payload);
      if (parsed.success) void socket.join(articleRoom(parsed.data.postId));
    });
    socket.on(LIVE_EVENTS.unwatchArticle, (payload: unknown) => {
      const parsed = WatchArticlePayload.safeParse(payload);
      if (parsed.success) void socket.leave(articleRoom(parsed.data.postId));
    });
  });

  return {
    io,
    engine,
    toArticle(postId, event, payload) {
      io.to(articleRoom(postId)).emit(event, payload);
    },
    close() {
      io.close();
      engine.close();
    },
  };
}
