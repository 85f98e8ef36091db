// `expectError` (unified-test-format.md, "expectedError"): assertions on the error an operation raised.
import { type BulkWriteResult, mongo } from "./driver.js";
import type { Doc, ExpectedError } from "./format.js";
import { AssertionFailure, findMismatch, type MatchEnv, show, toPlain } from "./match.js";
import { bulkWriteResultDocument } from "./operations.js";

interface ErrorLike extends Error {
  code?: unknown;
  codeName?: unknown;
  errmsg?: unknown;
  errorResponse?: unknown;
  cause?: unknown;
  writeErrors?: unknown;
  writeConcernErrors?: unknown;
  writeConcernError?: unknown;
  partialResult?: unknown;
  result?: unknown;
  hasErrorLabel?(label: string): boolean;
}

/** Throws an AssertionFailure headed `<operation>: expectError.<field> not satisfied` for the first unmet assertion. */
export function assertExpectedError(operation: string, error: unknown, expected: ExpectedError, env: MatchEnv): void {
  const fail = (field: string, detail: string): never => {
    throw new AssertionFailure(`${operation}: expectError.${field} not satisfied\n${detail}; error was ${describeError(error)}`);
  };
  if (!(error instanceof Error)) return fail("isError", `thrown value is not an Error: ${show(error)}`);
  const err = error as ErrorLike;
  // MongoClient.bulkWrite reports a top-level error through `cause` ("clientBulkWrite" in the spec).
  const topLevel = (err instanceof mongo.MongoClientBulkWriteError && err.cause instanceof Error ? err.cause : err) as ErrorLike;

  if (expected.isClientError !== undefined && isClientError(err) !== expected.isClientError)
    fail("isClientError", `expected ${expected.isClientError ? "a client" : "a server"} error`);
  if (expected.isTimeoutError !== undefined && err instanceof mongo.MongoOperationTimeoutError !== expected.isTimeoutError)
    fail("isTimeoutError", `expected ${expected.isTimeoutError ? "a" : "no"} timeout error`);
  if (expected.errorContains !== undefined) {
    const needle = expected.errorContains.toLowerCase();
    if (!errorMessages(err).some((message) => message.toLowerCase().includes(needle))) fail("errorContains", `no message contains "${expected.errorContains}"`);
  }
  if (expected.errorCode !== undefined && !errorCodes(err, topLevel).includes(expected.errorCode)) fail("errorCode", `expected code ${expected.errorCode}`);
  if (expected.errorCodeName !== undefined) {
    const wanted = expected.errorCodeName.toLowerCase();
    if (!errorCodeNames(err, topLevel).some((name) => name.toLowerCase() === wanted)) fail("errorCodeName", `expected code name ${expected.errorCodeName}`);
  }
  for (const label of expected.errorLabelsContain ?? []) if (!topLevel.hasErrorLabel?.(label)) fail("errorLabelsContain", `label ${label} missing`);
  for (const label of expected.errorLabelsOmit ?? []) if (topLevel.hasErrorLabel?.(label)) fail("errorLabelsOmit", `label ${label} present`);
  if (expected.writeErrors !== undefined) checkWriteErrors(expected.writeErrors, err, env, fail);
  if (expected.writeConcernErrors !== undefined) {
    const mismatch = findMismatchOfEach(expected.writeConcernErrors, err.writeConcernErrors, env);
    if (mismatch) fail("writeConcernErrors", mismatch);
  }
  if (expected.errorResponse !== undefined) {
    const response = topLevel.errorResponse ?? topLevel;
    const mismatch = findMismatch(expected.errorResponse, toPlain(response), env, true, "");
    if (mismatch) fail("errorResponse", `at ${mismatch.path || "(top)"}: ${mismatch.problem}`);
  }
  if (Object.hasOwn(expected, "expectResult")) {
    const mismatch = findMismatch(expected.expectResult, resultCarriedBy(err), env, true, "");
    if (mismatch) fail("expectResult", `at ${mismatch.path || "(top)"}: ${mismatch.problem}`);
  }
}

