// Runs a filter + sort + skip + limit against one collection: index scan (or natural-order
// scan), full mingo filter on each candidate, in-memory sort only when no index gives the order.
import { orderUnder, type Collation } from "./collation.js";
import type { Collection } from "./collection.js";
import type { Doc } from "./documents.js";
import { CommandError, ErrorCodes, asCommandError } from "./errors.js";
import { compileQuery } from "./mingo-options.js";
import { planQuery, scanPlan, type Plan } from "./query-planner.js";
import { sortDocs, sortSpec } from "./sort-docs.js";

export interface ExecStats {
  docsExamined: number;
  keysExamined: number;
}

export interface QueryOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  /** The command's `let` variables, evaluated (let-variables.ts). */
  variables?: Doc;
  /** The collation strings compare under (null or absent: simple). */
  collation?: Collation | null;
}

export interface QueryResult {
  docs: Doc[];
  /** rids parallel to docs (used by writes). */
  rids: number[];
  plan: Plan | null;
  examined: number;
}

const MATCH_ALL = { test: () => true };

export function compileFilter(filter: Doc | undefined, variables?: Doc, collation?: Collation | null): { test(doc: Doc): boolean } {
  if (!filter || Object.keys(filter).length === 0) return MATCH_ALL;
  if ("$text" in filter) throw new CommandError(ErrorCodes.IndexNotFound, "text index required for $text query (not supported by the embedded engine)");
  const { $comment: _ignored, ...rest } = filter;
  const compile = () => {
    try {
      return compileQuery(rest, variables, collation);
    } catch (err) {
      throw asCommandError(err);
    }
  };
  // `===` is a string's equality only under the simple collation.
  return (collation ? null : primitiveEquality(rest, compile)) ?? compile();
}

/**
 * A filter of top-level equalities to strings, finite numbers and booleans — what is left of most
 * writes' filters once the index scan has pinned the rest ({value: 1}) — tested without compiling
 * a mingo query for each statement. A document field holding the same kind of primitive is equal
 * exactly when `===` says so (1 and 1.0 are one number), another primitive kind or nothing never
 * is; any other field (an array, a document, a Long) goes to mingo, compiled on first need.
 */
function primitiveEquality(filter: Doc, compile: () => { test(doc: Doc): boolean }): { test(doc: Doc): boolean } | null {
  const fields = Object.keys(filter);
  for (const field of fields) {
    const value = filter[field];
    if (field.startsWith("$") || field.includes(".")) return null;
    const kind = typeof value;
    if (kind !== "string" && kind !== "boolean" && !(kind === "number" && !Number.isNaN(value))) return null;
  }
  let full: { test(doc: Doc): boolean } | undefined;
  return {
    test(doc) {
      for (const field of fields) {
        const held = doc[field];
        const value = filter[field];
        if (typeof held === typeof value) {
          if (held !== value) return false;
        } else if (held !== null && typeof held === "object") {
          full ??= compile();
          return full.test(doc);
        } else return false;
      }
      return true;
    },
  };
}

/** The filter without these top-level fields (the index scan guarantees them). */
function withoutFields(filter: Doc, fields: string[]): Doc {
  const rest: Doc = {};
  for (const key of Object.keys(filter)) if (!fields.includes(key)) rest[key] = filter[key];
  return rest;
}

