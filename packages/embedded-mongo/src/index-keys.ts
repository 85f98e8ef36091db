// Computes the index keys of a document for a key pattern, MongoDB style: a missing field
// indexes as null, an array field is "multikey" (one key per distinct element).
import { compareValues } from "./bson-order.js";
import { collectPathValues, type Doc } from "./documents.js";

export type IndexKey = unknown[];

export interface KeyField {
  path: string;
  parts: string[];
  direction: 1 | -1;
}

export interface DocKeys {
  keys: IndexKey[];
  /** True when every indexed field is missing (sparse indexes skip such documents). */
  allMissing: boolean;
  multikey: boolean;
}

function fieldValues(doc: Doc, field: KeyField): { values: unknown[]; missing: boolean; multikey: boolean } {
  const raw = collectPathValues(doc, field.parts);
  let missing = true;
  let multikey = raw.length > 1;
  const values: unknown[] = [];
  for (const v of raw) {
    if (v !== undefined) missing = false;
    if (Array.isArray(v)) {
      multikey = true;
      // An empty array indexes like a missing value, so {field: null}/{$exists} scans still see it.
      if (v.length === 0) values.push(null);
      else for (const el of v) values.push(el === undefined ? null : el);
    } else {
      values.push(v === undefined ? null : v);
    }
  }
  return { values: dedupe(values), missing, multikey };
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const sorted = values.slice().sort(compareValues);
  const out = [sorted[0]];
  for (let i = 1; i < sorted.length; i++) if (compareValues(sorted[i], out[out.length - 1]) !== 0) out.push(sorted[i]);
  return out;
}

export function extractKeys(doc: Doc, fields: KeyField[]): DocKeys {
  if (fields.length === 1) {
    const f = fieldValues(doc, fields[0]!);
    return { keys: f.values.map((v) => [v]), allMissing: f.missing, multikey: f.multikey };
  }
  let keys: IndexKey[] = [[]];
  let allMissing = true;
  let multikey = false;
  for (const field of fields) {
    const f = fieldValues(doc, field);
    if (!f.missing) allMissing = false;
    if (f.multikey) multikey = true;
    const next: IndexKey[] = [];
    for (const k of keys) for (const v of f.values) next.push([...k, v]);
    keys = next;
  }
  return { keys, allMissing, multikey };
}
