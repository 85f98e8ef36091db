// What publisher embeds call: the thread behind an article address, many addresses' counts at once,
// and single sign-on with the publisher's own accounts.
import {
  embedCountsEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  type EmbedCount,
  type EmbedSessionRequest,
  type EmbedThreadRequest,
  type EndpointResponse,
  type Session,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type EmbedThread = EndpointResponse<typeof embedThreadEndpoint>;

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
   * Single sign-on: exchanges the publisher's signed token for a member session and stores it, as a
   * login does: POST /api/embed/session.
   */
  signIn(input: EmbedSessionRequest): Promise<Session>;
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
  };
}
