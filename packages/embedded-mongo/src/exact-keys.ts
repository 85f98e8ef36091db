// Index keys as strings that are equal exactly when the keys are equal in index order, for the
// hash that answers point lookups on unique indexes (collection-index.ts). Only values whose
// equality is plain are spelled: strings, numbers, ObjectIds, dates, booleans and null. Anything
// else (arrays, documents, Long or Decimal128 kept as objects, binary, bounds) has none, and an
// index holding such a key answers from its ordered entries instead.
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
