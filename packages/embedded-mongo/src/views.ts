// Read-only views: a name for a pipeline over another collection (or view). A view is kept in the
// catalog as a collection whose options hold viewOn and pipeline (journaled like any create);
// reads run the view's pipeline first, writes and indexes are refused with MongoDB's codes.
import type { Collection } from "./collection.js";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

/** MongoDB's bound on views over views. */
const MAX_VIEW_DEPTH = 20;

/** The create options a view may carry besides viewOn and pipeline. */
const VIEW_OPTIONS = new Set([
  "viewOn",
  "pipeline",
  "collation",
  "comment",
  "writeConcern",
  "lsid",
  "maxTimeMS",
  "txnNumber",
  "apiVersion",
  "apiStrict",
  "apiDeprecationErrors",
]);

export function isView(coll: Collection | undefined): boolean {
  return typeof coll?.options.viewOn === "string";
}

/** Checks create's (or collMod's) viewOn and pipeline; the view's options as stored. */
export function viewDefinition(cmd: Doc): Doc {
  for (const key of Object.keys(cmd)) {
    if (key === "create" || key === "collMod" || key.startsWith("$") || VIEW_OPTIONS.has(key)) continue;
    throw new CommandError(ErrorCodes.InvalidOptions, `option '${key}' is not supported for a view`);
  }
  const { viewOn, pipeline = [] } = cmd;
  if (typeof viewOn !== "string" || viewOn.length === 0) throw new CommandError(ErrorCodes.TypeMismatch, "'viewOn' must be a non-empty string");
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject))
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' must be an array of stage documents");
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name === "$out" || name === "$merge") {
      throw new CommandError(ErrorCodes.OptionNotSupportedOnView, `The aggregation stage ${name} of the pipeline of a view definition is not allowed`);
    }
  }
  return { viewOn, pipeline };
}

/** Refuses a definition whose viewOn chain comes back to the view itself (93, as mongod). */
export function checkNoCycle(name: string, definition: Doc, lookUp: (name: string) => Collection | undefined): void {
  let current = definition.viewOn as string;
  for (let depth = 0; depth <= MAX_VIEW_DEPTH; depth++) {
    if (current === name) throw new CommandError(ErrorCodes.GraphContainsCycle, `View cycle detected: ${name} reads itself through viewOn`);
    const next = lookUp(current);
    if (!isView(next)) return;
    current = next!.options.viewOn as string;
  }
}

/** Refuses what a view cannot do: be written, indexed, validated or measured as a collection. */
export function refuseView(coll: Collection | undefined): void {
  if (isView(coll)) throw new CommandError(ErrorCodes.CommandNotSupportedOnView, `Namespace ${coll!.ns} is a view, not a collection`);
}

/** A view has the simple collation here: an operation may not ask for another. */
export function checkViewCollation(coll: Collection, collation: unknown): void {
  if (collation === undefined) return;
  if (isPlainObject(collation) && collation.locale === "simple" && Object.keys(collation).length === 1) return;
  throw new CommandError(ErrorCodes.OptionNotSupportedOnView, `Cannot override a view's default collation (${coll.ns})`);
}

export interface ResolvedView {
  /** The collection at the bottom of the chain (undefined when it does not exist: the view reads nothing). */
  source: Collection | undefined;
  /** The pipelines of the chain, the innermost first. */
  pipeline: Doc[];
}

/** Follows viewOn to a collection, gathering the pipelines on the way. */
export function resolveView(view: Collection, lookUp: (name: string) => Collection | undefined): ResolvedView {
  const pipelines: Doc[][] = [];
  let current: Collection | undefined = view;
  for (let depth = 0; isView(current); depth++) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new CommandError(ErrorCodes.ViewDepthLimitExceeded, `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`);
    pipelines.unshift(current!.options.pipeline as Doc[]);
    current = lookUp(current!.options.viewOn as string);
  }
  return { source: current, pipeline: pipelines.flat() };
}

/** The stages a find on a view adds after the view's pipeline. */
export function findStages(filter: Doc, sort: unknown, skip: number, limit: number, projection: unknown): Doc[] {
  const stages: Doc[] = [];
  if (Object.keys(filter).length > 0) stages.push({ $match: filter });
  if (isPlainObject(sort) && Object.keys(sort).length > 0) stages.push({ $sort: sort });
  if (skip > 0) stages.push({ $skip: skip });
  if (limit > 0) stages.push({ $limit: limit });
  if (isPlainObject(projection) && Object.keys(projection).length > 0) stages.push({ $project: projection });
  return stages;
}
