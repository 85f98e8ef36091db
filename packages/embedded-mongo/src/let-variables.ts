// A command's `let`: named constants its filters, updates and pipelines read as $$name. Each value is
// an expression evaluated once, before the command runs. A $$name that nothing defines is refused
// with MongoDB's 17276, never read as missing.
import { Aggregator } from "mingo";
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes, asCommandError } from "./errors.js";
import { mingoOptions } from "./mingo-options.js";

/** Variables MongoDB always defines ("this": what $map and $filter bind when they name no `as`; "new": $merge's). */
const SYSTEM = new Set(["ROOT", "CURRENT", "REMOVE", "NOW", "CLUSTER_TIME", "DESCEND", "PRUNE", "KEEP", "SEARCH_META", "USER_ROLES", "new", "this"]);

/** Names an expression binds for its own parts: `as` ($map, $filter, $lookup's let…), $let's vars, $reduce's. */
function boundIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) boundIn(item, into);
  else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "as" && typeof inner === "string") into.add(inner);
      if ((key === "vars" || key === "let") && isPlainObject(inner)) for (const name of Object.keys(inner)) into.add(name);
      if (key === "$reduce") ["value", "this"].forEach((name) => into.add(name));
      boundIn(inner, into);
    }
  }
}

/** Every $$name read anywhere in `value`, added to `into` (made on the first one: most commands read none). */
function readIn(value: unknown, into: Set<string> | null): Set<string> | null {
  if (typeof value === "string") {
    if (value.startsWith("$$")) (into ??= new Set()).add(value.slice(2).split(".")[0]!);
  } else if (Array.isArray(value)) for (const item of value) into = readIn(item, into);
  else if (isPlainObject(value)) for (const key in value) into = readIn(value[key], into);
  return into;
}

/** Refuses a $$name read in `uses` that neither `defined`, MongoDB, nor the expression itself defines. */
export function checkVariableReads(defined: Iterable<string>, ...uses: unknown[]): void {
  // Most filters read no variable: one walk, and nothing more.
  const read = readIn(uses, null);
  if (!read) return;
  const known = new Set([...SYSTEM, ...defined]);
  boundIn(uses, known);
  for (const name of read) if (!known.has(name)) throw new CommandError(ErrorCodes.Location17276, `Use of undefined variable: ${name}`);
}

/**
 * The command's variables, evaluated; undefined when it has none. `uses` are the filters, updates
 * and pipelines that may read them, checked for a $$name nothing defines.
 */
export function letVariables(value: unknown, ...uses: unknown[]): Doc | undefined {
  if (value !== undefined && value !== null && !isPlainObject(value))
    throw new CommandError(ErrorCodes.TypeMismatch, "BSON field 'let' is the wrong type, expected type 'object'");
  checkVariableReads(Object.keys(value ?? {}), ...uses);
  return evaluateLet(value);
}

/** The values of a `let` (or a pipeline update's `c`), each evaluated as an expression once. */
export function evaluateLet(value: unknown): Doc | undefined {
  if (!isPlainObject(value) || Object.keys(value).length === 0) return undefined;
  const names = Object.keys(value);
  for (const name of names) {
    if (!/^[a-z][A-Za-z0-9_]*$/.test(name) && !/^[^\x00-\x7F]/.test(name))
      throw new CommandError(ErrorCodes.FailedToParse, `'${name}' starts with an invalid character for a user variable name`);
  }
  try {
    // $addFields evaluates each value as an expression (a number stays a number, "$$NOW" is now).
    const [evaluated] = new Aggregator([{ $addFields: Object.fromEntries(names.map((name, i) => [`v${i}`, value[name]])) }], mingoOptions()).run([{}]) as Doc[];
    return Object.fromEntries(names.map((name, i) => [name, evaluated?.[`v${i}`]]));
  } catch (error) {
    throw asCommandError(error);
  }
}
