// Chooses an index for a filter (+ sort) and turns the filter's equality, $in and range
// predicates on the index's leading fields into scan ranges. The scan only has to return a
// superset of the matches: the full filter is applied to every candidate afterwards.
import { RANK, TypeBound, compareValues, typeRank } from "./bson-order.js";
import type { Collation } from "./collation.js";
import type { Collection } from "./collection.js";
import { entryOf, NONE, SCAN, type CollectionIndex, type IndexEntry } from "./collection-index.js";
import { isPlainScalar } from "./exact-keys.js";
import type { IndexKey } from "./index-keys.js";
import { isPlainObject, type Doc } from "./documents.js";

interface Interval {
  lo: unknown;
  loInc: boolean;
  hi: unknown;
  hiInc: boolean;
}

interface FieldCondition {
  /** Equality / $in values (already de-duplicated and sorted). */
  points?: unknown[];
  range?: Interval;
  /** A regular expression's prefix: a range of code points, which only a simple-collation index orders. */
  binary?: true;
}

export interface ScanRange {
  start: IndexEntry;
  end: IndexEntry;
}

export interface Plan {
  index: CollectionIndex;
  ranges: ScanRange[];
  descending: boolean;
  /** The scan yields documents already in the requested sort order. */
  providesSort: boolean;
  /** Every field of a unique index is pinned to one value: at most one match. */
  singleMatch: boolean;
  /** The scan returns exactly the matches (equalities on scalars, all in the index): no filter to apply after it. */
  exact?: boolean;
  /**
   * The ranges are single keys of a unique index, in scan order: the index may answer them from
   * its hash (CollectionIndex.lookUp) instead of scanning.
   */
  points?: IndexKey[];
  /**
   * Top-level fields of the filter the scan already guarantees (equalities and $in on scalars of
   * the index's leading fields): the filter applied after the scan can leave them out.
   */
  covered?: string[];
}

const RANGEABLE = new Set<number>([RANK.number, RANK.string, RANK.date, RANK.objectId, RANK.boolean, RANK.timestamp, RANK.binary]);

function usableValue(v: unknown): boolean {
  if (v === undefined || v instanceof RegExp || Array.isArray(v)) return false;
  if ((v as { _bsontype?: string } | null)?._bsontype === "BSONRegExp") return false;
  if (isPlainObject(v) && Object.keys(v).some((k) => k.startsWith("$"))) return false;
  return true;
}

function pointsOf(values: unknown[]): unknown[] {
  const sorted = values.slice().sort(compareValues);
  return sorted.filter((v, i) => i === 0 || compareValues(v, sorted[i - 1]) !== 0);
}

/** /^literal/ (no i/m flags) selects the string range [literal, literal with last char + 1). */
function prefixRange(source: string, flags: string): FieldCondition | undefined {
  if (/[im]/.test(flags) || source.includes("|")) return undefined;
  const m = /^\^((?:[^\\.*+?()[\]{}|^$]|\\[.*+?()[\]{}|^$\\/-])+)/.exec(source);
  if (!m) return undefined;
  const prefix = m[1]!.replace(/\\(.)/g, "$1");
  if (/[*+?{]/.test(source[m[0].length] ?? "")) return undefined; // quantifier applies to the last char
  const last = prefix.charCodeAt(prefix.length - 1);
  const upper = prefix.slice(0, -1) + String.fromCharCode(last + 1);
  return { range: { lo: prefix, loInc: true, hi: upper, hiInc: false }, binary: true };
}

function conditionOf(value: unknown): FieldCondition | undefined {
  if (value instanceof RegExp) return prefixRange(value.source, value.flags);
  if (!isPlainObject(value) || !Object.keys(value).some((k) => k.startsWith("$"))) {
    return usableValue(value) ? { points: [value] } : undefined;
  }
  const ops = value;
  if ("$regex" in ops && Object.keys(ops).every((k) => k === "$regex" || k === "$options")) {
    const re = ops.$regex;
    if (re instanceof RegExp) return prefixRange(re.source, re.flags + String(ops.$options ?? ""));
    if (typeof re === "string") return prefixRange(re, String(ops.$options ?? ""));
    return undefined;
  }
  if ("$eq" in ops && usableValue(ops.$eq)) return { points: [ops.$eq] };
  if ("$in" in ops && Array.isArray(ops.$in) && ops.$in.every(usableValue)) return { points: pointsOf(ops.$in) };
  let range: Interval | undefined;
  const bound = (op: string, v: unknown) => {
    const rank = typeRank(v);
    if (!RANGEABLE.has(rank)) return;
    range ??= { lo: new TypeBound(rank, false), loInc: true, hi: new TypeBound(rank, true), hiInc: true };
    if (typeRank(range.lo) !== rank && !(range.lo instanceof TypeBound && range.lo.rank === rank)) return;
    if (op === "$gt" || op === "$gte") {
      range.lo = v;
      range.loInc = op === "$gte";
    } else {
      range.hi = v;
      range.hiInc = op === "$lte";
    }
  };
  for (const op of ["$gt", "$gte", "$lt", "$lte"]) if (op in ops) bound(op, ops[op]);
  return range ? { range } : undefined;
}

/** Field path -> usable condition, from top-level predicates and top-level $and. */
export function analyzeFilter(filter: Doc, out = new Map<string, FieldCondition>()): Map<string, FieldCondition> {
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const sub of value) if (isPlainObject(sub)) analyzeFilter(sub, out);
      continue;
    }
    if (key.startsWith("$") || out.has(key)) continue;
    const cond = conditionOf(value);
    if (cond) out.set(key, cond);
  }
  return out;
}

