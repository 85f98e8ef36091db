// createPnyxClient(): one transport, one session store and its editor, and a namespace per domain.
import { HealthResponse, healthEndpoint } from "@pnyx/contract";
import { createAuthApi, type AuthApi } from "./api/auth";
import { createChatApi } from "./api/chat";
import { createCommunitiesApi, type CommunitiesApi } from "./api/communities";
import { createFeedbackApi, type FeedbackApi } from "./api/feedback";
import { createLiveLinkApi, type LiveLinkApi } from "./api/live-link";
import { createModerationApi, type ModerationApi } from "./api/moderation";
import { createPublishersApi, type PublishersApi } from "./api/publishers";
import { createEmbedApi, type EmbedApi } from "./api/embed";
import { createGamificationApi, type GamificationApi } from "./api/gamification";
import { createNewsApi, type NewsApi } from "./api/news";
import { createNotificationsApi, type NotificationsApi } from "./api/notifications";
import { createOpinionsApi, type OpinionsApi } from "./api/opinions";
import { createSearchApi, type SearchApi } from "./api/search";
import { createUploadsApi, type UploadsApi } from "./api/uploads";
import { createUsersApi, type UsersApi } from "./api/users";
import { createVotesApi, type VotesApi } from "./api/votes";
import { createChatClient, type ChatClient } from "./chat/chat-client";
import { createLiveClient, type LiveClient } from "./realtime/live-client";
import { createSocketLink } from "./realtime/socket-link";
import type { SocketFactory } from "./realtime/socket-options";
import { PnyxError } from "./errors";
import { createMemorySessionStore, type SessionStore } from "./session";
import { createSessionEdits } from "./session-edits";
import { createTransport, type TokenProvider } from "./transport";

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

export interface PnyxClient {
  /**
   * Server liveness and database state: GET /api/health. A server whose database is unreachable
   * answers 503 with `status: "degraded"`; that answer is returned, not thrown.
   */
  health(): Promise<HealthResponse>;
  /** The session store the client reads its tokens from and writes logins to. */
  session: SessionStore;
  auth: AuthApi;
  users: UsersApi;
  uploads: UploadsApi;
  feedback: FeedbackApi;
  gamification: GamificationApi;
  news: NewsApi;
  search: SearchApi;
  opinions: OpinionsApi;
  votes: VotesApi;
  communities: CommunitiesApi;
  /** Administrators only (the admin token is sent). */
  moderation: ModerationApi;
  /** Administrators only: the publishers that embed Pnyx, their origins and sign-in keys. */
  publishers: PublishersApi;
  /** Publisher embeds: threads by article address, batched counts and single sign-on. */
  embed: EmbedApi;
  liveLink: LiveLinkApi;
  /** The logged-in member's notifications (their live pushes: `live.watchNotifications`). */
  notifications: NotificationsApi;
  /**
   * Threads and the member's own events, live. Every live feature (these and chat) shares one
   * socket.io connection, opened by the first watch and closed when the last one stops.
   */
  live: LiveClient;
  /** Chat: live rooms and statistics on the shared connection; Total Users and older messages over HTTP. */
  chat: ChatClient;
  /**
   * Ends everything live: every watch and room stops and the connection closes, so a Node or Bun
   * script can exit. The client stays usable; a new watch opens the connection again.
   */
  close(): void;
}

/** The SDK's entry point. Namespaces mirror the contract's domains. */
export function createPnyxClient(options: PnyxClientOptions = {}): PnyxClient {
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
  const link = createSocketLink({ baseUrl: options.baseUrl ?? "", socket: options.socket, getToken, onSessionChange });
  return {
    health: () =>
      transport.call(healthEndpoint).catch((error: unknown) => {
        const answer = HealthResponse.safeParse((error as { cause?: { data?: unknown } }).cause?.data);
        if (error instanceof PnyxError && error.status === 503 && answer.success) return answer.data;
        throw error;
      }),
    session: store,
    auth: createAuthApi(transport, session),
    users: createUsersApi(transport, session),
    uploads: createUploadsApi(transport),
    feedback: createFeedbackApi(transport, session),
    gamification: createGamificationApi(transport, session),
    news: createNewsApi(transport),
    search: createSearchApi(transport),
    opinions: createOpinionsApi(transport, session),
    votes: createVotesApi(transport, session),
    communities: createCommunitiesApi(transport, session),
    moderation: createModerationApi(transport),
    publishers: createPublishersApi(transport),
    embed: createEmbedApi(transport, session),
    liveLink: createLiveLinkApi(transport),
    notifications: createNotificationsApi(transport),
    live: createLiveClient(link),
    chat: createChatClient(link, createChatApi(transport)),
    close: link.close,
  };
}
