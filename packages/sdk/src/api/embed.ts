// What publisher embeds call: the thread behind an article address, many addresses' counts at once,
// and single sign-on with the publisher's own accounts.
import {
  embedCountsEndpoint,
  embedForgetEndpoint,
  embedGrantEndpoint,
  embedRefreshEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  type EmbedCount,
  type EmbedSession,
  type EmbedSessionRequest,
  type EmbedThreadRequest,
  type EndpointRequest,
  type EndpointResponse,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type EmbedThread = EndpointResponse<typeof embedThreadEndpoint>;
/** A native member's grant for one publisher page origin, and its first embed session. */
export type EmbedGrant = EndpointResponse<typeof embedGrantEndpoint>;

export interface EmbedApi {
  /**
   * The Pnyx article whose thread shows for a publisher's article address, made on first use:
   * POST /api/embed/thread. From a registered publisher's page without a `token`, the thread is made
   * unlisted (it shows in the embed only). With the publisher's thread `token` (a JWT it signs:
   * `pnyx: "thread"`, `url`, `title`, optional `image` and `category`, `aud`, `iat`, `exp`), the thread
   * is listed with the token's title, picture and category, and a newer token corrects them; the
   * publisher's server may call it so, without a page. `listed` in the answer says which it is.
   */
  thread(input: EmbedThreadRequest): Promise<EmbedThread>;
  /** Opinion counts of up to 50 article addresses in one request, in the order given: GET /api/embed/counts. */
  counts(urls: readonly string[]): Promise<EmbedCount[]>;
  /**
   * Single sign-on: exchanges the publisher's signed token for an embed session (a short-lived embed
   * token bound to the publisher, `expiresIn` seconds) and stores it, as a login does:
   * POST /api/embed/session.
   */
  signIn(input: EmbedSessionRequest): Promise<EmbedSession>;
  /**
   * For Pnyx's own sign-in window only: with the member's site session, a grant for the publisher page
   * at `origin` and a first embed session (not stored here): POST /api/embed/grant.
   */
  grant(input: EndpointRequest<typeof embedGrantEndpoint>): Promise<EmbedGrant>;
  /**
   * For the embed's bridge frame on Pnyx's origin only: a new embed session from a grant (not stored
   * here), or null when the grant ended: POST /api/embed/refresh.
   */
  refresh(input: EndpointRequest<typeof embedRefreshEndpoint>): Promise<EmbedSession | null>;
  /**
   * For the embed's bridge frame on Pnyx's origin only: ends a page origin's grant (the member logged
   * out in the embed): POST /api/embed/forget.
   */
  forget(input: EndpointRequest<typeof embedForgetEndpoint>): Promise<void>;
}

export function createEmbedApi(transport: Transport, session: SessionEdits): EmbedApi {
  return {
    thread: (input) => transport.call(embedThreadEndpoint, input),
    counts: async (urls) => (await transport.call(embedCountsEndpoint, { urls: [...urls] })).counts,
    async signIn(input) {
      const user = await transport.call(embedSessionEndpoint, input);
      session.setUser(user);
      return user;
    },
    grant: (input) => transport.call(embedGrantEndpoint, input),
    refresh: async (input) => (await transport.call(embedRefreshEndpoint, input)).session,
    forget: async (input) => {
      await transport.call(embedForgetEndpoint, input);
    },
  };
}