function intervalsFor(cond: FieldCondition): Interval[] {
  if (cond.points) return cond.points.map((v) => ({ lo: v, loInc: true, hi: v, hiInc: true }));
  return [cond.range!];
}

function combinations(used: Interval[][]): Interval[][] {
  let combos: Interval[][] = [[]];
  for (const options of used) {
    const next: Interval[][] = [];
    for (const c of combos) for (const o of options) next.push([...c, o]);
    combos = next;
  }
  return combos;
}

function buildRanges(index: CollectionIndex, used: Interval[][]): ScanRange[] {
  return combinations(used).map((combo) => ({ start: probe(index, combo, true), end: probe(index, combo, false) }));
}

/**
 * The keys a scan of these intervals reads, when it reads single keys of a unique index: every
 * field of the index pinned to points (equalities, $in). Otherwise undefined.
 */
function pointKeys(index: CollectionIndex, used: Interval[][]): IndexKey[] | undefined {
  if (!index.unique || index.multikey || used.length !== index.fields.length) return undefined;
  for (const options of used) for (const iv of options) if (!(iv.loInc && iv.hiInc && iv.lo === iv.hi)) return undefined;
  return combinations(used).map((combo) => combo.map((iv) => iv.lo));
}

/** Probe entry at the start (or end) of the index region selected by the intervals, in index order. */
function probe(index: CollectionIndex, combo: Interval[], atStart: boolean): IndexEntry {
  const k: unknown[] = [];
  let restAtStart = atStart;
  combo.forEach((iv, i) => {
    const asc = index.fields[i]!.direction === 1;
    const takeLo = asc === atStart;
    k.push(takeLo ? iv.lo : iv.hi);
    const inclusive = takeLo ? iv.loInc : iv.hiInc;
    if (i === combo.length - 1) restAtStart = inclusive ? atStart : !atStart;
  });
  for (let i = combo.length; i < index.fields.length; i++) k.push(index.edge(i, restAtStart));
  return entryOf(k, restAtStart ? -Infinity : Infinity);
}

function sortProvision(index: CollectionIndex, sort: [string, number][], singlePointPrefix: number): 0 | 1 | -1 {
  if (index.multikey || sort.length === 0) return 0;
  for (let offset = 0; offset <= singlePointPrefix; offset++) {
    if (sort.length > index.fields.length - offset) continue;
    let sign = 0;
    let ok = true;
    for (let t = 0; t < sort.length && ok; t++) {
      const field = index.fields[offset + t]!;
      const [path, dir] = sort[t]!;
      if (field.path !== path) ok = false;
      else {
        const s = dir * field.direction;
        if (sign === 0) sign = s;
        else if (s !== sign) ok = false;
      }
    }
    if (ok) return sign > 0 ? 1 : -1;
  }
  return 0;
}

/** Values whose comparison no collation changes (no strings, in documents and arrays neither). */
function collationFree(v: unknown): boolean {
  if (v instanceof TypeBound) return v.rank !== RANK.string;
  const rank = typeRank(v);
  return rank !== RANK.string && rank !== RANK.object && rank !== RANK.array;
}

function condCollationFree(cond: FieldCondition): boolean {
  if (cond.points) return cond.points.every(collationFree);
  return !cond.range || (collationFree(cond.range.lo) && collationFree(cond.range.hi));
}

