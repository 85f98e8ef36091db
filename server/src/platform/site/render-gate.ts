/** Thrown by a gate that is full: the caller sends something cheaper instead. */
export class GateFull extends Error {
  constructor() {
    super("Too many renders waiting");
  }
}

export interface RenderGate {
  /** Runs `work` when a slot is free; rejects with GateFull at once when `maxWaiting` already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Bounds costly work (server rendering, tens of milliseconds of CPU each): at most `concurrent` at
 * once and `maxWaiting` in line; past that, callers are refused at once rather than queued, so a
 * flood of distinct URLs cannot take the process's CPU from everything else.
 */
export function createRenderGate({ concurrent, maxWaiting }: { concurrent: number; maxWaiting: number }): RenderGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(work) {
      if (running >= concurrent) {
        if (waiting.length >= maxWaiting) throw new GateFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
