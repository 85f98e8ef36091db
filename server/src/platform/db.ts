import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseState } from "@pnyx/contract";
import { startEmbeddedMongo, type EmbeddedMongo } from "@pnyx/embedded-mongo";
import mongoose, { type Connection } from "mongoose";
import { createDbWatchdog } from "./db-watchdog";

export interface Database {
  connection: Connection;
  /** "disconnected" also while pings fail (the driver may still say connected: db-watchdog.ts). */
  state(): DatabaseState;
  /** Closes the driver's client and opens it again, on the same connection and models. */
  rebuild(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A real MongoDB; without it the embedded engine runs in-process. */
  mongodbUri?: string | undefined;
  /** Where the embedded engine keeps its files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  dbName?: string;
  /** Reach the embedded engine through its socket rather than in-process streams (tests that need real I/O). */
  overSocket?: boolean;
  /** Where the watchdog tells of outages and recoveries. */
  log?: (line: string) => void;
}

const STATES: Record<number, DatabaseState> = { 0: "disconnected", 1: "connected", 2: "connecting", 3: "disconnected" };

/** Opens mongoose on MONGODB_URI, or starts the embedded engine (data under DATA_DIR/db) and connects to it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let engine: EmbeddedMongo | undefined;
  let socketDir: string | undefined;
  let uri = options.mongodbUri;
  if (!uri) {
    const dbPath = options.dataDir ? join(options.dataDir, "db") : undefined;
    if (dbPath) mkdirSync(dbPath, { recursive: true });
    // The server talks to its own engine through in-process streams (half the CPU per command of a
    // Unix socket); the socket, in a private temp folder since socket paths must stay short whatever
    // DATA_DIR is, stays open for tools and as the way in should the driver bypass the route.
    socketDir = mkdtempSync(join(tmpdir(), "pnyx-db-"));
    try {
      engine = await startEmbeddedMongo({ ...(dbPath ? { dbPath } : {}), socketPath: join(socketDir, "engine.sock"), inProcess: !options.overSocket });
    } catch (err) {
      rmSync(socketDir, { recursive: true, force: true });
      throw err;
    }
    uri = engine.uri;
  }
  const connectOptions = { dbName: options.dbName ?? "pnyx", serverSelectionTimeoutMS: 10_000, autoIndex: false };
  const connection = mongoose.createConnection(uri, connectOptions);
  await connection.asPromise();
  const address = uri;
  async function rebuild() {
    // Not forced: a forced close leaves mongoose's collections refusing every later call.
    await connection.close();
    await connection.openUri(address, connectOptions);
  }
  const watchdog = createDbWatchdog({ ping: () => connection.db!.admin().ping(), rebuild, ...(options.log ? { log: options.log } : {}) });
  return {
    connection,
    state: () => (watchdog.unreachable() ? "disconnected" : (STATES[connection.readyState] ?? "disconnected")),
    rebuild,
    async close() {
      watchdog.stop();
      await connection.close();
      await engine?.stop();
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
