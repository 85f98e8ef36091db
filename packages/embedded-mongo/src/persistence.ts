// Durability for a dbPath: lock, load snapshot, replay journal, then log every committed
// write batch as one journal record (atomic on replay) and compact the journal into a new
// snapshot when it grows or periodically.
import fs from "node:fs";
import path from "node:path";
import { Journal } from "./journal.js";
import { encodeFrame } from "./journal-format.js";
import { acquireLock } from "./lock-file.js";
import { readSnapshot, writeSnapshot } from "./snapshot.js";
import type { Op, Storage } from "./storage.js";

export const JOURNAL_FILE = "journal.bin";

export interface PersistenceOptions {
  /** Compact once the journal exceeds this many bytes (default 64 MiB). */
  journalLimitBytes?: number;
  /** Also compact on this period if anything was journaled (default 5 min; 0 disables). Snapshots are synchronous. */
  snapshotIntervalMs?: number;
}

export interface RecoveryInfo {
  snapshotSeq: number;
  replayedRecords: number;
}

export class Persistence {
  private seq = 0;
  private timer?: ReturnType<typeof setInterval>;
  private readonly journalLimit: number;
  snapshots = 0;

  private constructor(
    readonly dir: string,
    private readonly storage: Storage,
    private readonly journal: Journal,
    private readonly releaseLock: () => void,
    opts: PersistenceOptions,
    readonly recovery: RecoveryInfo,
  ) {
    this.journalLimit = opts.journalLimitBytes ?? 64 * 1024 * 1024;
    journal.onFlushed = () => {
      if (this.journal.bytes >= this.journalLimit) this.compact();
    };
    const interval = opts.snapshotIntervalMs ?? 300_000;
    if (interval > 0) {
      this.timer = setInterval(() => {
        if (this.journal.bytes > 0 && !this.journal.busy) this.compact();
      }, interval);
      this.timer.unref?.();
    }
  }

  static open(dir: string, storage: Storage, opts: PersistenceOptions = {}): Persistence {
    fs.mkdirSync(dir, { recursive: true });
    const release = acquireLock(dir);
    try {
      const snap = readSnapshot(dir);
      let seq = 0;
      if (snap) {
        for (const ops of snap.ops) for (const op of ops) storage.apply(op);
        seq = snap.seq;
      }
      const { journal, frames } = Journal.open(path.join(dir, JOURNAL_FILE));
      let replayed = 0;
      for (const frame of frames) {
        if (frame.seq <= seq) continue; // already contained in the snapshot
        for (const op of frame.ops) storage.apply(op);
        seq = frame.seq;
        replayed++;
      }
      const p = new Persistence(dir, storage, journal, release, opts, { snapshotSeq: snap?.seq ?? 0, replayedRecords: replayed });
      p.seq = seq;
      return p;
    } catch (err) {
      release();
      throw err;
    }
  }

  /** Logs one command's mutations as a single record; resolves once it is on disk. */
  commit(ops: Op[]): Promise<void> {
    this.seq++;
    return this.journal.append(encodeFrame(this.seq, ops));
  }

  get journalBytes(): number {
    return this.journal.bytes;
  }

  /** Writes a snapshot of the current in-memory state and empties the journal. */
  compact(): void {
    // Records queued but not yet written may have sequence numbers <= the snapshot's;
    // that is fine (replay skips them), but truncating during a write is not.
    if (this.journal.writing) return;
    writeSnapshot(this.dir, this.seq, this.storage.dump());
    this.journal.truncate();
    this.snapshots++;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.journal.drain();
    try {
      this.compact();
    } finally {
      await this.journal.close();
      this.releaseLock();
    }
  }
}
