import type { Config } from "./config";
import type { Models } from "./models";
import type { Auth } from "./platform/auth";
import type { Background } from "./platform/background";
import type { Mailer } from "./platform/mail";
import type { RateLimiter } from "./platform/rate-limit";
import type { LiveHub } from "./platform/realtime";
import type { ResponseCache } from "./platform/response-cache";
import type { Uploads } from "./platform/uploads";
import type { PictureBook } from "./modules/users/pictures";
import type { WriteIntents } from "./platform/intents";
import type { PublisherRegistry } from "./modules/publishers/api/registry";
import type { ModerationGate } from "./modules/moderation/gate";

/** What every domain service may use; built once in main (or per test) and passed down. */
export interface ServiceDeps {
  models: Models;
  auth: Auth;
  mailer: Mailer;
  background: Background;
  rateLimiter: RateLimiter;
  uploads: Uploads;
  live: LiveHub;
  /** What a write will touch, stored before its records, so a crash between them is repaired (platform/intents.ts). */
  intents: WriteIntents;
  cache: ResponseCache;
  /** The registered publishers and their origins (CORS, the origin guard, embeds). */
  publishers: PublisherRegistry;
  /** What every member's write passes: whether the member is suspended or banned there (moderation/gate.ts). */
  moderation: ModerationGate;
  /** Members' profile pictures for lists of authors, cached (modules/users/pictures.ts). */
  pictures: PictureBook;
  /** jwtSecret: also keys the hashes of the addresses accounts logged in from (auth module). */
  config: Pick<Config, "publicUrl" | "env" | "trustProxy" | "version" | "siteDir" | "siteRenderer" | "embedDir" | "jwtSecret">;
  now: () => Date;
}
