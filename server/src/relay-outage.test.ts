import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "./test-support/context";
import { hasRedisServer, startRedis, type TestRedis } from "./test-support/redis";

// Issue 36: changes announced while the Redis relay was down never arrived, and an instance served
// counts one behind for a minute. While the relay is down the caches keep nothing; when it is back,
// they drop what they held and keep again.
describe.skipIf(!hasRedisServer)("caches across a Redis outage", () => {
  let redis: TestRedis;
  let ctx: TestContext;
  beforeAll(async () => {
    redis = await startRedis();
    ctx = await createTestContext({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await ctx.close();
    await redis.stop();
  });

  const until = async (check: () => boolean, what: string, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await Bun.sleep(50);
    }
  };

  it("keep nothing while the relay is down, and start again from nothing once it is back", async () => {
    const { cache } = ctx.runtime.deps;
    const heard: string[] = [];
    cache.watch(({ tag }) => heard.push(tag));
    cache.set("trending", ["feeds"], '{"n":1}', 60_000);
    expect(cache.get("trending")).toBe('{"n":1}');

    const port = Number(new URL(redis.url).port);
    await redis.stop();
    await until(() => !cache.keeps(), "the caches to stop keeping");
    expect(cache.get("trending")).toBeUndefined();
    expect(heard).toContain("*");
    // Computed during the outage: not kept (another instance's change to it could not be heard).
    const during = cache.now();
    cache.set("trending", ["feeds"], '{"n":2}', 60_000, during);
    expect(cache.get("trending")).toBeUndefined();

    redis = await startRedis(port);
    await until(() => cache.keeps(), "the caches to keep again");
    // An answer computed before the relay came back may have missed a change: it is not kept either.
    cache.set("trending", ["feeds"], '{"n":2}', 60_000, during);
    expect(cache.get("trending")).toBeUndefined();
    cache.set("trending", ["feeds"], '{"n":3}', 60_000);
    expect(cache.get("trending")).toBe('{"n":3}');
  }, 40_000);
});
