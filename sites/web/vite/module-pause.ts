// The pause every module of the browser build awaits first (see module-slices.ts). Kept free of
// imports: it is the one module that runs before the slicing starts.

/** How long module evaluation runs before it lets the browser in: a slice stays under the 50 ms of a long task even at 4x CPU. */
export const SLICE_MS = 8;

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

let sliceStart = performance.now();

/** A promise settled in a later task: scheduler.yield() where there is one (its continuation goes first), else a message to self (never throttled, unlike timers in hidden tabs). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as Yielding).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Null while the current slice is shorter than SLICE_MS; else a promise that settles in a new task, which starts a new slice. */
export function pause(): Promise<void> | null {
  if (performance.now() - sliceStart < SLICE_MS) return null;
  return nextTask().then(() => {
    sliceStart = performance.now();
  });
}
