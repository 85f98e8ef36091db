// MongoDB's sort: a spec's fields in turn, a missing field as null, an array by its least
// element ascending and its greatest descending.
import { compareValues } from "./bson-order.js";
import { collectPathValues, isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

type Order = (a: unknown, b: unknown) => number;

export function sortSpec(sort: unknown): [string, number][] {
  if (!sort || !isPlainObject(sort)) return [];
  return Object.entries(sort).map(([k, v]) => {
    if (isPlainObject(v) && "$meta" in v) throw new CommandError(ErrorCodes.BadValue, "$meta sort is not supported");
    const n = Number(v);
    if (n !== 1 && n !== -1) throw new CommandError(ErrorCodes.BadValue, `Invalid sort value for ${k}: ${String(v)}`);
    return [k, n] as [string, number];
  });
}

/** MongoDB sort key of one field: missing = null, arrays sort by their min (asc) / max (desc) element. */
function sortKeyOf(doc: Doc, path: string, dir: number, order: Order): unknown {
  const values = collectPathValues(doc, path.split("."));
  let best: unknown = undefined;
  let found = false;
  for (const raw of values) {
    const elements = Array.isArray(raw) ? (raw.length ? raw : [undefined]) : [raw];
    for (const v of elements) {
      if (!found || dir * order(v, best) < 0) {
        best = v;
        found = true;
      }
    }
  }
  return best ?? null;
}

/** Sorts docs (and their rids alongside) by the spec, strings in `order` (a collation's) when given. */
export function sortDocs(docs: Doc[], spec: [string, number][], rids?: number[], order: Order = compareValues): void {
  const keyed = docs.map((d, i) => ({ d, r: rids?.[i] ?? 0, k: spec.map(([p, dir]) => sortKeyOf(d, p, dir, order)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const c = order(a.k[i], b.k[i]);
      if (c !== 0) return c * spec[i]![1];
    }
    return 0;
  });
  keyed.forEach((e, i) => {
    docs[i] = e.d;
    if (rids) rids[i] = e.r;
  });
}
