import { useSyncExternalStore } from "react";
import { FeedCategory } from "@pnyx/contract";

const KEY = "pnyx:selectedCategory";
const listeners = new Set<() => void>();

/** The category the reader chose last (null by default); kept across reloads. */
export function getSelectedCategory(): FeedCategory | null {
  const parsed = FeedCategory.safeParse(safeStorage()?.getItem(KEY));
  return parsed.success ? parsed.data : null;
}

export function setSelectedCategory(category: FeedCategory | null): void {
  const storage = safeStorage();
  if (category) storage?.setItem(KEY, category);
  else storage?.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useSelectedCategory(): FeedCategory | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSelectedCategory,
    () => null,
  );
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
}
