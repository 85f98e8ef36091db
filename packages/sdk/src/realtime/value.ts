// A value with listeners told of each change (the link's status).

export interface Value<T> {
  get(): T;
  set(next: T): void;
  /** Hears every change until the returned function is called. */
  subscribe(listener: (value: T) => void): () => void;
}

export function createValue<T>(initial: T): Value<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (value === next) return;
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
