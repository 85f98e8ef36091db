import { CHAT_MESSAGES, CHAT_RATE, ERROR_CODES } from "@pnyx/contract";
import type { Redis } from "ioredis";
import { Schema, type Connection, type Model } from "mongoose";
import { addressNetwork } from "./client-ip";
import { HttpError } from "./errors";

/** A window's count in the database (one document per rule, key and window), dropped by TTL. */
const counterSchema = new Schema<CounterDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "ratelimits", versionKey: false },
);
counterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

interface CounterDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** Counted per client address: its key must come from `byAddress`, which counts an IPv6 /64 as one address. */
  perAddress?: true;
}

declare const network: unique symbol;
/** A per-address rule's key: the client's network (client-ip.ts addressNetwork), maybe scoped. */
export type AddressKey = string & { readonly [network]: true };

/**
 * The key a per-address rule counts a client under: its network (IPv4 address; IPv6 /64, so a client
 * cannot step around a limit through the 2^64 addresses of its own network; IPv4-mapped IPv6 as IPv4),
 * after `scope` when one rule counts several things per address.
 */
export const byAddress = (ip: string, scope?: string): AddressKey => `${scope ? `${scope}:` : ""}${addressNetwork(ip) ?? "unknown"}` as AddressKey;

/** What a rule counts under: a per-address rule only a `byAddress` key, so no caller forgets the /64. */
export type RateKey<R extends RateRule> = R extends { perAddress: true } ? AddressKey : string;

/**
 * The limits of the server rules. Per address (an IPv6 /64 is one address): 10 logins a minute, 5
 * sign-ups an hour, 10 public forms in 10 minutes, 5 mail requests and 20 link attempts an hour; per
 * member: 30 writes a minute, and the chat's own; per publisher: the threads its pages make.
 * RATE_LIMITS=relaxed (development only) multiplies them all by RATE_LIMIT_SCALE.relaxed.
 */
export const RATE_RULES = {
  loginByIp: { name: "login-ip", limit: 10, windowMs: 60_000, message: "Too many login attempts. Please wait a minute and try again.", perAddress: true },
  /**
   * Failed logins per username (successes do not count). Once spent, only addresses that have logged
   * into the account before get their password checked; others are refused before any check, so a
   * stranger can neither keep guessing nor lock the owner out.
   */
  loginFailuresByUsername: {
    name: "login-fail-user",
    limit: 10,
    windowMs: 15 * 60_000,
    message: "Too many failed logins for this account. Please try again in 15 minutes, or reset your password.",
  },
  adminLoginFailuresByUsername: {
    name: "admin-login-fail-user",
    limit: 10,
    windowMs: 15 * 60_000,
    message: "Too many failed logins for this account. Please try again in 15 minutes.",
  },
  signupByIp: { name: "signup-ip", limit: 5, windowMs: 3_600_000, message: "Too many sign-ups from this network. Please try again later.", perAddress: true },
  /** Chat messages and polls per member (§9): a burst beyond it is refused, the member stays in the room. */
  chatMessages: { name: "chat", limit: CHAT_RATE.messages, windowMs: CHAT_RATE.windowMs, message: CHAT_MESSAGES.tooFast },
  /**
   * Rooms a member enters per minute, over all their connections (a reconnect enters again): each
   * entry reads the room and may tell it "joined", so join/leave churn is bounded; leaving never is.
   */
  chatJoins: { name: "chat-joins", limit: 30, windowMs: 60_000, message: CHAT_MESSAGES.tooFast },
  /** Poll votes per member, over all their connections (a change of mind is a vote too). */
  pollVotes: { name: "poll-votes", limit: 20, windowMs: 10_000, message: CHAT_MESSAGES.tooFast },
  /** Publisher sign-ins per address: a page signs a reader in once per session, a refresh every few minutes. */
  ssoSignIns: { name: "sso-ip", limit: 30, windowMs: 60_000, message: "Too many sign-ins. Please wait a minute and try again.", perAddress: true },
  /**
   * Embed sessions from a grant (the bridge frame: once per page load and every ~9 minutes per
   * reader): generous, since many readers share an office's address; a flood is still bounded.
   */
  embedRefreshes: { name: "embed-refresh", limit: 600, windowMs: 60_000, message: "Too many sign-in renewals. Please wait a minute.", perAddress: true },
  /** Unsigned threads a page's first embeds may make per address (existing threads are never counted). */
  embedThreads: {
    name: "embed-threads",
    limit: 30,
    windowMs: 600_000,
    message: "Too many new threads. Please try again in a few minutes.",
    perAddress: true,
  },
  /**
   * Unsigned threads made for one publisher, from any number of addresses: `Origin` is only a
   * browser's word, so this bounds what forged calls can make in a publisher's name (unlisted, but
   * stored). A publisher whose pages sign their threads is not held back by it.
   */
  unsignedThreadsByPublisher: {
    name: "unsigned-threads-publisher",
    limit: 60,
    windowMs: 3_600_000,
    message: "Too many new threads for this publisher. Please try again later, or sign the threads (thread-token).",
  },
  /** Signed threads made for one publisher: generous (the publisher vouches for each), but bounded. */
  signedThreadsByPublisher: {
    name: "signed-threads-publisher",
    limit: 1_000,
    windowMs: 3_600_000,
    message: "Too many new threads for this publisher. Please try again later.",
  },
  memberWrites: { name: "writes", limit: 30, windowMs: 60_000, message: "You are doing that too often. Please wait a minute." },
  publicForms: { name: "public-forms", limit: 10, windowMs: 600_000, message: "Too many requests. Please try again in a few minutes.", perAddress: true },
  linkAttempts: { name: "link-attempts", limit: 20, windowMs: 3_600_000, message: "Too many attempts. Please try again later.", perAddress: true },
  mailRequests: { name: "mail", limit: 5, windowMs: 3_600_000, message: "Too many e-mails requested. Please try again later.", perAddress: true },
  /** Mails a signed-in member asks for (a password reset link), per member. */
  memberMailRequests: { name: "mail-member", limit: 5, windowMs: 3_600_000, message: "Too many e-mails requested. Please try again later." },
  /**
   * Account mails (verification, reset, username) per recipient address and kind: beyond it nothing is
   * sent, silently, with the same answer, so a flood of requests from many networks cannot bury
   * someone's mailbox or tell whether the address has an account.
   */
  mailsPerAddress: { name: "mail-address", limit: 3, windowMs: 3_600_000, message: "Too many e-mails to this address. Please try again later." },
} as const satisfies Record<string, RateRule>;

