import { SOCKET_PATH, unwatchArticleEvent, watchArticleEvent, type ArticleEvent, type EventPayload } from "@pnyx/contract";
import { Server as Engine } from "@socket.io/bun-engine";
import { Server as SocketServer } from "socket.io";

/** Where domain services publish what viewers should see change, without knowing about sockets. */
export interface LiveHub {
  toArticle<E extends ArticleEvent>(postId: string, event: E, payload: EventPayload<E>): void;
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
    socket.on(watchArticleEvent.name, (payload: unknown) => {
      const parsed = watchArticleEvent.payload.safeParse(payload);
      if (parsed.success) void socket.join(articleRoom(parsed.data.postId));
    });
    socket.on(unwatchArticleEvent.name, (payload: unknown) => {
      const parsed = unwatchArticleEvent.payload.safeParse(payload);
      if (parsed.success) void socket.leave(articleRoom(parsed.data.postId));
    });
  });

  return {
    io,
    engine,
    toArticle(postId, event, payload) {
      io.to(articleRoom(postId)).emit(event.name, payload);
    },
    close() {
      io.close();
      engine.close();
    },
  };
}
