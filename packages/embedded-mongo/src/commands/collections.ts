// Catalog commands: create, drop, listCollections, renameCollection, dropDatabase,
// listDatabases, dbStats, collStats.
import { Query } from "mingo";
import { isPlainObject, type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";
import { mingoOptions } from "../mingo-options.js";
import { checkCollectionName, checkDbName } from "../storage.js";
import { approximateSize, storageStats } from "../coll-stats.js";
import { checkValidationOptions } from "../validation.js";
import { parseCollation } from "../collation.js";
import { checkNoCycle, isView, refuseView, viewDefinition } from "../views.js";
import { collectionName, cursorReply, existingCollection, requireCollection, type CommandHandler } from "./context.js";
import { Long } from "bson";

/**
 * create options this engine does not implement: refused, never stored and ignored (a validator that
 * is not enforced would be silently wrong). Views get CommandNotSupported, the rest BadValue; never
 * IllegalOperation (20), which the Node driver reads as "no retryable writes here".
 */
const UNSUPPORTED_CREATE_OPTIONS = ["capped", "timeseries", "clusteredIndex", "expireAfterSeconds", "changeStreamPreAndPostImages", "encryptedFields"];

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "create");
  if (existingCollection(ctx, name)) throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${ctx.db}.${name} already exists.`);
  if (cmd.viewOn !== undefined || cmd.pipeline !== undefined) return createView(cmd, ctx, name);
  for (const opt of UNSUPPORTED_CREATE_OPTIONS) {
    if (cmd[opt] !== undefined && cmd[opt] !== false)
      throw new CommandError(ErrorCodes.BadValue, `create option '${opt}' is not supported by the embedded engine`);
  }
  const collation = parseCollation(cmd.collation);
  checkValidationOptions(cmd);
  const opts: Doc = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (k === "create" || k === "lsid" || k === "$db" || k === "writeConcern" || k.startsWith("$")) continue;
    opts[k] = v;
  }
  // Kept filled in, as listCollections shows it; the simple collation is no default at all.
  if (collation) opts.collation = collation.spec;
  else delete opts.collation;
  ctx.engine.storage.createCollection(ctx.db, name, opts);
  ctx.ops.push({ o: "cc", db: ctx.db, c: name, opts });
  return { ok: 1 };
};

function createView(cmd: Doc, ctx: Parameters<CommandHandler>[1], name: string): Doc {
  if (parseCollation(cmd.collation))
    throw new CommandError(ErrorCodes.BadValue, "a view with a collation other than simple is not supported by the embedded engine");
  const opts = viewDefinition(cmd);
  checkNoCycle(name, opts, (n) => existingCollection(ctx, n));
  ctx.engine.storage.createCollection(ctx.db, name, opts);
  ctx.ops.push({ o: "cc", db: ctx.db, c: name, opts });
  return { ok: 1 };
}

const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "drop");
  const coll = existingCollection(ctx, name);
  // MongoDB 7 answers ok for a missing collection.
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.size;
  ctx.engine.storage.dropCollection(ctx.db, name);
  ctx.ops.push({ o: "dc", db: ctx.db, c: name });
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const nameOnly = cmd.nameOnly === true;
  let entries: Doc[] = ctx.engine.storage
    .collections(ctx.db)
    .map((c) =>
      nameOnly
        ? { name: c.name, type: isView(c) ? "view" : "collection" }
        : isView(c)
          ? { name: c.name, type: "view", options: c.options, info: { readOnly: true } }
          : { name: c.name, type: "collection", options: c.options, info: { readOnly: false, uuid: c.uuid }, idIndex: { v: 2, key: { _id: 1 }, name: "_id_" } },
    );
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length) {
    const q = new Query(cmd.filter as Doc, mingoOptions());
    entries = entries.filter((e) => q.test(e));
  }
  return cursorReply(`${ctx.db}.$cmd.listCollections`, "firstBatch", { docs: entries, id: Long.ZERO });
};

const renameCollection: CommandHandler = (cmd, ctx) => {
  const [fromDb, ...fromRest] = String(cmd.renameCollection).split(".");
  const [toDb, ...toRest] = String(cmd.to).split(".");
  const from = { db: checkDbName(fromDb), c: checkCollectionName(fromRest.join(".")) };
  const to = { db: checkDbName(toDb), c: checkCollectionName(toRest.join(".")) };
  const storage = ctx.engine.storage;
  const source = storage.collection(from.db, from.c);
  if (!source) throw new CommandError(ErrorCodes.NamespaceNotFound, "source namespace does not exist");
  refuseView(source);
  if (storage.collection(to.db, to.c) && cmd.dropTarget !== true) throw new CommandError(ErrorCodes.NamespaceExists, "target namespace exists");
  storage.rename(from.db, from.c, to.db, to.c);
  ctx.ops.push({ o: "rc", db: from.db, c: from.c, toDb: to.db, toC: to.c });
  return { ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.engine.storage.dropDatabase(ctx.db);
  ctx.ops.push({ o: "dd", db: ctx.db });
  return { dropped: ctx.db, ok: 1 };
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const storage = ctx.engine.storage;
  const databases = [...storage.dbs.keys()].map((name) => {
    let size = 0;
    for (const c of storage.collections(name)) size += approximateSize(c.docs.values()).bytes;
    return cmd.nameOnly === true ? { name } : { name, sizeOnDisk: size, empty: size === 0 };
  });
  const totalSize = databases.reduce((s, d) => s + ((d as { sizeOnDisk?: number }).sizeOnDisk ?? 0), 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const dbStats: CommandHandler = (_cmd, ctx) => {
  const all = ctx.engine.storage.collections(ctx.db);
  const colls = all.filter((c) => !isView(c));
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  for (const c of colls) {
    const s = approximateSize(c.docs.values());
    objects += s.count;
    dataSize += s.bytes;
    indexes += c.indexes.size;
  }
  return {
    db: ctx.db,
    collections: colls.length,
    views: all.length - colls.length,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const coll = requireCollection(ctx, collectionName(cmd, "collStats"));
  refuseView(coll);
  return { ...storageStats(coll), ok: 1 };
};

/** collMod: a collection's validator, validationLevel and validationAction (what the engine implements of it). */
const collMod: CommandHandler = (cmd, ctx) => {
  const coll = requireCollection(ctx, collectionName(cmd, "collMod"));
  if (isView(coll)) {
    // A view's definition may change; nothing else about it.
    if (cmd.collation !== undefined) throw new CommandError(ErrorCodes.InvalidOptions, "option 'collation' is not supported by collMod on a view");
    const options = viewDefinition({ viewOn: coll.options.viewOn, pipeline: coll.options.pipeline, ...cmd });
    checkNoCycle(coll.name, options, (n) => existingCollection(ctx, n));
    coll.options = options;
    ctx.ops.push({ o: "mc", db: ctx.db, c: coll.name, opts: options });
    return { ok: 1 };
  }
  const changes: Doc = {};
  for (const [field, value] of Object.entries(cmd)) {
    if (
      field === "collMod" ||
      field.startsWith("$") ||
      ["lsid", "writeConcern", "comment", "maxTimeMS", "txnNumber", "apiVersion", "apiStrict", "apiDeprecationErrors"].includes(field)
    )
      continue;
    if (field !== "validator" && field !== "validationLevel" && field !== "validationAction")
      throw new CommandError(ErrorCodes.BadValue, `collMod option '${field}' is not supported by the embedded engine`);
    changes[field] = value;
  }
  checkValidationOptions(changes);
  const options = { ...coll.options, ...changes };
  coll.options = options;
  ctx.ops.push({ o: "mc", db: ctx.db, c: coll.name, opts: options });
  return { ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  collMod,
  drop,
  listCollections,
  renameCollection,
  dropDatabase,
  listDatabases,
  dbStats,
  collStats,
};
