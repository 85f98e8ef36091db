// Append-only write-ahead journal with group commit: every write queued during one tick is
// written and fsync'd together, and each waiter is resolved only after that fsync returns.
import fs from "node:fs";
import { decodeFrame, type DecodedFrame } from "./journal-format.js";

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

function writeAll(fd: number, buf: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = (offset: number) => {
      if (offset >= buf.length) return resolve();
      fs.write(fd, buf, offset, buf.length - offset, null, (err, written) => (err ? reject(err) : step(offset + written)));
    };
    step(0);
  });
}

function fsyncFd(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fs.fsync(fd, (err) => (err ? reject(err) : resolve())));
}

export class Journal {
  private queue: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  /** Called after each completed flush, while nothing is being written (safe point for compaction). */
  onFlushed?: () => void;

  private constructor(
    private fd: number,
    public bytes: number,
  ) {}

  /** Opens (or creates) the journal, returns its valid records and cuts off a torn tail. */
  static open(path: string): { journal: Journal; frames: DecodedFrame[] } {
    const existing = fs.existsSync(path) ? fs.readFileSync(path) : Buffer.alloc(0);
    const frames: DecodedFrame[] = [];
    let offset = 0;
    for (;;) {
      const f = decodeFrame(existing, offset);
      if (!f) break;
      frames.push(f);
      offset = f.end;
    }
    const fd = fs.openSync(path, "a+");
    if (offset < existing.length) {
      // A crash mid-append left a partial record: drop it so new records are reachable.
      fs.ftruncateSync(fd, offset);
      fs.fsyncSync(fd);
    }
    return { journal: new Journal(fd, offset), frames };
  }

  /** A write+fsync is in progress (the file must not be truncated now). */
  get writing(): boolean {
    return this.flushing;
  }

  get busy(): boolean {
    return this.flushing || this.queue.length > 0;
  }

  append(frame: Buffer): Promise<void> {
    if (this.closed) return Promise.reject(new Error("journal is closed"));
    this.queue.push(frame);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.queue.length === 1 ? this.queue[0]! : Buffer.concat(this.queue);
    const waiters = this.waiters;
    this.queue = [];
    this.waiters = [];
    try {
      await writeAll(this.fd, batch);
      await fsyncFd(this.fd);
      this.bytes += batch.length;
      for (const w of waiters) w.resolve();
    } catch (err) {
      for (const w of waiters) w.reject(err as Error);
    } finally {
      this.flushing = false;
    }
    try {
      this.onFlushed?.();
    } catch {
      // compaction failure must not break acknowledged writes; it is retried next time
    }
    if (this.queue.length > 0) this.schedule();
    else for (const w of this.idleWaiters.splice(0)) w();
  }

  /** Resolves once everything appended so far is durable. */
  drain(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Empties the journal after a snapshot made its records redundant. Only call when not flushing. */
  truncate(): void {
    if (this.flushing) throw new Error("cannot truncate the journal during a flush");
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    fs.closeSync(this.fd);
  }
}
