// Executing one test (unified-test-format.md, "Executing a Test" / "Executing an Operation").
import type { MongoClient } from "./driver.js";
import { driverDeviation } from "./driver-deviations.js";
import { createEntities, EntityMap } from "./entities.js";
import { assertExpectedError, describeError } from "./expect-error.js";
import { assertExpectedEvents } from "./expect-events.js";
import type { CollectionData, Operation, TestCase, TestFile } from "./format.js";
import { AssertionFailure, findDifference, findMismatch, type MatchEnv, show } from "./match.js";
import { type OperationContext, type OperationResult, runOperation } from "./operations.js";
import { type Deployment, unmetRequirements } from "./requirements.js";
import { unsupportedFeature } from "./unsupported.js";

/** Where a failure happened. "events" failures are the ones the second total forgives. */
export type Stage = "setup" | "operation" | "events" | "outcome";

export interface Failure {
  stage: Stage;
  /** First line: the cause (failures are grouped by it); further lines: details. */
  message: string;
}

export type SkipCategory = "requirements" | "skipReason" | "unsupported" | "driver";

export type TestResult = { status: "pass" } | { status: "skip"; category: SkipCategory; reason: string } | { status: "fail"; failures: Failure[] };

export interface RunnerEnv {
  /** Connection string of the engine; client entities add their uriOptions to it. */
  uri: string;
  /** The runner's own client: initialData, outcome, fail point clean-up. */
  internalClient: MongoClient;
  deployment: Deployment;
  timeoutMs: number;
}

/** Decides whether `test` runs, runs it, and reports every failing stage (operations stop at the first failure). */
export async function runTest(fileName: string, file: TestFile, test: TestCase, env: RunnerEnv): Promise<TestResult> {
  if (test.skipReason) return { status: "skip", category: "skipReason", reason: test.skipReason };
  const unmet = unmetRequirements(file.runOnRequirements, env.deployment) ?? unmetRequirements(test.runOnRequirements, env.deployment);
  if (unmet) return { status: "skip", category: "requirements", reason: unmet };
  const unsupported = unsupportedFeature(file, test);
  if (unsupported) return { status: "skip", category: "unsupported", reason: `runner cannot express: ${unsupported}` };
  const deviation = driverDeviation(fileName, test);
  if (deviation) return { status: "skip", category: "driver", reason: `driver deviation: ${deviation}` };

  const failures: Failure[] = [];
  const context: OperationContext = { entities: new EntityMap(), internalClient: env.internalClient, failPoints: [] };
  try {
    await withTimeout(execute(file, test, env, context, failures), env.timeoutMs);
  } catch (error) {
    failures.push({ stage: "operation", message: error instanceof Error ? error.message : String(error) });
  } finally {
    await cleanUp(context);
  }
  return failures.length === 0 ? { status: "pass" } : { status: "fail", failures };
}

async function execute(file: TestFile, test: TestCase, env: RunnerEnv, context: OperationContext, failures: Failure[]): Promise<void> {
  try {
    await loadInitialData(file.initialData ?? [], env.internalClient);
    await createEntities(file.createEntities ?? [], env.uri, context.entities);
  } catch (error) {
    failures.push({ stage: "setup", message: `setup: ${describeError(error)}` });
    return;
  }
  for (const [index, operation] of test.operations.entries()) {
    try {
      await executeOperation(operation, context);
    } catch (error) {
      failures.push({ stage: "operation", message: withDetail(failureMessage(error), `in operations[${index}] (${operation.object}.${operation.name})`) });
      return;
    }
  }
  context.entities.stopMonitoring();
  // Events and outcome are both checked, so a test that fails only on events can be told apart.
  for (const expectation of test.expectEvents ?? []) {
    await check(failures, "events", () => assertExpectedEvents(expectation, context.entities));
  }
  for (const expected of test.outcome ?? []) {
    await check(failures, "outcome", () => assertOutcome(expected, env.internalClient));
  }
}

