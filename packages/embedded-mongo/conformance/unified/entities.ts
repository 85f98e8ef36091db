// The entity map (unified-test-format.md, "Entity Map" and "entity"): clients, databases, collections and
// sessions created from `createEntities`, plus values saved with `saveResultAsEntity`. One map per test.
import { type ClientSession, type Collection, type CommandEvent, type Db, type MongoClient, mongo } from "./driver.js";
import type { ClientDescription, Doc, EntityDescription } from "./format.js";
import type { MatchEnv } from "./match.js";

/** Command monitoring event types a client can observe (CMAP / SDAM events are not supported). */
export const COMMAND_EVENT_TYPES = ["commandStartedEvent", "commandSucceededEvent", "commandFailedEvent"] as const;
export type CommandEventType = (typeof COMMAND_EVENT_TYPES)[number];

/** Client entity fields the runner implements; a file using any other is skipped as not expressible. */
export const SUPPORTED_CLIENT_FIELDS = [
  "id",
  "uriOptions",
  "useMultipleMongoses",
  "observeEvents",
  "ignoreCommandMonitoringEvents",
  "observeSensitiveCommands",
];
export const SUPPORTED_ENTITY_FIELDS: Record<string, string[]> = {
  client: SUPPORTED_CLIENT_FIELDS,
  database: ["id", "client", "databaseName", "databaseOptions"],
  collection: ["id", "database", "collectionName", "collectionOptions"],
  session: ["id", "client", "sessionOptions"],
};

/** Commands whose events are hidden unless `observeSensitiveCommands` (command-logging-and-monitoring spec, "Security"). */
const SENSITIVE_COMMANDS = new Set([
  "authenticate",
  "saslstart",
  "saslcontinue",
  "getnonce",
  "createuser",
  "updateuser",
  "copydbgetnonce",
  "copydbsaslstart",
  "copydb",
]);

export interface ObservedEvent {
  type: CommandEventType;
  event: CommandEvent;
}

/** Records a client's command events of the observed types, while the test's operations run. */
export class CommandMonitor {
  readonly events: ObservedEvent[] = [];
  private listening = true;

  constructor(client: MongoClient, description: ClientDescription) {
    const observed = new Set(description.observeEvents ?? []);
    const ignored = new Set([...(description.ignoreCommandMonitoringEvents ?? []), "configureFailPoint"]);
    const record = (type: CommandEventType) => (event: CommandEvent) => {
      if (!this.listening || !observed.has(type) || ignored.has(event.commandName)) return;
      if (!description.observeSensitiveCommands && isSensitive(event)) return;
      this.events.push({ type, event });
    };
    client.on("commandStarted", record("commandStartedEvent"));
    client.on("commandSucceeded", record("commandSucceededEvent"));
    client.on("commandFailed", record("commandFailedEvent"));
  }

  /** Events arriving after the operations (e.g. endSessions on close) are not part of the test. */
  stop(): void {
    this.listening = false;
  }
}

function isSensitive(event: CommandEvent): boolean {
  const name = event.commandName.toLowerCase();
  if (SENSITIVE_COMMANDS.has(name)) return true;
  // hello with speculativeAuthenticate is sensitive; the driver then redacts the command to {}.
  return (name === "hello" || name === "ismaster") && "command" in event && Object.keys(event.command).length === 0;
}

type Entity =
  | { kind: "client"; client: MongoClient; monitor: CommandMonitor }
  | { kind: "database"; db: Db }
  | { kind: "collection"; collection: Collection }
  | { kind: "session"; session: ClientSession }
  | { kind: "value"; value: unknown };

export type EntityKind = Entity["kind"];

export class EntityMap implements MatchEnv {
  private readonly entities = new Map<string, Entity>();

  add(name: string, entity: Entity): void {
    if (this.entities.has(name)) throw new Error(`entity ${name} is already defined`);
    this.entities.set(name, entity);
  }

  saveResult(name: string, value: unknown): void {
    this.add(name, { kind: "value", value });
  }

  kindOf(name: string): EntityKind | undefined {
    return this.entities.get(name)?.kind;
  }

  client(name: string): MongoClient {
    return this.get(name, "client").client;
  }

  monitor(name: string): CommandMonitor {
    return this.get(name, "client").monitor;
  }

  database(name: string): Db {
    return this.get(name, "database").db;
  }

  collection(name: string): Collection {
    return this.get(name, "collection").collection;
  }

  session(name: string): ClientSession {
    return this.get(name, "session").session;
  }

  entity(name: string): unknown {
    return this.get(name, "value").value;
  }

  sessionLsid(name: string): unknown {
    return this.session(name).id;
  }

