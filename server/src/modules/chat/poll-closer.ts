import type { Poll } from "@pnyx/contract";
import type { Polls } from "./polls";

/** Polls another instance made (or a clock jump) are caught by a sweep at least this often. */
const LONGEST_WAIT_MS = 60_000;

/**
 * Closes polls when their time is up: a timer for the next poll to close, re-armed after each sweep
 * and when a poll is made here; a sweep at start closes what came due while the server was down.
 * Each instance runs one; `polls.closeDue` closes each poll once, so each closing is pushed once.
 */
export function createPollCloser(polls: Pick<Polls, "closeDue" | "nextClosing">, now: () => Date, closed: (poll: Poll) => void, log: (line: string) => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let nextAt = Number.POSITIVE_INFINITY;

  function arm(at: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    nextAt = at;
    timer = setTimeout(() => void sweep(), Math.max(0, Math.min(at - now().getTime(), LONGEST_WAIT_MS)));
  }

  async function sweep(): Promise<void> {
    try {
      for (const poll of await polls.closeDue()) closed(poll);
      const next = await polls.nextClosing();
      arm(next ? next.getTime() : now().getTime() + LONGEST_WAIT_MS);
    } catch (error) {
      log(`closing polls failed: ${error instanceof Error ? error.message : String(error)}`);
      arm(now().getTime() + LONGEST_WAIT_MS);
    }
  }

  void sweep();
  return {
    sweep,
    /** A poll made here closes on time without waiting for the next sweep. */
    scheduled(poll: Poll): void {
      const at = Date.parse(poll.closesAt);
      if (at < nextAt) arm(at);
    },
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
