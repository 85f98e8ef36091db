import { AdminSession, Session } from "@pnyx/contract";

/** What the browser keeps between visits: the member session and, apart from it, the admin session. */
export interface PersistedState {
  user: Session | null;
  admin: AdminSession | null;
}

export type SessionListener = (state: PersistedState) => void;

/**
 * Where the client keeps the session. `get()` returns the same object until the state changes, so it
 * can back React's `useSyncExternalStore` directly.
 */
export interface SessionStore {
  get(): PersistedState;
  set(next: PersistedState): void;
  /** Called after every change, including changes made in other tabs; returns the unsubscribe. */
  subscribe(listener: SessionListener): () => void;
}

export const EMPTY_SESSION_STATE: PersistedState = Object.freeze({ user: null, admin: null }) as PersistedState;

/** Keeps the session in memory only (tests, server-side rendering, embedders with their own storage). */
export function createMemorySessionStore(initial: Partial<PersistedState> = {}): SessionStore {
  let state: PersistedState = { user: initial.user ?? null, admin: initial.admin ?? null };
  const listeners = new Set<SessionListener>();
  return {
    get: () => state,
    set(next) {
      state = { user: next.user, admin: next.admin };
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part of the Web Storage API the store uses: `window.localStorage` fits, and so does any object
 * with these three methods (a file- or Map-backed one for scripts). Spelled out so projects without
 * the DOM types compile.
 */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LocalStorageSessionStoreOptions {
  /** Storage key; the product's is "persist:a". */
  key?: string;
  /** Defaults to `window.localStorage` (when there is one and it may be used); null keeps the session in memory. */
  storage?: WebStorageLike | null;
}

/**
 * Keeps the session in localStorage as JSON `{user, admin}`, as the product does ("persist:a").
 * Never throws: a missing or blocked storage falls back to memory; stored data that does not match
 * the contract (corrupt, tampered, from an older version) is dropped slice by slice. Logins and
 * logouts in other tabs reach subscribers through the `storage` event.
 */
export function createLocalStorageSessionStore(options: LocalStorageSessionStoreOptions = {}): SessionStore {
  const key = options.key ?? "persist:a";
  let storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<SessionListener>();
  let state: PersistedState = EMPTY_SESSION_STATE;
  // The raw string `state` was decoded from; `undefined` until the first read.
  let raw: string | null | undefined;

  function read(): PersistedState {
    if (!storage) return state;
    let current: string | null;
    try {
      current = storage.getItem(key);
    } catch {
      storage = null; // blocked after all: keep what we have, in memory
      return state;
    }
    if (current !== raw) {
      raw = current;
      const next = decode(current);
      // Keep the old object when nothing that matters changed (a dropped tampered write, key order).
      if (JSON.stringify(next) !== JSON.stringify(state)) state = next;
    }
    return state;
  }

  function notify() {
    for (const listener of [...listeners]) listener(state);
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return;
    if (storage && event.storageArea && event.storageArea !== storage) return;
    const before = state;
    if (read() !== before) notify();
  }

  return {
    get: read,
    set(next) {
      state = { user: next.user, admin: next.admin };
      if (storage) {
        try {
          if (!state.user && !state.admin) {
            storage.removeItem(key);
            raw = null;
          } else {
            const encoded = JSON.stringify(state);
            storage.setItem(key, encoded);
            raw = encoded;
          }
        } catch {
          storage = null; // full or blocked: this tab keeps the session in memory
        }
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

function defaultStorage(): WebStorageLike | null {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // e.g. a sandboxed iframe or blocked cookies: reading the property throws
  }
}

/** Parses stored JSON with the contract's schemas; each slice that fails is dropped on its own. */
function decode(raw: string | null): PersistedState {
  if (!raw) return EMPTY_SESSION_STATE;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_SESSION_STATE;
  }
  if (!data || typeof data !== "object") return EMPTY_SESSION_STATE;
  const { user, admin } = data as Record<string, unknown>;
  const parsedUser = Session.safeParse(user);
  const parsedAdmin = AdminSession.safeParse(admin);
  return {
    user: parsedUser.success ? parsedUser.data : null,
    admin: parsedAdmin.success ? parsedAdmin.data : null,
  };
}
