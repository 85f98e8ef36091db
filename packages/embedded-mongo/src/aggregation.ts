// Aggregation: a leading $match (+ $sort/$skip/$limit) is served by the query executor so it
// can use indexes; the rest runs in mingo on copies of the documents. $out and $merge are
// taken off the pipeline and performed through the engine's own write path.
import { Aggregator } from "mingo";
import type { Collection } from "./collection.js";
import { cloneDoc, idFirst, isPlainObject, withId, type Doc } from "./documents.js";
import { CommandError, ErrorCodes, asCommandError } from "./errors.js";
import type { Collation } from "./collation.js";
import { commandOptions, mingoOptions, newAggregator } from "./mingo-options.js";
import { collStatsDocument } from "./coll-stats.js";
import { runQuery, type ExecStats, type QueryOptions } from "./query-exec.js";
import { isView, resolveView } from "./views.js";

export interface AggregateSource {
  stats: ExecStats;
  /** The namespace aggregated (db.collection), as $collStats reports it. */
  namespace?: string;
  /** The logical sessions seen, as $listLocalSessions lists them. */
  sessions?: () => Doc[];
}

interface Folded {
  filter: Doc;
  opts: QueryOptions;
  rest: Doc[];
}

function stageName(stage: Doc): string {
  const keys = Object.keys(stage);
  if (keys.length !== 1) throw new CommandError(ErrorCodes.Location40324, "A pipeline stage specification object must contain exactly one field.");
  return keys[0]!;
}

/** Pulls leading $match/$sort/$skip/$limit stages into one indexed query. */
function foldLeadingStages(pipeline: Doc[]): Folded {
  const out: Folded = { filter: {}, opts: {}, rest: pipeline };
  let i = 0;
  if (
    pipeline[0] &&
    stageName(pipeline[0]) === "$match" &&
    isPlainObject(pipeline[0].$match) &&
    !JSON.stringify(Object.keys(pipeline[0].$match)).includes("$text")
  ) {
    out.filter = pipeline[0].$match as Doc;
    i = 1;
  }
  if (pipeline[i] && stageName(pipeline[i]!) === "$sort" && isPlainObject(pipeline[i]!.$sort)) {
    out.opts.sort = pipeline[i]!.$sort as Doc;
    i++;
    let skip = 0;
    if (pipeline[i] && stageName(pipeline[i]!) === "$skip") {
      skip = Number(pipeline[i]!.$skip);
      i++;
    }
    if (pipeline[i] && stageName(pipeline[i]!) === "$limit") {
      out.opts.skip = skip;
      out.opts.limit = Number(pipeline[i]!.$limit);
      i++;
    } else if (skip > 0) {
      i--; // keep the $skip stage for mingo
    }
  }
  out.rest = pipeline.slice(i);
  return out;
}

/** countDocuments() sends [$match, ($skip), ($limit), {$group: {_id: 1, n: {$sum: 1}}}]: count without copying. */
function countShortcut(rest: Doc[], docs: Doc[]): Doc[] | null {
  let i = 0;
  let skip = 0;
  let limit = Infinity;
  if (rest[i]?.$skip !== undefined) skip = Number(rest[i++]!.$skip);
  if (rest[i]?.$limit !== undefined) limit = Number(rest[i++]!.$limit);
  const group = rest[i]?.$group;
  if (i !== rest.length - 1 || !isPlainObject(group)) return null;
  const { _id, ...accs } = group;
  if (typeof _id === "object" && _id !== null) return null;
  if (typeof _id === "string" && _id.startsWith("$")) return null;
  const names = Object.keys(accs);
  if (!names.every((k) => isPlainObject(accs[k]) && JSON.stringify(accs[k]) === '{"$sum":1}')) return null;
  const n = Math.max(0, Math.min(docs.length - skip, limit));
  if (n === 0) return [];
  const row: Doc = { _id: _id ?? null };
  for (const k of names) row[k] = n;
  return [row];
}

export interface AggregateResult {
  docs: Doc[];
  /** Set when the pipeline ended in $out/$merge: the write still has to be performed. */
  output?: { stage: "$out" | "$merge"; spec: unknown };
}

