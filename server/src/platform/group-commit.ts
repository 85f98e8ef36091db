/** A call waiting in a group commit, with the way to answer it. */
export interface Queued<Call, Answer> {
  call: Call;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<Call, Answer> {
  /**
   * How long a batch waits for more calls after its first: a few ms of latency that, when writes
   * trickle in among reads, fills batches enough to share their commands.
   */
  windowMs: number;
  /** Calls in one batch at most, so one command stays small. */
  maxBatch: number;
  /**
   * A batch goes before its window closes once it holds as many calls as the last batch that waited
   * its window out, and at least this many: the writers that batch answered are all back (a burst,
   * clients that write one call after another), and waiting out the window would only idle them.
   * Below it the window fills batches as calls trickle in. Unset: only a full batch goes early.
   */
  fillAtLeast?: number;
  /**
   * Writes a batch and answers each of its calls (resolve or reject); returns the calls to try again
   * in the next batch (another instance wrote first). A throw rejects every call of the batch.
   */
  write(batch: Array<Queued<Call, Answer>>): Promise<Array<Queued<Call, Answer>>>;
}

/**
 * The timing for writes their callers wait on (votes, opinions): 15 ms of latency that, when writes
 * trickle in among reads, fills batches enough to share their commands (a vote batch costs about
 * 1.7 ms of main-thread CPU whatever it holds, each vote about 0.08 more; bench/vote-path), and no
 * wait at all for writers that are all back (64 members voting one after another: a 20 ms window
 * alone cost that row of bench/api half its throughput). Measured in bench/api (10% votes at 100k
 * articles, CPU per request, fresh servers taken in turn): 0.131 and 0.123 ms against 0.151 and
 * 0.133 with a 5 ms window and no fill rule. Longer windows did no better: 40 ms in that row and
 * 50 ms in the 90/5/5 one, three alternating pairs each, within the machine's noise.
 */
export const WAITED_WRITES = { windowMs: 15, fillAtLeast: 16 } as const;

/**
 * Group commit: calls that arrive within `windowMs` of a batch's first, or while a batch is being
 * written, go together, so a batch costs a fixed handful of database commands however many calls it
 * holds. Calls that came while a batch was written go in the next, after its window (a window
 * after each batch keeps batches full while writes trickle in among reads); a full batch, or one as
 * full as a window brings (`fillAtLeast`), goes at once. One batch is in flight at a time, so calls
 * of this instance never race each other; they are applied in arrival order.
 */
export function createGroupCommit<Call, Answer>(options: GroupCommitOptions<Call, Answer>) {
  let queue: Array<Queued<Call, Answer>> = [];
  /** A batch is being written, or about to be (its start is scheduled). */
  let flushing = false;
  /** The window of the next batch, while it is open. */
  let window: ReturnType<typeof setTimeout> | null = null;
  const stats = { batches: 0, calls: 0, retried: 0 };
  /**
   * How many calls came in the last batch that waited out its window: what writers bring in one
   * window. Only such batches set it, so a batch that went early never lowers the mark for the next.
   */
  let perWindow = 0;

  function goesNow(): boolean {
    if (queue.length >= options.maxBatch) return true;
    return options.fillAtLeast !== undefined && queue.length >= Math.max(perWindow, options.fillAtLeast);
  }

  function schedule() {
    if (flushing || queue.length === 0) return;
    if (goesNow()) {
      // A full batch (or one as full as a window brings) goes at once, even while its window is open.
      if (window) clearTimeout(window);
      window = null;
      flushing = true;
      setImmediate(() => void flush(false));
    } else if (!window) {
      window = setTimeout(() => {
        window = null;
        void flush(true);
      }, options.windowMs);
    }
  }

  async function flush(waitedWindow: boolean) {
    flushing = true;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(options.maxBatch);
    stats.batches++;
    stats.calls += batch.length;
    if (waitedWindow) perWindow = batch.length;
    try {
      const retry = await options.write(batch);
      stats.retried += retry.length;
      queue = [...retry, ...queue];
    } catch (error) {
      for (const queued of batch) queued.reject(error);
    }
    flushing = false;
    schedule();
  }

  return {
    /** Batches written, calls in them, and calls sent again. */
    stats: () => ({ ...stats }),
    /** Queues a call for the next batch; answers once its batch is written. */
    submit(call: Call): Promise<Answer> {
      return new Promise<Answer>((resolve, reject) => {
        queue.push({ call, resolve, reject });
        schedule();
      });
    },
  };
}
