// Applies one update specification to one document: operator updates through mingo's
// updater, replacement documents, and pipeline updates, plus the pieces mingo leaves to the
// server: $setOnInsert, type errors for $inc/$mul and array operators, _id immutability and
// keeping _id as the first field.
import { update as mingoUpdate } from "mingo/updater";
import { compareValues, isNumeric, typeRank } from "./bson-order.js";
import { cloneDoc, describeValue, getPath, idFirst, isPlainObject, setPath, type Doc } from "./documents.js";
import { CommandError, ErrorCodes, asCommandError } from "./errors.js";
import type { Collation } from "./collation.js";
import { commandOptions, mingoOptions, newAggregator } from "./mingo-options.js";

export type UpdateSpec = Doc | Doc[];

export interface ApplyOptions {
  arrayFilters?: Doc[];
  /** The query filter (for the positional $ operator). */
  filter?: Doc;
  /** True when the document is being created by an upsert ($setOnInsert applies). */
  inserting: boolean;
  /** The command's `let` variables and the statement's constants (`c`), for a pipeline update. */
  variables?: Doc;
  /** The statement's collation, for a pipeline update's comparisons. */
  collation?: Collation | null;
}

export function isPipelineUpdate(u: UpdateSpec): u is Doc[] {
  return Array.isArray(u);
}

export function isOperatorUpdate(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith("$"));
  if (ops.length > 0 && ops.length !== keys.length) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Unknown modifier: ${keys.find((k) => !k.startsWith("$"))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return ops.length > 0;
}

const NUMERIC_OPS = ["$inc", "$mul"];
const ARRAY_OPS = ["$push", "$addToSet", "$pop", "$pull", "$pullAll"];

function isSimplePath(p: string): boolean {
  return !p.includes("$");
}

function checkTypes(doc: Doc, u: Doc): void {
  for (const op of NUMERIC_OPS) {
    const fields = u[op];
    if (!isPlainObject(fields)) continue;
    for (const [path, arg] of Object.entries(fields)) {
      if (!isNumeric(arg)) {
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot ${op === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${describeValue(arg)}}`,
        );
      }
      if (!isSimplePath(path)) continue;
      const current = getPath(doc, path);
      if (current !== undefined && current !== null && !isNumeric(current)) {
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${describeValue(doc._id)}} has the field '${path}' of non-numeric type ${typeName(current)}`,
        );
      }
      if (current === null) {
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${describeValue(doc._id)}} has the field '${path}' of non-numeric type null`,
        );
      }
    }
  }
  for (const op of ARRAY_OPS) {
    const fields = u[op];
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (!isSimplePath(path)) continue;
      const current = getPath(doc, path);
      if (current !== undefined && !Array.isArray(current)) {
        if ((op === "$pull" || op === "$pullAll" || op === "$pop") && current === null) continue;
        throw new CommandError(
          ErrorCodes.BadValue,
          `The field '${path}' must be an array but is of type ${typeName(current)} in document {_id: ${describeValue(doc._id)}}`,
        );
      }
    }
  }
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (v instanceof Date) return "date";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  const tag = (v as { _bsontype?: string })._bsontype;
  if (tag) return tag.toLowerCase();
  return typeof v === "object" ? "object" : typeof v;
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Folds $setOnInsert into the modifier (on insert) or drops it, refusing paths that clash with other operators. */
function resolveSetOnInsert(u: Doc, inserting: boolean): Doc {
  const soi = u.$setOnInsert;
  if (soi === undefined) return u;
  const { $setOnInsert: _drop, ...rest } = u;
  if (!isPlainObject(soi)) throw new CommandError(ErrorCodes.FailedToParse, "Modifiers operate on fields but we found another type instead");
  const others = Object.values(rest).flatMap((fields) => (isPlainObject(fields) ? Object.keys(fields) : []));
  for (const path of Object.keys(soi)) {
    const clash = others.find((o) => overlaps(o, path));
    if (clash) throw new CommandError(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${path}' would create a conflict at '${clash}'`);
  }
  if (!inserting) return rest;
  return { ...rest, $set: { ...(isPlainObject(rest.$set) ? rest.$set : {}), ...soi } };
}

export interface Applied {
  doc: Doc;
  changed: boolean;
}

