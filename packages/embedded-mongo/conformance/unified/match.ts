// "Evaluating Matches" (unified-test-format.md): how an expected value from a test file is compared with
// what the driver returned. Expected documents behave like query criteria: root-level documents may hold
// extra fields, nested ones may not; `$$`-prefixed single-key documents are special operators.
import { inspect } from "node:util";
import { EJSON } from "./driver.js";
import type { Doc } from "./format.js";

/** A failed assertion. The first line of the message names the cause (used to group failures); details follow. */
export class AssertionFailure extends Error {
  override name = "AssertionFailure";
}

/** Where `expected` and `actual` first differ. */
export interface Mismatch {
  path: string;
  problem: string;
}

/** Lookups that some operators need from the running test. */
export interface MatchEnv {
  /** The value saved under this entity name ($$matchesEntity). */
  entity(name: string): unknown;
  /** The `lsid` document of this session entity ($$sessionLsid). */
  sessionLsid(name: string): unknown;
}

/** Throws an AssertionFailure, headed `<label> mismatch at <path>`, unless `actual` matches `expected`. */
export function assertMatches(label: string, expected: unknown, actual: unknown, env: MatchEnv, root: boolean): void {
  const mismatch = findMismatch(expected, actual, env, root, "");
  if (mismatch) throw new AssertionFailure(`${label} mismatch at ${mismatch.path || "(top)"}\n${mismatch.problem}`);
}

/**
 * The first place where `actual` does not match `expected`, or undefined. `root` says whether `expected`
 * is a root-level document (extra fields allowed), e.g. a findOneAndUpdate result or a command in an event.
 */
export function findMismatch(expected: unknown, actual: unknown, env: MatchEnv, root: boolean, path: string): Mismatch | undefined {
  const operator = operatorOf(expected);
  if (operator) return matchOperator(operator, (expected as Doc)[operator], actual, env, root, path);
  if (Array.isArray(expected)) return matchArray(expected, actual, env, path);
  if (isDocument(expected)) return matchDocument(expected, actual, env, root, path);
  return scalarsEqual(expected, actual) ? undefined : { path, problem: `expected ${show(expected)}, got ${show(actual)}` };
}

function matchArray(expected: unknown[], actual: unknown, env: MatchEnv, path: string): Mismatch | undefined {
  if (!Array.isArray(actual)) return { path, problem: `expected an array, got ${show(actual)}` };
  if (actual.length !== expected.length) return { path, problem: `expected ${expected.length} element(s), got ${actual.length}: ${show(actual)}` };
  for (let i = 0; i < expected.length; i++) {
    const mismatch = findMismatch(expected[i], actual[i], env, false, `${path}[${i}]`);
    if (mismatch) return mismatch;
  }
  return undefined;
}

function matchDocument(expected: Doc, actual: unknown, env: MatchEnv, root: boolean, path: string): Mismatch | undefined {
  if (!isDocument(actual)) return { path, problem: `expected a document, got ${show(actual)}` };
  const fields = fieldsOf(actual);
  for (const [key, value] of Object.entries(expected)) {
    const keyPath = `${path}.${key}`;
    const operator = operatorOf(value);
    // Key-level operators: they decide about the key's presence themselves.
    if (operator === "$$exists") {
      const wanted = (value as Doc).$$exists === true;
      if (fields.has(key) !== wanted) return { path: keyPath, problem: wanted ? "missing" : `should be absent, got ${show(fields.get(key))}` };
      continue;
    }
    if (operator === "$$unsetOrMatches" && !fields.has(key)) continue;
    if (!fields.has(key)) return { path: keyPath, problem: `missing (expected ${show(value)})` };
    const mismatch = findMismatch(value, fields.get(key), env, false, keyPath);
    if (mismatch) return mismatch;
  }
  if (!root) {
    const extra = [...fields.keys()].filter((key) => !Object.hasOwn(expected, key));
    if (extra.length > 0) return { path: path || ".", problem: `unexpected field(s) ${extra.join(", ")} in ${show(actual)}` };
  }
  return undefined;
}

