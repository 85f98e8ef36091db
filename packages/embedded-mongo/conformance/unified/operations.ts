// Entity and special ("testRunner") operations of the unified format, mapped onto the Node.js driver.
// Arguments are flat in the test files (unified-test-format.md, "Expressing Required and Optional
// Parameters"): each operation picks its positional ones and passes the rest as driver options.
import type { BulkWriteResult, ClientSession, Collection, Db, MongoClient } from "./driver.js";
import type { EntityKind, EntityMap } from "./entities.js";
import { readPreferenceOf, readWriteOptions } from "./entities.js";
import type { Doc } from "./format.js";
import { AssertionFailure, toPlain } from "./match.js";

/** Test-file arguments, after entity references and option objects are converted; handed to the driver as is. */
// `any`: a generic runner forwards test-file values to typed driver methods.
type Args = Record<string, any>;

export interface OperationContext {
  entities: EntityMap;
  /** The runner's own client, for assertions on server state (testRunner operations). */
  internalClient: MongoClient;
  /** Fail points configured during the test, to turn off afterwards. */
  failPoints: string[];
}

export interface OperationResult {
  value: unknown;
  /** The value is an iterated cursor: its elements are matched as root-level documents. */
  cursor?: boolean;
}

interface OperationSpec {
  /** Arguments this operation accepts besides the common ones (session, comment, timeoutMS, maxTimeMS, rawData). */
  args: string[];
  cursor?: boolean;
  // `any`: the target is a Collection, Db, MongoClient or "testRunner" depending on the table.
  run(target: any, args: Args, context: OperationContext): Promise<unknown>;
}

/**
 * Accepted on every entity operation. `rawData` is listed because the driver ignores it, which is what the
 * spec asks for below server 8.2 (the only servers this runner stands in for); it never reaches the server.
 */
const COMMON_ARGS = ["session", "comment", "timeoutMS", "maxTimeMS", "rawData"];

const WRITE_ARGS = ["collation", "hint", "let", "bypassDocumentValidation", "writeConcern"];
const FIND_ARGS = [
  "filter",
  "sort",
  "projection",
  "skip",
  "limit",
  "batchSize",
  "hint",
  "min",
  "max",
  "returnKey",
  "showRecordId",
  "noCursorTimeout",
  "allowPartialResults",
  "collation",
  "allowDiskUse",
  "let",
  "singleBatch",
  "maxAwaitTimeMS",
  "readConcern",
  "readPreference",
];
const INDEX_OPTIONS = [
  "name",
  "unique",
  "sparse",
  "expireAfterSeconds",
  "partialFilterExpression",
  "hidden",
  "collation",
  "background",
  "weights",
  "default_language",
  "language_override",
  "commitQuorum",
];

/** aggregate's arguments, the same on a collection and on a database. */
const AGGREGATE_ARGS = [
  "pipeline",
  "allowDiskUse",
  "batchSize",
  "bypassDocumentValidation",
  "collation",
  "hint",
  "let",
  "maxAwaitTimeMS",
  "readConcern",
  "readPreference",
  "writeConcern",
];

