// MongoDB's $jsonSchema (draft 4 with bsonType), as a test of a document: the keywords applications
// use. An unknown keyword is refused when the validator is set, never skipped.
import { Binary, Decimal128, Double, Int32, Long, ObjectId } from "bson";
import { compareValues } from "./bson-order.js";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

type Test = (value: unknown) => boolean;

const BSON_TYPES: Record<string, Test> = {
  double: (v) => (typeof v === "number" && !Number.isInteger(v)) || v instanceof Double,
  string: (v) => typeof v === "string",
  object: (v) => isPlainObject(v),
  array: (v) => Array.isArray(v),
  binData: (v) => v instanceof Binary,
  objectId: (v) => v instanceof ObjectId,
  bool: (v) => typeof v === "boolean",
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp,
  int: (v) => (typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= 2 ** 31 - 1) || v instanceof Int32,
  long: (v) => v instanceof Long || (typeof v === "number" && Number.isInteger(v) && Math.abs(v) > 2 ** 31 - 1),
  decimal: (v) => v instanceof Decimal128,
  number: (v) => typeof v === "number" || v instanceof Long || v instanceof Decimal128 || v instanceof Int32 || v instanceof Double,
};
const JSON_TYPES: Record<string, Test> = {
  object: BSON_TYPES.object!,
  array: BSON_TYPES.array!,
  number: BSON_TYPES.number!,
  boolean: BSON_TYPES.bool!,
  string: BSON_TYPES.string!,
  null: BSON_TYPES.null!,
};

const numberOf = (v: unknown): number | null =>
  typeof v === "number" ? v : v instanceof Long || v instanceof Int32 || v instanceof Double || v instanceof Decimal128 ? Number(v.toString()) : null;
const refuse = (message: string) => new CommandError(ErrorCodes.FailedToParse, message);

/** Compiles a $jsonSchema into a test; throws FailedToParse (9) for what it cannot honour. */
export function compileJsonSchema(schema: unknown, path = "$jsonSchema"): Test {
  if (!isPlainObject(schema)) throw refuse(`${path} must be an object`);
  const tests: Test[] = [];
  const types = (keyword: string, table: Record<string, Test>) => {
    const names = ([] as unknown[]).concat(schema[keyword]);
    const known = names.map((name) => {
      const test = typeof name === "string" ? table[name] : undefined;
      if (!test) throw refuse(`Unknown type name alias: ${String(name)}`);
      return test;
    });
    tests.push((v) => known.some((t) => t(v)));
  };
  for (const [keyword, value] of Object.entries(schema)) {
    switch (keyword) {
      case "bsonType":
        types("bsonType", BSON_TYPES);
        break;
      case "type":
        types("type", JSON_TYPES);
        break;
      case "title":
      case "description":
        break;
      case "required": {
        const names = value as string[];
        tests.push((v) => !isPlainObject(v) || names.every((name) => v[name] !== undefined));
        break;
      }
      case "properties": {
        const compiled = Object.entries(value as Doc).map(([name, sub]) => [name, compileJsonSchema(sub, `${path}.properties.${name}`)] as const);
        tests.push((v) => !isPlainObject(v) || compiled.every(([name, t]) => v[name] === undefined || t(v[name])));
        break;
      }
      case "additionalProperties": {
        const declared = new Set(Object.keys((schema.properties as Doc | undefined) ?? {}));
        const patterns = Object.keys((schema.patternProperties as Doc | undefined) ?? {}).map((p) => new RegExp(p, "u"));
        const extra = (v: Doc) => Object.keys(v).filter((name) => !declared.has(name) && !patterns.some((p) => p.test(name)));
        if (value === false) tests.push((v) => !isPlainObject(v) || extra(v).length === 0);
        else if (value !== true) {
          const t = compileJsonSchema(value, `${path}.additionalProperties`);
          tests.push((v) => !isPlainObject(v) || extra(v).every((name) => t(v[name])));
        }
        break;
      }
      case "patternProperties": {
        const compiled = Object.entries(value as Doc).map(([p, sub]) => [new RegExp(p, "u"), compileJsonSchema(sub, `${path}.patternProperties`)] as const);
        tests.push((v) => !isPlainObject(v) || Object.entries(v).every(([name, inner]) => compiled.every(([p, t]) => !p.test(name) || t(inner))));
        break;
      }
      case "enum": {
        const allowed = value as unknown[];
        tests.push((v) => allowed.some((a) => compareValues(a, v) === 0));
        break;
      }
      case "minimum":
      case "maximum": {
        const bound = numberOf(value)!;
        const exclusive = schema[keyword === "minimum" ? "exclusiveMinimum" : "exclusiveMaximum"] === true;
        tests.push((v) => {
          const n = numberOf(v);
          if (n === null) return true;
          return keyword === "minimum" ? (exclusive ? n > bound : n >= bound) : exclusive ? n < bound : n <= bound;
        });
        break;
      }
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        break;
      case "minLength":
      case "maxLength": {
        const bound = numberOf(value)!;
        tests.push((v) => typeof v !== "string" || (keyword === "minLength" ? [...v].length >= bound : [...v].length <= bound));
        break;
      }
      case "pattern": {
        const pattern = new RegExp(String(value), "u");
        tests.push((v) => typeof v !== "string" || pattern.test(v));
        break;
      }
      case "items": {
        if (Array.isArray(value)) {
          const compiled = value.map((sub, i) => compileJsonSchema(sub, `${path}.items.${i}`));
          tests.push((v) => !Array.isArray(v) || compiled.every((t, i) => i >= v.length || t(v[i])));
        } else {
          const t = compileJsonSchema(value, `${path}.items`);
          tests.push((v) => !Array.isArray(v) || v.every(t));
        }
        break;
      }
      case "minItems":
      case "maxItems": {
        const bound = numberOf(value)!;
        tests.push((v) => !Array.isArray(v) || (keyword === "minItems" ? v.length >= bound : v.length <= bound));
        break;
      }
      case "uniqueItems":
        if (value === true) tests.push((v) => !Array.isArray(v) || v.every((a, i) => v.findIndex((b) => compareValues(a, b) === 0) === i));
        break;
      case "minProperties":
      case "maxProperties": {
        const bound = numberOf(value)!;
        tests.push((v) => !isPlainObject(v) || (keyword === "minProperties" ? Object.keys(v).length >= bound : Object.keys(v).length <= bound));
        break;
      }
      case "allOf":
      case "anyOf":
      case "oneOf": {
        const compiled = (value as unknown[]).map((sub, i) => compileJsonSchema(sub, `${path}.${keyword}.${i}`));
        if (keyword === "allOf") tests.push((v) => compiled.every((t) => t(v)));
        else if (keyword === "anyOf") tests.push((v) => compiled.some((t) => t(v)));
        else tests.push((v) => compiled.filter((t) => t(v)).length === 1);
        break;
      }
      case "not": {
        const t = compileJsonSchema(value, `${path}.not`);
        tests.push((v) => !t(v));
        break;
      }
      default:
        throw refuse(`$jsonSchema keyword '${keyword}' is not supported by the embedded engine`);
    }
  }
  return (v) => tests.every((t) => t(v));
}
