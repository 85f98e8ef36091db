// One secondary (or _id) index: an ordered list of (key, recordId) entries plus the
// options MongoDB supports here: unique, sparse, partialFilterExpression, TTL.
import { Query } from "mingo";
import { compareValues, MAX_BOUND, MIN_BOUND } from "./bson-order.js";
import { type Doc } from "./documents.js";
import { extractKeys, type IndexKey, type KeyField } from "./index-keys.js";
import { SortedList } from "./sorted-list.js";
import { CommandError, ErrorCodes } from "./errors.js";
import { mingoOptions } from "./mingo-options.js";

export interface IndexEntry {
  k: IndexKey;
  /** Record id of the document in its collection; ±Infinity in scan probes. */
  r: number;
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
  readonly partial?: Query;
  readonly entries: SortedList<IndexEntry>;
  multikey = false;

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
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, mingoOptions());
    const dirs = this.fields.map((f) => f.direction);
    this.entries = new SortedList<IndexEntry>((a, b) => {
      for (let i = 0; i < dirs.length; i++) {
        const c = compareValues(a.k[i], b.k[i]);
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

  /** A record (other than rid) that already holds one of these keys, for unique enforcement. */
  conflict(keys: IndexKey[], rid: number): IndexKey | null {
    if (!this.unique) return null;
    for (const k of keys) {
      for (const e of this.entries.range({ k, r: -Infinity }, { k, r: Infinity }, false)) {
        if (e.r !== rid) return k;
      }
    }
    return null;
  }

  add(keys: IndexKey[], rid: number): void {
    for (const k of keys) this.entries.insert({ k, r: rid });
  }

  delete(keys: IndexKey[], rid: number): void {
    for (const k of keys) this.entries.remove({ k, r: rid });
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
