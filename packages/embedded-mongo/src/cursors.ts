// Server-side cursors: the remaining result documents of a find/aggregate, handed out in
// batches by getMore. Ids are int64 (sent as BSON Long; the driver rejects int32 ids).
import { Long, calculateObjectSize } from "bson";
import type { Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

/**
 * Keep each reply's batch under 16 MiB, like mongod: the BSON array the documents go out in, so each
 * entry's type byte and key ("0", "1", … "279999" and its NUL) count too; for small documents they
 * add an eighth or more. The 16 KiB left over hold the rest of the reply (cursor id, ns, ok).
 */
export const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
/** The bytes the `i`-th entry of a BSON array costs besides its document: type byte, key, NUL. */
const entryOverhead = (i: number) => 2 + String(i).length;
export const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface Cursor {
  id: number;
  ns: string;
  docs: Doc[];
  pos: number;
  transform?: (docs: Doc[]) => Doc[];
  lastUsed: number;
}

export interface Batch {
  docs: Doc[];
  /** Long(0) when the cursor is exhausted. */
  id: Long;
}

export class CursorStore {
  private readonly cursors = new Map<number, Cursor>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref?.();
  }

  get open(): number {
    return this.cursors.size;
  }

  private newId(): number {
    // Positive and below 2^53 so the id survives the driver's number/Long round trip exactly.
    for (;;) {
      const id = Math.floor(Math.random() * (Number.MAX_SAFE_INTEGER - 1)) + 1;
      if (!this.cursors.has(id)) return id;
    }
  }

  /** Cuts the next batch: at most `count` docs and MAX_BATCH_BYTES (always at least one doc). */
  private static cut(c: { docs: Doc[]; pos: number; transform?: (d: Doc[]) => Doc[] }, count: number): Doc[] {
    const end = Math.min(c.docs.length, c.pos + count);
    let raw = c.docs.slice(c.pos, end);
    let out = c.transform ? c.transform(raw) : raw;
    let bytes = 0;
    // One document always goes (it is within the BSON limit already): no need to size it.
    for (let i = 0; out.length > 1 && i < out.length; i++) {
      bytes += calculateObjectSize(out[i]!) + entryOverhead(i);
      if (bytes > MAX_BATCH_BYTES && i > 0) {
        out = out.slice(0, i);
        raw = raw.slice(0, i);
        break;
      }
    }
    c.pos += raw.length;
    return out;
  }

  /** First batch of a result; opens a cursor if documents remain (unless singleBatch). */
  first(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch: boolean, transform?: (d: Doc[]) => Doc[]): Batch {
    const c: Cursor = { id: 0, ns, docs, pos: 0, transform, lastUsed: Date.now() };
    const size = batchSize === undefined ? DEFAULT_FIRST_BATCH : batchSize;
    const batch = size === 0 && !singleBatch ? [] : CursorStore.cut(c, size === 0 ? Infinity : size);
    if (singleBatch || c.pos >= docs.length) return { docs: batch, id: Long.ZERO };
    c.id = this.newId();
    this.cursors.set(c.id, c);
    return { docs: batch, id: Long.fromNumber(c.id) };
  }

  next(rawId: unknown, ns: string, batchSize: number | undefined): Batch {
    const id = Number(typeof rawId === "object" && rawId !== null ? String(rawId) : rawId);
    const c = this.cursors.get(id);
    if (!c) throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${String(rawId)} not found`);
    if (c.ns !== ns) {
      throw new CommandError(ErrorCodes.Unauthorized, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`);
    }
    c.lastUsed = Date.now();
    const batch = CursorStore.cut(c, batchSize && batchSize > 0 ? batchSize : Infinity);
    if (c.pos >= c.docs.length) {
      this.cursors.delete(id);
      return { docs: batch, id: Long.ZERO };
    }
    return { docs: batch, id: Long.fromNumber(id) };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const id = Number(typeof raw === "object" && raw !== null ? String(raw) : raw);
      (this.cursors.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    }
    return { killed, notFound };
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, c] of this.cursors) if (c.lastUsed < cutoff) this.cursors.delete(id);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }
}
