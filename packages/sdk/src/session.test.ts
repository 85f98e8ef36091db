// @vitest-environment happy-dom
import { FIXTURE_IDS, aSession, anAdminSession } from "@pnyx/contract/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocalStorageSessionStore, createMemorySessionStore, type WebStorageLike } from "./session";

const user = aSession({ joinedCommunities: [FIXTURE_IDS.community], description: "", points: 0, followers: [] });
const admin = anAdminSession();

afterEach(() => localStorage.clear());

/** What another tab does: writes the storage, then the browser fires `storage` in this tab. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: localStorage }));
}

describe("createMemorySessionStore", () => {
  it("starts empty or from the initial state, and notifies subscribers until they unsubscribe", () => {
    expect(createMemorySessionStore().get()).toEqual({ user: null, admin: null });
    const store = createMemorySessionStore({ admin });
    expect(store.get()).toEqual({ user: null, admin });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ user, admin });
    expect(listener).toHaveBeenCalledWith({ user, admin });
    unsubscribe();
    store.set({ user: null, admin: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("returns the same object until the state changes (useSyncExternalStore)", () => {
    const store = createMemorySessionStore({ user });
    expect(store.get()).toBe(store.get());
  });
});

describe("createLocalStorageSessionStore", () => {
  it("round-trips the session through localStorage under persist:a", () => {
    const store = createLocalStorageSessionStore();
    store.set({ user, admin });
    expect(JSON.parse(localStorage.getItem("persist:a")!)).toEqual({ user, admin });
    // A fresh store (a reload) reads it back.
    const reloaded = createLocalStorageSessionStore();
    expect(reloaded.get()).toEqual({ user, admin });
    expect(reloaded.get()).toBe(reloaded.get());
  });

  it("removes the key when both slices are cleared", () => {
    const store = createLocalStorageSessionStore({ key: "custom" });
    store.set({ user, admin: null });
    expect(localStorage.getItem("custom")).not.toBeNull();
    store.set({ user: null, admin: null });
    expect(localStorage.getItem("custom")).toBeNull();
    expect(store.get()).toEqual({ user: null, admin: null });
  });

  it("falls back to empty on corrupt JSON or a non-object", () => {
    localStorage.setItem("persist:a", "{not json");
    expect(createLocalStorageSessionStore().get()).toEqual({ user: null, admin: null });
    localStorage.setItem("persist:a", "42");
    expect(createLocalStorageSessionStore().get()).toEqual({ user: null, admin: null });
  });

  it("drops a tampered slice and keeps the valid one", () => {
    localStorage.setItem("persist:a", JSON.stringify({ user: { ...user, points: "9999" }, admin }));
    expect(createLocalStorageSessionStore().get()).toEqual({ user: null, admin });
    localStorage.setItem("persist:a", JSON.stringify({ user, admin: { username: "root" } }));
    expect(createLocalStorageSessionStore().get()).toEqual({ user, admin: null });
  });

  it("works in memory when there is no storage, or storage throws", () => {
    const none = createLocalStorageSessionStore({ storage: null });
    none.set({ user, admin: null });
    expect(none.get().user).toEqual(user);

    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      length: 0,
    } as Storage;
    const store = createLocalStorageSessionStore({ storage: blocked });
    expect(store.get()).toEqual({ user: null, admin: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ user, admin });
    expect(store.get()).toEqual({ user, admin });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("takes any object with getItem/setItem/removeItem (a script's own storage; no DOM types needed)", () => {
    const backing = new Map<string, string>();
    const storage: WebStorageLike = {
      getItem: (k) => backing.get(k) ?? null,
      setItem: (k, v) => void backing.set(k, v),
      removeItem: (k) => void backing.delete(k),
    };
    createLocalStorageSessionStore({ storage, key: "pnyx" }).set({ user, admin: null });
    expect(JSON.parse(backing.get("pnyx")!)).toEqual({ user, admin: null });
    expect(createLocalStorageSessionStore({ storage, key: "pnyx" }).get().user).toEqual(user);
  });

  it("keeps the session in memory when writing fails (quota) but reading works", () => {
    const backing = new Map<string, string>();
    const quota = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: (k: string) => void backing.delete(k),
    } as unknown as Storage;
    const store = createLocalStorageSessionStore({ storage: quota });
    store.set({ user, admin: null });
    expect(store.get().user).toEqual(user);
  });

  it("hears logins and logouts from other tabs through the storage event", () => {
    const store = createLocalStorageSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    otherTabWrites("persist:a", JSON.stringify({ user, admin: null }));
    expect(store.get()).toEqual({ user, admin: null });
    expect(listener).toHaveBeenLastCalledWith({ user, admin: null });

    otherTabWrites("persist:a", null);
    expect(store.get()).toEqual({ user: null, admin: null });
    expect(listener).toHaveBeenCalledTimes(2);

    // Other keys are ignored; a tampered write from elsewhere is dropped.
    otherTabWrites("unrelated", "x");
    otherTabWrites("persist:a", JSON.stringify({ user: { token: 1 } }));
    expect(store.get()).toEqual({ user: null, admin: null });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    otherTabWrites("persist:a", JSON.stringify({ user, admin }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("a storage.clear() elsewhere (key null) logs this tab out", () => {
    const store = createLocalStorageSessionStore();
    store.set({ user, admin });
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    expect(store.get()).toEqual({ user: null, admin: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
