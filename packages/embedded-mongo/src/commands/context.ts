// What every command handler receives, plus the write helpers that keep the in-memory
// store and the list of ops to journal in step.
import type { Collection } from "../collection.js";
import type { CursorStore } from "../cursors.js";
import { isPlainObject, type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";
import type { FailPoints } from "../fail-points.js";
import { checkCollectionName, type Op, type Storage } from "../storage.js";
import { enforceValidation } from "../validation.js";
import { refuseView } from "../views.js";

/** What the engine counted since it started (the pnyxStats command, `stats()`). */
export interface EngineStats {
  docsExamined: number;
  keysExamined: number;
  commands: number;
  journalRecords: number;
  journalBytes: number;
  snapshots: number;
  openCursors: number;
  connections: number;
}

/**
 * What of the engine commands reach (engine.ts implements it): declared here so that commands never
 * import the engine that dispatches them.
 */
export interface EngineState {
  readonly storage: Storage;
  readonly cursors: CursorStore;
  /** Documents and index keys examined, for explain and the engine's statistics. */
  readonly stats: { docsExamined: number; keysExamined: number };
  readonly startedAt: number;
  /** The failCommand fail point (configureFailPoint). */
  readonly failPoints: FailPoints;
  /** Logical sessions seen, by id, with their last use ($listLocalSessions). */
  readonly localSessions: Map<string, { id: unknown; lastUse: Date }>;
  readonly connections: number;
  statsSnapshot(): EngineStats;
}

export interface CommandContext {
  engine: EngineState;
  db: string;
  /** Mutations made by this command, journaled as one record before the reply is sent. */
  ops: Op[];
  connectionId: number;
  remoteAddress?: string;
  /** The command asked to skip document validation (bypassDocumentValidation). */
  bypassValidation?: boolean;
}

export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc | Promise<Doc>;

export function collectionName(cmd: Doc, name: string): string {
  return checkCollectionName(cmd[name]);
}

export function existingCollection(ctx: CommandContext, name: string): Collection | undefined {
  return ctx.engine.storage.collection(ctx.db, name);
}

export function requireCollection(ctx: CommandContext, name: string): Collection {
  const coll = existingCollection(ctx, name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  return coll;
}

/** The collection to write into, created implicitly like mongod does. */
export function writableCollection(ctx: CommandContext, name: string): { coll: Collection; created: boolean } {
  const existing = existingCollection(ctx, name);
  refuseView(existing);
  if (existing) return { coll: existing, created: false };
  const coll = ctx.engine.storage.createCollection(ctx.db, name, {});
  ctx.ops.push({ o: "cc", db: ctx.db, c: name, opts: {} });
  return { coll, created: true };
}

/** MongoDB refuses to store an _id holding a $-prefixed field (it could not be queried back). */
function checkStorableId(doc: Doc): void {
  const id = doc._id;
  if (!isPlainObject(id)) return;
  const dollar = Object.keys(id).find((key) => key.startsWith("$"));
  if (dollar) throw new CommandError(ErrorCodes.DollarPrefixedFieldName, `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`);
}

export function insertDoc(ctx: CommandContext, coll: Collection, doc: Doc): void {
  checkStorableId(doc);
  enforceValidation(coll, null, doc, ctx.bypassValidation === true);
  coll.insert(doc);
  ctx.ops.push({ o: "i", db: coll.db, c: coll.name, d: doc });
}

export function replaceDoc(ctx: CommandContext, coll: Collection, rid: number, doc: Doc): void {
  checkStorableId(doc);
  enforceValidation(coll, coll.docs.get(rid) ?? null, doc, ctx.bypassValidation === true);
  coll.replace(rid, doc);
  ctx.ops.push({ o: "u", db: coll.db, c: coll.name, d: doc });
}

export function removeDoc(ctx: CommandContext, coll: Collection, rid: number): void {
  const doc = coll.docs.get(rid);
  if (!doc) return;
  coll.remove(rid);
  ctx.ops.push({ o: "d", db: coll.db, c: coll.name, id: doc._id });
}

export function intArg(v: unknown, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  const n = Number(typeof v === "object" ? String(v) : v);
  if (!Number.isFinite(n)) throw new CommandError(ErrorCodes.BadValue, `expected a number, got ${String(v)}`);
  return Math.trunc(n);
}

export function cursorReply(ns: string, key: "firstBatch" | "nextBatch", batch: { docs: Doc[]; id: unknown }): Doc {
  return { cursor: { [key]: batch.docs, id: batch.id, ns }, ok: 1 };
}
