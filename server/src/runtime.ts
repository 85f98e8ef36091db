import { join } from "node:path";
import type { AppDeps } from "./app";
import type { Config } from "./config";
import { migrations } from "./migrations";
import { registerModels, syncIndexes, uploadReferrers } from "./models";
import { AdminNameTakenError, ensureAdmin } from "./modules/admins/service";
import { seedImageSource } from "./modules/news/seed";
import { createAuth } from "./platform/auth";
import { createBackground } from "./platform/background";
import { openDatabase, type Database } from "./platform/db";
import { createMailer } from "./platform/mail";
import { runMigrations } from "./platform/migrations";
import { createRateLimiter } from "./platform/rate-limit";
import { createRealtime, type Realtime } from "./platform/realtime";
import { createResponseCache } from "./platform/response-cache";
import { createUploads } from "./platform/uploads";

export interface Runtime {
  deps: AppDeps & { live: Realtime };
  db: Database;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  log?: (line: string) => void;
}

/** Everything the app needs, wired from the config: database, models, auth, mail, uploads, limits. */
export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const db = await openDatabase({ mongodbUri: config.mongodbUri, dataDir: options.inMemory ? undefined : config.dataDir });
  const models = registerModels(db.connection);
  const rateLimiter = createRateLimiter(db.connection);
  const now = () => new Date();
  const uploads = createUploads({ dir: join(config.dataDir, "uploads"), models, dailyMb: config.uploadDailyMb, now });
  // Before the indexes sync: a referenced field gets an index for the sweep's lookups.
  for (const referrer of uploadReferrers(models)) uploads.references.register(referrer);
  await syncIndexes(db.connection);
  await runMigrations(db.connection, migrations(models), options.log ?? console.log);
  if (config.admin) {
    const created = await ensureAdmin(models, config.admin).catch(async (error: unknown) => {
      await db.close();
      throw error instanceof AdminNameTakenError ? new Error(`Invalid configuration: ADMIN_USERNAME: ${error.message}`) : error;
    });
    if (created) (options.log ?? console.log)(`created administrator '${config.admin.username}'`);
  }
  // The seed articles' pictures are drawn when first asked for.
  uploads.addSource(seedImageSource);
  const live = createRealtime();
  const cache = createResponseCache();
  // Invalidations reach the other instances through socket.io's adapter (a no-op on one instance).
  const CACHE_EVENT = "pnyx:cache-invalidate";
  cache.onInvalidate((tag) => live.io.serverSideEmit(CACHE_EVENT, tag));
  live.io.on(CACHE_EVENT, (tag: unknown) => {
    if (typeof tag === "string") cache.invalidate(tag, false);
  });
  const deps: AppDeps & { live: Realtime } = {
    models,
    auth: createAuth({ secret: config.jwtSecret, models }),
    mailer: createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), logLinks: config.env !== "production", ...(options.log ? { log: options.log } : {}) }),
    background: createBackground(options.log),
    rateLimiter,
    uploads,
    config,
    live,
    cache,
    now,
    databaseState: db.state,
  };
  return {
    deps,
    db,
    async close() {
      await deps.background.idle();
      live.close();
      await db.close();
    },
  };
}
