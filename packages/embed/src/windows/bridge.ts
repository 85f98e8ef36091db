// bridge.js: the hidden frame on Pnyx's origin inside a publisher's page. It holds native members'
// grants (handed over by Pnyx's sign-in window, on Pnyx's origin) where the page's scripts cannot
// reach them: in its own memory and storage, and in an HttpOnly cookie the server keeps for it. It
// answers the page short-lived embed tokens made from them, for one page origin only: the one the
// server bound the grant to, and the one the browser names as the asking page's. No SDK here: it
// must stay small.
import { type EmbedSession, type EmbedWindowMessage, type embedForgetEndpoint, type embedGrantEndpoint, type embedRefreshEndpoint } from "@pnyx/contract";

const REFRESH_PATH: (typeof embedRefreshEndpoint)["path"] = "/api/embed/refresh";
const FORGET_PATH: (typeof embedForgetEndpoint)["path"] = "/api/embed/forget";
const GRANT_PATH: (typeof embedGrantEndpoint)["path"] = "/api/embed/grant";
/** The site's own session (the SDK's localStorage store): on the site's own pages, the member is known. */
const SITE_SESSION_KEY = "persist:a";

const grantKey = (origin: string) => `pnyx:grant:${origin}`;

/**
 * Grants by key, for as long as the page is open. Kept in storage too where the browser lets a
 * frame in another site's page have some (partitioned by that site), so a reload keeps the reader
 * signed in; where it does not (third-party storage blocked), a reload asks for one click in Pnyx's
 * window again.
 */
const kept = new Map<string, string>();

function stored(key: string): string | null {
  const held = kept.get(key);
  if (held !== undefined) return held;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string | null): void {
  if (value === null) kept.delete(key);
  else kept.set(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked (the browser keeps third-party frames from it): kept in memory only.
  }
}

async function post<T>(path: string, body: unknown, token?: string, keepalive = false): Promise<T | null> {
  const response = await fetch(path, {
    method: "POST",
    keepalive,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.ok ? ((await response.json()) as T) : null;
}

/** On the site's own pages (its embed demo) the member signed in on the site needs no window. */
async function fromSiteSession(origin: string): Promise<EmbedSession | null> {
  if (origin !== location.origin) return null;
  let token: unknown;
  try {
    token = (JSON.parse(stored(SITE_SESSION_KEY) ?? "null") as { user?: { token?: unknown } } | null)?.user?.token;
  } catch {
    return null;
  }
  if (typeof token !== "string") return null;
  const made = await post<{ grant: string; session: EmbedSession }>(GRANT_PATH, { origin }, token);
  if (!made) return null;
  store(grantKey(origin), made.grant);
  return made.session;
}

/**
 * A session from the grant this frame holds, else from the one the server keeps in this frame's
 * cookie (HttpOnly, partitioned by the page's site: a reload finds it), else, on the site's own
 * pages, from the member signed in on the site.
 */
async function sessionFor(origin: string): Promise<EmbedSession | null> {
  const grant = stored(grantKey(origin));
  const session = (await post<{ session: EmbedSession | null }>(REFRESH_PATH, grant ? { grant, origin } : { origin }))?.session;
  if (session) return session;
  // An ended grant (logged out, on the site or here) is forgotten.
  store(grantKey(origin), null);
  return fromSiteSession(origin);
}

window.addEventListener("message", (event: MessageEvent) => {
  const message = event.data as EmbedWindowMessage | null;
  if (!message || typeof message !== "object") return;
  // The sign-in window, on Pnyx's own origin, hands over a grant for the page it was opened from.
  if (message.pnyx === "grant" && event.origin === location.origin) {
    store(grantKey(message.origin), message.grant);
    // Used once at once: the server then keeps it in this frame's cookie, so the next page load finds
    // it whatever the page does meanwhile. Then the page is told to ask.
    const told = () => window.parent.postMessage({ pnyx: "granted" } satisfies EmbedWindowMessage, message.origin);
    sessionFor(message.origin).then(told, told);
    return;
  }
  // The page this frame is in: only its own origin's grant is used, and answered to that origin only.
  if (event.source !== window.parent) return;
  if (message.pnyx === "token") {
    sessionFor(event.origin).then(
      (session) => window.parent.postMessage({ pnyx: "token", session } satisfies EmbedWindowMessage, event.origin),
      () => window.parent.postMessage({ pnyx: "token", session: null } satisfies EmbedWindowMessage, event.origin),
    );
  } else if (message.pnyx === "forget") {
    // The server ends the grant too (and its cookie), whatever became of the page's embed token; the
    // page waits for `forgotten` before it shows itself logged out. Sent `keepalive` all the same: a
    // page that gives up waiting and reloads tears this frame down, and must not cancel it.
    const origin = event.origin;
    const told = () => window.parent.postMessage({ pnyx: "forgotten" } satisfies EmbedWindowMessage, origin);
    post(FORGET_PATH, { grant: stored(grantKey(origin)) ?? undefined, origin }, undefined, true).then(told, told);
    store(grantKey(origin), null);
  }
});
