import type { SocketFactory } from "@pnyx/sdk";

type Listener = (...args: unknown[]) => void;

/** What a story's pretend server can do once the widget's socket is connected. */
export interface StoryServer {
  emit(event: string, payload: unknown): void;
}

/**
 * A socket for stories: no network. It "connects" on the next tick and then runs `script`, which
 * plays the server (e.g. pushes a new opinion). Without a script it stays quiet.
 */
export function storySocket(script?: (server: StoryServer) => void, delayMs = 150): SocketFactory {
  return () => {
    const listeners = new Map<string, Set<Listener>>();
    const fire = (event: string, ...args: unknown[]) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
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
      emit() {
        return socket;
      },
      connect() {
        return socket;
      },
      disconnect() {
        socket.connected = false;
        timers.forEach(clearTimeout);
        return socket;
      },
    };
    timers.push(
      setTimeout(() => {
        socket.connected = true;
        fire("connect");
        if (script) timers.push(setTimeout(() => script({ emit: (event, payload) => fire(event, payload) }), delayMs));
      }, 0),
    );
    return socket as unknown as ReturnType<SocketFactory>;
  };
}
