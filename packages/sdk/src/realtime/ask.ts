// A client event that the server acknowledges (product §7 events, chat's and the watches'): sent on
// the link's connection, answered with the contract's acknowledgement, refused as a PnyxError.
import { TIMING, type SocketErrorCode, type SocketEvent, type SocketRefusal } from "@pnyx/contract";
import type { z } from "zod";
import { PnyxError } from "../errors";
import type { SocketLink } from "./socket-link";

/** The HTTP status a socket refusal stands for, so it reads like the same refusal over HTTP. */
const STATUS_OF: Record<SocketErrorCode, number> = {
  unauthorized: 401,
  invalid_input: 422,
  rate_limited: 429,
  room_not_found: 404,
  not_in_room: 409,
  poll_closed: 409,
  poll_not_found: 404,
  internal_error: 500,
  embed_scope: 403,
  sanctioned: 403,
  blocked_word: 422,
};

/** The answer's success branch. */
export type Answered<S extends z.ZodType> = Extract<z.output<S>, { ok: true }>;

const notConnected = () => new PnyxError(0, "network_error", "Not connected to the realtime server");

/**
 * Sends `event` with its payload and resolves with the acknowledgement's `ok` answer; rejects with the
 * server's refusal (kind "server"), or kind "network" when there is no connection, it drops before
 * the answer, or no answer comes within the connect timeout.
 */
export function ask<S extends z.ZodType>(link: SocketLink, event: SocketEvent, payload: unknown, answer: S): Promise<Answered<S>> {
  const socket = link.current();
  if (!socket) return Promise.reject(notConnected());
  return new Promise((resolve, reject) => {
    socket.timeout(TIMING.socketConnectTimeoutMs).emit(event.name, payload, (error: Error | null, raw: unknown) => {
      if (error) {
        const timedOut = /timed out/.test(error.message);
        return reject(timedOut ? new PnyxError(0, "timeout", `The server did not answer ${event.name} in time`) : notConnected());
      }
      const parsed = answer.safeParse(raw);
      if (!parsed.success) return reject(new PnyxError(200, "invalid_response", `Unexpected answer to ${event.name}`, { cause: parsed.error }));
      const data = parsed.data as { ok: boolean; error?: SocketRefusal };
      if (!data.ok && data.error) {
        const { code, message, retryAfter } = data.error;
        return reject(new PnyxError(STATUS_OF[code] ?? 400, code, message, { kind: "server", retryAfter }));
      }
      resolve(parsed.data as Answered<S>);
    });
  });
}

/** A promise whose rejection nobody need handle: the caller may await it or not, and Node does not crash. */
export function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
