// Failures of the database itself (unreachable, restarting, a client that lost its connection), told
// apart from bugs and bad input: they answer 503 with Retry-After, so a client retries and monitoring
// sees an outage, not a caller's mistake.

/** The driver's and mongoose's names for "the database cannot be reached now". */
const UNAVAILABLE = new Set([
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoServerSelectionError",
  "MongooseServerSelectionError",
  "MongoNotConnectedError",
  "MongoPoolClearedError",
  "MongoTopologyClosedError",
  "MongoServerClosedError",
]);

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether `error` (or an error it was caused by) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (UNAVAILABLE.has(current.name)) return true;
    // Mongoose queues operations while disconnected and fails them after its buffer timeout.
    if (current.name === "MongooseError" && /buffering timed out|Connection was force closed|Client must be connected/.test(current.message)) return true;
  }
  return false;
}

/** Whether a write failed on a unique index (E11000): someone else stored the same key first. */
export const isDuplicateKey = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
