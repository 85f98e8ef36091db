// createPnyxClient(): one transport, one session store and its editor, and a namespace per domain.
import { HealthResponse, healthEndpoint } from "@pnyx/contract";
import { createCommunitiesApi, type CommunitiesApi } from "./api/communities";
import { createFeedbackApi, type FeedbackApi } from "./api/feedback";
import { createLiveLinkApi, type LiveLinkApi } from "./api/live-link";
import { createModerationApi, type ModerationApi } from "./api/moderation";
import { createPublishersApi, type PublishersApi } from "./api/publishers";
import { createGamificationApi, type GamificationApi } from "./api/gamification";
import { createNotificationsApi, type NotificationsApi } from "./api/notifications";
import { createSearchApi, type SearchApi } from "./api/search";
import { createUploadsApi, type UploadsApi } from "./api/uploads";
import { createUsersApi, type UsersApi } from "./api/users";
import type { AuthApi } from "./api/auth";
import type { EmbedApi } from "./api/embed";
import type { NewsApi } from "./api/news";
import type { OpinionsApi } from "./api/opinions";
import type { VotesApi } from "./api/votes";
import type { ChatClient } from "./chat/chat-client";
import { chatOf } from "./chat/chat-client";
import { authOf, createPnyxCore, embedOf, liveOf, newsOf, opinionsOf, votesOf, type PnyxClientOptions } from "./core";
import type { LiveClient } from "./realtime/live-client";
import { PnyxError } from "./errors";
import type { SessionStore } from "./session";

export type { PnyxClientOptions } from "./core";

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
  /**
   * Moderation: administrators' review, queue, decisions, sanctions, hold settings and audit log (the
   * admin token is sent), and members' reports, notices, appeals and whom they ignore (the member's).
   */
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
  const core = createPnyxCore(options);
  const { transport, session, store } = core;
  return {
    health: () =>
      transport.call(healthEndpoint).catch((error: unknown) => {
        const answer = HealthResponse.safeParse((error as { cause?: { data?: unknown } }).cause?.data);
        if (error instanceof PnyxError && error.status === 503 && answer.success) return answer.data;
        throw error;
      }),
    session: store,
    auth: authOf(core),
    users: createUsersApi(transport, session),
    uploads: createUploadsApi(transport),
    feedback: createFeedbackApi(transport, session),
    gamification: createGamificationApi(transport, session),
    news: newsOf(core),
    search: createSearchApi(transport),
    opinions: opinionsOf(core),
    votes: votesOf(core),
    communities: createCommunitiesApi(transport, session),
    moderation: createModerationApi(transport, session, core.link, options.getAdminToken ?? (() => store.get().admin?.token)),
    publishers: createPublishersApi(transport),
    embed: embedOf(core),
    liveLink: createLiveLinkApi(transport),
    notifications: createNotificationsApi(transport),
    live: liveOf(core),
    chat: chatOf(core),
    close: core.link.close,
  };
}
