// Write commands: insert, update, delete, findAndModify.
import { operationCollation, refuseBinaryOnlyUpdate } from "../collated-operators.js";
import type { Collation } from "../collation.js";
import { type Doc, isPlainObject, withId } from "../documents.js";
import { CommandError, ErrorCodes, asCommandError } from "../errors.js";
import { checkVariableReads, evaluateLet, letVariables } from "../let-variables.js";
import { projectDocs, runQuery } from "../query-exec.js";
import { refuseView } from "../views.js";
import { applyUpdate, isOperatorUpdate, upsertSeed, type UpdateSpec } from "../update-apply.js";
import {
  collectionName,
  existingCollection,
  insertDoc,
  removeDoc,
  replaceDoc,
  writableCollection,
  type CommandContext,
  type CommandHandler,
} from "./context.js";
import type { Collection } from "../collection.js";

function statements(cmd: Doc, field: string): Doc[] {
  const list = cmd[field];
  if (!Array.isArray(list)) throw new CommandError(ErrorCodes.FailedToParse, `'${field}' must be an array`);
  return list as Doc[];
}

function writeReply(n: number, writeErrors: Doc[], extra: Doc = {}): Doc {
  const reply: Doc = { n, ...extra };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "insert");
  const docs = statements(cmd, "documents");
  const ordered = cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  let n = 0;
  if (docs.length === 0) return writeReply(0, writeErrors);
  const { coll } = writableCollection(ctx, name);
  for (let i = 0; i < docs.length; i++) {
    try {
      const raw = docs[i];
      if (!isPlainObject(raw)) throw new CommandError(ErrorCodes.BadValue, "document must be an object");
      insertDoc(ctx, coll, withId(raw));
      n++;
    } catch (err) {
      writeErrors.push(asCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeReply(n, writeErrors);
};

interface UpsertResult {
  doc: Doc;
}

/** Inserts the document an upsert produces when nothing matched. */
function upsertInsert(
  ctx: CommandContext,
  coll: Collection,
  filter: Doc | undefined,
  u: UpdateSpec,
  arrayFilters: Doc[] | undefined,
  variables: Doc | undefined,
  collation: Collation | null,
): UpsertResult {
  const seed = upsertSeed(filter);
  let doc: Doc;
  if (!Array.isArray(u) && !isOperatorUpdate(u)) {
    doc = { ...u };
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = applyUpdate(seed, u, { inserting: true, arrayFilters, variables, collation }).doc;
  }
  doc = withId(doc);
  insertDoc(ctx, coll, doc);
  return { doc };
}

const update: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "update");
  const list = statements(cmd, "updates");
  const ordered = cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  const stats = ctx.engine.stats;
  const shared = letVariables(cmd.let);
  refuseView(existingCollection(ctx, name));
  for (let i = 0; i < list.length; i++) {
    const st = list[i]!;
    try {
      const q = (st.q ?? {}) as Doc;
      // A pipeline update's constants (c) join the command's variables.
      checkVariableReads([...Object.keys(shared ?? {}), ...Object.keys(isPlainObject(st.c) ? st.c : {})], st.q, st.u);
      const constants = evaluateLet(st.c);
      const variables = constants ? { ...shared, ...constants } : shared;
      const u = st.u as UpdateSpec;
      if (u === undefined || (typeof u !== "object" && !Array.isArray(u))) throw new CommandError(ErrorCodes.FailedToParse, "update statement needs 'u'");
      const multi = st.multi === true;
      if (multi && !Array.isArray(u) && !isOperatorUpdate(u)) {
        throw new CommandError(ErrorCodes.FailedToParse, "multi update is not supported for replacement-style update");
      }
      const arrayFilters = st.arrayFilters as Doc[] | undefined;
      const coll = existingCollection(ctx, name);
      const collation = operationCollation(st.collation, coll, q);
      refuseBinaryOnlyUpdate(collation, u, arrayFilters);
      const found = runQuery(coll, q, { limit: multi ? 0 : 1, variables, collation }, stats);
      if (found.docs.length > 0 && coll) {
        for (let j = 0; j < found.docs.length; j++) {
          const applied = applyUpdate(found.docs[j]!, u, { arrayFilters, filter: q, inserting: false, variables, collation });
          n++;
          if (!applied.changed) continue;
          replaceDoc(ctx, coll, found.rids[j]!, applied.doc);
          nModified++;
        }
      } else if (st.upsert === true) {
        const target = writableCollection(ctx, name).coll;
        const { doc } = upsertInsert(ctx, target, q, u, arrayFilters, variables, collation);
        n++;
        upserted.push({ index: i, _id: doc._id });
      }
    } catch (err) {
      writeErrors.push(asCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  const extra: Doc = { nModified };
  if (upserted.length) extra.upserted = upserted;
  const reply = writeReply(n, writeErrors, extra);
  return reply;
};

const del: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, "delete");
  const list = statements(cmd, "deletes");
  const ordered = cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  let n = 0;
  const variables = letVariables(
    cmd.let,
    list.map((st) => st.q),
  );
  refuseView(existingCollection(ctx, name));
  for (let i = 0; i < list.length; i++) {
    const st = list[i]!;
    try {
      const coll = existingCollection(ctx, name);
      const limit = Number(st.limit ?? 0);
      const q = (st.q ?? {}) as Doc;
      const collation = operationCollation(st.collation, coll, q);
      const found = runQuery(coll, q, { limit: limit === 1 ? 1 : 0, variables, collation }, ctx.engine.stats);
      if (!coll) continue;
      for (const rid of found.rids) removeDoc(ctx, coll, rid);
      n += found.rids.length;
    } catch (err) {
      writeErrors.push(asCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeReply(n, writeErrors);
};

const findAndModify: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0]!);
  const query = (cmd.query ?? {}) as Doc;
  const fields = cmd.fields as Doc | undefined;
  const returnNew = cmd.new === true;
  const coll = existingCollection(ctx, name);
  refuseView(coll);
  const arrayFilters = cmd.arrayFilters as Doc[] | undefined;
  const collation = operationCollation(cmd.collation, coll, query);
  if (cmd.remove !== true) refuseBinaryOnlyUpdate(collation, cmd.update, arrayFilters);
  const project = (d: Doc | null) => (d ? projectDocs([d], fields, query, collation)[0]! : null);
  const variables = letVariables(cmd.let, query, cmd.update);
  const found = runQuery(coll, query, { limit: 1, sort: cmd.sort as Doc | undefined, variables, collation }, ctx.engine.stats);
  const before = found.docs[0];
  if (cmd.remove === true) {
    if (cmd.update !== undefined) throw new CommandError(ErrorCodes.FailedToParse, "Cannot specify both an update and remove=true");
    if (before && coll) removeDoc(ctx, coll, found.rids[0]!);
    return { lastErrorObject: { n: before ? 1 : 0 }, value: project(before ?? null), ok: 1 };
  }
  const u = cmd.update as UpdateSpec | undefined;
  if (u === undefined || u === null) throw new CommandError(ErrorCodes.FailedToParse, "Either an update or remove=true must be specified");
  if (before && coll) {
    const applied = applyUpdate(before, u, { arrayFilters, filter: query, inserting: false, variables, collation });
    if (applied.changed) replaceDoc(ctx, coll, found.rids[0]!, applied.doc);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(returnNew ? applied.doc : before), ok: 1 };
  }
  if (cmd.upsert === true) {
    const target = writableCollection(ctx, name).coll;
    const { doc } = upsertInsert(ctx, target, query, u, arrayFilters, variables, collation);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: returnNew ? project(doc) : null, ok: 1 };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

export const crudCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
};
