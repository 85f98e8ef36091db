// Read commands: find, count, distinct, aggregate (incl. $out/$merge), explain.
import { createHash } from "node:crypto";
import { Binary, Long } from "bson";
import { operationCollation } from "../collated-operators.js";
import { orderUnder } from "../collation.js";
import { Collection } from "../collection.js";
import { runPipeline, writeOutput, type AggregateSource, type OutputWriter } from "../aggregation.js";
import { collectPathValues, isPlainObject, type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";
import { letVariables } from "../let-variables.js";
import { projectDocs, runQuery } from "../query-exec.js";
import { checkCollectionName } from "../storage.js";
import { checkViewCollation, findStages, isView, resolveView } from "../views.js";
import {
  collectionName,
  cursorReply,
  existingCollection,
  insertDoc,
  intArg,
  replaceDoc,
  writableCollection,
  type CommandContext,
  type CommandHandler,
} from "./context.js";

/** The user id of sessions without authentication: the SHA-256 of the empty user name, as mongod reports it. */
const NO_USER = new Binary(createHash("sha256").update("").digest(), 0);

function aggregateSource(ctx: CommandContext, name: string | undefined): AggregateSource {
  return {
    stats: ctx.engine.stats,
    namespace: `${ctx.db}.${name ?? ""}`,
    sessions: () => [...ctx.engine.localSessions.values()].map(({ id, lastUse }) => ({ _id: { id, uid: NO_USER }, lastUse })),
  };
}

const dbCollections = (ctx: CommandContext) => () => new Map(ctx.engine.storage.collections(ctx.db).map((c) => [c.name, c]));

/** A read of a view: the view's pipeline (and those of the views it reads), then `stages`. */
function readView(ctx: CommandContext, view: Collection, cmd: Doc, stages: Doc[], variables?: Doc): Doc[] {
  checkViewCollation(view, cmd.collation);
  const { source, pipeline } = resolveView(view, (n) => existingCollection(ctx, n));
  return runPipeline(aggregateSource(ctx, view.name), source, [...pipeline, ...stages], dbCollections(ctx), variables).docs;
}

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "find");
  const filter = (cmd.filter ?? {}) as Doc;
  if (!isPlainObject(filter)) throw new CommandError(ErrorCodes.TypeMismatch, "'filter' must be an object");
  let limit = intArg(cmd.limit, 0);
  let singleBatch = cmd.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = intArg(cmd.skip, 0);
  if (skip < 0) throw new CommandError(ErrorCodes.BadValue, "skip value must be non-negative");
  const variables = letVariables(cmd.let, filter, cmd.projection);
  const coll = existingCollection(ctx, name);
  const batchSize = cmd.batchSize === undefined ? undefined : intArg(cmd.batchSize, 101);
  const ns = `${ctx.db}.${name}`;
  if (coll && isView(coll)) {
    const docs = readView(ctx, coll, cmd, findStages(filter, cmd.sort, skip, limit, cmd.projection), variables);
    return cursorReply(ns, "firstBatch", ctx.engine.cursors.first(ns, docs, batchSize, singleBatch));
  }
  const collation = operationCollation(cmd.collation, coll, filter, cmd.projection);
  const result = runQuery(coll, filter, { sort: cmd.sort as Doc, skip, limit, variables, collation }, ctx.engine.stats);
  const projection = cmd.projection as Doc | undefined;
  const transform = projection && Object.keys(projection).length ? (docs: Doc[]) => projectDocs(docs, projection, filter, collation) : undefined;
  return cursorReply(ns, "firstBatch", ctx.engine.cursors.first(ns, result.docs, batchSize, singleBatch, transform));
};

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "count");
  const coll = existingCollection(ctx, name);
  const query = (cmd.query ?? {}) as Doc;
  const skip = intArg(cmd.skip, 0);
  const limit = Math.abs(intArg(cmd.limit, 0));
  if (coll && isView(coll)) return { n: readView(ctx, coll, cmd, findStages(query, undefined, skip, limit, undefined)).length, ok: 1 };
  const collation = operationCollation(cmd.collation, coll, query);
  let n: number;
  if (Object.keys(query).length === 0) n = coll?.size ?? 0;
  // A limit stops the scan there: counting "up to N" costs N, not the whole match.
  else n = runQuery(coll, query, { limit: limit > 0 ? skip + limit : 0, collation }, ctx.engine.stats).docs.length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "distinct");
  const key = cmd.key;
  if (typeof key !== "string" || key.length === 0) throw new CommandError(ErrorCodes.TypeMismatch, "'key' must be a non-empty string");
  const coll = existingCollection(ctx, name);
  const query = (cmd.query ?? {}) as Doc;
  const view = coll && isView(coll);
  const collation = view ? null : operationCollation(cmd.collation, coll, query);
  const docs = view ? readView(ctx, coll, cmd, findStages(query, undefined, 0, 0, undefined)) : runQuery(coll, query, { collation }, ctx.engine.stats).docs;
  const parts = key.split(".");
  const values: unknown[] = [];
  for (const doc of docs) {
    for (const v of collectPathValues(doc, parts)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) values.push(...v);
      else values.push(v);
    }
  }
  // Equal values under the collation are one; the first in document order stands for them (the sort is stable).
  const order = orderUnder(collation);
  values.sort(order);
  const unique = values.filter((v, i) => i === 0 || order(v, values[i - 1]) !== 0);
  return { values: unique, ok: 1 };
};

