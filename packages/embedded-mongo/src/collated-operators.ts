// mingo compares strings by code point. Under a collation, the operators that compare values
// (query $eq…$all, expression $eq…$cmp and $in, the $sort stage) are replaced by ones that
// compare strings under it; operators whose collation-aware meaning this engine does not
// implement (grouping, set and array operators, joins) are refused rather than run binary.
import { Context, evalExpr } from "mingo/core";
import { Lazy } from "mingo/lazy";
import { $all as binaryAll } from "mingo/operators/query";
import { ensureArray, flatten, isArray, isNil, isRegExp, resolve } from "mingo/util";
import type { Options } from "mingo/types";
import { typeRank } from "./bson-order.js";
import { effectiveCollation, orderUnder, type Collation } from "./collation.js";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";
import { sortDocs, sortSpec } from "./sort-docs.js";

type Order = (a: unknown, b: unknown) => number;
type Predicate = (obj: unknown) => boolean;
type QueryOperator = (selector: string, value: unknown, options: Options) => Predicate;
type ExpressionOperator = (obj: unknown, expr: unknown, options: Options) => unknown;

function depthOf(selector: string): number {
  let depth = 0;
  for (let i = selector.indexOf("."); i !== -1; i = selector.indexOf(".", i + 1)) depth++;
  return depth;
}

function needsArray(operator: string, value: unknown): true {
  if (!isArray(value)) throw new CommandError(ErrorCodes.BadValue, `${operator} needs an array`);
  return true;
}

function queryOperators(order: Order): Record<string, QueryOperator> {
  const equal = (a: unknown, b: unknown) => order(a, b) === 0;
  /** MongoDB's equality of a field (an array's elements too) with a value. */
  const eq = (lhs: unknown, rhs: unknown, depth: number): boolean => {
    if (isNil(lhs) && isNil(rhs)) return true;
    if (lhs !== undefined && equal(lhs, rhs)) return true;
    return isArray(lhs) && (lhs.some((v) => equal(v, rhs)) || flatten(lhs, depth).some((v) => equal(v, rhs)));
  };
  const within = (lhs: unknown, set: unknown[]): boolean => {
    if (isNil(lhs)) return set.some((v) => v === null);
    if (set.some((v) => !isRegExp(v) && equal(lhs, v))) return true;
    return ensureArray(lhs).some((v) => set.some((x) => (isRegExp(x) ? typeof v === "string" && x.test(v) : equal(v, x))));
  };
  const range =
    (accept: (c: number) => boolean): QueryOperator =>
    (selector, value) =>
    (obj) =>
      ensureArray(resolve(obj as never, selector, { unwrapArray: true })).some((v) => typeRank(v) === typeRank(value) && accept(order(v, value)));
  const field = (selector: string, obj: unknown) => resolve(obj as never, selector, { unwrapArray: true });
  return {
    $eq: (selector, value) => {
      const depth = depthOf(selector);
      return (obj) => eq(field(selector, obj), value, depth);
    },
    $ne: (selector, value) => {
      const depth = depthOf(selector);
      return (obj) => !eq(field(selector, obj), value, depth);
    },
    $in: (selector, value) => {
      needsArray("$in", value);
      return (obj) => within(field(selector, obj), value as unknown[]);
    },
    $nin: (selector, value) => {
      needsArray("$nin", value);
      return (obj) => !within(field(selector, obj), value as unknown[]);
    },
    $gt: range((c) => c > 0),
    $gte: range((c) => c >= 0),
    $lt: range((c) => c < 0),
    $lte: range((c) => c <= 0),
    $all: (selector, value, options) => {
      const wanted = value as unknown[];
      // $elemMatch members run mingo's own $all: their criteria compile under this same context.
      if (!isArray(wanted) || wanted.some((w) => isPlainObject(w) && "$elemMatch" in w)) return binaryAll(selector, value, options) as Predicate;
      return (obj) => {
        const values = field(selector, obj);
        if (!isArray(values) || values.length === 0 || wanted.length === 0) return false;
        return wanted.every((w) => (isRegExp(w) ? values.some((v) => typeof v === "string" && w.test(v)) : values.some((v) => equal(v, w))));
      };
    },
  };
}

