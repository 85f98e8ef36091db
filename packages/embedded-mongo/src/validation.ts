// Collection validators (create's and collMod's validator, validationLevel, validationAction): a
// query filter, a $jsonSchema, or both, checked on every insert and update as MongoDB does.
import type { Collation } from "./collation.js";
import type { Collection } from "./collection.js";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";
import { compileJsonSchema } from "./json-schema.js";
import { compileQuery } from "./mingo-options.js";

type Level = "off" | "strict" | "moderate";
type Action = "error" | "warn";

interface Compiled {
  test(doc: Doc): boolean;
  level: Level;
  action: Action;
}

const compiled = new WeakMap<Doc, Compiled | null>();

/** Checks create's or collMod's validation options; throws what MongoDB would for bad ones. */
export function checkValidationOptions(options: Doc): void {
  if (options.validator !== undefined && !isPlainObject(options.validator)) throw new CommandError(ErrorCodes.TypeMismatch, "'validator' has to be a document");
  if (options.validationLevel !== undefined && !["off", "strict", "moderate"].includes(options.validationLevel as string))
    throw new CommandError(ErrorCodes.BadValue, `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`);
  if (options.validationAction !== undefined && !["error", "warn"].includes(options.validationAction as string))
    throw new CommandError(ErrorCodes.BadValue, `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`);
  if (isPlainObject(options.validator)) compileValidator(options.validator, null);
}

function compileValidator(validator: Doc, collation: Collation | null): (doc: Doc) => boolean {
  const { $jsonSchema, ...query } = validator;
  const schema = $jsonSchema === undefined ? null : compileJsonSchema($jsonSchema);
  let filter: { test(doc: object): boolean } | null = null;
  if (Object.keys(query).length > 0) {
    try {
      // mongod parses the validator with the collection's collation.
      filter = compileQuery(query, undefined, collation);
    } catch (error) {
      throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
    }
  }
  return (doc) => (schema ? schema(doc) : true) && (filter ? filter.test(doc) : true);
}

function validationOf(coll: Collection): Compiled | null {
  const options = coll.options;
  if (compiled.has(options)) return compiled.get(options)!;
  const validator = options.validator;
  const result =
    isPlainObject(validator) && Object.keys(validator).length > 0
      ? {
          test: compileValidator(validator, coll.collation),
          level: (options.validationLevel as Level) ?? "strict",
          action: (options.validationAction as Action) ?? "error",
        }
      : null;
  compiled.set(options, result);
  return result;
}

/**
 * Refuses `next` (121) when the collection's validator rejects it. An update under the moderate
 * level is checked only when the document it replaces passed; `warn` lets it through.
 */
export function enforceValidation(coll: Collection, previous: Doc | null, next: Doc, bypass: boolean): void {
  if (bypass) return;
  const validation = validationOf(coll);
  if (!validation || validation.level === "off" || validation.action === "warn") return;
  if (validation.level === "moderate" && previous && !validation.test(previous)) return;
  if (validation.test(next)) return;
  throw new CommandError(ErrorCodes.DocumentValidationFailure, "Document failed validation", {
    errInfo: {
      failingDocumentId: next._id,
      details: { operatorName: isPlainObject(coll.options.validator) && coll.options.validator.$jsonSchema ? "$jsonSchema" : "$and" },
    },
  });
}
