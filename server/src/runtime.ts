import { join } from "node:path";
import type { AppDeps } from "./app";
import type { Config } from "./config";
import { migrations } from "./migrations";
import { registerModels, syncIndexes, uploadReferrers } from "./models";
import { AdminNameTakenError, ensureAdmin } from "./modules/admins/service";
import { communityImageSource, ensureCommunities } from "./seed/communities/seeder";
import { seedImageSource } from "./seed/news/seeder";
import { createPictureBook } from "./modules/users/pictures";
import { createAuth } from "./platform/auth";
import { createEmbedBindingCheck } from "./modules/publishers/api/embed-sessions";
import { createBackground } from "./platform/background";
import { openDatabase, type Database } from "./platform/db";
import { createMailer } from "./platform/mail";
import { runMigrations } from "./platform/migrations";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./platform/rate-limit";
import { connectRedis, type RedisLink } from "./platform/redis";
import { createRealtime, type Realtime } from "./platform/realtime";
import { createPublisherRegistry } from "./modules/publishers/api/registry";
import { createResponseCache, type ResponseCache } from "./platform/response-cache";
import { intentKinds } from "./intent-kinds";
import { createWriteIntents } from "./platform/intents";
import { createReconciler } from "./platform/reconciler";
import { createUploads } from "./platform/uploads";
import { createModerationGate } from "./modules/moderation/gate";
import { createNotices } from "./modules/moderation/notices";

export interface Runtime {
  deps: AppDeps & { live: Realtime };
  db: Database;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** Talk to the embedded engine over its socket, as another process would (platform/db.ts). */
  engineOverSocket?: boolean;
  log?: (line: string) => void;
}

/** Everything the app needs, wired from the config: database, models, auth, mail, uploads, limits. */
export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const db = await openDatabase({
    mongodbUri: config.mongodbUri,
    dataDir: options.inMemory ? undefined : config.dataDir,
    overSocket: options.engineOverSocket ?? false,
    ...(options.log ? { log: options.log } : {}),
  });
  const models = registerModels(db.connection);
  // Alone, limits are counted in memory (no database work per call); several instances (REDIS_URL)
  // share the counts in Redis, as they share rooms and broadcasts.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl).catch(async (error: unknown) => {
        await db.close();
        throw error;
      })
    : undefined;
  const limits = { mode: config.rateLimits };
  const rateLimiter = redis ? createRedisRateLimiter(redis.pub, Date.now, limits) : createMemoryRateLimiter(Date.now, limits);
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
  await ensureCommunities(models.Community);
  // The seed articles' and the communities' pictures are drawn when first asked for.
  uploads.addSource(seedImageSource);
  uploads.addSource(communityImageSource);
  const cache = createResponseCache();
  // Writes cut short by a crash (an instance killed, the database gone mid-write) are repaired here:
  // once now, before this instance serves anything, and on a schedule (platform/reconciler.ts), each
  // key by its kind's recount (intent-kinds.ts). A repair drops the answers that showed the old
  // values, on every instance.
  const intents = createWriteIntents(models, intentKinds);
  const reconciler = createReconciler(models, intents, {
    table: intentKinds,
    deps: models,
    log: options.log ?? console.error,
    repaired: (tags) => {
      for (const tag of tags) cache.invalidate(tag);
    },
  });
  // Members' account lookups, one per member: apart from the answers so they never evict each other.
  const accounts = createResponseCache({ maxEntries: 50_000 });
  // Registered publishers' pages may call the API and open sockets from their own origins.
  const publishers = createPublisherRegistry({ models, cache });
  // Embed tokens hold while their publisher (and its secret, or the page origin) is registered.
  const auth = createAuth({ secret: config.jwtSecret, models, accounts, embedBindings: createEmbedBindingCheck(publishers, config.publicUrl) });
  // Sockets take their identity from the handshake; a revoked session's are closed at once.
  const live = createRealtime({ auth, redis, allowOrigin: publishers.isRegistered, ...(options.log ? { log: options.log } : {}) });
  const pictureCache = createResponseCache({ maxEntries: 50_000 });
  // Members' sanctions in force and the hold settings, read by every write: dropped on every instance by a change.
  const moderationCache = createResponseCache({ maxEntries: 50_000 });
  // Several instances (REDIS_URL): cache changes reach the others through socket.io's adapter. One
  // instance relays nothing (the in-memory adapter would log a warning per change).
  if (redis) {
    const caches = { responses: cache, accounts, pictures: pictureCache, moderation: moderationCache };
    relayCacheChanges(live, caches);
    keepOnlyWhileRelayed(redis, Object.values(caches), options.log ?? console.error);
  }
  // After the relay is set up, so a repair's dropped answers reach the other instances too.
  await reconciler.sweep().catch((error: unknown) => (options.log ?? console.error)(`reconciling at start failed: ${String(error)}`));
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, "outbox"),
    logLinks: config.env !== "production",
    ...(options.log ? { log: options.log } : {}),
  });
  // Built once; it reads the time through deps, as the gate does.
  const heldNotices = createNotices({ models, mailer, live, now: () => deps.now() });
  const deps: AppDeps & { live: Realtime } = {
    models,
    auth,
    mailer,
    background: createBackground(options.log),
    rateLimiter,
    uploads,
    config,
    live,
    intents,
    cache,
    publishers,
    pictures: createPictureBook(models, pictureCache),
    // The gate reads the time through deps, so that a test that moves the clock moves it too.
    moderation: createModerationGate({
      models,
      cache: moderationCache,
      now: () => deps.now(),
      // A held piece's author is told as every notice is told (stored, and mailed).
      issue: (notice) => heldNotices.issue(notice),
    }),
    now,
    databaseState: db.state,
  };
  return {
    deps,
    db,
    async close() {
      await deps.background.idle();
      reconciler.stop();
      await intents.stop();
      live.close();
      await redis?.close();
      await db.close();
    },
  };
}

