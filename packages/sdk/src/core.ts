// The core every client is built on: one transport, one session store and its editor, one realtime
// link. createPnyxClient() adds every namespace; a page that needs only a few (a publisher's embed,
// where every kilobyte counts) builds on the core with just those, and its bundle keeps only them.
// (`chatOf` lives with the chat client, and `reportingOf` with the reports, so a page without chat
// never loads them.)
import { createAuthApi, type AuthApi } from "./api/auth";
import { createEmbedApi, type EmbedApi } from "./api/embed";
import { createIgnoringApi, type IgnoringApi } from "./api/moderation-ignoring";
import { createNewsApi, type NewsApi } from "./api/news";
import { createOpinionsApi, type OpinionsApi } from "./api/opinions";
import { createVotesApi, type VotesApi } from "./api/votes";
import { createLiveClient, type LiveClient } from "./realtime/live-client";
import { createSocketLink, type SocketLink } from "./realtime/socket-link";
import { createMemorySessionStore, type SessionStore } from "./session";
import { createSessionEdits, type SessionEdits } from "./session-edits";
import type { SocketFactory } from "./realtime/socket-options";
import { createTransport, type TokenProvider, type Transport } from "./transport";

export interface PnyxClientOptions {
  /** Origin of the Pnyx server, e.g. "https://pnyx.example"; "" (default) means the page's own origin. */
  baseUrl?: string;
  /**
   * Where the session lives. Defaults to memory; browsers that should keep the login across visits
   * pass `createLocalStorageSessionStore()`.
   */
  sessionStore?: SessionStore;
  /** The member token; defaults to `sessionStore.get().user?.token`. */
  getToken?: TokenProvider;
  /** The administrator token; defaults to `sessionStore.get().admin?.token`. */
  getAdminToken?: TokenProvider;
  /** A fetch implementation (tests, server-side rendering); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * Makes the realtime socket (socket.io-client's `io` by default), called once, when the first
   * live watch or chat room opens the link, with the server's origin and the product's connection options.
   */
  socket?: SocketFactory;
}

/** What every namespace of a client shares. Build namespaces on it with the `*Of` functions below. */
export interface PnyxCore {
  /** The session store (tokens and profile), as `client.session`. */
  store: SessionStore;
  /** Edits of the stored session that calls make (points, votes, logins). */
  session: SessionEdits;
  transport: Transport;
  /** The one realtime connection, opened by the first watch or room. */
  link: SocketLink;
}

/** The core alone: a transport, a session and a realtime link, with no namespace yet. */
export function createPnyxCore(options: PnyxClientOptions = {}): PnyxCore {
  const store = options.sessionStore ?? createMemorySessionStore();
  const session = createSessionEdits(store);
  const getToken = options.getToken ?? (() => store.get().user?.token);
  const transport = createTransport({
    baseUrl: options.baseUrl ?? "",
    getToken,
    getAdminToken: options.getAdminToken ?? (() => store.get().admin?.token),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Only the session the refused token came from is forgotten: a login since then stays.
    onUnauthorized: session.forgetRefused,
  });
  const onSessionChange = (listener: () => void) => store.subscribe(listener);
  const getMember = () => store.get().user?.username ?? null;
  const link = createSocketLink({ baseUrl: options.baseUrl ?? "", socket: options.socket, getToken, getMember, onSessionChange });
  return { store, session, transport, link };
}

/** `client.auth` on a core. */
export const authOf = (core: PnyxCore): AuthApi => createAuthApi(core.transport, core.session);
/** `client.news` on a core. */
export const newsOf = (core: PnyxCore): NewsApi => createNewsApi(core.transport);
/** `client.opinions` on a core. */
export const opinionsOf = (core: PnyxCore): OpinionsApi => createOpinionsApi(core.transport, core.session);
/** `client.votes` on a core. */
export const votesOf = (core: PnyxCore): VotesApi => createVotesApi(core.transport, core.session);
/** `client.embed` on a core. */
export const embedOf = (core: PnyxCore): EmbedApi => createEmbedApi(core.transport, core.session);
/** Whom the member ignores (`client.moderation.ignored`, `.ignore`, `.unignore`) on a core, for an embed that folds their writing. */
export const ignoringOf = (core: PnyxCore): IgnoringApi => createIgnoringApi(core.transport, core.session);
/** `client.live` on a core (its watches share the core's one connection). */
export const liveOf = (core: PnyxCore): LiveClient => createLiveClient(core.link);