function outputWriter(ctx: CommandContext): OutputWriter {
  const open = (db: string, coll: string) => writableCollection({ ...ctx, db }, checkCollectionName(coll)).coll;
  return {
    replaceAll(db, c, docs) {
      const coll = open(db, c);
      const specs = [...coll.indexes.values()].filter((i) => i.name !== "_id_").map((i) => i.spec);
      const storage = ctx.engine.storage;
      // Validate the new contents against the target's indexes before replacing anything.
      const probe = new Collection(db, c, coll.options);
      for (const s of specs) probe.addIndex(s);
      for (const d of docs) probe.insert(d);
      storage.dropCollection(db, c);
      ctx.ops.push({ o: "dc", db, c });
      const fresh = storage.createCollection(db, c, coll.options);
      ctx.ops.push({ o: "cc", db, c, opts: coll.options });
      for (const spec of specs) {
        fresh.addIndex(spec);
        ctx.ops.push({ o: "ci", db, c, spec });
      }
      for (const d of docs) insertDoc(ctx, fresh, d);
    },
    find(db, c, filter) {
      const coll = ctx.engine.storage.collection(db, c);
      // The on fields are matched as the target's unique index holds them: under its collation.
      const r = runQuery(coll, filter, { limit: 1, collation: coll?.collation ?? null }, ctx.engine.stats);
      return r.docs[0] ? { doc: r.docs[0], rid: r.rids[0]! } : undefined;
    },
    insert(db, c, doc) {
      insertDoc(ctx, open(db, c), doc);
    },
    replace(db, c, rid, doc) {
      replaceDoc(ctx, open(db, c), rid, doc);
    },
    duplicateOn(db, c, on, doc) {
      const coll = open(db, c);
      const fields = [...on].sort().join();
      const index = [...coll.indexes.values()].find((i) => i.unique && Object.keys(i.keyPattern).sort().join() === fields);
      const key = index?.keysOf(doc)?.[0];
      if (index && key) return coll.duplicateKeyError(index, key);
      return new CommandError(ErrorCodes.DuplicateKey, `E11000 duplicate key error collection: ${db}.${c} dup key: ${JSON.stringify(doc._id)}`);
    },
  };
}

