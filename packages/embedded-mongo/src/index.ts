// Public API: start an embedded MongoDB-compatible server on 127.0.0.1.
import { Engine, type EngineOptions, type EngineStats } from "./engine.js";
import { WireServer } from "./server.js";

export interface EmbeddedMongoOptions extends Omit<EngineOptions, "dbPath"> {
  /** Data directory (journal + snapshot). In-memory when omitted. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 or omitted picks a free port. */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
}

export interface EmbeddedMongo {
  /** e.g. mongodb://127.0.0.1:40123 — append "/dbName" for mongoose.connect. */
  uri: string;
  port: number;
  /** Flushes the journal, writes a final snapshot, releases the lock and closes the port. */
  stop(): Promise<void>;
  /** Counters (docsExamined proves index use in tests). */
  stats(): EngineStats;
  engine: Engine;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine(options);
  const server = new WireServer(engine);
  const host = options.host ?? "127.0.0.1";
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    await engine.close();
    throw err;
  }
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host}:${port}`,
    port,
    engine,
    stats: () => engine.statsSnapshot(),
    stop: () => {
      stopping ??= (async () => {
        await server.close();
        await engine.close();
      })();
      return stopping;
    },
  };
}

export { Engine } from "./engine.js";
export type { EngineOptions, EngineStats } from "./engine.js";
export { DbPathLockedError } from "./lock-file.js";