export function runPipeline(
  src: AggregateSource,
  coll: Collection | undefined,
  pipeline: Doc[],
  dbCollections: () => Map<string, Collection>,
  variables?: Doc,
  collation: Collation | null = null,
): AggregateResult {
  if (!Array.isArray(pipeline)) throw new CommandError(ErrorCodes.FailedToParse, "'pipeline' must be an array");
  let output: AggregateResult["output"];
  let stages = pipeline;
  const last = stages[stages.length - 1];
  if (last && (stageName(last) === "$out" || stageName(last) === "$merge")) {
    output = { stage: stageName(last) as "$out" | "$merge", spec: last[stageName(last)] };
    stages = stages.slice(0, -1);
  }
  for (const s of stages) {
    const n = stageName(s);
    if (n === "$out" || n === "$merge") throw new CommandError(ErrorCodes.BadValue, `${n} can only be the final stage in the pipeline`);
  }
  // Stages that read the catalog, not documents: only first, as MongoDB requires.
  const first = stages[0] ? stageName(stages[0]) : null;
  if (first === "$collStats" || first === "$listLocalSessions") {
    const head = first === "$collStats" ? [collStatsDocument(src.namespace ?? "", coll, stages[0]!.$collStats)] : (src.sessions?.() ?? []);
    return { docs: runStages(stages.slice(1), head, dbCollections, src, variables, collation), output };
  }
  for (const [i, s] of stages.entries()) {
    const n = stageName(s);
    if (i > 0 && (n === "$collStats" || n === "$listLocalSessions"))
      throw new CommandError(ErrorCodes.Location40602, `${n} is only valid as the first stage in a pipeline`);
  }
  const folded = foldLeadingStages(stages);
  const base = runQuery(coll, folded.filter, { ...folded.opts, variables, collation }, src.stats).docs;
  if (folded.rest.length === 0) return { docs: base, output };
  const counted = countShortcut(folded.rest, base);
  if (counted) return { docs: counted, output };
  return { docs: runStages(folded.rest, base.map(cloneDoc), dbCollections, src, variables, collation), output };
}

/** Runs stages in mingo over `docs` (copies: mingo may change them), reading other collections for $lookup and the like. */
function runStages(
  stages: Doc[],
  docs: Doc[],
  dbCollections: () => Map<string, Collection>,
  src: AggregateSource,
  variables: Doc | undefined,
  collation: Collation | null,
): Doc[] {
  if (stages.length === 0) return docs;
  const copies = new Map<string, Doc[]>();
  const options = mingoOptions({
    ...commandOptions(variables, collation),
    collectionResolver: (name: string) => {
      let found = copies.get(name);
      if (!found) {
        const other = dbCollections().get(name);
        if (other && isView(other)) {
          // $lookup (or $unionWith) from a view reads what the view shows.
          const view = resolveView(other, (n) => dbCollections().get(n));
          found = runPipeline(src, view.source, view.pipeline, dbCollections).docs.map(cloneDoc);
        } else found = other ? [...other.docs.values()].map(cloneDoc) : [];
        src.stats.docsExamined += found.length;
        copies.set(name, found);
      }
      return found;
    },
  });
  try {
    return (newAggregator(stages, options).run(docs) as Doc[]).map(idFirst);
  } catch (err) {
    throw asCommandError(err);
  }
}

export interface OutputWriter {
  /** Replaces the target collection's documents (keeping its indexes) with docs. */
  replaceAll(db: string, coll: string, docs: Doc[]): void;
  find(db: string, coll: string, filter: Doc): { doc: Doc; rid: number } | undefined;
  insert(db: string, coll: string, doc: Doc): void;
  replace(db: string, coll: string, rid: number, doc: Doc): void;
  /**
   * The duplicate-key error MongoDB answers when $merge's whenMatched is "fail": the unique index on
   * the `on` fields, with its keyPattern, keyValue and E11000 text.
   */
  duplicateOn(db: string, coll: string, on: string[], doc: Doc): CommandError;
}

/** Performs $out / $merge through the engine. */
export function writeOutput(out: NonNullable<AggregateResult["output"]>, db: string, docs: Doc[], writer: OutputWriter): void {
  if (out.stage === "$out") {
    const spec = out.spec;
    const target = typeof spec === "string" ? { db, coll: spec } : { db: String((spec as Doc).db ?? db), coll: String((spec as Doc).coll) };
    writer.replaceAll(target.db, target.coll, docs.map(withId));
    return;
  }
  const spec = (typeof out.spec === "string" ? { into: out.spec } : out.spec) as Doc;
  const into = spec.into;
  const target = typeof into === "string" ? { db, coll: into } : { db: String((into as Doc).db ?? db), coll: String((into as Doc).coll) };
  const on = spec.on === undefined ? ["_id"] : Array.isArray(spec.on) ? (spec.on as string[]) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? "merge";
  const whenNotMatched = spec.whenNotMatched ?? "insert";
  for (const raw of docs) {
    const doc = on.includes("_id") ? withId(raw) : raw;
    const filter: Doc = {};
    for (const f of on) filter[f] = doc[f] ?? null;
    const existing = writer.find(target.db, target.coll, filter);
    if (!existing) {
      if (whenNotMatched === "insert") writer.insert(target.db, target.coll, withId(doc));
      else if (whenNotMatched === "fail")
        throw new CommandError(ErrorCodes.MergeStageNoMatchingDocument, "$merge could not find a matching document in the target collection");
      continue;
    }
    if (whenMatched === "keepExisting") continue;
    if (whenMatched === "fail") throw writer.duplicateOn(target.db, target.coll, on, doc);
    if (Array.isArray(whenMatched)) {
      const [next] = new Aggregator(whenMatched as Doc[], mingoOptions({ variables: { new: doc } })).run([cloneDoc(existing.doc)]) as Doc[];
      writer.replace(target.db, target.coll, existing.rid, { ...next, _id: existing.doc._id });
      continue;
    }
    const merged = whenMatched === "replace" ? { ...doc, _id: existing.doc._id } : { ...existing.doc, ...doc, _id: existing.doc._id };
    writer.replace(target.db, target.coll, existing.rid, merged);
  }
}
