// Collations: MongoDB's locale-aware string comparison, on the ICU the runtime carries
// (Intl.Collator). A spec is checked and filled in as mongod does (listIndexes and
// listCollections show the filled-in form); what ICU options Intl cannot express is refused,
// never approximated in silence.
import { compareValues } from "./bson-order.js";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

export type StringOrder = (a: string, b: string) => number;

export interface Collation {
  /** Equal for equal specs: an index serves a query only under the collation it was built with. */
  readonly id: string;
  /** The spec with every field filled in, as mongod reports it. */
  readonly spec: Readonly<Doc>;
  readonly compareStrings: StringOrder;
}

/** The ICU version mongod 7.0 reports in a filled-in spec. */
const ICU_VERSION = "57.1";

const DEFAULTS = {
  caseLevel: false,
  caseFirst: "off",
  strength: 3,
  numericOrdering: false,
  alternate: "non-ignorable",
  maxVariable: "punct",
  normalization: false,
  backwards: false,
} as const;

const CHOICES: Record<string, readonly string[]> = {
  caseFirst: ["upper", "lower", "off"],
  alternate: ["non-ignorable", "shifted"],
  maxVariable: ["punct", "space"],
};

/** ICU's `@collation=` keywords, as BCP 47 `-u-co-` types. */
const COLLATION_TYPES: Record<string, string> = { phonebook: "phonebk", traditional: "trad", gb2312han: "gb2312", dictionary: "dict" };

const badValue = (message: string) => new CommandError(ErrorCodes.BadValue, message);
const notSupported = (what: string) => badValue(`collation ${what} is not supported by the embedded engine`);

/** MongoDB's locale name (en_US, de@collation=phonebook) as a BCP 47 tag, or null when ICU here has no such locale. */
function languageTag(locale: string): string | null {
  const [base = "", keywords] = locale.split("@", 2);
  let tag = base.replace(/_/g, "-");
  if (keywords !== undefined) {
    const m = /^collation=([a-z0-9]+)$/.exec(keywords);
    if (!m) return null;
    tag += `-u-co-${COLLATION_TYPES[m[1]!] ?? m[1]}`;
  }
  try {
    return Intl.Collator.supportedLocalesOf([tag]).length > 0 ? tag : null;
  } catch {
    return null;
  }
}

function checkField(key: string, value: unknown): void {
  switch (key) {
    case "locale":
    case "caseFirst":
    case "alternate":
    case "maxVariable":
    case "version":
      if (typeof value !== "string")
        throw new CommandError(ErrorCodes.TypeMismatch, `BSON field 'collation.${key}' is the wrong type '${typeof value}', expected type 'string'`);
      if (CHOICES[key] && !CHOICES[key].includes(value))
        throw badValue(`collation ${key} must be one of ${CHOICES[key].map((c) => `'${c}'`).join(", ")}; got '${value}'`);
      return;
    case "caseLevel":
    case "numericOrdering":
    case "normalization":
    case "backwards":
      if (typeof value !== "boolean") throw new CommandError(ErrorCodes.TypeMismatch, `BSON field 'collation.${key}' is the wrong type, expected type 'bool'`);
      return;
    case "strength": {
      const n = Number(value);
      const bsonNumber = ["Int32", "Long", "Double", "Decimal128"].includes(String((value as { _bsontype?: unknown } | null)?._bsontype));
      if (typeof value !== "number" && !bsonNumber)
        throw new CommandError(ErrorCodes.TypeMismatch, "BSON field 'collation.strength' is the wrong type, expected a number");
      if (!Number.isInteger(n) || n < 1 || n > 5) throw badValue(`collation strength must be an integer from 1 to 5; got ${String(value)}`);
      return;
    }
    default:
      throw new CommandError(ErrorCodes.Location40415, `BSON field 'collation.${key}' is an unknown field.`);
  }
}

const cache = new Map<string, Collation>();

/**
 * A command's, an index's or a collection's `collation`: undefined when none is given (the
 * collection's default applies), null for the simple (binary) collation, else the collation.
 */
export function parseCollation(value: unknown): Collation | null | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new CommandError(ErrorCodes.TypeMismatch, "collation must be an object");
  for (const [key, v] of Object.entries(value)) checkField(key, v);
  const locale = value.locale as string | undefined;
  if (locale === undefined) throw new CommandError(ErrorCodes.Location40414, "BSON field 'collation.locale' is missing but a required field");
  if (locale === "simple") {
    if (Object.keys(value).length > 1) throw badValue("If locale is 'simple', no other collation fields may be given");
    return null;
  }
  const spec: Doc = { locale, ...DEFAULTS };
  for (const [key, v] of Object.entries(value)) if (key !== "locale" && key !== "version") spec[key] = key === "strength" ? Number(v) : v;
  if (value.version !== undefined && value.version !== ICU_VERSION)
    throw badValue(`collation version '${String(value.version)}' differs from the engine's ('${ICU_VERSION}')`);
  spec.version = ICU_VERSION;
  const id = JSON.stringify(spec);
  const known = cache.get(id);
  if (known) return known;
  const tag = languageTag(locale);
  if (!tag) throw badValue(`Field 'locale' is invalid in: ${JSON.stringify(value)}`);
  if (spec.backwards === true) throw notSupported("backwards (French secondary order)");
  if (spec.alternate === "shifted" && spec.maxVariable === "space") throw notSupported("maxVariable 'space'");
  // Intl can ignore punctuation, not weigh it at the quaternary level: shifted is exact up to strength 3.
  if (spec.alternate === "shifted" && (spec.strength as number) > 3) throw notSupported("alternate 'shifted' with strength 4 or 5");
  const collation: Collation = { id, spec, compareStrings: stringOrder(tag, spec) };
  if (cache.size >= 256) cache.clear();
  cache.set(id, collation);
  return collation;
}

function stringOrder(tag: string, spec: Doc): StringOrder {
  const strength = spec.strength as number;
  const sensitivity = strength === 1 ? (spec.caseLevel ? "case" : "base") : strength === 2 ? (spec.caseLevel ? "variant" : "accent") : "variant";
  const collator = new Intl.Collator(tag, {
    usage: "sort",
    sensitivity,
    caseFirst: spec.caseFirst === "off" ? "false" : (spec.caseFirst as "upper" | "lower"),
    numeric: spec.numericOrdering === true,
    // ICU's shifted alternate ignores spaces and punctuation below the quaternary strength.
    ignorePunctuation: spec.alternate === "shifted",
  });
  if (strength < 5) return collator.compare;
  // Identical strength: equal under ICU, then the code points of the NFD forms decide.
  return (a, b) => {
    const c = collator.compare(a, b);
    if (c !== 0) return c;
    const x = a.normalize("NFD");
    const y = b.normalize("NFD");
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** The collation an operation runs under: its own when given, else the collection's default. */
export function effectiveCollation(given: unknown, collectionDefault: Collation | null): Collation | null {
  const own = parseCollation(given);
  return own === undefined ? collectionDefault : own;
}

/** compareValues with strings compared under the collation (binary when simple). */
export function orderUnder(collation: Collation | null): (a: unknown, b: unknown) => number {
  if (!collation) return compareValues;
  const strings = collation.compareStrings;
  return (a, b) => compareValues(a, b, strings);
}
