// The one gate every realtime connection passes (product §7): who it is, from the token in the
// handshake; one flood window for all its events; the account room a revocation reaches. Every
// module's socket handlers go through `handle`, so each event is parsed with the contract and
// answered in its acknowledgement (or a `refused` event), never with a crash.
import { CHAT_MESSAGES, refusedEvent, renewSessionEvent, type SocketErrorCode, type SocketEvent, type SocketRefusal as Refusal } from "@pnyx/contract";
import type { Namespace, Socket } from "socket.io";
import { z } from "zod";
import type { Auth, MemberCaller } from "./auth";

/** A member's token is at most this long; anything longer is not looked at. */
const MAX_TOKEN_LENGTH = 4096;
/** Events one connection may send in a window (watches, joins, votes, messages…): a flood is refused unread. */
export const SOCKET_EVENTS_PER_WINDOW = { events: 40, windowMs: 10_000 } as const;
/** A member's connections at once on one instance (tabs, devices): beyond it a handshake is refused. */
export const CONNECTIONS_PER_MEMBER = 20;

/** Every connection of an account, on every instance: where a revocation reaches them. */
export const accountRoom = (userId: string) => `account:${userId}`;

/** The member a connection belongs to (null: a visitor's). */
export interface SocketMember {
  userId: string;
  username: string;
}

export const memberOf = (socket: { data: { member?: SocketMember | null } }): SocketMember | null => socket.data.member ?? null;
/** The caller behind a member's connection, for services that take one. */
export const callerOf = (socket: Socket): MemberCaller | null => (socket.data.caller as MemberCaller | undefined) ?? null;

