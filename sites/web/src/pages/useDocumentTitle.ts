import { useContext, useEffect } from "react";
import { documentTitle, ServerHeadContext } from "../ssr/server-head";

/** Sets the tab title for the page: "{title} · Pnyx" (in the server's HTML too). */
export function useDocumentTitle(title: string | null) {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