  /** Stops recording events on every client. */
  stopMonitoring(): void {
    for (const entity of this.entities.values()) if (entity.kind === "client") entity.monitor.stop();
  }

  /** Ends sessions and closes clients ("Clear the entity map for this test"). */
  async close(): Promise<void> {
    this.stopMonitoring();
    for (const entity of this.entities.values()) if (entity.kind === "session") await entity.session.endSession().catch(() => {});
    for (const entity of this.entities.values()) if (entity.kind === "client") await entity.client.close().catch(() => {});
    this.entities.clear();
  }

  private get<K extends EntityKind>(name: string, kind: K): Extract<Entity, { kind: K }> {
    const entity = this.entities.get(name);
    if (!entity) throw new Error(`entity ${name} is not defined`);
    if (entity.kind !== kind) throw new Error(`entity ${name} is a ${entity.kind}, not a ${kind}`);
    return entity as Extract<Entity, { kind: K }>;
  }
}

/** Creates the entities of `createEntities`, in order (later ones refer to earlier ones). */
export async function createEntities(descriptions: EntityDescription[], uri: string, entities: EntityMap): Promise<void> {
  for (const description of descriptions) {
    if (description.client) {
      const uriOptions = description.client.uriOptions ?? {};
      // A short server selection timeout, so an engine that stops answering fails the test instead of stalling the run.
      const overridden = Object.keys(uriOptions).some((key) => key.toLowerCase() === "serverselectiontimeoutms");
      const client = new mongo.MongoClient(clientUri(uri, uriOptions), { monitorCommands: true, ...(overridden ? {} : { serverSelectionTimeoutMS: 5000 }) });
      // The monitor is attached before connecting; handshakes and monitoring checks emit no command events.
      const monitor = new CommandMonitor(client, description.client);
      entities.add(description.client.id, { kind: "client", client: await client.connect(), monitor });
    } else if (description.database) {
      const { id, client, databaseName, databaseOptions } = description.database;
      entities.add(id, { kind: "database", db: entities.client(client).db(databaseName, readWriteOptions(databaseOptions)) });
    } else if (description.collection) {
      const { id, database, collectionName, collectionOptions } = description.collection;
      entities.add(id, { kind: "collection", collection: entities.database(database).collection(collectionName, readWriteOptions(collectionOptions)) });
    } else if (description.session) {
      const { id, client, sessionOptions } = description.session;
      entities.add(id, { kind: "session", session: entities.client(client).startSession(sessionOptionsOf(sessionOptions)) });
    } else {
      throw new Error(`unsupported entity type ${Object.keys(description).join(", ")}`);
    }
  }
}

/**
 * Adds `uriOptions` to the connection string rather than to the options object: URI option names are
 * case-insensitive there, as in the URI Options spec the test files follow.
 */
export function clientUri(base: string, uriOptions: Doc): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(uriOptions)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== null && typeof value === "object")
      params.append(
        key,
        Object.entries(value)
          .map(([k, v]) => `${k}:${v}`)
          .join(","),
      );
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}/?${query}` : base;
}

/** readConcern / writeConcern / readPreference as the test format spells them ("Common Options"), in driver form. */
export function readWriteOptions(options: Doc | undefined): Doc {
  if (!options) return {};
  const converted: Doc = { ...options };
  if (options.readPreference !== undefined) converted.readPreference = readPreferenceOf(options.readPreference as Doc);
  if (options.writeConcern !== undefined) converted.writeConcern = writeConcernOf(options.writeConcern as Doc);
  return converted;
}

type ReadPreferenceMode = ConstructorParameters<typeof mongo.ReadPreference>[0];

export function readPreferenceOf(spec: Doc): InstanceType<typeof mongo.ReadPreference> {
  const { mode, tagSets, maxStalenessSeconds, hedge } = spec;
  return new mongo.ReadPreference(mode as ReadPreferenceMode, tagSets as Record<string, string>[] | undefined, {
    maxStalenessSeconds: maxStalenessSeconds as number | undefined,
    hedge: hedge as Doc | undefined,
  });
}

export function writeConcernOf(spec: Doc): Doc {
  const { w, journal, wtimeoutMS } = spec;
  return Object.fromEntries(Object.entries({ w, journal, wtimeoutMS }).filter(([, value]) => value !== undefined));
}

function sessionOptionsOf(options: Doc | undefined): Doc {
  if (!options) return {};
  const converted: Doc = { ...options };
  if (options.defaultTransactionOptions) converted.defaultTransactionOptions = readWriteOptions(options.defaultTransactionOptions as Doc);
  return converted;
}
