import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { startEmbeddedMongo, type EmbeddedMongo } from "@pnyx/embedded-mongo";
import { Redis } from "ioredis";
import mongoose, { type Connection } from "mongoose";
import { hasRedisServer, startRedis, type TestRedis } from "../test-support/redis";
import {
  byAddress,
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  RATE_LIMIT_SCALE,
  RATE_RULES,
  type RateLimiter,
  type RateRule,
} from "./rate-limit";

let engine: EmbeddedMongo;
let connection: Connection;
let redisServer: TestRedis | undefined;
let redis: Redis | undefined;
beforeAll(async () => {
  engine = await startEmbeddedMongo({});
  connection = await mongoose.createConnection(engine.uri, { dbName: "ratelimit" }).asPromise();
  if (hasRedisServer) {
    redisServer = await startRedis();
    redis = new Redis(redisServer.url);
  }
});
afterAll(async () => {
  await connection.close();
  await engine.stop();
  redis?.disconnect();
  await redisServer?.stop();
});

const rule: RateRule = { name: "t", limit: 3, windowMs: 60_000, message: "slow down" };

// The same algorithm over both counter stores: the database (shared by instances) and memory (alone).
const stores: Array<[string, (now: () => number) => RateLimiter]> = [
  ["database", (now) => createRateLimiter(connection, now)],
  ["memory", (now) => createMemoryRateLimiter(now)],
  ...(hasRedisServer ? [["redis", (now: () => number) => createRedisRateLimiter(redis!, now)] as [string, (now: () => number) => RateLimiter]] : []),
];

for (const [store, make] of stores) {
  describe(`rate limiter (${store})`, () => {
    it("allows the limit, then answers 429 with the rule's message and a retry time", async () => {
      let clock = 120_000;
      const limiter = make(() => clock);
      for (let i = 0; i < 3; i++) await limiter.hit(rule, "a");
      const error = await limiter.hit(rule, "a").catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, code: "rate_limited", message: "slow down", retryAfterSeconds: 60 });
      clock += 1000;
      await limiter.hit(rule, "b"); // other keys are not affected
    });

    it("keeps counting across a window boundary (sliding window)", async () => {
      let clock = 60 * 60_000 - 1000; // one second before a boundary
      const limiter = make(() => clock);
      for (let i = 0; i < 3; i++) await limiter.hit(rule, "burst");
      clock += 2000; // just past the boundary: most of the previous window still counts
      expect(await limiter.hit(rule, "burst").catch((e: unknown) => (e as { status: number }).status)).toBe(429);
      clock += 60_000; // a whole window later the burst has slid out
      await limiter.hit(rule, "burst");
    });
  });

  describe(`take, release and clear (${store})`, () => {
    it("counts without throwing, and a released hit no longer counts", async () => {
      const clock = () => 7 * 60_000 + 10;
      const limiter = make(clock);
      const takes = [];
      for (let i = 0; i < 4; i++) takes.push(await limiter.take(rule, "take"));
      expect(takes.map((t) => t.allowed)).toEqual([true, true, true, false]);
      expect(takes[3]!.retryAfterSeconds).toBe(60);
      await takes[3]!.release();
      await takes[3]!.release(); // once only
      await takes[2]!.release();
      expect((await limiter.take(rule, "take")).allowed).toBe(true);
      expect((await limiter.take(rule, "take")).allowed).toBe(false);
    });

    it("clear forgets a key's counts, in the current and the previous window", async () => {
      let clock = 9 * 60_000 + 30_000;
      const limiter = make(() => clock);
      for (let i = 0; i < 3; i++) await limiter.hit(rule, "cleared");
      clock += 60_000; // next window: half of the previous one still counts
      await limiter.clear(rule, "cleared");
      for (let i = 0; i < 3; i++) await limiter.hit(rule, "cleared");
      expect(await limiter.hit(rule, "cleared").catch((e: unknown) => (e as { status: number }).status)).toBe(429);
    });
  });
}

