import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const SERVER_STATE_ID = "pnyx-state";

/**
 * What the server hands the browser with a page it rendered: the query cache the page was made from
 * and the router's data, so the first browser render is the server's HTML, with no refetch.
 * JSON in a non-executed script (the site's policy allows no inline script).
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The state of the page the server rendered, or null when it sent the bare shell. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