const collectionOperations: Record<string, OperationSpec> = {
  insertOne: { args: ["document", "bypassDocumentValidation", "writeConcern"], run: (c: Collection, { document, ...o }) => c.insertOne(document, o) },
  insertMany: {
    args: ["documents", "ordered", "bypassDocumentValidation", "writeConcern"],
    run: (c: Collection, { documents, ...o }) => c.insertMany(documents, o),
  },
  updateOne: {
    args: ["filter", "update", "upsert", "arrayFilters", "sort", ...WRITE_ARGS],
    run: (c: Collection, { filter, update, ...o }) => c.updateOne(filter, update, o),
  },
  updateMany: {
    args: ["filter", "update", "upsert", "arrayFilters", ...WRITE_ARGS],
    run: (c: Collection, { filter, update, ...o }) => c.updateMany(filter, update, o),
  },
  replaceOne: {
    args: ["filter", "replacement", "upsert", "sort", ...WRITE_ARGS],
    run: (c: Collection, { filter, replacement, ...o }) => c.replaceOne(filter, replacement, o),
  },
  deleteOne: { args: ["filter", ...WRITE_ARGS], run: (c: Collection, { filter, ...o }) => c.deleteOne(filter, o) },
  deleteMany: { args: ["filter", ...WRITE_ARGS], run: (c: Collection, { filter, ...o }) => c.deleteMany(filter, o) },
  find: { args: FIND_ARGS, cursor: true, run: (c: Collection, { filter, ...o }) => c.find(filter, o).toArray() },
  // A single document (or null) is still a root-level document.
  findOne: { args: FIND_ARGS, run: (c: Collection, { filter, ...o }) => c.findOne(filter, o) },
  findOneAndDelete: { args: ["filter", "projection", "sort", ...WRITE_ARGS], run: (c: Collection, { filter, ...o }) => c.findOneAndDelete(filter, o) },
  findOneAndReplace: {
    args: ["filter", "replacement", "projection", "sort", "upsert", "returnDocument", ...WRITE_ARGS],
    run: (c: Collection, { filter, replacement, ...o }) => c.findOneAndReplace(filter, replacement, o),
  },
  findOneAndUpdate: {
    args: ["filter", "update", "projection", "sort", "upsert", "returnDocument", "arrayFilters", ...WRITE_ARGS],
    run: (c: Collection, { filter, update, ...o }) => c.findOneAndUpdate(filter, update, o),
  },
  aggregate: {
    args: AGGREGATE_ARGS,
    cursor: true,
    run: (c: Collection, { pipeline, ...o }) => c.aggregate(pipeline, o).toArray(),
  },
  countDocuments: {
    args: ["filter", "skip", "limit", "hint", "collation", "readConcern", "readPreference"],
    run: (c: Collection, { filter, ...o }) => c.countDocuments(filter, o),
  },
  count: {
    args: ["filter", "skip", "limit", "hint", "collation", "readConcern", "readPreference"],
    run: (c: Collection, { filter, ...o }) => c.count(filter, o),
  },
  estimatedDocumentCount: { args: ["readConcern", "readPreference"], run: (c: Collection, o) => c.estimatedDocumentCount(o) },
  distinct: {
    args: ["fieldName", "filter", "collation", "hint", "readConcern", "readPreference"],
    run: (c: Collection, { fieldName, filter, ...o }) => c.distinct(fieldName, filter, o),
  },
  bulkWrite: {
    args: ["requests", "ordered", "bypassDocumentValidation", "let", "writeConcern"],
    run: async (c: Collection, { requests, ...o }) => bulkWriteResultDocument(await c.bulkWrite(requests, o)),
  },
  createIndex: { args: ["keys", ...INDEX_OPTIONS], run: (c: Collection, { keys, ...o }) => c.createIndex(keys, o) },
  dropIndex: { args: ["name"], run: (c: Collection, { name, ...o }) => c.dropIndex(name, o) },
  dropIndexes: { args: [], run: (c: Collection, o) => c.dropIndexes(o) },
  listIndexes: { args: ["batchSize"], cursor: true, run: (c: Collection, o) => c.listIndexes(o).toArray() },
  drop: { args: [], run: (c: Collection, o) => c.drop(o) },
};

