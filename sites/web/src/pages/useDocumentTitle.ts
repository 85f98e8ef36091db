import { useEffect } from "react";

/** Sets the tab title for the page: "{title} · Pnyx". */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Pnyx` : "Pnyx · Engage Learn Grow";
  }, [title]);
}