export function runQuery(coll: Collection | undefined, filter: Doc, opts: QueryOptions, stats: ExecStats): QueryResult {
  const result: QueryResult = { docs: [], rids: [], plan: null, examined: 0 };
  if (!coll) return result;
  let sort = sortSpec(opts.sort);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.max(0, opts.limit ?? 0);
  let natural: 1 | -1 = 1;
  if (sort.length === 1 && sort[0]![0] === "$natural") {
    natural = sort[0]![1] as 1 | -1;
    sort = [];
  }
  const collation = opts.collation ?? null;
  const plan = planQuery(coll, filter, sort, limit > 0, collation);
  result.plan = plan;
  const matcher = plan?.exact ? MATCH_ALL : compileFilter(plan?.covered ? withoutFields(filter, plan.covered) : filter, opts.variables, collation);
  const ordered = sort.length === 0 || (plan?.providesSort ?? false);
  const wanted = limit > 0 && ordered ? skip + limit : Infinity;
  const consider = (rid: number, doc: Doc | undefined): boolean => {
    if (!doc) return true;
    result.examined++;
    if (!matcher.test(doc)) return true;
    result.docs.push(doc);
    result.rids.push(rid);
    return result.docs.length < wanted;
  };
  if (plan) {
    for (const rid of scanPlan(plan)) {
      stats.keysExamined++;
      if (!consider(rid, coll.docs.get(rid))) break;
      if (plan.singleMatch && result.docs.length > 0) break;
    }
  } else if (natural === 1) {
    for (const [rid, doc] of coll.docs) if (!consider(rid, doc)) break;
  } else {
    const all = [...coll.docs];
    for (let i = all.length - 1; i >= 0; i--) if (!consider(all[i]![0], all[i]![1])) break;
  }
  stats.docsExamined += result.examined;
  if (!ordered) sortDocs(result.docs, sort, result.rids, orderUnder(collation));
  if (skip > 0 || (limit > 0 && result.docs.length > limit)) {
    const end = limit > 0 ? skip + limit : undefined;
    result.docs = result.docs.slice(skip, end);
    result.rids = result.rids.slice(skip, end);
  }
  return result;
}

/** Applies a find projection (mingo handles $slice, $elemMatch and positional $) and keeps _id first. */
export function projectDocs(docs: Doc[], projection: Doc | undefined, filter: Doc | undefined, collation?: Collation | null): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const inclusion = plainInclusion(projection);
  if (inclusion) return docs.map((d) => includeFields(d, inclusion));
  const exclusion = plainExclusion(projection);
  if (exclusion) return docs.map((d) => excludeFields(d, exclusion));
  const positional = Object.keys(projection).some((k) => k.endsWith(".$"));
  const q = compileQuery(positional && filter ? filter : {}, undefined, collation);
  return docs.map((d) => {
    const [out] = q.find([d], projection).all() as Doc[];
    return out ? idFirstProjected(out) : {};
  });
}

/**
 * The fields of a projection that only names top-level fields to keep ({a: 1, b: true}, _id kept
 * unless {_id: 0}); null for anything else (dotted paths, operators, exclusions), which mingo does.
 */
function plainInclusion(projection: Doc): { fields: string[]; withId: boolean } | null {
  const fields: string[] = [];
  let withId = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key === "_id" && (value === 0 || value === false)) withId = false;
    else if ((value === 1 || value === true) && !key.includes(".") && !key.startsWith("$")) {
      if (key !== "_id") fields.push(key);
    } else return null;
  }
  return fields.length > 0 ? { fields, withId } : null;
}

function includeFields(doc: Doc, { fields, withId }: { fields: string[]; withId: boolean }): Doc {
  const out: Doc = {};
  if (withId && "_id" in doc) out._id = doc._id;
  for (const key of fields) if (key in doc && doc[key] !== undefined) out[key] = doc[key];
  return out;
}

/** The fields of a projection that only names top-level fields to drop ({content: 0}); null otherwise. */
function plainExclusion(projection: Doc): Set<string> | null {
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(projection)) {
    if ((value === 0 || value === false) && !key.includes(".") && !key.startsWith("$")) fields.add(key);
    else return null;
  }
  return fields;
}

function excludeFields(doc: Doc, dropped: Set<string>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) if (!dropped.has(key)) out[key] = doc[key];
  return out;
}

function idFirstProjected(doc: Doc): Doc {
  if (!("_id" in doc)) return doc;
  const keys = Object.keys(doc);
  if (keys[0] === "_id") return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== "_id") out[k] = doc[k];
  return out;
}