/**
 * The caches hold answers only while the relay carries the other instances' changes: when a Redis
 * connection drops, what they kept is dropped and nothing is kept until both connections are back
 * (and it is dropped once more then), so no answer outlives its bound across an outage.
 */
function keepOnlyWhileRelayed(redis: RedisLink, caches: ResponseCache[], log: (line: string) => void): void {
  const down = new Set<string>();
  for (const [name, connection] of Object.entries({ pub: redis.pub, sub: redis.sub })) {
    // "reconnecting": the connection was lost and is being retried (a quit at shutdown is not that).
    connection.on("reconnecting", () => {
      if (down.size === 0) {
        log("redis connection lost: caches keep nothing until it is back");
        for (const cache of caches) cache.setKeeping(false);
      }
      down.add(name);
    });
    connection.on("ready", () => {
      if (!down.delete(name) || down.size > 0) return;
      log("redis connection back: caches keep answers again");
      for (const cache of caches) cache.setKeeping(true);
    });
  }
}

/** Sends each cache's changes to the other instances and applies theirs, named so each lands in its own cache. */
function relayCacheChanges(live: Realtime, caches: Record<string, ResponseCache>): void {
  const CACHE_EVENT = "pnyx:cache-change";
  for (const [name, cache] of Object.entries(caches)) {
    cache.onChange((change) => live.io.serverSideEmit(CACHE_EVENT, { cache: name, ...change }));
  }
  live.io.on(CACHE_EVENT, (change: unknown) => {
    const { cache, tag, withinMs } = (change ?? {}) as { cache?: unknown; tag?: unknown; withinMs?: unknown };
    const target = typeof cache === "string" && Object.hasOwn(caches, cache) ? caches[cache] : undefined;
    if (target && typeof tag === "string" && typeof withinMs === "number") target.changed(tag, withinMs, false);
  });
}
