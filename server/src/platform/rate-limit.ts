import { ERROR_CODES } from "@pnyx/contract";
import { Schema, type Connection, type Model } from "mongoose";
import { HttpError } from "./errors";

/**
 * Sliding-window counters kept in the database, so every server instance sees the same counts.
 * One document per (rule, key, fixed window); a hit counts the current window plus the part of the
 * previous window still inside the sliding one, so a burst cannot double up across a boundary.
 * Documents expire after two windows (TTL index).
 */
const counterSchema = new Schema(
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
}

/** The limits of the server rules. */
export const RATE_RULES = {
  loginByIp: { name: "login-ip", limit: 10, windowMs: 60_000, message: "Too many login attempts. Please wait a minute and try again." },
  loginByUsername: { name: "login-user", limit: 10, windowMs: 60_000, message: "Too many login attempts. Please wait a minute and try again." },
  signupByIp: { name: "signup-ip", limit: 5, windowMs: 3_600_000, message: "Too many sign-ups from this network. Please try again later." },
  memberWrites: { name: "writes", limit: 30, windowMs: 60_000, message: "You are doing that too often. Please wait a minute." },
  publicForms: { name: "public-forms", limit: 10, windowMs: 600_000, message: "Too many requests. Please try again in a few minutes." },
  linkAttempts: { name: "link-attempts", limit: 20, windowMs: 3_600_000, message: "Too many attempts. Please try again later." },
  mailRequests: { name: "mail", limit: 5, windowMs: 3_600_000, message: "Too many e-mails requested. Please try again later." },
} as const satisfies Record<string, RateRule>;

export interface RateLimiter {
  /** Counts one hit; throws 429 when the window's limit is passed. */
  hit(rule: RateRule, key: string): Promise<void>;
}

export function createRateLimiter(connection: Connection, now: () => number = Date.now): RateLimiter {
  const Counter: Model<CounterDoc> = connection.model<CounterDoc>("RateCounter", counterSchema as never);
  return {
    async hit(rule, key) {
      const time = now();
      const windowStart = Math.floor(time / rule.windowMs) * rule.windowMs;
      const id = (start: number) => `${rule.name}:${key}:${start}`;
      const [current, previous] = await Promise.all([
        Counter.findOneAndUpdate(
          { _id: id(windowStart) },
          { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + 2 * rule.windowMs) } },
          { upsert: true, returnDocument: "after", lean: true },
        ),
        Counter.findById(id(windowStart - rule.windowMs), { count: 1 }).lean(),
      ]);
      const overlap = 1 - (time - windowStart) / rule.windowMs;
      const count = (current?.count ?? 1) + (previous?.count ?? 0) * overlap;
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - time) / 1000));
        throw new RateLimitError(rule.message, retryAfter);
      }
    },
  };
}

export class RateLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}
