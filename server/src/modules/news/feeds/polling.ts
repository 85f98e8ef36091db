import type { FeedConfig } from "./config";
import { defaultFetchText, type FetchText } from "./fetch";
import { errorMessage, ingestFeeds, type IngestDeps, type IngestResult } from "./store";

export interface FeedPollingOptions {
  intervalMs?: number;
  /** Delay before the first run, so start-up is not held up by the network. */
  firstRunDelayMs?: number;
  fetchText?: FetchText;
  log?: (line: string) => void;
  now?: () => Date;
}

/** One line per run: what was stored, and which feeds failed and why. */
export function formatIngestSummary(result: IngestResult, feedCount: number): string {
  const failures = result.failed.map((f) => `${f.url}: ${f.error}`).join("; ");
  return `news feeds: ${feedCount} polled, ${result.inserted} new, ${result.skipped} skipped, ${result.failed.length} failed${failures ? ` (${failures})` : ""}`;
}

/**
 * Polls the feeds soon after start and then every `intervalMs` (15 minutes by default). Runs never
 * overlap and never throw out of the timer. Returns a function that stops polling.
 */
export function startFeedPolling(deps: IngestDeps, feeds: FeedConfig[], options: FeedPollingOptions = {}): () => void {
  if (feeds.length === 0) return () => {};
  const { intervalMs = 15 * 60_000, firstRunDelayMs = 2_000, fetchText = defaultFetchText, log = console.log, now = () => new Date() } = options;
  let stopped = false;
  let running = false;

  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      const result = await ingestFeeds(deps, feeds, fetchText, now());
      if (!stopped) log(formatIngestSummary(result, feeds.length));
    } catch (error) {
      try {
        log(`news feeds: run failed: ${errorMessage(error)}`);
      } catch {
        // A broken logger must not take the timer down either.
      }
    } finally {
      running = false;
    }
  };
  const tick = () => void run();

  const first = setTimeout(tick, firstRunDelayMs);
  const interval = setInterval(tick, intervalMs);
  // Polling alone never keeps the process alive.
  first.unref?.();
  interval.unref?.();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
  };
}
