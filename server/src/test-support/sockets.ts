import { SOCKET_PATH } from "@pnyx/contract";
import { io as connect, type Socket } from "socket.io-client";

/**
 * A socket.io connection to a test server (`url`: its origin, for the one realtime namespace of §7,
 * the default one), a member's when `token` is given (in the handshake's `auth`), over the websocket,
 * without reconnection; resolves once connected, rejects with a refused handshake's reason
 * ("unauthorized", "rate_limited"). Every socket opened is kept in `opened`, for the test file to
 * disconnect at the end.
 */
export async function openSocket(opened: Socket[], url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { path: SOCKET_PATH, transports: ["websocket"], forceNew: true, reconnection: false, auth: token ? { token } : {} });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
  return socket;
}

/** An event with an acknowledgement, answered within 5 s: `{ ok: true, ... }` or `{ ok: false, error: { code, message } }`. */
export const ask = <T = any>(socket: Socket, event: string, payload: unknown): Promise<T> => socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;

/** Everything a socket hears of one event, as it arrives. */
export function hear<T = any>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** Waits until `check` holds, or fails naming what it waited for. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(10);
  }
}
