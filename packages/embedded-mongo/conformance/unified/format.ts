// The parts of MongoDB's unified test format (specifications: source/unified-test-format/unified-test-format.md)
// that the CRUD tests use. Only what the runner reads is typed; anything else stays `unknown`.

/** A BSON document as parsed from relaxed Extended JSON. */
export type Doc = Record<string, unknown>;

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: "require" | "forbid" | "allow";
  serverParameters?: Doc;
  auth?: boolean;
  authMechanism?: string;
  csfle?: boolean | Doc;
}

/** An entry of `createEntities`: exactly one key naming the entity type. */
export type EntityDescription = Partial<{
  client: ClientDescription;
  database: DatabaseDescription;
  collection: CollectionDescription;
  session: SessionDescription;
}> &
  Record<string, unknown>;

export interface ClientDescription {
  id: string;
  uriOptions?: Doc;
  useMultipleMongoses?: boolean;
  observeEvents?: string[];
  ignoreCommandMonitoringEvents?: string[];
  observeSensitiveCommands?: boolean;
  [option: string]: unknown;
}

export interface DatabaseDescription {
  id: string;
  client: string;
  databaseName: string;
  databaseOptions?: Doc;
}

export interface CollectionDescription {
  id: string;
  database: string;
  collectionName: string;
  collectionOptions?: Doc;
}

export interface SessionDescription {
  id: string;
  client: string;
  sessionOptions?: Doc;
}

export interface CollectionData {
  collectionName: string;
  databaseName: string;
  createOptions?: Doc;
  documents: Doc[];
}

export interface Operation {
  name: string;
  object: string;
  arguments?: Doc;
  expectResult?: unknown;
  expectError?: ExpectedError;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

export interface ExpectedError {
  isError?: true;
  isClientError?: boolean;
  isTimeoutError?: boolean;
  errorContains?: string;
  errorCode?: number;
  errorCodeName?: string;
  errorLabelsContain?: string[];
  errorLabelsOmit?: string[];
  writeErrors?: Doc;
  writeConcernErrors?: Doc[];
  errorResponse?: Doc;
  expectResult?: unknown;
}

export interface ExpectedEventsForClient {
  client: string;
  eventType?: "command" | "cmap" | "sdam";
  events: Doc[];
  ignoreExtraEvents?: boolean;
}

export interface TestCase {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: ExpectedEventsForClient[];
  outcome?: CollectionData[];
  [field: string]: unknown;
}

export interface TestFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: EntityDescription[];
  initialData?: CollectionData[];
  tests: TestCase[];
}
