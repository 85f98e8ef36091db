// Watches the database connection by pinging it: tells health when the database is unreachable (so a
// load balancer stops sending traffic), and rebuilds the driver's client when it stops making
// progress, since a client can stay stuck after its server restarts (seen under Bun: issue 36).

/** How often the database is pinged. */
export const PING_EVERY_MS = 2_000;
/** A ping slower than this counts as failed. */
export const PING_TIMEOUT_MS = 2_000;
/** Failing for this long: health says unreachable. */
export const UNREACHABLE_AFTER_MS = 3_000;
/** Failing for this long: the client is rebuilt (then again each time as long, while it keeps failing). */
export const REBUILD_AFTER_MS = 10_000;

export interface DbWatchdogOptions {
  /** One round trip to the database (e.g. the `ping` command); rejects when it fails. */
  ping(): Promise<unknown>;
  /** Closes the driver's client and opens it again on the same models. */
  rebuild(): Promise<unknown>;
  log?: (line: string) => void;
  now?: () => number;
}

export interface DbWatchdog {
  /** Whether the last pings failed for UNREACHABLE_AFTER_MS or longer. */
  unreachable(): boolean;
  /** One check now (the timer runs it every PING_EVERY_MS). */
  check(): Promise<void>;
  stop(): void;
}

export function createDbWatchdog(options: DbWatchdogOptions): DbWatchdog {
  const now = options.now ?? Date.now;
  const log = options.log ?? console.error;
  let failingSince: number | null = null;
  let lastRebuild = 0;
  let running: Promise<void> | null = null;

  const timeout = () =>
    new Promise<never>((_, reject) => {
      const timer = setTimeout(() => reject(new Error("ping timed out")), PING_TIMEOUT_MS);
      (timer as { unref?: () => void }).unref?.();
    });

  async function once(): Promise<void> {
    try {
      const ping = options.ping();
      // A ping that loses the race still settles later: its failure must not go unhandled (it would end the process).
      ping.catch(() => {});
      await Promise.race([ping, timeout()]);
      if (failingSince !== null) log(`database reachable again after ${Math.round((now() - failingSince) / 1000)} s`);
      failingSince = null;
    } catch (error) {
      const at = now();
      failingSince ??= at;
      if (at - failingSince >= REBUILD_AFTER_MS && at - lastRebuild >= REBUILD_AFTER_MS) {
        lastRebuild = at;
        log(
          `database unreachable for ${Math.round((at - failingSince) / 1000)} s (${error instanceof Error ? error.message : String(error)}): rebuilding the client`,
        );
        await options
          .rebuild()
          .catch((failure: unknown) => log(`database client rebuild failed: ${failure instanceof Error ? failure.message : String(failure)}`));
      }
    }
  }

  const timer = setInterval(() => void check(), PING_EVERY_MS);
  (timer as { unref?: () => void }).unref?.();

  function check(): Promise<void> {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    unreachable: () => failingSince !== null && now() - failingSince >= UNREACHABLE_AFTER_MS,
    check,
    stop: () => clearInterval(timer),
  };
}
