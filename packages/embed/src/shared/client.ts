// The page's one Pnyx client: every widget of the page (threads, chat rooms, the account calls)
// shares its session and its one realtime connection. Built on the SDK's core with only the
// namespaces embeds use, so the rest of the SDK stays out of the bundle. The session lives in the
// host page's own storage (no third-party cookies), sent as a bearer token.
import { authOf, createLocalStorageSessionStore, createPnyxCore, embedOf, liveOf, newsOf, opinionsOf, votesOf } from "@pnyx/sdk";
import type { PageContext } from "./page";

/** Where the embed keeps the reader's session in the host page's storage. */
export const SESSION_KEY = "pnyx:embed-session";

function embedClient(base: string) {
  const core = createPnyxCore({ baseUrl: base, sessionStore: createLocalStorageSessionStore({ key: SESSION_KEY }) });
  return {
    session: core.store,
    auth: authOf(core),
    embed: embedOf(core),
    news: newsOf(core),
    opinions: opinionsOf(core),
    votes: votesOf(core),
    live: liveOf(core),
    /** The core, for namespaces a widget adds itself (chat). */
    core,
  };
}

/** The namespaces the embeds use, on one core. */
export type EmbedClient = ReturnType<typeof embedClient>;

let client: EmbedClient | null = null;
let refreshing: Promise<void> | null = null;

export function pageClient(page: PageContext): EmbedClient {
  if (!client) {
    const made = embedClient(page.base);
    client = made;
    // Single sign-on: when the Pnyx session ends (expired, logged out elsewhere), ask the publisher again.
    made.session.subscribe((state) => {
      if (!state.user) void signInFromPublisher(page);
    });
  }
  return client;
}

/** Signs in with a token the publisher signed; the session is stored for every widget. */
export async function signInWith(page: PageContext, token: string): Promise<void> {
  const publisher = page.config.sso?.publisher;
  if (!publisher) throw new Error("pnyx: set the publisher's id (pnyx.configure({ sso: { publisher } })) before signing in");
  await pageClient(page).embed.signIn({ publisher, token });
}

/**
 * Without a session, asks the publisher's `getToken` for its reader and signs in with the answer (once
 * at a time). Nothing happens when the publisher has no reader logged in or no `getToken`.
 */
export function signInFromPublisher(page: PageContext): Promise<void> {
  const getToken = page.config.sso?.getToken;
  if (!getToken || pageClient(page).session.get().user) return Promise.resolve();
  refreshing ??= (async () => {
    try {
      const token = await getToken();
      if (token) await signInWith(page, token);
    } catch (error) {
      console.error(`pnyx: single sign-on failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A widget starting: signs in with the element's `sso-token` when it has one, else asks the
 * publisher's `getToken` (when the page has no session yet). Failures are told in the console.
 */
export function startSession(host: Element, page: PageContext): void {
  const token = host.getAttribute("sso-token");
  if (!token) {
    void signInFromPublisher(page);
    return;
  }
  signInWith(page, token).catch((error: unknown) => console.error(`pnyx: single sign-on failed: ${error instanceof Error ? error.message : String(error)}`));
}