/** Why an event was refused: sent back in its acknowledgement (or as `refused`), never a crash. */
export class SocketRefusal extends Error {
  constructor(
    readonly code: SocketErrorCode,
    message: string,
    /** Seconds before trying again, for `rate_limited`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
  toJSON(): Refusal {
    return { code: this.code, message: this.message, ...(this.retryAfter ? { retryAfter: this.retryAfter } : {}) };
  }
}

/** The member of a connection, or a refusal (with `message`) for a visitor's. */
export function requireMember(socket: Socket, message: string): SocketMember & { caller: MemberCaller } {
  const member = memberOf(socket);
  const caller = callerOf(socket);
  if (!member || !caller) throw new SocketRefusal("unauthorized", message);
  return { ...member, caller };
}

/** What answers one client event: its payload as the contract parsed it; the answer goes back as the acknowledgement. */
type EventHandler<E extends SocketEvent> = (payload: z.output<E["payload"]>) => Promise<object | undefined> | object | undefined;
/** Registers one client event's handler: payload parsed in, acknowledgement (or `refused`) out. */
export type Handle = <E extends SocketEvent>(event: E, handler: EventHandler<E>) => void;

type Reply = (answer: unknown) => void;

/**
 * Puts the gate on a namespace: the handshake's token is checked (none: a visitor; a bad one:
 * refused "unauthorized"), and a revoked session's connections are closed on every instance.
 * Answers the per-connection `handle` for the namespace's connection handlers.
 */
export function gateSockets(nsp: Namespace, auth: Pick<Auth, "memberOfToken" | "onRevoke">, log: (line: string) => void) {
  nsp.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data.member = null;
    if (token === undefined || token === null || token === "") return next();
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return next(new Error("unauthorized"));
    // An embed token is good from its publisher's pages only, its connection as much as its calls.
    const origin = socket.handshake.headers.origin ?? null;
    auth.memberOfToken(token, origin).then(
      (caller) => {
        if (!caller) return next(new Error("unauthorized"));
        // The account's room holds its connections here, those still in their handshake too.
        if ((nsp.adapter.rooms.get(accountRoom(caller.userId))?.size ?? 0) >= CONNECTIONS_PER_MEMBER) return next(new Error("rate_limited"));
        socket.data.member = { userId: caller.userId, username: caller.username } satisfies SocketMember;
        socket.data.caller = caller;
        void socket.join(accountRoom(caller.userId));
        next();
      },
      () => next(new Error("unauthorized")),
    );
  });
  // A revoked account (password reset, deleted account) has its connections closed everywhere at
  // once; a logout (`token` set) only those that showed that session's token, as the member's other
  // sessions still hold (a closed client does not reconnect by itself). Its client connects again
  // with what it holds now (a visitor, or a new login).
  auth.onRevoke((userId, token, sessionId) => {
    const account = nsp.in(accountRoom(userId));
    if (token === undefined && sessionId === undefined) return account.disconnectSockets(true);
    // A session that ended: the sockets that showed its token, and those whose token stood on it (an
    // embed token on its grant or on the site session its grant came from).
    const stoodOn = (socket: { handshake: { auth?: { token?: unknown } }; data: { caller?: MemberCaller } }) =>
      (token !== undefined && socket.handshake.auth?.token === token) ||
      (sessionId !== undefined && (socket.data.caller?.sessionIds.includes(sessionId) ?? false));
    account.fetchSockets().then(
      (sockets) => {
        for (const socket of sockets) if (stoodOn(socket)) socket.disconnect(true);
      },
      (error: unknown) => log(`closing an ended session's sockets failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  });

  /** A revocation during the handshake did not reach the socket (not connected yet): the token is checked once more. */
  function recheck(socket: Socket): void {
    const member = memberOf(socket);
    if (!member) return;
    endAtExpiry(socket);
    auth.memberOfToken(socket.handshake.auth.token as string, socket.handshake.headers.origin ?? null).then(
      (still) => {
        if (still?.userId !== member.userId) socket.disconnect(true);
      },
      () => socket.disconnect(true),
    );
  }

  /**
   * An embed token lives minutes: its connection ends when it does (its page has renewed it by then
   * and reconnects with the new one), so a connection never outlasts its publisher or its secret.
   */
  function endAtExpiry(socket: Socket): void {
    clearTimeout(socket.data.expiry as ReturnType<typeof setTimeout> | undefined);
    const caller = callerOf(socket);
    if (!caller?.embed || caller.expiresAt === null) return;
    socket.data.expiry = setTimeout(() => socket.disconnect(true), Math.max(0, caller.expiresAt - Date.now()));
  }

  /** The connection's member shows their next token (a renewed embed token): same member, rooms kept. */
  async function renew(socket: Socket, token: string): Promise<object> {
    const member = memberOf(socket);
    const next = member ? await auth.memberOfToken(token, socket.handshake.headers.origin ?? null) : null;
    if (!member || next?.userId !== member.userId) throw new SocketRefusal("unauthorized", "This token is not a current session of this connection's member");
    socket.data.caller = next;
    // Revocations match connections by the token they show.
    socket.handshake.auth.token = token;
    endAtExpiry(socket);
    return {};
  }

  return function admit(socket: Socket): Handle {
    socket.once("disconnect", () => clearTimeout(socket.data.expiry as ReturnType<typeof setTimeout> | undefined));
    recheck(socket);
    let window = { start: 0, count: 0 };
    /** Seconds until the window ends when this event is one too many, else 0. */
    const flooding = () => {
      const at = Date.now();
      if (at - window.start >= SOCKET_EVENTS_PER_WINDOW.windowMs) window = { start: at, count: 0 };
      if (++window.count <= SOCKET_EVENTS_PER_WINDOW.events) return 0;
      return Math.max(1, Math.ceil((window.start + SOCKET_EVENTS_PER_WINDOW.windowMs - at) / 1000));
    };
    const handle: Handle = <E extends SocketEvent>(event: E, handler: EventHandler<E>) => {
      socket.on(event.name, async (...args: unknown[]) => {
        const reply = typeof args.at(-1) === "function" ? (args.pop() as Reply) : null;
        try {
          const wait = flooding();
          if (wait) throw new SocketRefusal("rate_limited", CHAT_MESSAGES.tooFast, wait);
          // Named by the event's own schema type: the method on a generic event's schema would answer unknown.
          const parsed = z.safeParse<E["payload"]>(event.payload, args[0]);
          if (!parsed.success) throw new SocketRefusal("invalid_input", parsed.error.issues[0]?.message ?? "Invalid request");
          const answer = await handler(parsed.data);
          reply?.({ ok: true, ...answer });
        } catch (error) {
          let refusal: Refusal;
          if (error instanceof SocketRefusal) refusal = error.toJSON();
          else {
            log(`socket ${event.name} failed: ${error instanceof Error ? error.message : String(error)}`);
            refusal = { code: "internal_error", message: "Something went wrong. Please try again." };
          }
          if (reply) reply({ ok: false, error: refusal });
          else socket.emit(refusedEvent.name, { ...refusal, event: event.name });
        }
      });
    };
    handle(renewSessionEvent, ({ token }) => renew(socket, token));
    return handle;
  };
}
