import { Redis } from "ioredis";

/**
 * The Redis connections of an instance that runs beside others (REDIS_URL): one for commands and
 * publishing (rate-limit counters, the socket.io adapter's broadcasts) and one that only subscribes,
 * as Redis requires of a subscribed connection.
 */
export interface RedisLink {
  pub: Redis;
  sub: Redis;
  close(): Promise<void>;
}

export async function connectRedis(url: string): Promise<RedisLink> {
  // Commands wait while a connection is re-established instead of failing at once; a server that
  // cannot reach Redis at start stops with the reason.
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 20 });
  const sub = pub.duplicate();
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    pub,
    sub,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