/** Runs one operation and checks expectError / expectResult, then saves the result if asked. */
async function executeOperation(operation: Operation, context: OperationContext): Promise<void> {
  const { entities } = context;
  let result: OperationResult | undefined;
  let error: unknown;
  let threw = false;
  try {
    result = await runOperation(operation.object, operation.name, operation.arguments, context);
  } catch (caught) {
    [error, threw] = [caught, true];
  }
  if (operation.ignoreResultAndError) return;
  if (operation.expectError) {
    if (!threw) throw new AssertionFailure(`${operation.name}: expected an error, got none\nresult ${show(result?.value)}`);
    assertExpectedError(operation.name, error, operation.expectError, entities);
    return;
  }
  // The error itself heads the message (the operation name goes to the detail line), so the same server
  // refusal groups together across operations.
  if (threw) throw new AssertionFailure(`unexpected ${describeError(error)}`);
  if (Object.hasOwn(operation, "expectResult")) assertResult(operation.name, operation.expectResult, result as OperationResult, entities);
  if (operation.saveResultAsEntity) entities.saveResult(operation.saveResultAsEntity, result?.value);
}

/**
 * expectResult: documents returned by find/aggregate & co. are root-level (extra fields allowed); the elements
 * of other arrays (e.g. distinct) are not ("Allowing Extra Fields in Root-level Documents").
 */
function assertResult(name: string, expected: unknown, result: OperationResult, env: MatchEnv): void {
  const label = `${name} expectResult`;
  let mismatch = undefined as ReturnType<typeof findMismatch>;
  if (result.cursor && Array.isArray(expected) && Array.isArray(result.value)) {
    const actual = result.value as unknown[];
    if (actual.length !== expected.length) mismatch = { path: "", problem: `expected ${expected.length} document(s), got ${actual.length}: ${show(actual)}` };
    for (let i = 0; i < expected.length && !mismatch; i++) mismatch = findMismatch(expected[i], actual[i], env, true, `[${i}]`);
  } else {
    mismatch = findMismatch(expected, result.value, env, true, "");
  }
  if (mismatch) throw new AssertionFailure(`${label} mismatch at ${mismatch.path || "(top)"}\n${mismatch.problem}`);
}

/**
 * initialData: drop each collection (and its queryable-encryption side collections), create it with
 * createOptions or when it gets no documents, insert the documents; all with majority write concern.
 */
async function loadInitialData(data: CollectionData[], client: MongoClient): Promise<void> {
  const majority = { writeConcern: { w: "majority" as const } };
  for (const { databaseName, collectionName, createOptions, documents } of data) {
    const db = client.db(databaseName);
    for (const name of [collectionName, `enxcol_.${collectionName}.esc`, `enxcol_.${collectionName}.ecoc`]) {
      await db.dropCollection(name, majority).catch((error: { code?: number }) => {
        if (error.code !== 26) throw error; // NamespaceNotFound: nothing to drop
      });
    }
    if (createOptions) await db.createCollection(collectionName, { ...createOptions, ...majority });
    if (documents.length > 0) await db.collection(collectionName).insertMany(documents, majority);
    else if (!createOptions) await db.createCollection(collectionName, majority);
  }
}

/** outcome: the collection, read in _id order with primary / local, holds exactly these documents. */
async function assertOutcome(expected: CollectionData, client: MongoClient): Promise<void> {
  const { databaseName, collectionName, documents } = expected;
  const actual = await client
    .db(databaseName)
    .collection(collectionName)
    .find({}, { sort: { _id: 1 }, readPreference: "primary", readConcern: { level: "local" } })
    .toArray();
  const difference = findDifference(documents, actual, "");
  if (difference)
    throw new AssertionFailure(
      `outcome: collection contents differ\n${databaseName}.${collectionName} at ${difference.path || "(top)"}: ${difference.problem}`,
    );
}

async function check(failures: Failure[], stage: Stage, assertion: () => void | Promise<void>): Promise<void> {
  try {
    await assertion();
  } catch (error) {
    failures.push({ stage, message: failureMessage(error) });
  }
}

/** Disables fail points and closes the test's clients, whatever happened. */
async function cleanUp(context: OperationContext): Promise<void> {
  for (const name of context.failPoints) {
    await context.internalClient
      .db("admin")
      .command({ configureFailPoint: name, mode: "off" })
      .catch(() => {});
  }
  await context.entities.close();
}

function failureMessage(error: unknown): string {
  return error instanceof AssertionFailure ? error.message : `runner error: ${describeError(error)}`;
}

/** Appends a detail line after the message's first line (the cause stays first). */
function withDetail(message: string, detail: string): string {
  const [cause, ...rest] = message.split("\n");
  return [cause, detail, ...rest].join("\n");
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000}s`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
