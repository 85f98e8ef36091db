// How the realtime socket is made and where it connects (product §7).
import { SOCKET_PATH, TIMING } from "@pnyx/contract";
import type { ManagerOptions, Socket, SocketOptions } from "socket.io-client";

export type LiveSocketOptions = Partial<ManagerOptions & SocketOptions>;
/** Makes the client's socket; tests and embedders with their own transport pass one in. */
export type SocketFactory = (url: string, options: LiveSocketOptions) => Socket;

/** How the socket connects (product §7): websocket first, polling as fallback, never gives up. */
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

/** socket.io-client, loaded when the link first opens so pages that never go live do not carry it. */
export const loadSocketIo = (): Promise<SocketFactory> =>
  import("socket.io-client").then(
    ({ io }) =>
      (url, opts) =>
        io(url, opts),
  );
