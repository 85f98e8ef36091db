import { useEffect } from "react";

/**
 * Set on <html> once React has taken the page over, hydrated or rendered. Until then a server-rendered
 * page reads but its buttons do nothing; browser tests wait for it before they tap.
 */
export const READY_ATTRIBUTE = "data-pnyx-ready";

/** Marks the page ready after the first commit; rendered by the root, so every part has committed by then. */
export function useReadyMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, "");
  }, []);
}
