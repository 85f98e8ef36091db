// Index commands: createIndexes, listIndexes, dropIndexes.
import { Long } from "bson";
import { compareValues } from "../bson-order.js";
import { defaultIndexName, type IndexSpec } from "../collection-index.js";
import { isPlainObject, type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";
import { parseCollation } from "../collation.js";
import { refuseView } from "../views.js";
import { collectionName, cursorReply, existingCollection, requireCollection, writableCollection, type CommandHandler } from "./context.js";

// Indexes on one key may differ by collation (and then need different names), as in MongoDB.
const COMPARED_OPTIONS = ["unique", "sparse", "partialFilterExpression", "expireAfterSeconds", "collation"];

/** The spec as stored: defaults dropped, the collation filled in (the collection's when none is given; none when simple). */
function normalizeSpec(raw: unknown, collectionCollation: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key)) throw new CommandError(ErrorCodes.FailedToParse, "index specification must have a 'key' object");
  const name = typeof raw.name === "string" && raw.name ? raw.name : defaultIndexName(raw.key);
  const spec: IndexSpec = { v: 2, key: raw.key, name };
  for (const [k, v] of Object.entries(raw)) {
    if (k === "key" || k === "name" || k === "v" || k === "ns" || k === "background") continue;
    if ((k === "unique" || k === "sparse") && v === false) continue;
    if (k === "collation") continue;
    spec[k] = v;
  }
  const collation = parseCollation(raw.collation) ?? (raw.collation === undefined ? parseCollation(collectionCollation) : null);
  if (collation) spec.collation = collation.spec;
  return spec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return COMPARED_OPTIONS.every((k) => compareValues(a[k] ?? null, b[k] ?? null) === 0);
}

function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  const ka = Object.entries(a.key);
  const kb = Object.entries(b.key);
  return ka.length === kb.length && ka.every(([f, d], i) => kb[i]![0] === f && compareValues(d, kb[i]![1]) === 0);
}

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "createIndexes");
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) throw new CommandError(ErrorCodes.FailedToParse, "Must specify at least one index to create");
  const collectionCollation = existingCollection(ctx, name)?.options.collation;
  const specs = cmd.indexes.map((raw) => normalizeSpec(raw, collectionCollation));
  const { coll, created } = writableCollection(ctx, name);
  const before = coll.indexes.size;
  let note: string | undefined;
  for (const spec of specs) {
    const sameName = coll.indexes.get(spec.name);
    if (sameName) {
      if (!sameKey(sameName.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      if (!sameOptions(sameName.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `An existing index has the same name as the requested index but different options. Requested index: ${JSON.stringify(spec)}`,
        );
      }
      note = "all indexes already exist";
      continue;
    }
    const sameKeyIndex = [...coll.indexes.values()].find((i) => sameKey(i.spec, spec));
    if (sameKeyIndex && sameOptions(sameKeyIndex.spec, spec)) {
      throw new CommandError(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${sameKeyIndex.name}`);
    }
    coll.addIndex(spec);
    ctx.ops.push({ o: "ci", db: ctx.db, c: name, spec });
  }
  const reply: Doc = { numIndexesBefore: before, numIndexesAfter: coll.indexes.size, createdCollectionAutomatically: created };
  if (note && coll.indexes.size === before) reply.note = note;
  reply.ok = 1;
  return reply;
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const coll = requireCollection(ctx, collectionName(cmd, "listIndexes"));
  refuseView(coll);
  const docs = [...coll.indexes.values()].map((i) => i.describe());
  return cursorReply(`${ctx.db}.${coll.name}`, "firstBatch", { docs, id: Long.ZERO });
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const field = "dropIndexes" in cmd ? "dropIndexes" : "deleteIndexes";
  const coll = requireCollection(ctx, collectionName(cmd, field));
  refuseView(coll);
  const nIndexesWas = coll.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === "*") names = [...coll.indexes.keys()].filter((n) => n !== "_id_");
  else if (typeof target === "string") names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const match = [...coll.indexes.values()].find((i) => sameKey(i.spec, { key: target, name: "" }));
    if (!match) throw new CommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else throw new CommandError(ErrorCodes.FailedToParse, "invalid index specification");
  for (const n of names) {
    if (n === "_id_") throw new CommandError(ErrorCodes.InvalidOptions, "cannot drop _id index");
    if (!coll.indexes.has(n)) throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) {
    coll.dropIndex(n);
    ctx.ops.push({ o: "di", db: ctx.db, c: coll.name, name: n });
  }
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes, deleteIndexes: dropIndexes };
