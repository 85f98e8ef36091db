// One secondary (or _id) index: an ordered list of (key, recordId) entries plus the
// options MongoDB supports here: unique, sparse, partialFilterExpression, TTL.
import { compareValues, MAX_BOUND, MIN_BOUND } from "./bson-order.js";
import { type Doc } from "./documents.js";
import { ExactKeyMap, isPlainScalar } from "./exact-keys.js";
import { extractKeys, type IndexKey, type KeyField } from "./index-keys.js";
import { SortedList } from "./sorted-list.js";
import { parseCollation, type Collation } from "./collation.js";
import { CommandError, ErrorCodes } from "./errors.js";
import { compileQuery } from "./mingo-options.js";

export interface IndexEntry {
  k: IndexKey;
  /** Record id of the document in its collection; ±Infinity in scan probes. */
  r: number;
  /**
   * The key's first value, kept in the entry itself: a binary search through scattered entries then
   * reads one object less per comparison wherever the first values differ (see `entryOf`).
   */
  f: unknown;
}

/** An index entry (or a scan probe) for this key and record id. */
export function entryOf(k: IndexKey, r: number): IndexEntry {
  return { k, r, f: k[0] };
}

export interface IndexSpec {
  v?: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

const SUPPORTED_TYPES = new Set([1, -1, "text", "hashed"]);

/** What `lookUp` answers when the index cannot answer a key by its hash: scan `entries` instead. */
export const SCAN = -1;
/** What `lookUp` answers when no record holds the key. */
export const NONE = 0;

export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([f, d]) => `${f}_${String(d)}`)
    .join("_");
}

export class CollectionIndex {
  readonly name: string;
  readonly fields: KeyField[];
  readonly unique: boolean;
  readonly sparse: boolean;
  /** Text indexes are kept as metadata only ($text is not supported). */
  readonly isText: boolean;
  readonly partial?: { test(doc: Doc): boolean };
  /** The collation its string keys are ordered (and, when unique, told apart) by; null: simple. */
  readonly collation: Collation | null;
  /** The collation's id, "" when simple: a query uses the index's order only under the same one. */
  readonly collationId: string;
  readonly entries: SortedList<IndexEntry>;
  multikey = false;
  /**
   * Every key the index has held is made of plain values (exact-keys.ts): then its order is
   * MongoDB's equality too, so a scan of points holds exactly the documents equal to them. A Long
   * or Decimal128 kept as an object is ordered as a double, which is not equality.
   */
  plainKeys = true;
  /**
   * A unique index's record ids by exact key (exact-keys.ts), beside the ordered entries: a point
   * lookup is one hash probe instead of two binary searches through scattered entries. Null for
   * other indexes, and once `plainKeys` is false or the index is multikey, until it is emptied.
   */
  private byKey: ExactKeyMap | null = null;

  constructor(readonly spec: IndexSpec) {
    const keyEntries = Object.entries(spec.key ?? {});
    if (keyEntries.length === 0) throw new CommandError(ErrorCodes.CannotCreateIndex, "Index keys cannot be empty.");
    this.isText = keyEntries.some(([, d]) => d === "text");
    this.fields = keyEntries.map(([path, d]) => {
      const dir = typeof d === "number" ? d : Number((d as { valueOf(): unknown })?.valueOf?.());
      if (!SUPPORTED_TYPES.has(d as never) && !(dir === 1 || dir === -1)) {
        throw new CommandError(ErrorCodes.CannotCreateIndex, `Unsupported index key ${path}: ${String(d)}`);
      }
      return { path, parts: path.split("."), direction: dir < 0 ? -1 : 1 };
    });
    this.name = spec.name;
    this.unique = spec.unique === true || this.name === "_id_";
    this.sparse = spec.sparse === true;
    this.collation = parseCollation(spec.collation) ?? null;
    // mongod reads a partial filter with the index's collation.
    if (spec.partialFilterExpression) this.partial = compileQuery(spec.partialFilterExpression, undefined, this.collation);
    this.collationId = this.collation?.id ?? "";
    if (this.hashable) this.byKey = new ExactKeyMap();
    const dirs = this.fields.map((f) => f.direction);
    const first = dirs[0]!;
    const strings = this.collation?.compareStrings;
    this.entries = new SortedList<IndexEntry>((a, b) => {
      const c = compareValues(a.f, b.f, strings);
      if (c !== 0) return first * c;
      for (let i = 1; i < dirs.length; i++) {
        const c = compareValues(a.k[i], b.k[i], strings);
        if (c !== 0) return dirs[i]! * c;
      }
      return a.r - b.r;
    });
  }

  get keyPattern(): Record<string, unknown> {
    return this.spec.key;
  }

  /** Keys of a document, or null when the index does not cover it (sparse/partial/text). */
  keysOf(doc: Doc): IndexKey[] | null {
    if (this.isText) return null;
    if (this.partial && !this.partial.test(doc)) return null;
    const k = extractKeys(doc, this.fields);
    if (this.sparse && k.allMissing) return null;
    if (k.multikey) this.multikey = true;
    return k.keys;
  }

  /** Whether the index may keep a hash of its keys: unique, over every document, not text, binary strings. */
  private get hashable(): boolean {
    return this.unique && !this.partial && !this.isText && !this.collation;
  }

  /** The record holding exactly this key: its id, NONE, or SCAN when the hash cannot tell. */
  lookUp(key: IndexKey): number {
    if (!this.byKey) return SCAN;
    const held = this.byKey.get(key);
    return held === null ? SCAN : (held ?? NONE);
  }

  /** A record (other than rid) that already holds one of these keys, for unique enforcement. */
  conflict(keys: IndexKey[], rid: number): IndexKey | null {
    if (!this.unique) return null;
    for (const k of keys) {
      const held = this.lookUp(k);
      if (held !== SCAN) {
        if (held !== NONE && held !== rid) return k;
        continue;
      }
      for (const e of this.entries.range(entryOf(k, -Infinity), entryOf(k, Infinity), false)) {
        if (e.r !== rid) return k;
      }
    }
    return null;
  }

  add(keys: IndexKey[], rid: number): void {
    for (const k of keys) {
      this.entries.insert(entryOf(k, rid));
      if (this.plainKeys && !k.every(isPlainScalar)) this.plainKeys = false;
    }
    if (!this.byKey) return;
    // A key with no spelling (not plain), or several keys per document: the ordered entries answer.
    if (this.multikey || !this.plainKeys) {
      this.byKey = null;
      return;
    }
    for (const k of keys) this.byKey.set(k, rid);
  }

  delete(keys: IndexKey[], rid: number): void {
    for (const k of keys) {
      this.entries.remove(entryOf(k, rid));
      this.byKey?.deleteIf(k, rid);
    }
  }

  /** Empties the index (and lets it keep a hash again, unless it is multikey). */
  clear(): void {
    this.entries.clear();
    this.plainKeys = true;
    this.byKey = this.hashable && !this.multikey ? new ExactKeyMap() : null;
  }

  /** Bound sentinel for a field position: the very start (or end) of that field in index order. */
  edge(fieldIndex: number, atStart: boolean): unknown {
    const asc = this.fields[fieldIndex]!.direction === 1;
    return atStart === asc ? MIN_BOUND : MAX_BOUND;
  }

  keyValue(k: IndexKey): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.fields.forEach((f, i) => (out[f.path] = k[i]));
    return out;
  }

  describe(): Doc {
    return { ...this.spec };
  }
}
