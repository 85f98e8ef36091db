import type { Socket } from "socket.io-client";
import { createPnyxClient } from "../client";
import type { LiveSocketOptions, SocketFactory } from "../realtime/socket-options";
import { createMemorySessionStore, type PersistedState } from "../session";

type Listener = (...args: unknown[]) => void;

/**
 * An EventEmitter-like stand-in for a socket.io-client Socket: records what the client emits and
 * lets a test play the server (connect, drop, push events) without any network.
 */
export class FakeSocket {
  connected = false;
  /** Whether socket.io would still be connecting or reconnecting (false after `disconnect()`). */
  active = true;
  readonly sent: [string, unknown][] = [];
  connectCalls = 0;
  disconnectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    readonly options: LiveSocketOptions,
  ) {}

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }
  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  /** The acknowledgement callbacks the client passed, by the index of their emit in `sent`. */
  readonly acks = new Map<number, (...args: unknown[]) => void>();
  /** Acknowledgements sent through `timeout()`: told of a drop with an error, as socket.io does. */
  private readonly withError = new Map<number, (error: Error | null, answer?: unknown) => void>();
  /** Client → server. */
  emit(event: string, payload?: unknown, ack?: (...args: unknown[]) => void): this {
    if (ack) this.acks.set(this.sent.length, ack);
    this.sent.push([event, payload]);
    return this;
  }
  /** socket.io's `timeout(ms).emit(…, (error, answer) => …)`; the test answers through `acks` as before. */
  timeout(_ms: number): { emit(event: string, payload: unknown, ack: (error: Error | null, answer?: unknown) => void): FakeSocket } {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, answer?: unknown) => void) => {
        const index = this.sent.length;
        this.withError.set(index, ack);
        return this.emit(event, payload, (answer: unknown) => {
          if (this.withError.delete(index)) ack(null, answer);
        });
      },
    };
  }
  /** The payloads sent of one event, in order. */
  sentOf(event: string): unknown[] {
    return this.sent.filter(([name]) => name === event).map(([, payload]) => payload);
  }
  /** Answers the latest `event` sent with an acknowledgement. */
  answer(event: string, reply: unknown): void {
    const index = this.sent.findLastIndex(([name]) => name === event);
    const ack = this.acks.get(index);
    if (!ack) throw new Error(`no acknowledgement pending for ${event}`);
    this.acks.delete(index);
    ack(reply);
  }
  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }
  disconnect(): this {
    this.disconnectCalls += 1;
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire("disconnect", "io client disconnect");
      this.dropAcks();
    }
    return this;
  }
  /** As socket.io does after the "disconnect" event: the answers still awaited will not come. */
  private dropAcks() {
    for (const ack of this.withError.values()) ack(new Error("socket has been disconnected"));
    this.withError.clear();
  }

  // The server's side.
  serverConnect(): void {
    this.connected = true;
    this.fire("connect");
  }
  serverDrop(reason = "transport close"): void {
    this.connected = false;
    if (reason === "io server disconnect") this.active = false;
    this.fire("disconnect", reason);
    this.dropAcks();
  }
  /** A failed connection attempt (`connect_error`); a middleware refusal leaves the socket inactive, as socket.io does. */
  serverRefuse(message: string, middleware = false): void {
    if (middleware) this.active = false;
    this.fire("connect_error", new Error(message));
  }
  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }
  /** What the next attempt shows the server: socket.io calls the `auth` option before every attempt; the fake does it when asked. */
  handshake(): Promise<unknown> {
    const auth = this.options.auth;
    if (typeof auth !== "function") return Promise.resolve(auth);
    return new Promise((resolve) => (auth as (callback: (data: object) => void) => void)(resolve));
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A socket factory that records every socket it makes. */
export function fakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url, options) => {
      const socket = new FakeSocket(url, options);
      sockets.push(socket);
      return socket as unknown as Socket;
    },
  };
}

/** A client on a fake socket (made on the first watch or room), over an in-memory session store holding `state`. */
export function realtimeClient(state: Partial<PersistedState> = {}, baseUrl = "https://pnyx.example/base/") {
  const { factory, sockets } = fakeSocketFactory();
  const store = createMemorySessionStore(state);
  const client = createPnyxClient({ baseUrl, sessionStore: store, socket: factory });
  const socket = (): FakeSocket => {
    const made = sockets[0];
    if (!made) throw new Error("no socket was made");
    return made;
  };
  return { client, store, sockets, socket };
}

/** Lets queued microtasks and timers of 0 ms run (a link closes on the microtask after its last release). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Node's process as far as the tests use it (the SDK compiles without Node's types). */
interface ProcessEvents {
  on(event: "unhandledRejection", listener: (reason: unknown) => void): void;
  off(event: "unhandledRejection", listener: (reason: unknown) => void): void;
}

/** The unhandled rejections Node reports while `run` runs and a few turns after it (Node reports them once the microtasks ran). */
export async function unhandledRejectionsDuring(run: () => void | Promise<void>): Promise<unknown[]> {
  const events = (globalThis as unknown as { process: ProcessEvents }).process;
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  events.on("unhandledRejection", record);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    events.off("unhandledRejection", record);
  }
  return seen;
}
