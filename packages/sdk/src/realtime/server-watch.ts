// One thing watched on the server (an article's thread, the member's own events, the chat's
// statistics): asked for on every connection while anyone watches it, let go when the last stops.
// Each watcher holds the link open and gets a `ready` promise for the server's acknowledgement.
import { PnyxError } from "../errors";
import { quiet } from "./ask";
import type { SocketLink } from "./socket-link";

/**
 * What a watch call returns: call it to stop (idempotent), or await `ready`, which resolves once the
 * server has acknowledged the watch (events from then on are heard) and rejects with a PnyxError
 * when it is refused (e.g. 401 for a visitor's member watch), when the first connection attempt
 * fails (kind "network"; the watch stays and resumes when the link connects), or when it is stopped
 * first (code "closed"). Nobody has to await it: an unheard rejection is not reported.
 */
export interface Subscription {
  (): void;
  readonly ready: Promise<void>;
}

/** A Subscription that `link.close()` (the client's `close()`) stops too. */
export function subscription(link: SocketLink, stop: () => void, ready: Promise<void>): Subscription {
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    untrack();
    stop();
  };
  const untrack = link.track(end);
  return Object.assign(end, { ready: quiet(ready) });
}

interface Pending {
  resolve(): void;
  reject(error: PnyxError): void;
}

export interface ServerWatch {
  /** Adds a watcher; the first one starts the watch. */
  add(): { ready: Promise<void>; release(): void };
}

/**
 * `start` asks the server (resolving when it acknowledged), `stop` tells it the last watcher left
 * (on the current connection, if any); `forget` runs when the last watcher leaves (drop the entry).
 */
export function createServerWatch(link: SocketLink, start: () => Promise<unknown>, stop: () => void, forget: () => void = () => {}): ServerWatch {
  let watchers = 0;
  /** Whether the server has acknowledged it on the current connection. */
  let acknowledged = false;
  const pending = new Set<Pending>();

  const settle = (error: PnyxError | null) => {
    for (const p of [...pending]) error ? p.reject(error) : p.resolve();
    pending.clear();
  };
  /** Asks made so far: only the latest one's answer counts. */
  let asks = 0;
  /** Whether the latest ask still waits for its answer (which settles every waiting watcher). */
  let asking = false;
  function ask() {
    acknowledged = false;
    asking = true;
    const mine = ++asks;
    start().then(
      () => {
        if (mine !== asks) return;
        asking = false;
        acknowledged = true;
        settle(null);
      },
      (error: unknown) => {
        if (mine !== asks) return;
        asking = false;
        settle(error instanceof PnyxError ? error : new PnyxError(0, "network_error", String(error), { cause: error }));
      },
    );
  }
  /** Listening to the link while anyone watches: asked again on every connection. */
  let unlisten: (() => void) | null = null;
  function listen() {
    const offConnect = link.onConnect(ask);
    const offStatus = link.subscribe((status) => {
      if (status !== "connected") acknowledged = false;
    });
    unlisten = () => {
      offConnect();
      offStatus();
    };
  }

  return {
    add() {
      watchers += 1;
      if (watchers === 1) listen();
      const release = link.hold();
      let entry: Pending | null = null;
      const ready = acknowledged
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            entry = { resolve, reject };
            pending.add(entry);
            link.connected().catch((error: PnyxError) => {
              if (entry && pending.delete(entry)) reject(error);
            });
          });
      // Connected and not (being) acknowledged: ask now (else the connect handler does). The first watcher
      // always asks (an answer still awaited was to a watch its predecessors already let go); a later one
      // asks again after a refusal or a failed ask, instead of waiting for an answer that will not come.
      if (link.current() && (watchers === 1 || (!acknowledged && !asking))) ask();
      let done = false;
      return {
        ready,
        release() {
          if (done) return;
          done = true;
          if (entry && pending.delete(entry)) entry.reject(new PnyxError(0, "closed", "Stopped before the server answered", { kind: "local" }));
          watchers -= 1;
          if (watchers === 0) {
            acknowledged = false;
            if (link.current()) stop();
            unlisten?.();
            unlisten = null;
            forget();
          }
          release();
        },
      };
    },
  };
}