function checkIdUnchanged(before: Doc, after: Doc): void {
  if (before._id !== undefined && compareValues(before._id, after._id) !== 0) {
    throw new CommandError(ErrorCodes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
}

function checkFieldNames(doc: Doc): void {
  for (const k of Object.keys(doc)) {
    if (k.startsWith("$")) throw new CommandError(ErrorCodes.BadValue, `The dollar ($) prefixed field '${k}' is not valid for storage.`);
  }
}

export function applyUpdate(doc: Doc, u: UpdateSpec, opts: ApplyOptions): Applied {
  try {
    if (isPipelineUpdate(u)) {
      const [out] = newAggregator(u, commandOptions(opts.variables, opts.collation)).run([cloneDoc(doc)]) as Doc[];
      const next = idFirst(out ?? {});
      if (doc._id !== undefined && next._id === undefined) next._id = doc._id;
      checkIdUnchanged(doc, next);
      return { doc: idFirst(next), changed: compareValues(doc, next) !== 0 || Object.keys(doc).join() !== Object.keys(next).join() };
    }
    if (!isOperatorUpdate(u)) {
      checkFieldNames(u);
      const next: Doc = { _id: doc._id ?? u._id };
      for (const [k, v] of Object.entries(u)) if (k !== "_id") next[k] = cloneDoc(v);
      if (next._id === undefined) delete next._id;
      if (u._id !== undefined) checkIdUnchanged(doc, { ...next, _id: u._id });
      return { doc: next, changed: compareValues(doc, next) !== 0 || Object.keys(doc).join() !== Object.keys(next).join() };
    }
    const modifier = resolveSetOnInsert(u, opts.inserting);
    if (Object.keys(modifier).length === 0) return { doc, changed: false };
    const fast = applyTopLevel(doc, modifier);
    if (fast) return fast;
    const next = cloneDoc(doc);
    checkTypes(next, modifier);
    const positional = opts.filter !== undefined && usesPositional(modifier);
    const changedPaths = mingoUpdate(next, modifier, opts.arrayFilters, positional ? opts.filter : undefined, {
      cloneMode: "deep",
      queryOptions: mingoOptions(),
    });
    if (changedPaths.length === 0) return { doc, changed: false };
    checkIdUnchanged(doc, next);
    return { doc: idFirst(next), changed: true };
  } catch (err) {
    throw asCommandError(err);
  }
}

const plainField = (path: string) => path !== "_id" && !path.includes(".") && !path.startsWith("$") && path.length > 0;

/**
 * `$set` and `$inc` of top-level fields with plain numbers — the counters and flags of most writes —
 * applied directly on a shallow copy (stored documents are never changed in place, so untouched
 * values can be shared). Anything else (paths, other operators, BSON number types, conflicts) is
 * left to mingo: null.
 */
function applyTopLevel(doc: Doc, modifier: Doc): Applied | null {
  const { $set, $inc, ...others } = modifier;
  if (Object.keys(others).length > 0) return null;
  if ($set !== undefined && !isPlainObject($set)) return null;
  if ($inc !== undefined && !isPlainObject($inc)) return null;
  const sets = $set ? Object.entries($set) : [];
  const incs = $inc ? Object.entries($inc) : [];
  for (const [path] of sets) if (!plainField(path) || ($inc && Object.hasOwn($inc, path))) return null;
  for (const [path, by] of incs) {
    const current = doc[path];
    if (!plainField(path) || typeof by !== "number" || (current !== undefined && typeof current !== "number")) return null;
  }
  const next: Doc = { ...doc };
  let changed = false;
  for (const [path, value] of sets) {
    const current = doc[path];
    if (current !== undefined && typeRank(current) === typeRank(value) && compareValues(current, value) === 0) continue;
    next[path] = cloneDoc(value);
    changed = true;
  }
  for (const [path, by] of incs as Array<[string, number]>) {
    const current = doc[path] as number | undefined;
    const value = (current ?? 0) + by;
    if (current !== undefined && Object.is(value, current)) continue;
    next[path] = value;
    changed = true;
  }
  return changed ? { doc: next, changed } : { doc, changed: false };
}

function usesPositional(modifier: Doc): boolean {
  return Object.values(modifier).some((fields) => isPlainObject(fields) && Object.keys(fields).some((p) => p.endsWith(".$") || p.includes(".$.")));
}

/** The document an upsert starts from: the filter's equality predicates (MongoDB's rule). */
export function upsertSeed(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === "$and" && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (k.startsWith("$")) continue;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith("$"))) {
        if ("$eq" in v) setPath(seed, k, cloneDoc(v.$eq));
        else if (Array.isArray(v.$in) && v.$in.length === 1 && !(v.$in[0] instanceof RegExp)) setPath(seed, k, cloneDoc(v.$in[0]));
        continue;
      }
      if (v instanceof RegExp) continue;
      setPath(seed, k, cloneDoc(v));
    }
  };
  if (filter) visit(filter);
  return seed;
}
