// `expectEvents` (unified-test-format.md, "expectedEventsForClient" / "expectedCommandEvent"): the command
// monitoring events a client emitted while the operations ran, in order.
import type { Doc, ExpectedEventsForClient } from "./format.js";
import type { EntityMap, ObservedEvent } from "./entities.js";
import { AssertionFailure, assertMatches, show } from "./match.js";

/** Throws an AssertionFailure for the first way the observed events differ from `expectation`. */
export function assertExpectedEvents(expectation: ExpectedEventsForClient, entities: EntityMap): void {
  const actual = entities.monitor(expectation.client).events;
  const expected = expectation.events;
  const comparable = expectation.ignoreExtraEvents ? actual.slice(0, expected.length) : actual;
  if (comparable.length !== expected.length) {
    throw new AssertionFailure(
      `expectEvents: event count differs\nexpected [${expected.map(describeExpected).join(", ")}], got [${actual.map(describeObserved).join(", ")}]`,
    );
  }
  expected.forEach((event, index) => {
    assertEvent(event, comparable[index] as ObservedEvent, entities);
  });
}

function assertEvent(expected: Doc, observed: ObservedEvent, entities: EntityMap): void {
  const [type, fields] = Object.entries(expected)[0] as [string, Doc];
  const { event } = observed;
  if (observed.type !== type) throw new AssertionFailure(`expectEvents: event type differs\nexpected ${type}, got ${observed.type} (${event.commandName})`);
  const label = `expectEvents ${type.replace("Event", "")} ${event.commandName}`;
  for (const [field, value] of Object.entries(fields)) {
    switch (field) {
      case "command":
        assertMatches(`${label} command`, value, "command" in event ? event.command : undefined, entities, true);
        break;
      case "reply":
        assertMatches(`${label} reply`, value, "reply" in event ? event.reply : undefined, entities, true);
        break;
      case "commandName":
      case "databaseName":
        if (event[field] !== value) throw new AssertionFailure(`${label} ${field} differs\nexpected ${show(value)}, got ${show(event[field])}`);
        break;
      case "hasServiceId":
        if ((event.serviceId !== undefined) !== value) throw new AssertionFailure(`${label} hasServiceId differs\nexpected ${value}`);
        break;
      case "hasServerConnectionId":
        if ((event.serverConnectionId != null) !== value) throw new AssertionFailure(`${label} hasServerConnectionId differs\nexpected ${value}`);
        break;
      default:
        throw new Error(`unsupported event assertion ${type}.${field}`);
    }
  }
}

function describeExpected(event: Doc): string {
  const [type, fields] = Object.entries(event)[0] as [string, Doc];
  const command = fields.command as Doc | undefined;
  const name = fields.commandName ?? (command ? Object.keys(command)[0] : undefined);
  return `${type.replace("Event", "")}${name ? ` ${name}` : ""}`;
}

function describeObserved({ type, event }: ObservedEvent): string {
  return `${type.replace("Event", "")} ${event.commandName}`;
}