export function planQuery(coll: Collection, filter: Doc, sort: [string, number][], hasLimit: boolean, collation: Collation | null = null): Plan | null {
  const collationId = collation?.id ?? "";
  // The commonest filters, {_id: value} first: one key of a unique index, no search for a better plan.
  const whole = sort.length === 0 ? wholeKeyPlan(coll, filter, collationId) : null;
  if (whole) return whole;
  const conds = analyzeFilter(filter);
  let best: { plan: Plan; used: Interval[][]; score: number } | null = null;
  for (const index of coll.indexes.values()) {
    if (index.isText || index.partial) continue;
    // An index orders strings under its own collation: it serves the query's comparisons when the
    // collations agree or when they compare no strings, and its order is the query's sort only when they agree.
    const sameCollation = index.collationId === collationId;
    const used: Interval[][] = [];
    let singlePointPrefix = 0;
    let prefixOpen = true;
    let hasNull = false;
    /** How many matches at most when every field is a set of points: their product (else unbounded). */
    let pointCombinations = 1;
    for (const field of index.fields) {
      const cond = conds.get(field.path);
      if (!cond) break;
      if ((cond.binary && index.collationId !== "") || (!sameCollation && !condCollationFree(cond))) break;
      if (cond.points && cond.points.some((p) => p === null)) hasNull = true;
      used.push(intervalsFor(cond));
      if (cond.points?.length === 1 && prefixOpen) singlePointPrefix++;
      else prefixOpen = false;
      pointCombinations = cond.points ? pointCombinations * cond.points.length : Infinity;
      if (!cond.points) break;
    }
    if (hasNull && index.sparse) continue;
    // A multikey index cannot intersect both ends of a range (different elements may satisfy each end).
    if (index.multikey && used.length > 0) {
      const last = used[used.length - 1]!;
      // Any range but a single point, empty-looking ones too: {$gte: 5, $lt: 5} matches [4, 6].
      if (last.length === 1 && !(last[0]!.loInc && last[0]!.hiInc && compareValues(last[0]!.lo, last[0]!.hi) === 0)) {
        const iv = last[0]!;
        if (!(iv.lo instanceof TypeBound)) last[0] = { ...iv, hi: new TypeBound(typeRank(iv.lo), true), hiInc: true };
      }
    }
    // One scan range per combination of the fields' intervals; only the chosen index's are built.
    const rangeCount = used.reduce((n, options) => n * options.length, 1);
    const direction = rangeCount === 1 && sameCollation ? sortProvision(index, sort, singlePointPrefix) : 0;
    if (used.length === 0 && direction === 0) continue;
    const singleMatch = index.unique && singlePointPrefix === index.fields.length;
    const exact = sameCollation && !index.multikey && !index.sparse && coversExactly(filter, index, used.length);
    // A unique index pinned on every field by a few points ({_id: {$in: [...]}}) reads at most that
    // many documents: better than any index that only narrows by a shared value (MongoDB's trial
    // runs find the same).
    const fewUnique = !singleMatch && index.unique && used.length === index.fields.length && pointCombinations <= 1000;
    const score =
      (singleMatch ? 1000 : fewUnique ? 500 : 0) +
      used.length * 10 +
      singlePointPrefix * 2 +
      (direction !== 0 ? (hasLimit ? 8 : 3) : 0) -
      index.fields.length * 0.1;
    if (!best || score > best.score) {
      const points = direction === 0 ? pointKeys(index, used) : undefined;
      const covered = exact ? [] : coveredFields(filter, index, used.length);
      best = {
        used,
        plan: {
          index,
          ranges: [],
          descending: direction === -1,
          providesSort: direction !== 0 || sort.length === 0,
          singleMatch,
          exact,
          ...(points ? { points } : {}),
          ...(covered.length ? { covered } : {}),
        },
        score,
      };
    }
  }
  // A filter whose only indexable part is a top-level $or: the union of its branches' scans, when
  // every branch can use the same index (as MongoDB's index union; the full filter still applies).
  if ((!best || best.score < 10) && Array.isArray(filter.$or) && filter.$or.length > 0) {
    const union = planUnion(coll, filter, filter.$or, sort, collation);
    if (union) return union;
  }
  if (!best) return null;
  best.plan.ranges = buildRanges(best.plan.index, best.used);
  return best.plan;
}

/**
 * A filter that pins every field of a unique index to a scalar (a vote's user, target type and
 * target; a username) selects at most one record: that index, read by its hash, is the plan the
 * search over every index would choose (a single match outranks all else), without the search.
 * Other fields of the filter are checked on the one record after.
 */
function wholeKeyPlan(coll: Collection, filter: Doc, collationId: string): Plan | null {
  if (Object.hasOwn(filter, "$and") || Object.hasOwn(filter, "$or")) return null;
  for (const index of coll.indexes.values()) {
    if (!index.unique || index.partial || index.isText || index.collationId !== collationId) continue;
    const key: unknown[] = [];
    for (const field of index.fields) {
      const value = Object.hasOwn(filter, field.path) ? filter[field.path] : undefined;
      if (!exactScalar(value)) break;
      key.push(value);
    }
    if (key.length !== index.fields.length) continue;
    const ranges = buildRanges(
      index,
      key.map((v) => [{ lo: v, loInc: true, hi: v, hiInc: true }]),
    );
    const plain = !index.multikey && !index.sparse && index.plainKeys;
    const exact = plain && Object.keys(filter).length === key.length;
    const plan: Plan = { index, ranges, descending: false, providesSort: true, singleMatch: true, exact, points: [key] };
    if (plain && !exact) plan.covered = index.fields.map((f) => f.path);
    return plan;
  }
  return null;
}

