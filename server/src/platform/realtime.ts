import { Server as Engine } from "@socket.io/bun-engine";
import { Server as SocketServer } from "socket.io";

export const SOCKET_PATH = "/socket.io/";

export interface Realtime {
  io: SocketServer;
  engine: Engine;
  close(): void;
}

/**
 * The socket.io server, bound to Bun's native HTTP server through @socket.io/bun-engine so that
 * HTTP and sockets share one port. Domain modules register their namespaces and events on `io`.
 */
export function createRealtime(): Realtime {
  const io = new SocketServer();
  const engine = new Engine({ path: SOCKET_PATH, pingInterval: 25_000, pingTimeout: 20_000 });
  io.bind(engine);
  return {
    io,
    engine,
    close() {
      io.close();
      engine.close();
    },
  };
}