/** How much each RATE_LIMITS setting multiplies every limit by: "relaxed" lets a seeding script make thousands of members. */
export const RATE_LIMIT_SCALE = { standard: 1, relaxed: 1000 } as const;

export interface RateLimiterOptions {
  /** Config.rateLimits; "standard" when left out. */
  mode?: keyof typeof RATE_LIMIT_SCALE;
}

/** One counted hit: whether it was within the limit, and a way to take it back. */
export interface RateTake {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** Un-counts this hit (once; never below zero). */
  release(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit; throws 429 when the window's limit is passed. */
  hit<R extends RateRule>(rule: R, key: RateKey<R>): Promise<void>;
  /** Counts one hit and says whether it was within the limit, without throwing. */
  take<R extends RateRule>(rule: R, key: RateKey<R>): Promise<RateTake>;
  /** Forgets every hit counted for a key (e.g. failed logins after a password reset). */
  clear<R extends RateRule>(rule: R, key: RateKey<R>): Promise<void>;
}

/** Where window counts live: the algorithm below is the same for every store. */
interface CounterStore {
  /** Adds one to a counter (made if missing, kept until `expiresAt`) and answers the new count. */
  increment(id: string, expiresAt: number): Promise<number>;
  count(id: string): Promise<number>;
  /** Takes one back, never below zero. */
  decrement(id: string): Promise<void>;
  remove(ids: string[]): Promise<void>;
}

/** Counters in the database, so several instances share one count (TTL index drops old windows). */
function databaseCounters(connection: Connection): CounterStore {
  const Counter: Model<CounterDoc> = connection.models.RateCounter ?? connection.model<CounterDoc>("RateCounter", counterSchema);
  return {
    async increment(id, expiresAt) {
      const doc = await Counter.findOneAndUpdate(
        { _id: id },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(expiresAt) } },
        { upsert: true, returnDocument: "after", lean: true },
      );
      return doc?.count ?? 1;
    },
    async count(id) {
      return (await Counter.findById(id, { count: 1 }).lean())?.count ?? 0;
    },
    async decrement(id) {
      await Counter.updateOne({ _id: id, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async remove(ids) {
      await Counter.deleteMany({ _id: { $in: ids } });
    },
  };
}

/** Counters in this process: no database round trip per call, for a server that runs alone. */
function memoryCounters(now: () => number): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  let nextSweep = now() + 60_000;
  const live = (id: string) => {
    const counter = counters.get(id);
    if (counter && counter.expiresAt <= now()) counters.delete(id);
    return counters.get(id);
  };
  return {
    async increment(id, expiresAt) {
      const time = now();
      if (time >= nextSweep) {
        // Expired windows go once a minute, so memory follows the active keys only.
        for (const [key, counter] of counters) if (counter.expiresAt <= time) counters.delete(key);
        nextSweep = time + 60_000;
      }
      const counter = live(id);
      if (counter) return ++counter.count;
      counters.set(id, { count: 1, expiresAt });
      return 1;
    },
    async count(id) {
      return live(id)?.count ?? 0;
    },
    async decrement(id) {
      const counter = live(id);
      if (counter && counter.count > 0) counter.count--;
    },
    async remove(ids) {
      for (const id of ids) counters.delete(id);
    },
  };
}

/** Takes one back unless it is already zero (one step, so two releases cannot pass below it). */
const DECREMENT_IF_POSITIVE = "local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/** Counters in Redis, for instances that run beside each other (REDIS_URL): one round trip per hit, no database work. */
function redisCounters(redis: Redis, now: () => number): CounterStore {
  const key = (id: string) => `pnyx:rate:${id}`;
  return {
    async increment(id, expiresAt) {
      const k = key(id);
      // The expiry is set relative to the limiter's clock, so the window ends when the limiter says.
      const results = await redis
        .multi()
        .incr(k)
        .pexpire(k, Math.max(1, expiresAt - now()))
        .exec();
      return Number(results?.[0]?.[1] ?? 1);
    },
    async count(id) {
      return Number((await redis.get(key(id))) ?? 0);
    },
    async decrement(id) {
      await redis.eval(DECREMENT_IF_POSITIVE, 1, key(id));
    },
    async remove(ids) {
      if (ids.length > 0) await redis.del(...ids.map(key));
    },
  };
}

/**
 * Sliding-window limits: one counter per (rule, key, fixed window); a hit counts the current window
 * plus the part of the previous window still inside the sliding one, so a burst cannot double up
 * across a boundary. Counters are kept for two windows.
 */
function slidingWindowLimiter(store: CounterStore, now: () => number, options: RateLimiterOptions): RateLimiter {
  const id = (rule: RateRule, key: string, start: number) => `${rule.name}:${key}:${start}`;
  const scale = RATE_LIMIT_SCALE[options.mode ?? "standard"];

  async function take(rule: RateRule, key: string): Promise<RateTake> {
    const time = now();
    const windowStart = Math.floor(time / rule.windowMs) * rule.windowMs;
    const currentId = id(rule, key, windowStart);
    const [current, previous] = await Promise.all([
      store.increment(currentId, windowStart + 2 * rule.windowMs),
      store.count(id(rule, key, windowStart - rule.windowMs)),
    ]);
    const overlap = 1 - (time - windowStart) / rule.windowMs;
    const count = current + previous * overlap;
    let released = false;
    return {
      allowed: count <= rule.limit * scale,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - time) / 1000)),
      async release() {
        if (released) return;
        released = true;
        await store.decrement(currentId);
      },
    };
  }

  return {
    take,
    async hit(rule, key) {
      const result = await take(rule, key);
      if (!result.allowed) throw new RateLimitError(rule.message, result.retryAfterSeconds);
    },
    async clear(rule, key) {
      const windowStart = Math.floor(now() / rule.windowMs) * rule.windowMs;
      await store.remove([id(rule, key, windowStart), id(rule, key, windowStart - rule.windowMs)]);
    },
  };
}

/** Limits shared by every instance on one database (several instances behind a load balancer). */
export const createRateLimiter = (connection: Connection, now: () => number = Date.now, options: RateLimiterOptions = {}): RateLimiter =>
  slidingWindowLimiter(databaseCounters(connection), now, options);

/** Limits shared by every instance through Redis (REDIS_URL). */
export const createRedisRateLimiter = (redis: Redis, now: () => number = Date.now, options: RateLimiterOptions = {}): RateLimiter =>
  slidingWindowLimiter(redisCounters(redis, now), now, options);

/** Limits kept in this process: for a server that runs alone (no database work per call). */
export const createMemoryRateLimiter = (now: () => number = Date.now, options: RateLimiterOptions = {}): RateLimiter =>
  slidingWindowLimiter(memoryCounters(now), now, options);

export class RateLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}
