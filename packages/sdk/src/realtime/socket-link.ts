// The client's one realtime connection (product §7): opened when the first watcher holds it, closed
// when the last lets go (so a script can exit), reconnected with the member's token when the
// session changes, and told to callers as a status. Every live feature rides on it.
import { renewSessionEvent, TIMING, type SocketEvent } from "@pnyx/contract";
import type { Socket } from "socket.io-client";
import type { z } from "zod";
import { PnyxError } from "../errors";
import type { TokenProvider } from "../transport";
import { createHandshake } from "./handshake";
import { createValue } from "./value";
import { LIVE_SOCKET_OPTIONS, loadSocketIo, socketOrigin, type SocketFactory } from "./socket-options";

/**
 * Where the link stands: "idle" (nobody needs it, no socket), "connecting" (the first attempt, or
 * again after a login or logout), "connected", "reconnecting" (the connection was lost or refused;
 * it retries without end, 1 s to 5 s apart).
 */
export type LinkStatus = "idle" | "connecting" | "connected" | "reconnecting";

export interface SocketLinkOptions {
  baseUrl: string;
  /** The member token shown in the handshake; without one the connection is a visitor's. */
  getToken?: TokenProvider | undefined;
  /** Who the session's member is (a username): a new token of the same member renews the connection in place. */
  getMember?: (() => string | null) | undefined;
  /**
   * Tells of every session change (login, logout, a renewed token): the link reconnects when the
   * token changed, or keeps its connection when the server takes the new token for the same member.
   */
  onSessionChange?: ((listener: () => void) => () => void) | undefined;
  socket?: SocketFactory | undefined;
}

export interface SocketLink {
  /** Keeps the link open until the returned function is called; when the last holder lets go it closes. */
  hold(): () => void;
  getStatus(): LinkStatus;
  /** Hears every status change until the returned function is called. */
  subscribe(listener: (status: LinkStatus) => void): () => void;
  /** Runs on every connection, the first and each reconnection (rooms are per connection). */
  onConnect(run: () => void): () => void;
  /** Hears a server event; payloads the contract refuses are dropped. */
  on<S extends z.ZodType>(event: SocketEvent<string, S>, handle: (payload: z.output<S>) => void): () => void;
  /** The socket when connected (to emit on), else null. */
  current(): Socket | null;
  /** Resolves when connected (at once if it is); rejects when the attempt fails first, or the link closes. */
  connected(): Promise<void>;
  /** Registers what `close` must stop (a watch, a room); the returned function unregisters it. */
  track(stop: () => void): () => void;
  /** Stops everything tracked and closes the socket; the next `hold` opens it again. */
  close(): void;
}

type Raw = (payload: unknown) => void;
const NO_ORIGIN = "No server to connect to: give createPnyxClient a baseUrl";