const databaseOperations: Record<string, OperationSpec> = {
  aggregate: {
    args: AGGREGATE_ARGS,
    cursor: true,
    run: (d: Db, { pipeline, ...o }) => d.aggregate(pipeline, o).toArray(),
  },
  runCommand: {
    args: ["command", "commandName", "readPreference"],
    // commandName exists for languages that lose key order; JS keeps it, so the command is sent as written.
    run: (d: Db, { command, commandName: _name, ...o }) => d.command(command, o),
  },
  createCollection: {
    args: [
      "collection",
      "viewOn",
      "pipeline",
      "capped",
      "size",
      "max",
      "validator",
      "validationLevel",
      "validationAction",
      "collation",
      "timeseries",
      "expireAfterSeconds",
      "clusteredIndex",
      "changeStreamPreAndPostImages",
      "encryptedFields",
      "storageEngine",
      "indexOptionDefaults",
      "writeConcern",
    ],
    // Returns a Collection object; the test format has nothing to match it against.
    run: async (d: Db, { collection, ...o }) => {
      await d.createCollection(collection, o);
    },
  },
  dropCollection: { args: ["collection", "writeConcern"], run: (d: Db, { collection, ...o }) => d.dropCollection(collection, o) },
  listCollections: {
    args: ["filter", "batchSize", "nameOnly", "authorizedCollections"],
    cursor: true,
    run: (d: Db, { filter, ...o }) => d.listCollections(filter, o).toArray(),
  },
  listCollectionNames: {
    args: ["filter", "batchSize", "authorizedCollections"],
    run: async (d: Db, { filter, ...o }) => (await d.listCollections(filter, { ...o, nameOnly: true }).toArray()).map((c) => c.name),
  },
  // The driver has no collMod helper; the operation is the collMod command with the arguments as its fields.
  modifyCollection: {
    args: ["collection", "validator", "validationLevel", "validationAction", "index", "expireAfterSeconds", "changeStreamPreAndPostImages", "timeseries"],
    run: (d: Db, { collection, session, comment: _c, timeoutMS: _t, rawData: _r, ...fields }) => d.command({ collMod: collection, ...fields }, { session }),
  },
};

const clientOperations: Record<string, OperationSpec> = {
  clientBulkWrite: {
    args: ["models", "ordered", "bypassDocumentValidation", "let", "verboseResults", "writeConcern"],
    run: async (client: MongoClient, { models, ...o }) => toPlain(await client.bulkWrite(models.map(clientWriteModel), o)),
  },
  listDatabases: {
    args: ["filter", "nameOnly", "authorizedDatabases"],
    cursor: true,
    run: async (client: MongoClient, o) => (await client.db("admin").admin().listDatabases(o)).databases,
  },
};

const testRunnerOperations: Record<string, OperationSpec> = {
  failPoint: { args: ["client", "failPoint"], run: (_runner, args, context) => configureFailPoint(context, args.client, args.failPoint) },
  assertCollectionExists: { args: ["databaseName", "collectionName"], run: (_runner, args, context) => assertCollection(context, args, true) },
  assertCollectionNotExists: { args: ["databaseName", "collectionName"], run: (_runner, args, context) => assertCollection(context, args, false) },
  assertIndexExists: { args: ["databaseName", "collectionName", "indexName"], run: (_runner, args, context) => assertIndex(context, args, true) },
  assertIndexNotExists: { args: ["databaseName", "collectionName", "indexName"], run: (_runner, args, context) => assertIndex(context, args, false) },
};

const OPERATION_TABLES: Partial<Record<EntityKind | "testRunner", Record<string, OperationSpec>>> = {
  collection: collectionOperations,
  database: databaseOperations,
  client: clientOperations,
  testRunner: testRunnerOperations,
};

