import type { Poll } from "@pnyx/contract";

/** How long a poll's changes gather before the room hears them, as one `poll-updated`. */
export const POLL_BROADCAST_WINDOW_MS = 250;

/**
 * A room hears a busy poll's counts at most once per window: each vote answers its voter at once
 * (the acknowledgement carries the poll), while the room gets the poll as it stands at the end of
 * the window, not one broadcast per vote. The revision tells listeners which is newest, so windows
 * of several instances may interleave.
 */
export function createPollBroadcasts(emit: (poll: Poll) => void, windowMs = POLL_BROADCAST_WINDOW_MS) {
  const waiting = new Map<string, Poll>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    timer = null;
    const polls = [...waiting.values()];
    waiting.clear();
    for (const poll of polls) emit(poll);
  }

  return {
    /** The poll changed: the room hears its latest state by the end of the window. */
    changed(poll: Poll): void {
      const held = waiting.get(poll._id);
      if (!held || held.revision < poll.revision) waiting.set(poll._id, poll);
      timer ??= setTimeout(flush, windowMs);
    },
    /** Sends what is waiting now (closing). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
export type PollBroadcasts = ReturnType<typeof createPollBroadcasts>;
