// The page's one Pnyx client: every widget of the page (threads, chat rooms, the account calls)
// shares its session and its one realtime connection. Built on the SDK's core with only the
// namespaces embeds use, so the rest of the SDK stays out of the bundle. The session is an embed
// token kept in memory only (never in the page's storage): sign-in.ts gets and renews it.
import type { logoutEndpoint } from "@pnyx/contract";
import { authOf, createMemorySessionStore, createPnyxCore, embedOf, ignoringOf, liveOf, newsOf, opinionsOf, votesOf } from "@pnyx/sdk";
import type { PageContext } from "./page";
import { createPageSignIn, type PageSignIn } from "./sign-in";

/**
 * Where embeds before issue 45 kept a member's full session in the page's storage: that session is
 * logged out (it could do anything a member can) and the key removed, on sight.
 */
const OLD_SESSION_KEY = "pnyx:embed-session";
const LOGOUT_PATH: (typeof logoutEndpoint)["path"] = "/api/auth/logout";

function endOldSession(base: string): void {
  try {
    const token = (JSON.parse(localStorage.getItem(OLD_SESSION_KEY) ?? "null") as { user?: { token?: unknown } } | null)?.user?.token;
    localStorage.removeItem(OLD_SESSION_KEY);
    if (typeof token === "string") void fetch(`${base}${LOGOUT_PATH}`, { method: "POST", headers: { authorization: `Bearer ${token}` } }).catch(() => {});
  } catch {
    // Storage blocked or not JSON: nothing usable was kept there.
  }
}

function embedClient(base: string) {
  const core = createPnyxCore({ baseUrl: base, sessionStore: createMemorySessionStore() });
  return {
    session: core.store,
    auth: authOf(core),
    embed: embedOf(core),
    news: newsOf(core),
    opinions: opinionsOf(core),
    votes: votesOf(core),
    moderation: ignoringOf(core),
    live: liveOf(core),
    /** The core, for namespaces a widget adds itself (chat). */
    core,
  };
}

/** The namespaces the embeds use, on one core. */
export type EmbedClient = ReturnType<typeof embedClient> & {
  /** How the page's reader signs in and out (the publisher's sign-in, or Pnyx's own window). */
  signIn: PageSignIn;
};

let client: EmbedClient | null = null;

export function pageClient(page: PageContext): EmbedClient {
  if (!client) {
    endOldSession(page.base);
    const made = embedClient(page.base);
    client = { ...made, signIn: createPageSignIn(page, made) };
  }
  return client;
}

/**
 * A widget starting: signs in with the element's `sso-token` when it has one, else asks the
 * publisher's `getToken` or Pnyx's bridge for the page's reader (once per page).
 */
export function startSession(host: Element, page: PageContext): void {
  const { signIn } = pageClient(page);
  const token = host.getAttribute("sso-token");
  // A refused token is told in the console (sign-in.ts); the widget goes on as a visitor's.
  if (token) signIn.withToken(token).catch(() => {});
  else signIn.start();
}