const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  const pipeline = cmd.pipeline as Doc[];
  if (cmd.explain === true) return explainAggregate(cmd, ctx);
  if (!isPlainObject(cmd.cursor) && cmd.explain !== true) {
    throw new CommandError(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const name = target === 1 ? undefined : checkCollectionName(target);
  const coll = name ? existingCollection(ctx, name) : undefined;
  const variables = letVariables(cmd.let, pipeline);
  let result: ReturnType<typeof runPipeline>;
  if (coll && isView(coll)) {
    checkViewCollation(coll, cmd.collation);
    if (!Array.isArray(pipeline)) throw new CommandError(ErrorCodes.FailedToParse, "'pipeline' must be an array");
    const view = resolveView(coll, (n) => existingCollection(ctx, n));
    result = runPipeline(aggregateSource(ctx, name), view.source, [...view.pipeline, ...pipeline], dbCollections(ctx), variables);
  } else {
    const collation = operationCollation(cmd.collation, coll, pipeline);
    result = runPipeline(aggregateSource(ctx, name), coll, pipeline, dbCollections(ctx), variables, collation);
  }
  const ns = `${ctx.db}.${name ?? "$cmd.aggregate"}`;
  if (result.output) {
    writeOutput(result.output, ctx.db, result.docs, outputWriter(ctx));
    return cursorReply(ns, "firstBatch", { docs: [], id: Long.ZERO });
  }
  const batchSize = (cmd.cursor as Doc).batchSize;
  return cursorReply(ns, "firstBatch", ctx.engine.cursors.first(ns, result.docs, batchSize === undefined ? undefined : intArg(batchSize, 101), false));
};

function planSummary(ctx: CommandContext, inner: Doc, name: string, filter: Doc, sort: Doc | undefined, limit: number, skip: number): Doc {
  const coll = existingCollection(ctx, name);
  if (isView(coll)) throw new CommandError(ErrorCodes.BadValue, "explain on a view is not supported by the embedded engine");
  const stats = { docsExamined: 0, keysExamined: 0 };
  const r = runQuery(coll, filter, { sort, limit, skip, collation: operationCollation(inner.collation, coll, filter) }, stats);
  const winningPlan = r.plan
    ? {
        stage: "FETCH",
        inputStage: {
          stage: "IXSCAN",
          indexName: r.plan.index.name,
          keyPattern: r.plan.index.keyPattern,
          direction: r.plan.descending ? "backward" : "forward",
        },
      }
    : { stage: "COLLSCAN", direction: "forward" };
  return {
    queryPlanner: { namespace: `${ctx.db}.${name}`, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: { nReturned: r.docs.length, totalKeysExamined: stats.keysExamined, totalDocsExamined: stats.docsExamined, executionSuccess: true },
    ok: 1,
  };
}

function explainAggregate(cmd: Doc, ctx: CommandContext): Doc {
  const name = checkCollectionName(cmd.aggregate);
  const first = (cmd.pipeline as Doc[])?.[0];
  const filter = first && isPlainObject(first.$match) ? (first.$match as Doc) : {};
  return planSummary(ctx, cmd, name, filter, undefined, 0, 0);
}

const explain: CommandHandler = (cmd, ctx) => {
  const inner = cmd.explain as Doc;
  if (!isPlainObject(inner)) throw new CommandError(ErrorCodes.FailedToParse, "explain needs a command document");
  const innerName = Object.keys(inner)[0];
  if (innerName === "find") {
    return planSummary(
      ctx,
      inner,
      checkCollectionName(inner.find),
      (inner.filter ?? {}) as Doc,
      inner.sort as Doc,
      Math.abs(intArg(inner.limit, 0)),
      intArg(inner.skip, 0),
    );
  }
  if (innerName === "aggregate") return explainAggregate(inner, ctx);
  if (innerName === "count") return planSummary(ctx, inner, checkCollectionName(inner.count), (inner.query ?? {}) as Doc, undefined, 0, 0);
  throw new CommandError(ErrorCodes.IllegalOperation, `explain is not supported for ${String(innerName)} by the embedded engine`);
};

export const queryCommands: Record<string, CommandHandler> = { find, count, distinct, aggregate, explain };
