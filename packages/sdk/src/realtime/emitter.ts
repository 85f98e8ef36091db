// Named, typed events for one object (a chat room): `on(name, listener)` until the returned function is called.

type Listeners<Events> = { [K in keyof Events]?: Set<Events[K]> };

export interface Emitter<Events extends { [K in keyof Events]: (payload: never) => void }> {
  on<K extends keyof Events>(name: K, listener: Events[K]): () => void;
  emit<K extends keyof Events>(name: K, payload: Parameters<Events[K]>[0]): void;
  clear(): void;
}

export function createEmitter<Events extends { [K in keyof Events]: (payload: never) => void }>(): Emitter<Events> {
  let listeners: Listeners<Events> = {};
  return {
    on(name, listener) {
      const set = (listeners[name] ??= new Set());
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(name, payload) {
      for (const listener of [...(listeners[name] ?? [])]) {
        try {
          (listener as unknown as (payload: unknown) => void)(payload);
        } catch (error) {
          // One broken listener must not starve the others; the error still surfaces.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    clear() {
      listeners = {};
    },
  };
}