/** Scalars whose index order is MongoDB's equality: a point on them selects exactly the equal values. */
function exactScalar(v: unknown): boolean {
  // Not Long or Decimal128 kept as objects: the index order compares those as doubles, which is
  // not equality beyond 2^53 (nor for decimals); the filter applied after the scan decides them.
  return v !== null && isPlainScalar(v);
}

/** The filter is only equalities / $in on scalars, one per leading field of the index, nothing else. */
function coversExactly(filter: Doc, index: CollectionIndex, usedFields: number): boolean {
  const keys = Object.keys(filter);
  return keys.length > 0 && keys.length === usedFields && coveredFields(filter, index, usedFields).length === usedFields;
}

/**
 * The leading fields of the index whose top-level predicate in the filter is an equality or $in on
 * scalars: a scan of their points holds exactly the documents that satisfy it (an index that is
 * neither multikey nor sparse holds every document once, under its own value).
 */
function coveredFields(filter: Doc, index: CollectionIndex, usedFields: number): string[] {
  const covered: string[] = [];
  // A top-level $and may pin the same field too, and the scan may have used its value instead.
  if (index.multikey || index.sparse || !index.plainKeys || Object.hasOwn(filter, "$and")) return covered;
  for (let i = 0; i < usedFields; i++) {
    const path = index.fields[i]!.path;
    if (!Object.hasOwn(filter, path)) break;
    const value = filter[path];
    if (isPlainObject(value)) {
      const ops = Object.keys(value);
      if (ops.length !== 1) break;
      const pinned =
        (ops[0] === "$eq" && exactScalar(value.$eq)) || (ops[0] === "$in" && Array.isArray(value.$in) && value.$in.length > 0 && value.$in.every(exactScalar));
      if (!pinned) break;
    } else if (!exactScalar(value)) break;
    covered.push(path);
  }
  return covered;
}

function planUnion(coll: Collection, filter: Doc, branches: unknown[], sort: [string, number][], collation: Collation | null): Plan | null {
  let index: CollectionIndex | null = null;
  let exact = true;
  const ranges: ScanRange[] = [];
  let points: IndexKey[] | undefined = [];
  for (const branch of branches) {
    if (!isPlainObject(branch)) return null;
    const plan = planQuery(coll, branch, [], false, collation);
    // Every branch must pin something (a bare sort scan would read the whole index), on one index.
    if (!plan || plan.ranges.length === 0 || (index && plan.index !== index)) return null;
    index = plan.index;
    exact &&= plan.exact === true;
    ranges.push(...plan.ranges);
    points = plan.points && points ? [...points, ...plan.points] : undefined;
  }
  if (!index) return null;
  // Ranges may overlap or come in any order: scanPlan drops repeats; the caller sorts.
  // Exact only when the $or is the whole filter and every branch is exact.
  const union: Plan = {
    index,
    ranges,
    descending: false,
    providesSort: sort.length === 0,
    singleMatch: false,
    exact: exact && Object.keys(filter).length === 1,
  };
  if (points) union.points = points;
  return union;
}

/** Record ids from a plan's scan, each at most once, in scan order. */
export function* scanPlan(plan: Plan): Generator<number> {
  const held = plan.points && lookUpAll(plan.index, plan.points);
  if (held) {
    yield* held;
    return;
  }
  const dedupe = plan.index.multikey || plan.ranges.length > 1;
  const seen = dedupe ? new Set<number>() : null;
  for (const range of plan.ranges) {
    for (const e of plan.index.entries.range(range.start, range.end, plan.descending)) {
      if (seen) {
        if (seen.has(e.r)) continue;
        seen.add(e.r);
      }
      yield e.r;
    }
  }
}

/** The records holding these keys, in their order, each once; null when the index cannot answer one by hash. */
function lookUpAll(index: CollectionIndex, keys: IndexKey[]): number[] | null {
  const rids: number[] = [];
  const seen = new Set<number>();
  for (const key of keys) {
    const rid = index.lookUp(key);
    if (rid === SCAN) return null;
    if (rid !== NONE && !seen.has(rid)) {
      seen.add(rid);
      rids.push(rid);
    }
  }
  return rids;
}
