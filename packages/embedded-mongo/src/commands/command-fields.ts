// The fields each data command and statement may carry, as MongoDB 7.0's command parser knows
// them: an unknown field is refused with 40415, as MongoDB does (never silently ignored), and a
// known option this engine does not implement is refused with a clear message instead of being
// dropped. Options that change nothing in a result here (hints, timeouts, read concern) are taken.
import { isPlainObject, type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";

/** Fields any command may carry: sessions, cluster time, read preference, concerns, API version. */
const GENERIC = new Set([
  "$db",
  "lsid",
  "$clusterTime",
  "$readPreference",
  "readConcern",
  "writeConcern",
  "comment",
  "maxTimeMS",
  "apiVersion",
  "apiStrict",
  "apiDeprecationErrors",
  "txnNumber",
  "autocommit",
  "startTransaction",
]);

/** An option this engine knows but does not implement: the error to answer, or null when the value asks for nothing. */
type Refusal = (value: unknown) => CommandError | null;

const notSupported = (what: string) => new CommandError(ErrorCodes.BadValue, `${what} is not supported by the embedded engine`);
const whenTrue =
  (what: string): Refusal =>
  (value) =>
    value === true ? notSupported(what) : null;
const whenGiven =
  (what: string): Refusal =>
  (value) =>
    value === undefined || value === null || (isPlainObject(value) && Object.keys(value).length === 0) ? null : notSupported(what);

interface Shape {
  /** Fields taken: honoured, or harmless here. */
  known: readonly string[];
  refused?: Readonly<Record<string, Refusal>>;
  /** Arrays of statements, with the fields each statement may carry. */
  statements?: Readonly<Record<string, Shape>>;
}

const SHAPES: Record<string, Shape> = {
  find: {
    known: [
      "find",
      "filter",
      "sort",
      "projection",
      "hint",
      "skip",
      "limit",
      "batchSize",
      "singleBatch",
      "noCursorTimeout",
      "allowPartialResults",
      "allowDiskUse",
      "let",
      "collation",
    ],
    refused: {
      max: whenGiven("find's max"),
      min: whenGiven("find's min"),
      returnKey: whenTrue("find's returnKey"),
      showRecordId: whenTrue("find's showRecordId"),
      tailable: whenTrue("a tailable cursor"),
      awaitData: whenTrue("awaitData"),
      oplogReplay: () => null,
    },
  },
  insert: { known: ["insert", "documents", "ordered", "bypassDocumentValidation"] },
  update: {
    known: ["update", "updates", "ordered", "bypassDocumentValidation", "let"],
    statements: { updates: { known: ["q", "u", "c", "upsert", "multi", "arrayFilters", "hint", "collation"] } },
  },
  delete: {
    known: ["delete", "deletes", "ordered", "let"],
    statements: { deletes: { known: ["q", "limit", "hint", "collation"] } },
  },
  findAndModify: {
    known: [
      "findAndModify",
      "query",
      "sort",
      "remove",
      "update",
      "new",
      "fields",
      "upsert",
      "bypassDocumentValidation",
      "arrayFilters",
      "hint",
      "let",
      "collation",
    ],
  },
  count: { known: ["count", "query", "limit", "skip", "hint", "collation"] },
  distinct: { known: ["distinct", "key", "query", "hint", "collation"] },
  aggregate: {
    known: ["aggregate", "pipeline", "explain", "allowDiskUse", "cursor", "bypassDocumentValidation", "hint", "let", "collation"],
  },
};
SHAPES.findandmodify = { ...SHAPES.findAndModify!, known: [...SHAPES.findAndModify!.known, "findandmodify"] };

/** The known fields as sets, made once (this runs on every command). */
const KNOWN = new Map<Shape, ReadonlySet<string>>();
const knownOf = (shape: Shape) => {
  let known = KNOWN.get(shape);
  if (!known) KNOWN.set(shape, (known = new Set(shape.known)));
  return known;
};

const unknownField = (path: string) => new CommandError(ErrorCodes.Location40415, `BSON field '${path}' is an unknown field.`);

function check(doc: Doc, shape: Shape, path: string, generic: boolean): void {
  for (const [field, value] of Object.entries(doc)) {
    const refusal = shape.refused?.[field];
    if (refusal) {
      const error = refusal(value);
      if (error) throw error;
      continue;
    }
    if (knownOf(shape).has(field) || (generic && GENERIC.has(field))) continue;
    // Internal fields ($-prefixed) are MongoDB's own business between its nodes: let them pass.
    if (field.startsWith("$")) continue;
    throw unknownField(`${path}.${field}`);
  }
  for (const [field, statementShape] of Object.entries(shape.statements ?? {})) {
    const list = doc[field];
    if (!Array.isArray(list)) continue;
    for (const statement of list) if (isPlainObject(statement)) check(statement, statementShape, `${path}.${field}`, false);
  }
}

/** Refuses a data command that carries a field MongoDB 7.0 does not know, or an option this engine does not implement. */
export function checkCommandFields(name: string, cmd: Doc): void {
  const shape = SHAPES[name];
  if (shape) check(cmd, shape, name, true);
}