export function createSocketLink(options: SocketLinkOptions): SocketLink {
  let socket: Socket | null = null;
  let loading = false;
  let holders = 0;
  const status = createValue<LinkStatus>("idle");
  const setStatus = status.set;
  const connectRuns = new Set<() => void>();
  const handlers = new Map<string, Set<Raw>>();
  const waiters = new Set<{ resolve: () => void; reject: (error: PnyxError) => void }>();
  const tracked = new Set<() => void>();
  const handshake = createHandshake(options.getToken, options.getMember);

  function settleWaiters(error: PnyxError | null) {
    for (const waiter of [...waiters]) error ? waiter.reject(error) : waiter.resolve();
    waiters.clear();
  }

  function open() {
    if (socket) {
      if (!socket.connected && !socket.active) {
        setStatus("connecting");
        socket.connect();
      }
      return;
    }
    if (loading) return;
    const origin = socketOrigin(options.baseUrl);
    if (!origin) return;
    setStatus("connecting");
    const socketOptions = { ...LIVE_SOCKET_OPTIONS, auth: handshake.auth };
    if (options.socket) return attach(options.socket(origin, socketOptions));
    loading = true;
    loadSocketIo().then(
      (factory) => {
        loading = false;
        if (holders > 0) attach(factory(origin, socketOptions));
        else setStatus("idle");
      },
      (error: unknown) => {
        loading = false;
        setStatus("idle");
        settleWaiters(new PnyxError(0, "network_error", `Could not load socket.io-client: ${String(error)}`, { cause: error }));
      },
    );
  }

  function attach(created: Socket) {
    socket = created;
    created.on("connect", () => {
      setStatus("connected");
      settleWaiters(null);
      for (const run of [...connectRuns]) run();
    });
    created.on("disconnect", (reason) => {
      if (holders === 0 || reason === "io client disconnect") return;
      setStatus("reconnecting");
      // The server closed it (a revoked session): socket.io does not retry that by itself.
      if (reason === "io server disconnect") created.connect();
    });
    created.on("connect_error", (error: unknown) => {
      // The token was refused (expired, revoked): go on as a visitor; member features say "unauthorized".
      if (error instanceof Error && error.message === "unauthorized" && handshake.refuse()) {
        created.connect();
        return;
      }
      setStatus("reconnecting");
      // The server's gate refused the handshake (too many connections): socket.io does not retry that by itself.
      if (!created.active)
        (setTimeout(() => holders > 0 && !created.active && created.connect(), TIMING.reconnectDelayMaxMs) as { unref?: () => void }).unref?.();
      const message = error instanceof Error ? error.message : String(error);
      settleWaiters(new PnyxError(0, "network_error", `Could not reach the realtime server: ${message}`, { cause: error }));
    });
    for (const [name, set] of handlers) listen(created, name, set);
  }
  const listen = (target: Socket, name: string, set: Set<Raw>) => target.on(name, (payload: unknown) => [...set].forEach((handle) => handle(payload)));

  function shut() {
    setStatus("idle");
    settleWaiters(new PnyxError(0, "closed", "The realtime connection was closed", { kind: "local" }));
    socket?.disconnect();
  }

  /** The connection is made again: the handshake carries the token. */
  function reconnect(current: Socket) {
    if (socket !== current || holders === 0) return;
    setStatus("connecting");
    current.disconnect().connect();
  }

  options.onSessionChange?.(() => {
    const current = socket;
    if (!current || holders === 0) return;
    handshake.tokens().then(
      ({ shown, current: next, sameMember }) => {
        if (next === shown || socket !== current || holders === 0) return;
        // The same member's new token (an embed token renewed): the connection keeps its rooms if the
        // server takes it; another member, a logout or a refusal connect again.
        if (!shown || !next || !sameMember || !current.connected) return reconnect(current);
        current.timeout(TIMING.socketConnectTimeoutMs).emit(renewSessionEvent.name, { token: next }, (error: unknown, answer?: { ok?: boolean }) => {
          if (!error && answer?.ok) handshake.accept(next);
          else reconnect(current);
        });
      },
      () => {},
    );
  });

  return {
    hold() {
      holders += 1;
      open();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        // A moment later: a holder that lets go and another that takes over at once (a re-render) cost no reconnection.
        if (holders === 0) queueMicrotask(() => holders === 0 && status.get() !== "idle" && shut());
      };
    },
    getStatus: status.get,
    subscribe: status.subscribe,
    onConnect(run) {
      connectRuns.add(run);
      return () => connectRuns.delete(run);
    },
    on(event, handle) {
      let set = handlers.get(event.name);
      if (!set) {
        handlers.set(event.name, (set = new Set()));
        if (socket) listen(socket, event.name, set);
      }
      const raw: Raw = (payload) => {
        const parsed = event.payload.safeParse(payload);
        if (parsed.success) handle(parsed.data);
      };
      set.add(raw);
      return () => set.delete(raw);
    },
    current: () => (socket?.connected ? socket : null),
    connected() {
      if (socket?.connected) return Promise.resolve();
      // No page origin and no baseUrl (server-side rendering): there is nothing to connect to.
      if (!socket && !loading && !socketOrigin(options.baseUrl)) return Promise.reject(new PnyxError(0, "network_error", NO_ORIGIN, { kind: "local" }));
      return new Promise((resolve, reject) => waiters.add({ resolve, reject }));
    },
    track(stop) {
      tracked.add(stop);
      return () => tracked.delete(stop);
    },
    close() {
      for (const stop of [...tracked]) stop();
      tracked.clear();
      if (status.get() !== "idle" || loading) shut();
    },
  };
}
