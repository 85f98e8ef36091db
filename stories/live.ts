import type { SocketFactory } from "@pnyx/sdk";

type Listener = (...args: unknown[]) => void;

/** What a story's pretend server can do once the widget's socket is connected. */
export interface StoryServer {
  emit(event: string, payload: unknown): void;
}

/** A pretend socket without network: listeners, `fire` to play the server, and timers that stop on disconnect. */
export function fakeSocket(onEmit: (event: string, payload: unknown, ack?: (answer: unknown) => void) => void = () => {}) {
  const listeners = new Map<string, Set<Listener>>();
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (run: () => void, ms = 0) => void timers.push(setTimeout(run, ms));
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    /** Whether socket.io would still be connecting or reconnecting. */
    active: true,
    emit(event: string, payload?: unknown, ack?: (answer: unknown) => void) {
      onEmit(event, payload, ack);
      return socket;
    },
    /** socket.io's `timeout(ms).emit(…, (error, answer) => …)`: the pretend server answers at once or never. */
    timeout: () => ({
      emit: (event: string, payload: unknown, ack: (error: Error | null, answer?: unknown) => void) =>
        socket.emit(event, payload, (answer) => ack(null, answer)),
    }),
    connect() {
      return socket;
    },
    disconnect() {
      socket.connected = false;
      timers.forEach(clearTimeout);
      return socket;
    },
  };
  return { socket, fire, later, asSocket: () => socket as unknown as ReturnType<SocketFactory> };
}

/**
 * A socket for stories: no network. It "connects" on the next tick and then runs `script`, which
 * plays the server (e.g. pushes a new opinion). Without a script it stays quiet.
 */
export function storySocket(script?: (server: StoryServer) => void, delayMs = 150): SocketFactory {
  return () => {
    const { socket, fire, later, asSocket } = fakeSocket();
    later(() => {
      socket.connected = true;
      fire("connect");
      if (script) later(() => script({ emit: (event, payload) => fire(event, payload) }), delayMs);
    });
    return asSocket();
  };
}