function expressionOperators(order: Order): Record<string, ExpressionOperator> {
  const compared =
    (verdict: (c: number) => unknown): ExpressionOperator =>
    (obj, expr, options) => {
      const args = evalExpr(obj, expr, options) as unknown[];
      if (!isArray(args) || args.length !== 2) throw new CommandError(ErrorCodes.Location16020, "Expression takes exactly 2 arguments");
      return verdict(order(args[0], args[1]));
    };
  return {
    $eq: compared((c) => c === 0),
    $ne: compared((c) => c !== 0),
    $gt: compared((c) => c > 0),
    $gte: compared((c) => c >= 0),
    $lt: compared((c) => c < 0),
    $lte: compared((c) => c <= 0),
    $cmp: compared((c) => Math.sign(c)),
    $in: (obj, expr, options) => {
      const [value, list] = evalExpr(obj, expr, options) as [unknown, unknown];
      if (!isArray(list)) throw new CommandError(ErrorCodes.Location40081, "$in requires an array as a second argument");
      return list.some((v) => order(value, v) === 0);
    },
  };
}

/** The mingo context whose comparisons follow the collation (merged over mingo's full one). */
export function collatedContext(collation: Collation): Context {
  const order = orderUnder(collation);
  return Context.init({
    query: queryOperators(order) as never,
    expression: expressionOperators(order) as never,
    pipeline: {
      $sort: ((collection: { transform(f: (docs: Doc[]) => unknown): unknown }, keys: unknown) =>
        collection.transform((docs) => {
          sortDocs(docs, sortSpec(keys), undefined, order);
          return Lazy(docs);
        })) as never,
    },
  });
}

/** Stages and operators whose meaning under a collation this engine does not implement. */
const BINARY_ONLY = new Set([
  "$bucket",
  "$bucketAuto",
  "$sortByCount",
  "$setWindowFields",
  "$lookup",
  "$graphLookup",
  "$merge",
  "$setUnion",
  "$setIntersection",
  "$setDifference",
  "$setEquals",
  "$setIsSubset",
  "$indexOfArray",
  "$sortArray",
  "$max",
  "$min",
  "$maxN",
  "$minN",
  "$addToSet",
  // mingo's own $sort and $setWindowFields inside these, not the collated ones.
  "$top",
  "$topN",
  "$bottom",
  "$bottomN",
  "$fill",
  "$densify",
]);

/** Update operators that compare array elements or values: binary in mingo's updater. */
const BINARY_ONLY_UPDATES = new Set(["$pull", "$pullAll", "$addToSet", "$max", "$min"]);

function refusal(what: string): CommandError {
  return new CommandError(ErrorCodes.BadValue, `${what} under a collation other than simple is not supported by the embedded engine`);
}

function walkKeys(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (isArray(value)) for (const v of value) walkKeys(v, visit);
  else if (isPlainObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      visit(key, v);
      walkKeys(v, visit);
    }
  }
}

/**
 * Refuses filters and pipelines that use a stage or operator whose collation-aware meaning is not
 * implemented, when they run under a (non-simple) collation.
 */
export function refuseBinaryOnly(collation: Collation | null, ...parts: unknown[]): void {
  if (!collation) return;
  for (const part of parts)
    walkKeys(part, (key, value) => {
      if (BINARY_ONLY.has(key)) throw refusal(key);
      // Grouping by a constant (countDocuments' {_id: 1}) compares no keys; by anything else it would.
      if (key === "$group" && !(isPlainObject(value) && constantKey(value._id))) throw refusal("$group by a computed key");
    });
}

function constantKey(id: unknown): boolean {
  return id === null || id === undefined || typeof id === "number" || typeof id === "boolean" || (typeof id === "string" && !id.startsWith("$"));
}

/** The same for an update: a pipeline as above; operators that compare values, $push's $sort, arrayFilters and positional paths. */
export function refuseBinaryOnlyUpdate(collation: Collation | null, update: unknown, arrayFilters: unknown): void {
  if (!collation) return;
  if (isArray(update)) return refuseBinaryOnly(collation, update);
  if (arrayFilters !== undefined) throw refusal("arrayFilters");
  if (!isPlainObject(update)) return;
  for (const [op, fields] of Object.entries(update)) {
    if (BINARY_ONLY_UPDATES.has(op)) throw refusal(op);
    if (!isPlainObject(fields)) continue;
    for (const [path, spec] of Object.entries(fields)) {
      if (/(^|\.)\$(\.|$)/.test(path)) throw refusal("A positional update ($)");
      if (op === "$push" && isPlainObject(spec) && "$sort" in spec) throw refusal("$push with $sort");
    }
  }
}

/**
 * The collation an operation runs under: its own `collation` when given, else the collection's
 * default; refusing the filters and pipelines in `parts` that this engine cannot run under it.
 */
export function operationCollation(given: unknown, coll: { readonly collation: Collation | null } | undefined, ...parts: unknown[]): Collation | null {
  const collation = effectiveCollation(given, coll?.collation ?? null);
  refuseBinaryOnly(collation, ...parts);
  return collation;
}