function matchOperator(operator: string, argument: unknown, actual: unknown, env: MatchEnv, root: boolean, path: string): Mismatch | undefined {
  const fail = (problem: string): Mismatch => ({ path, problem });
  switch (operator) {
    case "$$exists":
      return (actual !== undefined) === (argument === true) ? undefined : fail(`$$exists ${argument}: got ${show(actual)}`);
    case "$$type": {
      const wanted = Array.isArray(argument) ? (argument as string[]) : [argument as string];
      const types = bsonTypesOf(actual);
      return wanted.some((type) => types.includes(type))
        ? undefined
        : fail(`expected type ${wanted.join("|")}, got ${show(actual)} (${types.join("|") || "absent"})`);
    }
    case "$$unsetOrMatches":
      // Absent is fine; otherwise match normally. The operator does not change whether this is a root document.
      return actual === undefined ? undefined : findMismatch(argument, actual, env, root, path);
    case "$$matchesEntity":
      return findMismatch(env.entity(String(argument)), actual, env, root, path);
    case "$$matchesHexBytes":
      return matchHexBytes(String(argument), actual, path);
    case "$$sessionLsid":
      return findMismatch(env.sessionLsid(String(argument)), actual, env, false, path);
    case "$$lte": {
      const [limit, value] = [toNumber(argument), toNumber(actual)];
      return value !== undefined && limit !== undefined && value <= limit ? undefined : fail(`expected <= ${show(argument)}, got ${show(actual)}`);
    }
    case "$$matchAsDocument":
      if (typeof actual !== "string") return fail(`$$matchAsDocument needs an Extended JSON string, got ${show(actual)}`);
      return findMismatch(argument, EJSON.parse(actual, { relaxed: false }), env, false, path);
    case "$$matchAsRoot":
      return findMismatch(argument, actual, env, true, path);
    default:
      throw new Error(`unknown special operator ${operator}`);
  }
}

function matchHexBytes(hex: string, actual: unknown, path: string): Mismatch | undefined {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error(`malformed $$matchesHexBytes ${hex}`);
  const bytes = bytesOf(actual);
  if (bytes === undefined) return { path, problem: `expected bytes ${hex}, got ${show(actual)}` };
  return Buffer.from(bytes).toString("hex") === hex.toLowerCase()
    ? undefined
    : { path, problem: `expected bytes ${hex}, got ${Buffer.from(bytes).toString("hex")}` };
}

/**
 * Exact comparison for `outcome` (collection contents): "the rules in Evaluating Matches do not apply and the
 * documents MUST match exactly", except for key order. Numbers still compare by value: the test files are JSON.
 */
export function findDifference(expected: unknown, actual: unknown, path: string): Mismatch | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, problem: `expected ${show(expected)}, got ${show(actual)}` };
    for (let i = 0; i < expected.length; i++) {
      const difference = findDifference(expected[i], actual[i], `${path}[${i}]`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isDocument(expected)) {
    if (!isDocument(actual)) return { path, problem: `expected ${show(expected)}, got ${show(actual)}` };
    const fields = fieldsOf(actual);
    const keys = new Set([...Object.keys(expected), ...fields.keys()]);
    for (const key of keys) {
      if (!Object.hasOwn(expected, key)) return { path: `${path}.${key}`, problem: `unexpected field, value ${show(fields.get(key))}` };
      if (!fields.has(key)) return { path: `${path}.${key}`, problem: `missing (expected ${show(expected[key])})` };
      const difference = findDifference(expected[key], fields.get(key), `${path}.${key}`);
      if (difference) return difference;
    }
    return undefined;
  }
  return scalarsEqual(expected, actual) ? undefined : { path, problem: `expected ${show(expected)}, got ${show(actual)}` };
}

/** The single `$$`-prefixed key of a special-operator document, if `value` is one. */
export function operatorOf(value: unknown): string | undefined {
  if (!isDocument(value) || value instanceof Map) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]?.startsWith("$$") ? keys[0] : undefined;
}

