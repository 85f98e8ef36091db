// Deletes documents whose TTL index date is older than expireAfterSeconds, like mongod's
// TTL monitor (which also runs about once a minute).
import type { Op, Storage } from "./storage.js";
import { getPath } from "./documents.js";

export class TtlMonitor {
  private readonly timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly storage: Storage,
    /** Journals the removals, as a command's writes are. */
    private readonly commit: (ops: Op[]) => Promise<void>,
    intervalMs: number,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.sweep().catch(() => undefined), intervalMs);
      this.timer.unref?.();
    }
  }

  /** Removes expired documents; returns how many were deleted. */
  async sweep(now = Date.now()): Promise<number> {
    const ops: Op[] = [];
    for (const colls of this.storage.dbs.values()) {
      for (const coll of colls.values()) {
        for (const index of coll.indexes.values()) {
          const ttl = index.spec.expireAfterSeconds;
          if (typeof ttl !== "number" || index.fields.length !== 1) continue;
          const path = index.fields[0]!.path;
          for (const [rid, doc] of [...coll.docs]) {
            const v = getPath(doc, path);
            const dates = (Array.isArray(v) ? v : [v]).filter((x): x is Date => x instanceof Date);
            if (dates.length === 0) continue;
            const earliest = Math.min(...dates.map((d) => d.getTime()));
            if (earliest + ttl * 1000 <= now) {
              coll.remove(rid);
              ops.push({ o: "d", db: coll.db, c: coll.name, id: doc._id });
            }
          }
        }
      }
    }
    await this.commit(ops);
    return ops.length;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
