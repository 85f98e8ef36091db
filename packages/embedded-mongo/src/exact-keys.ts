// Index keys as strings that are equal exactly when the keys are equal in index order, for the
// hash that answers point lookups on unique indexes (collection-index.ts). Only values whose
// equality is plain are spelled: strings, numbers, ObjectIds, dates, booleans and null. Anything
// else (arrays, documents, Long or Decimal128 kept as objects, binary, bounds) has none, and an
// index holding such a key answers from its ordered entries instead. A key of one ObjectId skips
// the spelling: ExactKeyMap holds it by its bytes.
import type { ObjectIdWords } from "./bson-order.js";
import type { IndexKey } from "./index-keys.js";

const isObjectId = (v: object): boolean =>
  (v as { _bsontype?: string })._bsontype === "ObjectId" && typeof (v as { toHexString?: unknown }).toHexString === "function";

/** Whether the value's equality is plain (it has a spelling): the values named above, valid dates only. */
export function isPlainScalar(v: unknown): boolean {
  switch (typeof v) {
    case "string":
    case "number":
    case "boolean":
      return true;
    case "object":
      if (v === null) return true;
      if (v instanceof Date) return !Number.isNaN(v.getTime());
      return isObjectId(v);
    default:
      return false;
  }
}

function spell(v: unknown): string | null {
  switch (typeof v) {
    case "string":
      // Length first, so no string can run into the next field.
      return `s${v.length}:${v}`;
    case "number":
      // 1 and 1.0 are one number; -0 spells as 0 (String does both).
      return `n${String(v)}`;
    case "boolean":
      return v ? "t" : "f";
    case "object": {
      if (v === null) return "z";
      if (v instanceof Date) {
        const time = v.getTime();
        return Number.isNaN(time) ? null : `d${time}`;
      }
      if (isObjectId(v)) return `o${(v as { toHexString(): string }).toHexString()}`;
      return null;
    }
    default:
      return null;
  }
}

/** The key's spelling, or null when one of its values has none. */
export function exactKeyOf(key: IndexKey): string | null {
  if (key.length === 1) return spell(key[0]);
  let out = "";
  for (const v of key) {
    const s = spell(v);
    if (s === null) return null;
    out += s.length + "|" + s;
  }
  return out;
}

/**
 * An ObjectId's words (its bytes in order, three to a word; another bson build may keep only the
 * bytes), or null for any other value.
 */
function wordsOf(v: unknown): ObjectIdWords | null {
  if (typeof v !== "object" || v === null || !isObjectId(v)) return null;
  const words = v as Partial<ObjectIdWords>;
  if (typeof words.i0 === "number") return words as ObjectIdWords;
  const b = (v as { id: Uint8Array }).id;
  const word = (at: number) => (b[at]! << 16) | (b[at + 1]! << 8) | b[at + 2]!;
  return { i0: word(0), i1: word(3), i2: word(6), i3: word(9) };
}

/**
 * Record ids by exact key (see exactKeyOf), for a unique index's point lookups. A key of one
 * ObjectId — every `_id` index's — is held by its 12 bytes as two 48-bit numbers, in two levels
 * of maps: no hex string is made, joined and hashed per lookup (about ten times the time).
 */
export class ExactKeyMap {
  private readonly byObjectId = new Map<number, Map<number, number>>();
  private readonly bySpelling = new Map<string, number>();

  /** The record holding the key; undefined when none does, null when the key has no spelling. */
  get(key: IndexKey): number | undefined | null {
    const words = key.length === 1 ? wordsOf(key[0]) : null;
    if (words) return this.byObjectId.get(words.i0 * 0x1000000 + words.i1)?.get(words.i2 * 0x1000000 + words.i3);
    const spelled = exactKeyOf(key);
    return spelled === null ? null : this.bySpelling.get(spelled);
  }

  /** Records that `rid` holds the key, which must have a spelling. */
  set(key: IndexKey, rid: number): void {
    const words = key.length === 1 ? wordsOf(key[0]) : null;
    if (!words) {
      this.bySpelling.set(exactKeyOf(key)!, rid);
      return;
    }
    const high = words.i0 * 0x1000000 + words.i1;
    let low = this.byObjectId.get(high);
    if (!low) this.byObjectId.set(high, (low = new Map()));
    low.set(words.i2 * 0x1000000 + words.i3, rid);
  }

  /** Forgets the key if `rid` holds it (another record may hold it since). */
  deleteIf(key: IndexKey, rid: number): void {
    const words = key.length === 1 ? wordsOf(key[0]) : null;
    if (!words) {
      const spelled = exactKeyOf(key);
      if (spelled !== null && this.bySpelling.get(spelled) === rid) this.bySpelling.delete(spelled);
      return;
    }
    const high = words.i0 * 0x1000000 + words.i1;
    const low = this.byObjectId.get(high);
    if (low?.get(words.i2 * 0x1000000 + words.i3) !== rid) return;
    low.delete(words.i2 * 0x1000000 + words.i3);
    if (low.size === 0) this.byObjectId.delete(high);
  }
}
