// Before running a test, find what this runner (or the driver behind it) cannot express, so such tests are
// reported as skipped for that reason instead of failing in a way that says nothing about the engine.
import { COMMAND_EVENT_TYPES, type EntityKind, SUPPORTED_ENTITY_FIELDS } from "./entities.js";
import type { EntityDescription, Operation, TestCase, TestFile } from "./format.js";
import { findOperation, unknownArguments } from "./operations.js";

/** Special matching operators the matcher implements (match.ts). */
const SUPPORTED_OPERATORS = new Set([
  "$$exists",
  "$$type",
  "$$unsetOrMatches",
  "$$matchesEntity",
  "$$matchesHexBytes",
  "$$sessionLsid",
  "$$lte",
  "$$matchAsDocument",
  "$$matchAsRoot",
]);

/** Test fields the runner acts on; others (expectLogMessages, expectTracingMessages, …) it cannot check. */
const SUPPORTED_TEST_FIELDS = new Set(["description", "runOnRequirements", "skipReason", "operations", "expectEvents", "outcome"]);

/** Why the runner cannot run `test` faithfully, or undefined when it can. */
export function unsupportedFeature(file: TestFile, test: TestCase): string | undefined {
  if (!file.schemaVersion.startsWith("1.")) return `schemaVersion ${file.schemaVersion}`;
  const kinds = new Map<string, EntityKind>();
  for (const description of file.createEntities ?? []) {
    const reason = unsupportedEntity(description);
    if (reason) return reason;
    const [type, fields] = Object.entries(description)[0] as [EntityKind, { id: string }];
    kinds.set(fields.id, type);
  }
  const field = Object.keys(test).find((key) => !SUPPORTED_TEST_FIELDS.has(key));
  if (field) return `test field ${field}`;
  for (const expectation of test.expectEvents ?? []) {
    if (expectation.eventType && expectation.eventType !== "command") return `${expectation.eventType} events`;
  }
  for (const operation of test.operations) {
    const reason = unsupportedOperation(operation, kinds);
    if (reason) return reason;
    if (operation.saveResultAsEntity) kinds.set(operation.saveResultAsEntity, "value");
  }
  const operator = unknownOperator([test.operations.map((o) => [o.expectResult, o.expectError]), test.expectEvents]);
  return operator ? `matching operator ${operator}` : undefined;
}

function unsupportedEntity(description: EntityDescription): string | undefined {
  const [type, fields] = (Object.entries(description)[0] ?? []) as [string, Record<string, unknown>];
  const supported = SUPPORTED_ENTITY_FIELDS[type];
  if (!supported) return `${type} entities`;
  const field = Object.keys(fields).find((key) => !supported.includes(key));
  if (field) return `${type}.${field}`;
  const observed = (fields.observeEvents as string[] | undefined) ?? [];
  const event = observed.find((name) => !(COMMAND_EVENT_TYPES as readonly string[]).includes(name));
  return event ? `observing ${event}` : undefined;
}

function unsupportedOperation(operation: Operation, kinds: Map<string, EntityKind>): string | undefined {
  const kind = operation.object === "testRunner" ? "testRunner" : kinds.get(operation.object);
  if (kind === undefined) return `operation on unknown entity ${operation.object}`;
  if (!findOperation(kind, operation.name)) return `${kind} operation ${operation.name}`;
  const unknown = unknownArguments(kind, operation.name, operation.arguments);
  return unknown.length > 0 ? `${operation.name} argument(s) ${unknown.join(", ")} (not in the runner's list for this driver)` : undefined;
}

/** The first `$$` key in expectations that the matcher does not know. */
function unknownOperator(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unknownOperator(item);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith("$$") && !SUPPORTED_OPERATORS.has(key)) return key;
      const found = unknownOperator(item);
      if (found) return found;
    }
  }
  return undefined;
}
