import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export interface UseInfiniteScrollOptions {
  /** Whether there is anything left to load. */
  hasMore: boolean;
  /** Whether a page is loading now (nothing more is asked for meanwhile). */
  loading: boolean;
  onLoadMore: () => void;
  /** How early to load: by default when the sentinel comes within 400 px of the viewport's bottom. */
  rootMargin?: string;
}

/** Whether this browser can scroll lists in by itself; lists show a "load more" button otherwise. */
export const canScrollInfinitely = () => typeof IntersectionObserver !== "undefined";

/**
 * canScrollInfinitely for rendering: false on the server and while a server-rendered page hydrates
 * (the server's HTML has the button), then this browser's answer.
 */
export const useCanScrollInfinitely = (): boolean => useSyncExternalStore(subscribeToNothing, canScrollInfinitely, () => false);

const subscribeToNothing = () => () => {};

/**
 * Infinite scroll: returns a ref for a sentinel element placed after the list. Whenever the sentinel
 * is near the viewport and nothing is loading, the next page is asked for; after each page the
 * sentinel is checked again, so a short page keeps loading until the list fills the screen.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore, rootMargin = "0px 0px 400px 0px" }: UseInfiniteScrollOptions) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const active = hasMore && !loading;
  useEffect(() => {
    if (!node || !active || !canScrollInfinitely()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, active, rootMargin]);
  return setNode;
}