describe("database counters", () => {
  it("is shared by every limiter on the same database (several server instances)", async () => {
    const clock = () => 5 * 60_000 + 10;
    const one = createRateLimiter(connection, clock);
    const two = createRateLimiter(connection.useDb("ratelimit"), clock);
    await one.hit(rule, "shared");
    await two.hit(rule, "shared");
    await one.hit(rule, "shared");
    expect(await two.hit(rule, "shared").catch((e: unknown) => (e as { status: number }).status)).toBe(429);
  });
});

describe.skipIf(!hasRedisServer)("redis counters", () => {
  it("are shared by every instance on the same Redis, and a release never goes below zero", async () => {
    const clock = () => 7 * 60_000 + 10;
    const other = new Redis(redisServer!.url);
    const one = createRedisRateLimiter(redis!, clock);
    const two = createRedisRateLimiter(other, clock);
    await one.hit(rule, "shared");
    const taken = await two.take(rule, "shared");
    await taken.release();
    await taken.release();
    await one.hit(rule, "shared");
    await two.hit(rule, "shared");
    expect(await one.hit(rule, "shared").catch((e: unknown) => (e as { status: number }).status)).toBe(429);
    other.disconnect();
  });
});

describe("relaxed limits (RATE_LIMITS=relaxed)", () => {
  it("multiply every limit: a seeding script signs up a thousand members from one address", async () => {
    const clock = 120_000;
    const relaxed = createMemoryRateLimiter(() => clock, { mode: "relaxed" });
    const rule = RATE_RULES.signupByIp;
    const seeder = byAddress("192.0.2.1");
    for (let i = 0; i < 1000; i++) await relaxed.hit(rule, seeder);
    // The default is unchanged: the sixth sign-up is refused.
    const standard = createMemoryRateLimiter(() => clock, { mode: "standard" });
    for (let i = 0; i < rule.limit; i++) await standard.hit(rule, seeder);
    expect(await standard.hit(rule, seeder).catch((e: unknown) => (e as { status: number }).status)).toBe(429);
  });

  it("still end somewhere", async () => {
    const relaxed = createMemoryRateLimiter(() => 120_000, { mode: "relaxed" });
    const tight: RateRule = { name: "tight", limit: 1, windowMs: 60_000, message: "slow down" };
    for (let i = 0; i < RATE_LIMIT_SCALE.relaxed; i++) await relaxed.hit(tight, "k");
    expect(await relaxed.hit(tight, "k").catch((e: unknown) => (e as { status: number }).status)).toBe(429);
  });
});

describe("per-address rules", () => {
  it("count an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 one", async () => {
    const limiter = createMemoryRateLimiter(() => 120_000);
    const rule = RATE_RULES.signupByIp;
    // Five sign-ups from five addresses of one /64 spend the network's five.
    for (let i = 1; i <= rule.limit; i++) await limiter.hit(rule, byAddress(`2001:db8:aa:bb::${i.toString(16)}`));
    const sixth = await limiter.hit(rule, byAddress("2001:db8:aa:bb:ffff:ffff:ffff:ffff")).catch((e: unknown) => e);
    expect(sixth).toMatchObject({ status: 429 });
    // The next /64 is another network.
    await limiter.hit(rule, byAddress("2001:db8:aa:bc::1"));
    for (let i = 0; i < rule.limit; i++) await limiter.hit(rule, byAddress("203.0.113.5"));
    expect(await limiter.hit(rule, byAddress("::ffff:203.0.113.5")).catch((e: unknown) => (e as { status: number }).status)).toBe(429);
  });

  it("are keyed by the network, scoped when one rule counts several things per address", () => {
    expect(String(byAddress("2001:DB8:0:1:2:3:4:5"))).toBe("2001:db8:0:1::/64");
    expect(String(byAddress("203.0.113.5", "admin"))).toBe("admin:203.0.113.5");
    expect(String(byAddress("unknown"))).toBe("unknown");
  });

  it("are every rule that counts per address", () => {
    const perAddress = Object.values(RATE_RULES as Record<string, RateRule>)
      .filter((r) => r.perAddress)
      .map((r) => r.name);
    expect(perAddress.sort()).toEqual(["embed-refresh", "embed-threads", "link-attempts", "login-ip", "mail", "public-forms", "signup-ip", "sso-ip"]);
  });
});
