// Plain helpers over stored documents. Stored documents are treated as immutable: every
// write builds a new object, so cursors and index entries can keep references safely.
import { ObjectId, type Document } from "bson";

export type Doc = Document;

/** Deep copy of plain objects/arrays/dates; BSON value objects (ObjectId, Long, Binary...) are immutable and shared. */
export function cloneDoc<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(cloneDoc) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if ((v as { _bsontype?: string })._bsontype !== undefined || v instanceof Uint8Array || v instanceof RegExp) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = cloneDoc((v as Record<string, unknown>)[k]);
  return out as T;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  if (v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return false;
  return (v as { _bsontype?: string })._bsontype === undefined;
}

/** MongoDB always stores _id as the first field. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === "_id" || !("_id" in doc)) return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== "_id") out[k] = doc[k];
  return out;
}

/** Adds a generated ObjectId when the client did not send _id (the driver normally does). */
export function withId(doc: Doc): Doc {
  if (doc._id !== undefined) return idFirst(doc);
  return { _id: new ObjectId(), ...doc };
}

/** Value at a dotted path without array fan-out (numeric segments index arrays). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Every value reached by a dotted path, fanning out over arrays met on the way (like MongoDB's dotted-path matching). */
export function collectPathValues(doc: unknown, parts: string[], i = 0, out: unknown[] = []): unknown[] {
  if (i === parts.length) {
    out.push(doc);
    return out;
  }
  if (Array.isArray(doc)) {
    const part = parts[i]!;
    if (/^\d+$/.test(part) && Number(part) < doc.length) collectPathValues(doc[Number(part)], parts, i + 1, out);
    for (const el of doc) if (el !== null && typeof el === "object" && !Array.isArray(el)) collectPathValues(el, parts, i, out);
    return out;
  }
  if (doc === null || typeof doc !== "object") {
    out.push(undefined);
    return out;
  }
  collectPathValues((doc as Record<string, unknown>)[parts[i]!], parts, i + 1, out);
  return out;
}

export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split(".");
  let cur: Record<string, unknown> = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = cur[parts[i]!];
    if (next === null || typeof next !== "object") cur[parts[i]!] = {};
    cur = cur[parts[i]!] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]!] = value;
}

export function describeValue(v: unknown): string {
  if (v === undefined || v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const tag = (v as { _bsontype?: string })._bsontype;
  if (tag === "ObjectId") return `ObjectId('${(v as ObjectId).toHexString()}')`;
  if (tag) return `${tag}(${String(v)})`;
  if (Array.isArray(v)) return `[ ${v.map(describeValue).join(", ")} ]`;
  if (typeof v === "object") {
    const entries = Object.entries(v as object).map(([k, x]) => `${k}: ${describeValue(x)}`);
    return `{ ${entries.join(", ")} }`;
  }
  return String(v);
}