/** The operation definition for `name` on an entity of `kind` (or "testRunner"), if the runner implements it. */
export function findOperation(kind: EntityKind | "testRunner", name: string): OperationSpec | undefined {
  const table = OPERATION_TABLES[kind];
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Arguments of `operation` that it does not accept (a runner or driver limitation, not an engine one). */
export function unknownArguments(kind: EntityKind | "testRunner", name: string, args: Doc | undefined): string[] {
  const operation = findOperation(kind, name);
  if (!operation || !args) return [];
  const accepted = new Set(kind === "testRunner" ? operation.args : [...COMMON_ARGS, ...operation.args]);
  return Object.keys(args).filter((arg) => !accepted.has(arg));
}

/** Runs one operation and returns its result converted to documents (model objects → plain documents). */
export async function runOperation(objectName: string, name: string, rawArgs: Doc | undefined, context: OperationContext): Promise<OperationResult> {
  const kind = objectName === "testRunner" ? "testRunner" : context.entities.kindOf(objectName);
  if (kind === undefined) throw new Error(`entity ${objectName} is not defined`);
  const operation = findOperation(kind, name);
  if (!operation) throw new Error(`operation ${name} on a ${kind} is not supported by the runner`);
  const target = targetOf(kind, objectName, context.entities);
  const args = kind === "testRunner" ? { ...rawArgs } : prepareArguments(rawArgs ?? {}, context.entities);
  const value = await operation.run(target, args, context);
  return { value, cursor: operation.cursor };
}

function targetOf(kind: EntityKind | "testRunner", name: string, entities: EntityMap): unknown {
  if (kind === "collection") return entities.collection(name);
  if (kind === "database") return entities.database(name);
  if (kind === "client") return entities.client(name);
  return undefined;
}

/** "Special Handling for Arguments": session names become sessions, option specs become driver objects. */
function prepareArguments(args: Doc, entities: EntityMap): Args {
  const prepared: Args = { ...args };
  if (typeof args.session === "string") prepared.session = entities.session(args.session) satisfies ClientSession;
  if (args.readPreference !== undefined) prepared.readPreference = readPreferenceOf(args.readPreference as Doc);
  if (args.writeConcern !== undefined) prepared.writeConcern = readWriteOptions({ writeConcern: args.writeConcern }).writeConcern;
  if (args.returnDocument !== undefined) prepared.returnDocument = returnDocumentOf(args.returnDocument);
  return prepared;
}

/** findOneAndReplace/Update: "Before"/"After" in any case; anything else is an error in the test file. */
function returnDocumentOf(value: unknown): "before" | "after" {
  const lower = String(value).toLowerCase();
  if (lower !== "before" && lower !== "after") throw new Error(`invalid returnDocument ${String(value)}`);
  return lower;
}

/** BulkWriteResult as the document the CRUD spec describes (the driver's object also carries raw internals). */
export function bulkWriteResultDocument(result: BulkWriteResult): Doc {
  const { insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, upsertedIds, insertedIds } = result;
  return toPlain({ insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, upsertedIds, insertedIds }) as Doc;
}

/** `{ insertOne: { namespace, document } }` (test format) → `{ name: "insertOne", namespace, document }` (driver). */
function clientWriteModel(model: Doc): Doc {
  const [name, fields] = Object.entries(model)[0] ?? [];
  if (name === undefined) throw new Error("empty client bulk write model");
  return { name, ...(fields as Doc) };
}

async function configureFailPoint(context: OperationContext, clientName: string, command: Doc): Promise<void> {
  // Configured through the named client (not the internal one), as the spec says; its event is ignored by the monitor.
  await context.entities.client(clientName).db("admin").command(command);
  context.failPoints.push(String(command.configureFailPoint));
}

async function assertCollection(context: OperationContext, args: Args, exists: boolean): Promise<void> {
  const names = (await context.internalClient.db(args.databaseName).listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  if (names.includes(args.collectionName) !== exists)
    throw new AssertionFailure(`collection ${exists ? "missing" : "should not exist"}\n${args.databaseName}.${args.collectionName}`);
}

async function assertIndex(context: OperationContext, args: Args, exists: boolean): Promise<void> {
  const collection = context.internalClient.db(args.databaseName).collection(args.collectionName);
  const names = (
    await collection
      .listIndexes()
      .toArray()
      .catch(() => [])
  ).map((index) => index.name);
  if (names.includes(args.indexName) !== exists)
    throw new AssertionFailure(`index ${exists ? "missing" : "should not exist"}\n${args.indexName} on ${args.databaseName}.${args.collectionName}`);
}
