// Total order over BSON values, following MongoDB's comparison/sort order:
// MinKey < null/missing < numbers < strings < objects < arrays < binary < ObjectId
// < booleans < dates < timestamps < regexes < MaxKey.
// Indexes and the engine's own sorts use it (mingo orders Decimal128 and ObjectId
// by their string forms and puts unknown types last, so we do not rely on it here).

/** Bound markers used by index range scans: below/above every value of one type bracket. */
export class TypeBound {
  constructor(
    readonly rank: number,
    readonly above: boolean,
  ) {}
}

export const MIN_BOUND = new TypeBound(-1, false);
export const MAX_BOUND = new TypeBound(100, true);

export const RANK = {
  minKey: 0,
  nullish: 1,
  number: 2,
  string: 3,
  object: 4,
  array: 5,
  binary: 6,
  objectId: 7,
  boolean: 8,
  date: 9,
  timestamp: 10,
  regex: 11,
  code: 12,
  maxKey: 13,
} as const;

type Tagged = { _bsontype?: string };

export function typeRank(v: unknown): number {
  switch (typeof v) {
    case "number":
    case "bigint":
      return RANK.number;
    case "string":
      return RANK.string;
    case "boolean":
      return RANK.boolean;
    case "undefined":
      return RANK.nullish;
    case "object":
      break;
    default:
      return RANK.code;
  }
  if (v === null) return RANK.nullish;
  if (Array.isArray(v)) return RANK.array;
  if (v instanceof Date) return RANK.date;
  if (v instanceof RegExp) return RANK.regex;
  if (v instanceof Uint8Array) return RANK.binary;
  const tag = (v as Tagged)._bsontype;
  switch (tag) {
    case undefined:
      return RANK.object;
    case "ObjectId":
      return RANK.objectId;
    case "Int32":
    case "Double":
    case "Long":
    case "Decimal128":
      return RANK.number;
    case "BSONSymbol":
      return RANK.string;
    case "Binary":
      return RANK.binary;
    case "Timestamp":
      return RANK.timestamp;
    case "BSONRegExp":
      return RANK.regex;
    case "MinKey":
      return RANK.minKey;
    case "MaxKey":
      return RANK.maxKey;
    case "Code":
      return RANK.code;
    default:
      return RANK.object;
  }
}

/** Numeric value of any BSON number (Decimal128 through its string form). */
export function toNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  const tag = (v as Tagged)._bsontype;
  if (tag === "Long") return (v as { toNumber(): number }).toNumber();
  if (tag === "Decimal128") return Number.parseFloat(String(v));
  return Number((v as { valueOf(): unknown }).valueOf());
}

export function isNumeric(v: unknown): boolean {
  return typeRank(v) === RANK.number && !(v instanceof TypeBound);
}

function cmp<T>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  return (v as { buffer: Uint8Array }).buffer;
}

/** bson 7 keeps an ObjectId as four 24-bit integers (its `id` getter builds a new 12-byte buffer each call). */
export interface ObjectIdWords {
  i0: number;
  i1: number;
  i2: number;
  i3: number;
}

/**
 * ObjectIds in byte order: word by word when both hold their bytes as bson 7's 24-bit words (each
 * word is three bytes big-endian, so this is the bytes' order, with no buffer made per comparison),
 * else by their bytes.
 */
function compareObjectIds(a: unknown, b: unknown): number {
  const x = a as ObjectIdWords;
  const y = b as ObjectIdWords;
  if (typeof x.i0 === "number" && typeof y.i0 === "number") return x.i0 - y.i0 || x.i1 - y.i1 || x.i2 - y.i2 || x.i3 - y.i3;
  return compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * MongoDB's order of two values. `strings`, when given, orders strings (a collation's); objects'
 * field names are always compared binary, as in MongoDB.
 */
export function compareValues(a: unknown, b: unknown, strings?: (a: string, b: string) => number): number {
  if (a === b) return 0;
  // The common index keys first (strings, numbers, dates), without ranking their types.
  const ta = typeof a;
  if (ta === typeof b) {
    if (ta === "string") return strings ? strings(a as string, b as string) : (a as string) < (b as string) ? -1 : 1;
    if (ta === "number") return cmpNumbers(a as number, b as number);
    if (a instanceof Date && b instanceof Date) return cmp(a.getTime(), b.getTime());
    // `_id`s: the keys most often compared.
    if (ta === "object" && (a as Tagged | null)?._bsontype === "ObjectId" && (b as Tagged | null)?._bsontype === "ObjectId") return compareObjectIds(a, b);
  }
  if (a instanceof TypeBound || b instanceof TypeBound) return compareWithBound(a, b);
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case RANK.nullish:
    case RANK.minKey:
    case RANK.maxKey:
      return 0;
    case RANK.number: {
      if (typeof a === "number" && typeof b === "number") return cmpNumbers(a, b);
      return cmpNumbers(toNumber(a), toNumber(b));
    }
    case RANK.string:
      return strings ? strings(String(a), String(b)) : cmp(String(a), String(b));
    case RANK.boolean:
      return cmp(a as boolean, b as boolean);
    case RANK.date:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case RANK.objectId:
      // Byte order is the hex strings' order, without making two strings per comparison.
      return compareObjectIds(a, b);
    case RANK.binary: {
      const x = bytesOf(a);
      const y = bytesOf(b);
      if (x.length !== y.length) return x.length - y.length;
      const sa = (a as { sub_type?: number }).sub_type ?? 0;
      const sb = (b as { sub_type?: number }).sub_type ?? 0;
      if (sa !== sb) return sa - sb;
      return compareBytes(x, y);
    }
    case RANK.timestamp: {
      const x = a as { high: number; low: number };
      const y = b as { high: number; low: number };
      return cmp(x.high >>> 0, y.high >>> 0) || cmp(x.low >>> 0, y.low >>> 0);
    }
    case RANK.regex: {
      const x = a as { source: string; flags?: string; pattern?: string; options?: string };
      const y = b as { source: string; flags?: string; pattern?: string; options?: string };
      return cmp(x.source ?? x.pattern, y.source ?? y.pattern) || cmp(x.flags ?? x.options, y.flags ?? y.options);
    }
    case RANK.array: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i], strings);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    case RANK.object: {
      const ka = Object.keys(a as object);
      const kb = Object.keys(b as object);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const va = (a as Record<string, unknown>)[ka[i]!];
        const vb = (b as Record<string, unknown>)[kb[i]!];
        const c = typeRank(va) - typeRank(vb) || cmp(ka[i]!, kb[i]!) || compareValues(va, vb, strings);
        if (c !== 0) return c;
      }
      return ka.length - kb.length;
    }
    default:
      return cmp(String(a), String(b));
  }
}

function cmpNumbers(a: number, b: number): number {
  // NaN sorts below every other number, as in MongoDB.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareWithBound(a: unknown, b: unknown): number {
  if (a instanceof TypeBound && b instanceof TypeBound) {
    return a.rank - b.rank || Number(a.above) - Number(b.above);
  }
  if (a instanceof TypeBound) {
    const r = typeRank(b);
    if (a.rank !== r) return a.rank - r;
    return a.above ? 1 : -1;
  }
  return -compareWithBound(b, a);
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}