/**
 * A client error does not come from a server response. The driver builds a MongoBulkWriteError (a server
 * error class) around client-side failures too; its `errorResponse` then tells them apart.
 */
function isClientError(err: ErrorLike): boolean {
  if (!(err instanceof mongo.MongoServerError)) return true;
  return err instanceof mongo.MongoBulkWriteError && err.errorResponse instanceof Error && !(err.errorResponse instanceof mongo.MongoServerError);
}

/** Messages to search: a bulk write error aggregates its write errors and write concern error ("bulkWrite"). */
function errorMessages(err: ErrorLike): string[] {
  const messages = [err.message, String(err.errmsg ?? "")];
  if (err.cause instanceof Error) messages.push(err.cause.message);
  for (const writeError of listOf(err.writeErrors)) messages.push(String(writeError.errmsg ?? writeError.message ?? ""));
  for (const concernError of [err.writeConcernError, ...listOf(err.writeConcernErrors)])
    if (concernError) messages.push(String((concernError as Doc).errmsg ?? ""));
  return messages;
}

function errorCodes(err: ErrorLike, topLevel: ErrorLike): unknown[] {
  return [err.code, topLevel.code];
}

function errorCodeNames(err: ErrorLike, topLevel: ErrorLike): string[] {
  const names = [err.codeName, topLevel.codeName, (topLevel.errorResponse as Doc | undefined)?.codeName];
  for (const writeError of listOf(err.writeErrors)) names.push(writeError.codeName ?? (writeError.err as Doc | undefined)?.codeName);
  return names.filter((name): name is string => typeof name === "string");
}

/** writeErrors (client bulkWrite): keyed by model index; each matched as a root document, none extra. */
function checkWriteErrors(expected: Doc, err: ErrorLike, env: MatchEnv, fail: (field: string, detail: string) => never): void {
  if (!(err.writeErrors instanceof Map)) return fail("writeErrors", "the error has no write error map");
  const actual = err.writeErrors as Map<number, unknown>;
  const extra = [...actual.keys()].filter((index) => !Object.hasOwn(expected, String(index)));
  if (extra.length > 0) fail("writeErrors", `unexpected write error(s) at ${extra.join(", ")}`);
  for (const [index, writeError] of Object.entries(expected)) {
    const mismatch = findMismatch(writeError, toPlain(actual.get(Number(index))), env, true, `[${index}]`);
    if (mismatch) fail("writeErrors", `at ${mismatch.path}: ${mismatch.problem}`);
  }
}

function findMismatchOfEach(expected: Doc[], actual: unknown, env: MatchEnv): string | undefined {
  const list = Array.isArray(actual) ? actual : [];
  if (list.length !== expected.length) return `expected ${expected.length} error(s), got ${show(actual)}`;
  for (let i = 0; i < expected.length; i++) {
    const mismatch = findMismatch(expected[i], toPlain(list[i]), env, true, `[${i}]`);
    if (mismatch) return `at ${mismatch.path}: ${mismatch.problem}`;
  }
  return undefined;
}

/** The partial result an error carries: `partialResult` (client bulkWrite) or `result` (collection bulkWrite). */
function resultCarriedBy(err: ErrorLike): unknown {
  if (err.partialResult !== undefined) return toPlain(err.partialResult);
  // MongoBulkWriteError.result is a BulkWriteResult (a class the driver does not export at runtime).
  if (typeof (err.result as BulkWriteResult | undefined)?.insertedCount === "number") return bulkWriteResultDocument(err.result as BulkWriteResult);
  return undefined;
}

function listOf(value: unknown): Doc[] {
  if (value instanceof Map) return [...value.values()] as Doc[];
  if (Array.isArray(value)) return value as Doc[];
  return value !== null && typeof value === "object" ? [value as Doc] : [];
}

/** "MongoServerError 11000: E11000 duplicate key …" — class, code and the first line of the message. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return show(error);
  const code = (error as ErrorLike).code;
  const codePart = typeof code === "number" || typeof code === "string" ? ` ${code}` : "";
  return `${error.name}${codePart}: ${error.message.split("\n")[0]}`;
}
