import type { Socket } from "socket.io-client";
import type { LiveSocketOptions, SocketFactory } from "../live";

type Listener = (...args: unknown[]) => void;

/**
 * An EventEmitter-like stand-in for a socket.io-client Socket: records what the client emits and
 * lets a test play the server (connect, drop, push events) without any network.
 */
export class FakeSocket {
  connected = false;
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
  /** Client → server. */
  emit(event: string, payload?: unknown, ack?: (...args: unknown[]) => void): this {
    if (ack) this.acks.set(this.sent.length, ack);
    this.sent.push([event, payload]);
    return this;
  }
  connect(): this {
    this.connectCalls += 1;
    return this;
  }
  disconnect(): this {
    this.disconnectCalls += 1;
    if (this.connected) {
      this.connected = false;
      this.fire("disconnect", "io client disconnect");
    }
    return this;
  }

  // The server's side.
  serverConnect(): void {
    this.connected = true;
    this.fire("connect");
  }
  serverDrop(): void {
    this.connected = false;
    this.fire("disconnect", "transport close");
  }
  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
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
