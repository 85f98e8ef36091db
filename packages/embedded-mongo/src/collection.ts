// A collection: documents by record id (insertion order = natural order) and its indexes.
// Every mutation checks all unique indexes before touching anything, so a rejected write
// leaves no partial index state behind.
import { UUID } from "bson";
import { CollectionIndex, entryOf, NONE, SCAN, type IndexSpec } from "./collection-index.js";
import { compareValues } from "./bson-order.js";
import { parseCollation, type Collation } from "./collation.js";
import { describeValue, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";
import type { IndexKey } from "./index-keys.js";

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

export class Collection {
  readonly docs = new Map<number, Doc>();
  readonly indexes = new Map<string, CollectionIndex>();
  readonly uuid = new UUID();
  private nextRid = 1;

  constructor(
    readonly db: string,
    public name: string,
    public options: Doc = {},
  ) {
    // The _id index takes the collection's default collation, as in MongoDB.
    const collation = options.collation;
    this.indexes.set("_id_", new CollectionIndex(collation ? { ...ID_INDEX_SPEC, collation } : ID_INDEX_SPEC));
  }

  private collationMemo: { spec: unknown; collation: Collation | null } | null = null;

  /** The collection's default collation (create's `collation`); null: simple. */
  get collation(): Collation | null {
    const spec = this.options.collation;
    if (!this.collationMemo || this.collationMemo.spec !== spec) this.collationMemo = { spec, collation: parseCollation(spec) ?? null };
    return this.collationMemo.collation;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): CollectionIndex {
    return this.indexes.get("_id_")!;
  }

  get size(): number {
    return this.docs.size;
  }

  ridOfId(id: unknown): number | undefined {
    const held = this.idIndex.lookUp([id]);
    if (held !== SCAN) return held === NONE ? undefined : held;
    for (const e of this.idIndex.entries.range(entryOf([id], -Infinity), entryOf([id], Infinity), false)) return e.r;
    return undefined;
  }

  duplicateKeyError(index: CollectionIndex, key: IndexKey): CommandError {
    const keyValue = index.keyValue(key);
    const shown = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${describeValue(v)}`)
      .join(", ");
    return new CommandError(ErrorCodes.DuplicateKey, `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`, {
      keyPattern: { ...index.keyPattern },
      keyValue,
    });
  }

  private checkId(doc: Doc): void {
    if (doc._id === undefined) throw new CommandError(ErrorCodes.BadValue, "document is missing _id");
    if (Array.isArray(doc._id)) throw new CommandError(ErrorCodes.BadValue, "The '_id' value cannot be of type array");
    if (doc._id instanceof RegExp) throw new CommandError(ErrorCodes.BadValue, "can't use a regex for _id");
  }

  insert(doc: Doc): number {
    this.checkId(doc);
    const rid = this.nextRid++;
    const planned: [CollectionIndex, IndexKey[]][] = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(doc);
      if (!keys) continue;
      const dup = index.conflict(keys, rid);
      if (dup) throw this.duplicateKeyError(index, dup);
      planned.push([index, keys]);
    }
    for (const [index, keys] of planned) index.add(keys, rid);
    this.docs.set(rid, doc);
    return rid;
  }

  replace(rid: number, next: Doc): void {
    const prev = this.docs.get(rid);
    if (!prev) throw new CommandError(ErrorCodes.InternalError, "record vanished during update");
    this.checkId(next);
    const planned: [CollectionIndex, IndexKey[] | null, IndexKey[] | null][] = [];
    for (const index of this.indexes.values()) {
      // Untouched fields are shared between the versions (updates copy on write): same keys, nothing to do.
      if (!index.partial && index.fields.every((f) => prev[f.parts[0]!] === next[f.parts[0]!])) continue;
      const before = index.keysOf(prev);
      const after = index.keysOf(next);
      if (sameKeys(before, after)) continue;
      if (after) {
        const dup = index.conflict(after, rid);
        if (dup) throw this.duplicateKeyError(index, dup);
      }
      planned.push([index, before, after]);
    }
    for (const [index, before, after] of planned) {
      if (before) index.delete(before, rid);
      if (after) index.add(after, rid);
    }
    this.docs.set(rid, next);
  }

  remove(rid: number): void {
    const doc = this.docs.get(rid);
    if (!doc) return;
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(doc);
      if (keys) index.delete(keys, rid);
    }
    this.docs.delete(rid);
  }

  clear(): void {
    for (const index of this.indexes.values()) index.clear();
    this.docs.clear();
  }

  /** Builds an index over the existing documents; fails (11000) without side effects on duplicates. */
  addIndex(spec: IndexSpec): CollectionIndex {
    const index = new CollectionIndex(spec);
    for (const [rid, doc] of this.docs) {
      const keys = index.keysOf(doc);
      if (!keys) continue;
      const dup = index.conflict(keys, rid);
      if (dup) throw this.duplicateKeyError(index, dup);
      index.add(keys, rid);
    }
    this.indexes.set(index.name, index);
    return index;
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }
}

function sameKeys(a: IndexKey[] | null, b: IndexKey[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    for (let j = 0; j < x.length; j++) if (compareValues(x[j], y[j]) !== 0 || typeRankDiffers(x[j], y[j])) return false;
  }
  return true;
}

/** 1 and 1.0 compare equal but are stored differently; re-index so the entry carries the new value. */
function typeRankDiffers(a: unknown, b: unknown): boolean {
  return typeof a !== typeof b;
}