/** A BSON document: a plain object (or the driver's Map for ordered keys), not an array nor a BSON scalar. */
export function isDocument(value: unknown): value is Doc {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  if (value instanceof Date || value instanceof RegExp || ArrayBuffer.isView(value)) return false;
  return typeof (value as { _bsontype?: unknown })._bsontype !== "string";
}

/** A document's fields as a Map; fields holding `undefined` count as absent (the driver leaves such fields on result objects). */
function fieldsOf(doc: object): Map<string, unknown> {
  const entries = doc instanceof Map ? [...doc.entries()] : Object.entries(doc);
  return new Map(entries.filter(([, value]) => value !== undefined).map(([key, value]) => [String(key), value]));
}

/** 32-bit, 64-bit and double numbers are equal when their values are ("Flexible Numeric Comparisons"). */
function scalarsEqual(expected: unknown, actual: unknown): boolean {
  const [x, y] = [toNumber(expected), toNumber(actual)];
  if (x !== undefined || y !== undefined) return x !== undefined && y !== undefined && (x === y || (Number.isNaN(x) && Number.isNaN(y)));
  if (expected === null || actual === null || typeof expected !== "object" || typeof actual !== "object") return Object.is(expected, actual);
  if (expected instanceof Date || actual instanceof Date) return expected instanceof Date && actual instanceof Date && expected.getTime() === actual.getTime();
  return canonical(expected) === canonical(actual);
}

/** int, long and double values as a JS number (Decimal128 is compared by its canonical form instead). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === "Int32" || bsonType === "Double") return (value as { value: number }).value;
  if (bsonType === "Long") return (value as { toNumber(): number }).toNumber();
  return undefined;
}

function bytesOf(value: unknown): Uint8Array | undefined {
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if ((value as { _bsontype?: string } | null)?._bsontype === "Binary") return (value as { buffer: Uint8Array }).buffer;
  return undefined;
}

/**
 * The `$type` aliases a driver value can stand for. The driver turns int32, int64 (when safe) and double into
 * JS numbers, so an integral number counts as int, long and double, and a fractional one as double.
 */
export function bsonTypesOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return ["null"];
  if (typeof value === "number") return Number.isInteger(value) ? ["int", "long", "double"] : ["double"];
  if (typeof value === "bigint") return ["long"];
  if (typeof value === "string") return ["string"];
  if (typeof value === "boolean") return ["bool"];
  if (Array.isArray(value)) return ["array"];
  if (value instanceof Date) return ["date"];
  if (value instanceof RegExp) return ["regex"];
  if (ArrayBuffer.isView(value)) return ["binData"];
  const bsonType = (value as { _bsontype?: string })._bsontype;
  const aliases: Record<string, string> = {
    Int32: "int",
    Long: "long",
    Double: "double",
    Decimal128: "decimal",
    ObjectId: "objectId",
    Binary: "binData",
    Timestamp: "timestamp",
    BSONRegExp: "regex",
    BSONSymbol: "symbol",
    MinKey: "minKey",
    MaxKey: "maxKey",
    DBRef: "object",
  };
  if (bsonType === "Code") return (value as { scope?: unknown }).scope ? ["javascriptWithScope"] : ["javascript"];
  if (bsonType !== undefined) return aliases[bsonType] ? [aliases[bsonType]] : [];
  return ["object"];
}

function canonical(value: unknown): string {
  try {
    return EJSON.stringify({ v: value }, { relaxed: false });
  } catch {
    return inspect(value, { depth: 6 });
  }
}

/** A short, readable rendering of a value for failure messages. */
export function show(value: unknown, limit = 300): string {
  if (value === undefined) return "(absent)";
  let text: string;
  try {
    text = EJSON.stringify(toPlain(value), { relaxed: true });
  } catch {
    text = inspect(value, { depth: 4, breakLength: Number.POSITIVE_INFINITY });
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * Converts the driver's model objects to plain documents: Maps (client bulkWrite results, `sort` in commands)
 * become objects keyed by their stringified keys. BSON values, dates and byte arrays are left alone.
 */
export function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (!isDocument(value)) return value;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Object.fromEntries(entries.map(([key, field]) => [String(key), toPlain(field)]));
}
